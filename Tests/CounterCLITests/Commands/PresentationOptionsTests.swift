import ArgumentParser
import CounterTUI
import Testing
@testable import CounterCLI

/// `PresentationOptions`, parsed from a command line: reduced motion, `--stats`, the `--frame-at`
/// time and `--size`, and the `--record` target with `--loop`; both commands share them.
@Suite struct PresentationOptionsTests {
    func options(_ arguments: [String]) throws -> PresentationOptions {
        try PresentationOptions.parse(arguments)
    }

    @Test func defaults() throws {
        let o = try options([])
        #expect(!o.noAnimation && !o.stats && !o.loop)
        #expect(o.snapshotTime == nil)
        #expect(o.snapshotSize == Size(columns: 80, rows: 24))
        #expect(try o.recordTarget() == nil)
    }

    @Test func flagsAndValuesAreRead() throws {
        let o = try options(["--no-animation", "--stats", "--frame-at", "2.5s", "--size", "120X40"])
        #expect(o.noAnimation && o.stats)
        #expect(o.snapshotTime == 2.5)
        #expect(o.snapshotSize == Size(columns: 120, rows: 40))
        #expect(try options(["--frame-at", "500ms"]).snapshotTime == 0.5)
        #expect(try options(["--frame-at", "3"]).snapshotTime == 3)
        #expect(try options(["--size", "1x1000"]).snapshotSize == Size(columns: 1, rows: 1000))
    }

    @Test func theRecordTargetIsChecked() throws {
        let svg = try #require(try options(["--record", "a.svg", "--loop"]).recordTarget())
        #expect(svg.path == "a.svg" && svg.format == .svg && svg.loop)
        let cast = try #require(try options(["--record", "a.cast"]).recordTarget())
        #expect(cast.path == "a.cast" && cast.format == .cast && !cast.loop)
        #expect(usageMessage { try options(["--loop"]).check() } == "--loop: expected it with --record FILE.svg")
        #expect(usageMessage { try options(["--record", "a.svg", "--frame-at", "1"]).check() }
                == "--record: got --frame-at too; expected one of them (--frame-at prints one frame, --record the whole run)")
        #expect(usageMessage { try options(["--record", "a.gif"]).check() }?.hasPrefix("--record: got 'a.gif'; expected") == true)
    }

    @Test(arguments: [
        (["--frame-at", "soon"], "--frame-at: got 'soon'; expected a duration like 10, 2.5s, 500ms or 1m"),
        (["--frame-at", "-1"], "--frame-at: got '-1'; expected a duration like 10, 2.5s, 500ms or 1m, not negative"),
    ])
    func aBadTimeNamesTheFlag(arguments: [String], expected: String) throws {
        #expect(usageMessage { try options(arguments).check() } == expected)
    }

    @Test(arguments: ["0x0", "80", "80x", "x24", "1001x10", "10x1001", "80*24", "-80x24"])
    func aBadSizeNamesTheFlag(size: String) throws {
        #expect(usageMessage { try options(["--size", size]).check() }
                == "--size: got '\(size)'; expected COLSxROWS with each from 1 to 1000, e.g. 80x24")
    }

    /// Both commands take the same options, and refuse the same mistakes in the same words.
    @Test func bothCommandsShareThem() throws {
        let count = try CounterCommand.parse(["--to", "5", "--stats", "--size", "40x10", "--record", "c.svg", "--loop"])
        let board = try DashboardCommand.parse(["--counter", "to=5", "--stats", "--size", "40x10", "--record", "c.svg", "--loop"])
        for o in [count.presentation, board.presentation] {
            #expect(o.stats)
            #expect(o.snapshotSize == Size(columns: 40, rows: 10))
            let target = try #require(try o.recordTarget())
            #expect(target.path == "c.svg" && target.format == .svg && target.loop)
        }
        let mistake = ["--record", "a.cast", "--loop"]
        guard case .failure(let single) = CounterTUIMain.parseCommand(["--to", "5"] + mistake),
            case .failure(let dashboard) = CounterTUIMain.parseCommand(["dashboard", "--counter", "to=5"] + mistake)
        else {
            Issue.record("--loop with a .cast was accepted")
            return
        }
        #expect(single.message == dashboard.message)
        #expect(single.message.hasPrefix("--loop: got --record a.cast; expected"))
    }
}
