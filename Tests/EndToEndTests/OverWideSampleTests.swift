import Foundation
import Testing

/// Issue 38, F2 item 1, through the real binary in tmux: one sample too wide for the screen
/// (`1e308`) hides its card only while it is shown: once a narrow value follows, the card is
/// sized by what it shows now, not by the widest value it ever showed.
@Suite struct OverWideSampleTests {
    /// A board fed by a fifo on stdin, and a function that writes lines to it.
    static func board(_ tmux: Tmux, _ arguments: String) throws -> (writer: Int32, send: (String) -> Void) {
        let fifo = tmux.directory.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try tmux.start("dashboard --stdin \(arguments) --no-animation < \(fifo)")
        let writer = open(fifo, O_WRONLY)
        return (writer, { line in _ = line.withCString { write(writer, $0, strlen($0)) } })
    }

    @Test func aCardHiddenForAnOverWideSampleComesBackWithANarrowOne() throws {
        let tmux = try Tmux(columns: 160, rows: 48)
        let (writer, send) = try Self.board(tmux, "--counter \"id=a,title=Gauge A,style=gauge\" --counter \"id=b,title=Plain B\"")
        defer { close(writer) }
        send("a 1e308\nb 1e308\n")
        var screen = ""
        // While the value is wider than the screen the cards are hidden and counted (issue 16:
        // never a value cut short).
        let wide = tmux.wait(timeout: 8) {
            screen = (try? tmux.screen()) ?? ""
            return screen.contains("+2 more")
        }
        #expect(wide, "\(screen)")
        send("a 17\nb 17\n")
        let narrow = tmux.wait(timeout: 8) {
            screen = (try? tmux.screen()) ?? ""
            return screen.contains("Gauge A") && screen.contains("Plain B") && screen.contains("17%") && !screen.contains("…")
        }
        #expect(narrow && !screen.contains("more"), "\(screen)")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }
}
