import Foundation
import Testing

/// Issue 14, in a real terminal: --inline draws from the cursor's column and never scrolls;
/// a non-UTF-8 locale transliterates; combining marks stay; only q, Q, a lone Esc and Ctrl-C quit.
@Suite struct InlineAndTextTests {
    @Test func inlineStartsAtTheCursorColumn() throws {
        let tmux = try Tmux()
        // "Imported: " leaves the cursor at column 11.
        let launcher = try tmux.script("imported", "printf 'Imported: '; exec \"$@\"")
        try tmux.start("--to 1500 --duration 0.3 --inline --suffix \" rows\"", launcher: launcher)
        #expect(try tmux.status() == 0)
        let screen = try tmux.screen()
        #expect(screen.hasPrefix("Imported: 1500 rows\n"), "\(screen)")
        #expect(tmux.sttyRestored())
    }

    @Test func inlineNeverScrollsAndShowsTheTitle() throws {
        let tmux = try Tmux(columns: 80, rows: 5)
        let launcher = try tmux.script("value", "printf 'Value: '; exec \"$@\"")
        try tmux.start("--to 1e85 --duration 0.3 --inline --title Big", launcher: launcher)
        #expect(try tmux.status() == 0)
        let first = try #require(try tmux.screen().split(separator: "\n").first)
        #expect(first.hasPrefix("Value: Big: 1000"))
        #expect(first.hasSuffix("…"))
        #expect(first.count == 79)
        #expect(try tmux.display("#{history_size}") == "0")
    }

    /// Ctrl-Z, `bg`: the job runs on and draws nothing over the shell's prompt (as `pv` does; it
    /// used to go on drawing into the line being typed); `fg`: the value again, on the line
    /// after the job's command, and it ends as usual.
    @Test func inlineDrawsNothingInTheBackground() throws {
        let tmux = try Tmux.interactiveBash()
        try tmux.startDirect("--to 9999 --duration 2.5 --ease linear --inline --title Rows")
        #expect(try tmux.wait { try tmux.screen().contains("Rows: ") })
        let pid = try #require(try tmux.appPid())
        try tmux.keys("C-z")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        try tmux.keys("bg", "Enter")
        #expect(tmux.wait(timeout: 3) { ProcessStat(pid)?.state == "S" || ProcessStat(pid)?.state == "R" })
        let written = tmux.raw().count
        usleep(500_000)
        #expect(tmux.raw().count == written, "\(String(decoding: tmux.raw().dropFirst(written), as: UTF8.self).debugDescription)")
        #expect(ProcessStat(pid) != nil)
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("Rows: 9999\n") }, "\((try? tmux.screen()) ?? "")")
        try tmux.recordStatus()
        #expect(try tmux.status() == 0)
    }

    @Test func nonUTF8LocaleTransliteratesOnTheFullScreen() throws {
        let tmux = try Tmux(columns: 40, rows: 4)
        // The text travels in a script file (UTF-8), not through send-keys.
        let launcher = try tmux.script("text", "exec \"$@\" --prefix '€' --suffix ' °C' --title 'Cafe\u{301}'")
        try tmux.start("--to 1234.5 --duration 0.1 --hold", environment: "LANG=C LC_ALL=C", launcher: launcher)
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("EUR1234.5 degC") && tmux.screen().contains("Cafe\n") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func combiningMarksAreKept() throws {
        let tmux = try Tmux(columns: 40, rows: 4)
        let launcher = try tmux.script("text", "exec \"$@\" --title 'Cafe\u{301}' --prefix '\u{200B}€'")
        try tmux.start("--to 5 --duration 0.1 --hold", launcher: launcher)
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("Café\n") && tmux.screen().contains("€5") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func altKeysCtrlArrowsAndUnknownSequencesDoNotQuit() throws {
        let tmux = try Tmux()
        try tmux.start("--to 100000 --duration 20")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        try tmux.keys("M-x")
        try tmux.keys("C-Right")
        try tmux.keys("-l", "\u{1b}[99~")
        try tmux.keys("M-q")
        // Still running: a key that quits would end it within a frame or two.
        #expect(try !tmux.wait(timeout: 0.6) { try tmux.display("#{alternate_on}") == "0" })
        try tmux.keys("Escape")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }
}
