import Foundation
import Testing

/// The binary in a real terminal (tmux, 80x24), as a person would run it.
@Suite(.serialized) struct TerminalTests {
    @Test func canonicalRunCountsAndLandsExactly() throws {
        let tmux = try Tmux()
        try tmux.start("--from 0 --to 9999 --duration 1.5 --ease out")
        // Mid-run: the alternate screen shows an intermediate value.
        let sawIntermediate = try tmux.wait(timeout: 5) {
            let screen = try tmux.screen()
            let numbers = screen.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            let alternate = try tmux.display("#{alternate_on}")
            return numbers.contains { $0 > 0 && $0 < 9999 } && alternate == "1"
        }
        #expect(sawIntermediate)
        #expect(try tmux.status() == 0)
        // The final frame stays in the terminal after leaving the full screen.
        let screen = try tmux.screen()
        #expect(screen.contains("\n9999\n") || screen.hasPrefix("9999\n"))
        #expect(tmux.sttyRestored())
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
        #expect(tmux.stderr().isEmpty)
    }

    /// The pane's rows without the spaces around them (the full screen centres the frame).
    static func trimmedRows(_ tmux: Tmux) throws -> String {
        try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    @Test func bigStyleEndsOnTheExactValue() throws {
        let tmux = try Tmux()
        // Held, so the last frame can be read; it leaves one line (issue 38), the exact value too.
        try tmux.start("--to 42 --duration 0.5 --style big --height 3 --title Answer --hold")
        #expect(try tmux.wait(timeout: 5) { try Self.trimmedRows(tmux).contains("Answer\n╷ ╷ ╶─╮\n╰─┤ ╭─╯\n╵ ╰─╴") },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        let screen = try tmux.screen()
        #expect(screen.hasPrefix("Answer: 42\n") && !screen.contains("╶─╮"), "\(screen)")
        #expect(tmux.sttyRestored())
    }

    /// Issue 16: on 200x50 the digits fill the screen: ≥ 60 % of the width, ≥ 12 rows tall;
    /// the suffix is readable text and the title is bold, not dim.
    @Test func bigDigitsFillALargeTerminal() throws {
        let tmux = try Tmux(columns: 200, rows: 50)
        try tmux.start(##"--to 1000000 --format "#,##0" --style big --suffix " users" --title "Thank you" --no-animation --hold"##)
        #expect(try tmux.wait(timeout: 10) { try tmux.display("#{alternate_on}") == "1" && tmux.screen().contains("█") })
        let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let digitRows = lines.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }
        #expect(digitRows.count >= 12, "\(digitRows.count) rows of digits")
        let blocks = digitRows.map { row -> (Int, Int) in
            let cells = Array(row)
            let first = cells.firstIndex { "█▀▄".contains($0) } ?? 0
            let last = cells.lastIndex { "█▀▄".contains($0) } ?? 0
            return (first, last)
        }
        let width = (blocks.map(\.1).max() ?? 0) - (blocks.map(\.0).min() ?? 0) + 1
        #expect(width * 100 >= 60 * 200, "digits span \(width) of 200 columns")
        #expect(lines.contains { $0.hasSuffix(" users") || $0.contains("█ users") || $0.contains("  users") })
        #expect(!lines.joined().contains("u s e r s"))
        // The title's cells: bold (SGR 1), never dim (SGR 2).
        let styled = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"])
        let titleLine = styled.split(separator: "\n").first { $0.contains("Thank you") }.map(String.init) ?? ""
        #expect(titleLine.contains("\u{1b}[1m"), "\(titleLine.debugDescription)")
        #expect(!titleLine.contains("\u{1b}[2m") && !titleLine.contains(";2m"))
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func spacePausesTheCount() throws {
        let tmux = try Tmux()
        try tmux.start("--from 0 --to 100000 --duration 3 --ease linear")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        try tmux.keys("Space")
        usleep(150_000)
        let paused = try tmux.screen()
        usleep(400_000)
        #expect(try tmux.screen() == paused)
        try tmux.keys("Space")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen() != paused })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func resizeRelayouts() throws {
        let tmux = try Tmux()
        try tmux.start("--to 7 --duration 0.2 --style big --hold")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        try tmux.tmux(["resize-window", "-t", "t", "-x", "30", "-y", "5"])
        // Centred at the new size: the big digits stay whole, nothing from the old layout.
        #expect(try tmux.wait(timeout: 3) {
            let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 4 && lines[1].hasPrefix("             ╶─┐")
        })
        try tmux.tmux(["resize-window", "-t", "t", "-x", "1", "-y", "1"])
        usleep(100_000)
        try tmux.tmux(["resize-window", "-t", "t", "-x", "80", "-y", "24"])
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(tmux.sttyRestored())
    }

    @Test func dumbTerminalFallsBackToPlainLines() throws {
        let tmux = try Tmux()
        try tmux.start("--to 3 --duration 0.2 --fps 10", environment: "TERM=dumb")
        #expect(try tmux.status() == 0)
        #expect(tmux.stderr().contains("TERM is 'dumb'"))
        #expect(try tmux.screen().contains("\n3\n"))
    }

    @Test func ctrlZSuspendsCleanlyAndFgContinues() throws {
        let tmux = try Tmux()
        try tmux.startDirect("--from 0 --to 5 --duration 1.5 --ease linear")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        try tmux.keys("C-z")
        // Stopped: the shell has the normal screen back, cursor visible.
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1" })
        let pid = try #require(try tmux.appPid())
        #expect(try #require(ProcessStat(pid)).state == "T")
        #expect(try tmux.wait(timeout: 3) { try tmux.screen().contains("Stopped") })
        // `fg` continues it in the foreground: full screen again, and it finishes.
        try tmux.keys("fg", "Enter")
        #expect(try tmux.wait(timeout: 3) { try tmux.display("#{alternate_on}") == "1" })
        // It finishes where it left off and leaves the final value.
        #expect(try tmux.wait(timeout: 5) {
            let alternate = try tmux.display("#{alternate_on}")
            return try tmux.screen().contains("\n5\n") && alternate == "0"
        })
        try tmux.recordStatus()
        #expect(try tmux.status(timeout: 5) == 0)
        #expect(tmux.sttyRestored(), "\(tmux.sttyPair())")
    }

    @Test func settledHoldUsesNoCPU() throws {
        let tmux = try Tmux()
        try tmux.start("--to 12 --duration 0.1 --hold")
        // Full screen first: the typed command line itself contains "12".
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" && tmux.screen().contains("12") && tmux.appPid() != nil }
        let pid = try #require(try tmux.appPid())
        usleep(200_000)
        let before = try #require(ProcessStat(pid)).cpuTicks
        usleep(1_000_000)
        #expect(try #require(ProcessStat(pid)).cpuTicks - before == 0)
        try tmux.keys("x")
        #expect(try tmux.status(timeout: 3) == 0)
        #expect(tmux.sttyRestored())
    }

    @Test func noColorMeansNoColourEscapes() throws {
        let tmux = try Tmux()
        try tmux.start("--to 3 --duration 60 --color red", environment: "LANG=C.UTF-8 NO_COLOR=1")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        let styled = try tmux.tmux(["capture-pane", "-p", "-e", "-t", "t"])
        #expect(!styled.contains("[31m") && !styled.contains("38;5;1m"))
        try tmux.keys("q")
        #expect(try tmux.status() == 0)

        let colored = try Tmux()
        try colored.start("--to 3 --duration 60 --color red")
        try colored.wait { try colored.display("#{alternate_on}") == "1" }
        try colored.wait { try colored.tmux(["capture-pane", "-p", "-e", "-t", "t"]).contains("31m") }
        #expect(try colored.tmux(["capture-pane", "-p", "-e", "-t", "t"]).contains("31m"))
        try colored.keys("q")
        #expect(try colored.status() == 0)
    }

    @Test func inlineDrawsOnTheCurrentLine() throws {
        let tmux = try Tmux()
        try tmux.start("--to 250 --duration 0.3 --inline --title Done")
        #expect(try tmux.status() == 0)
        let screen = try tmux.screen()
        #expect(screen.contains("250\n"))
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(tmux.sttyRestored())
    }

    @Test func sizeComesFromTheTerminalNotTheEnvironment() throws {
        let tmux = try Tmux(columns: 40, rows: 5)
        try tmux.start("--to 123 --duration 0.1 --hold --title abc", environment: "LANG=C.UTF-8 COLUMNS=99999 LINES=abc")
        #expect(try tmux.wait(timeout: 5) {
            try tmux.screen() == "\n                  abc\n                  123\n\n\n"
        })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
    }

    @Test func startsInAOneByOneTerminal() throws {
        let tmux = try Tmux(columns: 1, rows: 1)
        try tmux.start("--to 123456 --duration 0.2 --style big --title Tiny")
        #expect(try tmux.status() == 0)
        #expect(tmux.stderr().isEmpty)
        #expect(tmux.sttyRestored())
    }

    @Test func rollingDigitsEndOnTheExactValue() throws {
        let tmux = try Tmux()
        // Held, so the last frame can be read; it leaves one line (issue 38), the exact value too.
        try tmux.start("--from 0 --to 1234 --duration 0.8 --style rolling --height 3 --title Odometer --hold")
        // Mid-run the wheels are between faces: some column is neither blank nor a resting glyph.
        #expect(try tmux.wait(timeout: 5) { try tmux.display("#{alternate_on}") == "1" })
        #expect(try tmux.wait(timeout: 5) { try Self.trimmedRows(tmux).contains("Odometer\n╶┐  ╶─╮ ╶─╮ ╷ ╷\n│  ╭─╯  ─┤ ╰─┤\n╶┴╴ ╰─╴ ╶─╯   ╵") },
                "\((try? tmux.screen()) ?? "")")
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        let screen = try tmux.screen()
        #expect(screen.hasPrefix("Odometer: 1234\n") && !screen.contains("╶─╮"), "\(screen)")
        #expect(tmux.sttyRestored())
    }

    @Test func onDoneRunsOnceWithTheFinalValue() throws {
        let tmux = try Tmux()
        let marker = tmux.directory.appendingPathComponent("done").path
        let script = tmux.directory.appendingPathComponent("on-done.sh").path
        try "#!/bin/sh\necho \"$COUNTER_VALUE $COUNTER_TEXT\" >> \(marker)\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        try tmux.start("--to 1234567.89 --format ,##0.00 --duration 0.3 --on-done \(script)")
        #expect(try tmux.status() == 0)
        #expect(try String(contentsOfFile: marker, encoding: .utf8) == "1234567.89 1,234,567.89\n")
    }
}
