import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Changes in one directory as they happen (inotify): a file written, made, moved in or removed
/// there. A test waits on these instead of looking again every few milliseconds.
final class DirectoryWatch {
    private let descriptor: Int32

    /// Watches `path` (not its subdirectories); nil when inotify is not available.
    init?(_ path: String) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_CLOSE_WRITE | IN_ATTRIB)
        guard inotify_add_watch(descriptor, path, mask) >= 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Waits until something changed in the directory since the last call, or `seconds` passed;
    /// whether something changed. What came is taken, so the next call waits for a new change.
    @discardableResult
    func next(within seconds: Double) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(seconds, 3600)) * 1000)
        guard poll(&entry, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 8192)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        return true
    }
}
