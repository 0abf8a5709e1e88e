import Foundation
import Testing

/// Job control as a person uses it: an interactive `bash --norc -i` in a tmux pane, Ctrl-Z,
/// `bg`, `fg`. bash's `fg` sends SIGCONT only to a stopped job; a full-screen program continued
/// in the background by `bg` must stop again, or `fg` would hand it the terminal unannounced.
@Suite(.serialized) struct ReliabilityJobControlTests {
    struct Job: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: String
        /// The number it ends on.
        var last: String
        /// Stays on screen when done (a dashboard): quit with q.
        var holds: Bool
        var testDescription: String { name }
    }

    static let jobs = [
        Job(name: "counter", arguments: "--from 0 --to 99 --duration 2 --ease linear", last: "99", holds: false),
        Job(name: "dashboard", arguments: "dashboard --counter style=label,title=Jobs,to=77,duration=2", last: "77", holds: true),
    ]

    @Test(arguments: jobs)
    func ctrlZThenBgThenFgInInteractiveBash(_ job: Job) throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect(job.arguments)
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") && ProcessStat(pid)?.state == "T" })
        try tmux.keys("clear; bg", "Enter")
        // Continued in the background, it stops again at once, drawing nothing over the shell.
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("& ") || tmux.screen().contains("&\n") })
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
        let shell = try tmux.screen().split(separator: "\n")
        #expect(!shell.contains { Int($0.trimmingCharacters(in: .whitespaces)) != nil }, "\(shell)")
        #expect(try tmux.waitUntilTheShellSeesTheJobStopped())
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        // Keys are read again: Ctrl-L repaints, nothing is echoed.
        try tmux.keys("C-l")
        if job.holds {
            #expect(try tmux.wait(timeout: 6) { try tmux.screen().contains(job.last) })
            #expect(!(try tmux.screen().contains("^L")))
            try tmux.keys("q")
        }
        #expect(try tmux.wait(timeout: 6) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
        let screen = try tmux.screen()
        #expect(!screen.contains("^L") && !screen.contains("^["), "\(screen)")
        if !job.holds { #expect(screen.contains("\n\(job.last)\n"), "\(screen)") }
        // The cursor is back on the prompt line, not rows above it (capture-pane drops the
        // prompt's trailing space).
        #expect(try tmux.wait(timeout: 3) {
            let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
            let row = Int(try tmux.display("#{cursor_y}")) ?? -1
            return lines.indices.contains(row) && lines[row] == "$"
        })
    }

    /// Ctrl-Z and `fg` again and again in bash, then q: alive, whole, restored.
    @Test func repeatedCtrlZAndFgInInteractiveBash() throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect("--to 9999 --duration 600")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let pid = try #require(try tmux.appPid())
        for _ in 0..<Reliability.scale(short: 2, full: 10) {
            try tmux.keys("C-z")
            #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "0" && ProcessStat(pid)?.state == "T" })
            try tmux.keys("bg", "Enter")
            #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "T" })
            #expect(try tmux.waitUntilTheShellSeesTheJobStopped())
            try tmux.keys("fg", "Enter")
            #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        }
        try tmux.quitJobExpectingRestored()
    }
}
