import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Input a test writes into a pipeline when it is ready for it: a FIFO in the test's directory
/// that the pipeline reads (`cat FIFO | …`), held open by the test until `close()`. What arrives
/// follows the test's own events (a line drawn, a key handled), never a shell's `sleep`.
final class Feed {
    /// The FIFO's path, for the pipeline's `cat`.
    let path: String
    private var descriptor: Int32 = -1

    /// A new FIFO named `name` in `directory`, open for writing (read-write: opening does not
    /// wait for the reader, and nothing the test spawns inherits it).
    init(in directory: URL, name: String = "feed") throws {
        path = directory.appendingPathComponent(name).path
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    deinit { close() }

    /// Writes `text` (the pipeline reads it at once; the FIFO holds 64 KiB).
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { return }
            done += n
        }
    }

    /// Writes the numbers `range`, one a line (as `seq`).
    func lines(_ range: ClosedRange<Int>) {
        write(range.map(String.init).joined(separator: "\n") + "\n")
    }

    /// Ends the input: the pipeline's `cat` reads its end, once it has taken all that was written
    /// (10 s at most). A reader that has not opened the FIFO yet would wait for a writer for ever
    /// after this: write something first, which proves the reader there when it is gone.
    func close() {
        guard descriptor >= 0 else { return }
        let deadline = Date().addingTimeInterval(10)
        while holdsUnread() && Date() < deadline { usleep(5_000) }
        Glibc.close(descriptor)
        descriptor = -1
    }

    /// Whether what was written is still in the FIFO (this end reads it too: it is readable).
    private func holdsUnread() -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }
}
