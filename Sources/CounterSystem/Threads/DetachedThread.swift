#if canImport(Glibc)
import Glibc
#endif

/// A detached pthread running one closure, for the copies that block in reads and writes
/// (`StreamCopier`, `FileFeed`): never a thread of Dispatch's pool, which blocking would starve.
package enum DetachedThread {
    /// Starts `body` on a new detached thread: nil, or the error of a thread that could not be
    /// started (EAGAIN: the process limit), `body` then never runs.
    package static func start(_ body: @escaping @Sendable () -> Void) -> Int32? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return result
        }
        pthread_detach(thread)
        return nil
    }

    /// The closure, boxed to cross into the thread.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
