import ArgumentParser
import Testing
@testable import CounterCLI

/// `RecordTarget`: the format from the file name's extension, `--loop` only with an SVG, and
/// refusals that show what they got inert.
@Suite struct RecordTargetTests {
    @Test(arguments: [
        ("run.cast", RecordTarget.Format.cast), ("RUN.CAST", .cast), ("dir/a.cast", .cast), ("/tmp/x.y.cast", .cast),
        ("count.svg", .svg), ("Count.Svg", .svg), ("./c.svg", .svg),
    ])
    func theExtensionNamesTheFormat(path: String, format: RecordTarget.Format) throws {
        let target = try RecordTarget(path: path, loop: false)
        #expect(target.path == path && target.format == format && !target.loop)
    }

    @Test(arguments: ["out.gif", "board", "cast", ".cast", ".svg", "dir/.cast", "dir/.svg", "x.svg/", "x.cast.txt", ""])
    func otherNamesAreRefused(path: String) throws {
        let message = try #require(usageMessage { try RecordTarget(path: path, loop: false) })
        #expect(message == "--record: got '\(path)'; expected a file name ending in .cast (asciicast, for asciinema) "
                + "or .svg (an animated SVG)")
    }

    @Test func loopIsForAnSVG() throws {
        let svg = try RecordTarget(path: "a.svg", loop: true)
        #expect(svg.path == "a.svg" && svg.format == .svg && svg.loop)
        #expect(usageMessage { try RecordTarget(path: "a.cast", loop: true) }
                == "--loop: got --record a.cast; expected --loop with an .svg recording (asciinema play has its own --loop)")
    }

    @Test func aHostileNameIsEchoedInert() throws {
        let message = try #require(usageMessage { try RecordTarget(path: "\u{1b}[2J\u{1b}]0;x\u{7}.gif", loop: false) })
        #expect(message.hasPrefix("--record: got '\\x1b[2J\\x1b]0;x\\x07.gif'; expected"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
        // As the user sees them: every refusal on one inert line, the --loop one too.
        for arguments in [["--to", "5", "--record", "\u{1b}[2Jx.gif"], ["--to", "5", "--record", "\u{1b}[2J\nx.cast", "--loop"]] {
            guard case .failure(let error) = CounterTUIMain.parse(arguments) else {
                Issue.record("\(arguments) was accepted")
                continue
            }
            #expect(error.code == 64)
            #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(error.message)")
            #expect(error.message.contains("\\x1b[2J"), "\(error.message)")
        }
    }

    @Test func statsRefusedNamesBothOptions() {
        #expect(RecordTarget.statsRefused.message == "--stats: got --record with fixed targets too; expected one of them "
                + "(the recording is rendered at once, no frames are shown to time)")
    }
}
