import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Calls a handler on the main queue whenever a descriptor can be read: a `DispatchSourceRead`,
/// or, for descriptors that epoll cannot watch (`/dev/null` and other character devices), on
/// every turn of the main queue until cancelled.
///
/// Handlers read what is there without blocking and call `again()` when they stopped early
/// (a cap per turn, so a flood never starves the frames): libdispatch on Linux may not report a
/// descriptor again once its writer has hung up, so the rest is never left to the source.
@MainActor
package final class ReadWatch {
    private let descriptor: Int32
    private let handler: @MainActor () -> Void
    private var source: DispatchSourceRead?
    #if COUNTER_TUI_TEST_HOOKS
    /// In a test of the whole program in-process: the manual main loop's watch instead.
    private var manual: ManualMainLoop.Watch?
    #endif
    private var cancelled = false
    private var callQueued = false
    private let alwaysReadable: Bool
    private let release = Release()

    /// What becomes of the descriptor once libdispatch lets go of it (the cancel handler ran).
    @MainActor
    private final class Release {
        var done = false
        var closeThen = false
        var closed = false

        func close(_ descriptor: Int32) {
            guard !closed else { return }
            closed = true
            _ = Glibc.close(descriptor)
        }
    }

    /// Starts watching `descriptor`.
    package init(descriptor: Int32, _ handler: @escaping @MainActor () -> Void) {
        self.descriptor = descriptor
        self.handler = handler
        alwaysReadable = !ReadWatch.epollCanWatch(descriptor)
        #if COUNTER_TUI_TEST_HOOKS
        if let loop = ManualMainLoop.current {
            if alwaysReadable {
                again()
            } else {
                manual = loop.watch(descriptor) { [weak self] in self?.fire() }
            }
            release.done = true
            return
        }
        #endif
        if alwaysReadable {
            again()
        } else {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.fire() }
            }
            source.setCancelHandler { [release] in
                MainActor.assumeIsolated {
                    release.done = true
                    if release.closeThen { release.close(descriptor) }
                }
            }
            source.resume()
            self.source = source
        }
    }

    /// Stops the calls. With `closing`, the descriptor is closed too, once libdispatch has let
    /// go of it: closed earlier, its number could be reused by a new pipe whose read source
    /// would then share the old, cancelled registration and never fire.
    package func cancel(closing: Bool = false) {
        if !cancelled {
            cancelled = true
            source?.cancel()
            #if COUNTER_TUI_TEST_HOOKS
            manual?.cancelled = true
            #endif
        }
        guard closing else { return }
        if source == nil || release.done {
            release.close(descriptor)
        } else {
            release.closeThen = true
        }
    }

    /// Calls the handler once more on a later turn of the main queue.
    package func again() {
        guard !cancelled, !callQueued else { return }
        callQueued = true
        MainQueueWork.async { [weak self] in
            guard let self else { return }
            self.callQueued = false
            self.fire()
        }
    }

    private func fire() {
        guard !cancelled else { return }
        handler()
        if alwaysReadable { again() }
    }

    /// Whether epoll can watch `descriptor`: pipes, sockets and terminals. It refuses regular
    /// files and character devices such as /dev/null, which are always readable anyway.
    private static func epollCanWatch(_ descriptor: Int32) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return true }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK || isatty(descriptor) == 1
    }
}
