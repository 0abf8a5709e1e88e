import CounterSystem
import Foundation
@testable import CounterCLI

/// Board commands in-process: a command's run ends in the machine's time, and what it gave is
/// drawn at the next frame; `drawCommands` waits for both, on a clock moved by one frame.
extension ProgramRun {
    /// A frame's time at the boards' 60 fps and more: 50 ms.
    static let frame = 0.05

    /// Waits (in real time, `timeout` seconds at most) for the commands the program started to
    /// end and be read, then moves the clocks on by one `frame` so that what they gave is drawn;
    /// whether they all ended.
    @discardableResult
    func drawCommands(timeout: Double = 10) -> Bool {
        let ended = wait(timeout: timeout) { ChildReaper.shared.running == 0 }
        advance(by: ProgramRun.frame)
        return ended
    }

    /// Moves the clocks on by `seconds` (the commands due on the way started), then
    /// `drawCommands()`: the frame one `frame` after, showing what they gave.
    @discardableResult
    func advanceDrawingCommands(by seconds: Double, timeout: Double = 10) -> Bool {
        advance(by: seconds)
        return drawCommands(timeout: timeout)
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// More on stdin than a pipe holds: written from a thread of its own while the program reads.
extension ProgramRun {
    /// Writes `bytes` on the program's stdin (`stdin: true`) from another thread, the program
    /// reading meanwhile, until all is written (`timeout` real seconds at most); whether it was.
    @discardableResult
    func feedAll(_ bytes: [UInt8], timeout: Double = 20) -> Bool {
        let writer = input
        let done = DoneFlag()
        Thread.detachNewThread {
            var offset = 0
            while offset < bytes.count {
                let n = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                offset += n
            }
            done.set()
        }
        return wait(timeout: timeout) { done.isSet }
    }

    /// Writes copies of `text` on stdin as long as the pipe takes them without waiting (a flood
    /// that never lets up), and lets the program read what it can.
    func feedWhatFits(_ text: String) {
        let flags = fcntl(input, F_GETFL)
        _ = fcntl(input, F_SETFL, flags | O_NONBLOCK)
        let bytes = Array(text.utf8)
        while bytes.withUnsafeBytes({ write(input, $0.baseAddress, $0.count) }) > 0 {}
        _ = fcntl(input, F_SETFL, flags)
        loop.settle()
    }
}

/// A flag one thread sets and another reads.
private final class DoneFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
