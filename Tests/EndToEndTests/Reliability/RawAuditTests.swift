import Testing

/// The audit itself must catch what it is there to catch.
@Suite struct RawAuditTests {
    func audit(_ text: String) -> [String] { RawAudit(Array(text.utf8)).leftOn }

    @Test func balancedOutputPasses() {
        #expect(audit("\u{1b}[?1049h\u{1b}[?1h\u{1b}=\u{1b}[?25l hello \u{1b}[?1049l\u{1b}[?1l\u{1b}>\u{1b}[?12l\u{1b}[?25h").isEmpty)
    }

    @Test func modesLeftOnAreListed() {
        #expect(audit("\u{1b}[?1049h x") == ["mode ?1049 left on"])
        #expect(audit("\u{1b}[?25l") == ["mode ?25 left off"])
        #expect(audit("\u{1b}[?1000;1006h") == ["mode ?1000 left on", "mode ?1006 left on"])
        #expect(audit("\u{1b}=") == ["keypad mode left on"])
    }

    /// Synchronized output (DEC mode 2026): frames wrapped in it pass, one left open is caught,
    /// and the DECRQM query for it (`CSI ? 2026 $ p`) switches nothing.
    @Test func synchronizedOutputMustBeBalanced() {
        #expect(audit("\u{1b}[?2026$p\u{1b}[?2026h frame \u{1b}[?2026l\u{1b}[?2026h frame \u{1b}[?2026l").isEmpty)
        #expect(audit("\u{1b}[?2026h frame") == ["mode ?2026 left on"])
        #expect(RawAudit(Array("\u{1b}[?2026$p".utf8)).modes.isEmpty)
        #expect(RawAudit(Array("\u{1b}[?2026h a \u{1b}[?2026l\u{1b}[?2026h b \u{1b}[?2026l".utf8)).switches[2026] == 4)
    }

    @Test func oscStringsAreListed() {
        #expect(audit("\u{1b}]0;PWNED\u{07}") == ["1 OSC strings written"])
        #expect(audit("\u{9d}52;c;SGVsbG8=\u{07}") == ["1 OSC strings written"])
    }

    @Test func fullClearsAreCounted() {
        #expect(RawAudit(Array("\u{1b}[H\u{1b}[2J\u{1b}[3J".utf8)).clears == 1)
    }
}
