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
public final class ReadWatch {
    private let descriptor: Int32
    private let handler: @MainActor () -> Void
    private var source: DispatchSourceRead?
    private var cancelled = false
    private var callQueued = false
    private let alwaysReadable: Bool

    /// Starts watching `descriptor`.
    public init(descriptor: Int32, _ handler: @escaping @MainActor () -> Void) {
        self.descriptor = descriptor
        self.handler = handler
        alwaysReadable = !ReadWatch.epollCanWatch(descriptor)
        if alwaysReadable {
            again()
        } else {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.fire() }
            }
            source.resume()
            self.source = source
        }
    }

    /// Stops the calls (the descriptor stays open: it is the caller's).
    public func cancel() {
        cancelled = true
        source?.cancel()
        source = nil
    }

    /// Calls the handler once more on a later turn of the main queue.
    public func again() {
        guard !cancelled, !callQueued else { return }
        callQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.callQueued = false
                self.fire()
            }
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
