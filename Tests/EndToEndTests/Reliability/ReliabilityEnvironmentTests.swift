import Foundation
import Testing

/// Catalogue C: not a terminal, no controlling terminal, TERM missing or poor, NO_COLOR, C locale.
@Suite(.serialized) struct ReliabilityEnvironmentTests {
    /// Colour SGR parameters (30–49, 90–107, 38;5;N …) written anywhere in `bytes`.
    static func colourEscapes(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        var count = 0
        for piece in text.components(separatedBy: "\u{1b}[").dropFirst() {
            guard let end = piece.firstIndex(where: { $0.isLetter }), piece[end] == "m" else { continue }
            let numbers = piece[..<end].split(separator: ";").compactMap { Int($0) }
            if numbers.contains(where: { (30...49).contains($0) || (90...107).contains($0) }) { count += 1 }
        }
        return count
    }

    /// Piped inside a terminal: plain lines, not one escape sequence.
    @Test func pipedInsideATerminalWritesNoEscapes() throws {
        let tmux = try Tmux()
        try tmux.start("--to 100 --duration 0.3 | cat", clearFirst: false)
        #expect(try tmux.status() == 0)
        #expect(!tmux.raw().contains(0x1B))
        #expect(try tmux.screen().contains("\n100\n"))
    }

    /// No controlling terminal at all (setsid): line mode, no hang on /dev/tty.
    @Test(arguments: ["--to 5 --duration 0.2", "--stdin --duration 0.1 < /dev/null", "dashboard --counter to=5,duration=0.2"])
    func noControllingTerminal(_ arguments: String) throws {
        let run = try Spawn.run(["/bin/sh", "-c", "setsid -w timeout 10 \(Binary.path) \(arguments)"],
                                environment: ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "interactive=no"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1b}"))
    }

    /// `setsid` in a terminal: stdout is a terminal, but not a controlling one, so keys cannot
    /// be read. The notice names that, not TERM.
    @Test func setsidInATerminalNamesTheRealCause() throws {
        let tmux = try Tmux()
        let launcher = try tmux.script("no-tty", "echo 5 | exec setsid -w \"$@\"")
        try tmux.start("--stdin --duration 0.1", environment: "LANG=C.UTF-8 TERM=xterm-256color", launcher: launcher,
                       clearFirst: false)
        #expect(try tmux.status() == 0)
        let stderr = tmux.stderr()
        #expect(stderr.contains("no controlling terminal"), "\(stderr)")
        #expect(!stderr.contains("TERM="), "\(stderr)")
        #expect(try tmux.screen().contains("\n5\n"))
    }

    /// TERM that cannot drive a full screen: one notice naming TERM, plain lines, no escapes.
    @Test(arguments: ["TERM=dumb", "TERM=xyz", "TERM=", "-u TERM"])
    func unusableTermFallsBackToLines(_ term: String) throws {
        let tmux = try Tmux()
        try tmux.start("--to 3 --duration 0.2 --fps 10", environment: "\(term) LANG=C.UTF-8", clearFirst: false)
        #expect(try tmux.status() == 0)
        let notice = tmux.stderr().split(separator: "\n")
        #expect(notice.count == 1 && notice[0].contains("TERM"), "\(notice)")
        #expect(!notice.joined().contains("Error opening terminal"))
        #expect(!tmux.raw().contains(0x1B))
        #expect(try tmux.screen().contains("\n3\n"))
    }

    /// Poor terminals and NO_COLOR: full screen without colour and without missing capabilities.
    @Test(arguments: ["TERM=vt100", "TERM=xterm-mono", "NO_COLOR=1"])
    func reducedTerminalsGetNoColour(_ variable: String) throws {
        let tmux = try Tmux()
        let before = try tmux.terminalState()
        tmux.clearRaw()
        try tmux.start("--to 42 --duration 0.2 --color red --title Reduced --hold", environment: "LANG=C.UTF-8 \(variable)")
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("Reduced") && tmux.screen().contains("42") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        #expect(Self.colourEscapes(tmux.raw()) == 0)
        #expect(try tmux.restoreProblems(stateBefore: before).isEmpty)
    }

    /// The C locale gets ASCII only (no box glyphs, no ellipsis); UTF-8 gets the real glyphs.
    @Test(arguments: ["LANG=C", "LC_ALL=POSIX", "LANG=C.UTF-8"])
    func localeDecidesTheGlyphs(_ locale: String) throws {
        let tmux = try Tmux(columns: 40, rows: 12)
        try tmux.start("dashboard --counter title=Temperature,from=-20,to=-12.5,format=0.0,style=big "
            + "--counter to=99,style=rolling --counter \"title=A title far too long for its card here,to=5\" --columns 3",
            environment: "-u LC_ALL \(locale)", clearFirst: false)
        try tmux.wait { try tmux.display("#{alternate_on}") == "1" }
        #expect(try tmux.wait(timeout: 5) { try tmux.screen().contains("Temp") })
        try tmux.keys("q")
        #expect(try tmux.status() == 0)
        let nonASCII = tmux.raw().filter { $0 >= 0x80 }.count
        if locale.contains("UTF-8") {
            #expect(nonASCII > 0)
        } else {
            #expect(nonASCII == 0, "\(nonASCII) non-ASCII bytes in the C locale")
        }
    }
}
