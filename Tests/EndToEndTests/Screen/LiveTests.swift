import Foundation
import Testing

/// Live values through the real binary in tmux: data on stdin, keys from the terminal. The
/// rest of live values (stdin routed and skipped, commands failing and recovering) is tested
/// in-process (CounterCLITests/Program/LiveProgramTests).
@Suite struct LiveTests {
    /// Data on stdin (a FIFO kept open), keys from the terminal: the full screen shows the value
    /// and `q` still quits, the terminal restored.
    @Test func stdinIntoAFullScreenReadsKeysFromTheTerminal() throws {
        let tmux = try Tmux()
        let fifo = tmux.directory.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Data on stdin (a FIFO kept open), keys from the terminal: q still quits.
        try tmux.start("--stdin --duration 100ms --title Live < \(fifo)")
        let writer = open(fifo, O_WRONLY)
        defer { close(writer) }
        _ = "42\n".withCString { write(writer, $0, strlen($0)) }
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("42") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }
}
