import Foundation
import Testing

/// Issue 14, in a real terminal: --inline draws from the column the real terminal reports for
/// the cursor, and nothing from the background. (What the line shows, text in other locales and
/// the keys: InlineProgramTests, ScreenGeometryProgramTests, ScreenKeysProgramTests.)
@Suite struct InlineAndTextTests {
    /// The cursor's column asked of the terminal (DSR) is where the value starts: no alternate
    /// screen, the modes changed for the query given back.
    @Test func inlineStartsAtTheCursorColumn() throws {
        let tmux = try Tmux()
        // "Imported: " leaves the cursor at column 11.
        let launcher = try tmux.script("imported", "printf 'Imported: '; exec \"$@\"")
        try tmux.start("--to 1500 --duration 0.3 --inline --suffix \" rows\"", launcher: launcher)
        #expect(try tmux.status() == 0)
        let screen = try tmux.screen()
        #expect(screen.hasPrefix("Imported: 1500 rows\n"), "\(screen)")
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(tmux.sttyRestored())
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
}
