import Foundation
import Testing
@testable import CounterCLI

@Suite struct DashboardFileTests {
    func parse(_ text: String) throws(ConfigError) -> DashboardConfig {
        try DashboardFile.parse(text, path: "board.yaml")
    }

    func error(_ text: String) -> ConfigError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsCountersWithDefaults() throws {
        let config = try parse("""
            fps: 30
            columns: 2
            defaults:
              duration: 3s
              ease: out
            counters:
              - id: revenue
                title: Revenue
                to: 1234567.89
                format: ",##0.00"
                prefix: "$"
                delay: 500ms
              - title: Users
                to: 9999
                style: rolling
                duration: 1s
            """)
        #expect(config.fps == 30)
        #expect(config.columns == 2)
        #expect(config.counters.count == 2)
        #expect(config.counters[0].id == "revenue")
        #expect(config.counters[0].duration == 3)
        #expect(config.counters[0].delay == 0.5)
        #expect(config.counters[0].format.format(config.counters[0].to) == "$1,234,567.89")
        #expect(config.counters[1].duration == 1)
        #expect(config.counters[1].style == .rolling)
    }

    @Test func acceptsTheSameFileAsJSON() throws {
        let config = try parse(#"{"columns": "auto", "counters": [{"title": "J", "to": 5, "format": "0.0"}]}"#)
        #expect(config.columns == nil)
        #expect(config.counters[0].format.format(config.counters[0].to) == "5.0")
    }

    @Test(arguments: [
        ("counters:\n  - title: A\n    to: \"abc\"\n", "board.yaml:3:9: to: got 'abc'; expected a number like 1234.5, -3 or 1e6, or a duration like 10m or 1h30m"),
        ("counters:\n  - to: .nan\n", "board.yaml:2:9: to: got '.nan'; expected a finite number (NaN and infinity are refused)"),
        ("counters:\n  - to: -.inf\n", "board.yaml:2:9: to: got '-.inf'; expected a finite number (NaN and infinity are refused)"),
        ("counters:\n  - to: 1e999\n", "board.yaml:2:9: to: got '1e999'; expected a number within ±1.7976931348623157e308"),
        ("counters:\n  - to: 5\n    duration: -1s\n", "board.yaml:3:15: duration: got '-1s'; expected a duration like 10, 2.5s, 500ms or 1m, not negative"),
        ("counters:\n  - to: 5\n    duraton: 3s\n", "board.yaml:3:5: unknown key 'duraton'; did you mean 'duration'?"),
        ("counter:\n  - to: 5\n", "board.yaml:1:1: unknown key 'counter'; did you mean 'counters'?"),
        ("counters:\n  - to: 5\n    wibble: 1\n", "board.yaml:3:5: unknown key 'wibble'; expected one of id, title, from, to, duration, delay, ease, exponent, format, decimals, prefix, suffix, locale, style, roll, font, height, color, command, every, timeout, rate, warn, critical, below, history, stopwatch, phases, repeat, flash, stale, history_min, history_max, axis, span, width, on_warn, on_critical, on_ok, clock, seconds, 12h, date, min, max, series, pid"),
        ("counters: []\n", "board.yaml:1:11: counters: expected at least one counter, got an empty list"),
        ("counters:\n", "board.yaml:1:10: counters: expected a list of counters (each starting with '- ')"),
        ("fps: 60\n", "board.yaml:1:1: expected a counters: list with at least one counter"),
        ("", "board.yaml:1:1: expected a mapping with a counters: list (see boards/)"),
        ("counters:\n  - to: [1, 2\n", "board.yaml:3:1: not valid YAML: did not find expected ',' or ']'"),
        // Named at the repeated key, in one line (it used to say 1:1 and dump the whole file).
        ("counters:\n  - title: A\n    to: 5\n    to: 6\n", "board.yaml:4:5: not valid YAML: duplicate key 'to'; each key may appear once in a mapping"),
        ("counters:\n  - title: a\n    to: 5\n    from: 1\n    color: red\n    to: 9\n", "board.yaml:6:5: not valid YAML: duplicate key 'to'; each key may appear once in a mapping"),
        ("title: x\ncounters:\n  - title: a\n    to: 5\ntitle: y\n", "board.yaml:5:1: not valid YAML: duplicate key 'title'; each key may appear once in a mapping"),
        // The same key in two cards is no duplicate; the second card's repeat is.
        ("counters:\n  - to: 1\n    title: a\n  - title: b\n    to: 2\n    title: c\n", "board.yaml:6:5: not valid YAML: duplicate key 'title'; each key may appear once in a mapping"),
        ("counters:\n  - title: A\n", "board.yaml:2:5: to: missing; expected the number to count to (or live values from stdin or a command)"),
        ("counters:\n  - to: 5\n    title: [a, b]\n", "board.yaml:3:12: title: expected a single value, got a list"),
        ("counters:\n  - to:\n", "board.yaml:2:8: to: expected a value, got nothing"),
        ("fps: 0\ncounters:\n  - to: 5\n", "board.yaml:1:6: fps: got '0'; expected a whole number from 1 to 240"),
        ("columns: many\ncounters:\n  - to: 5\n", "board.yaml:1:10: columns: got 'many'; expected auto or a whole number from 1 to 64"),
        ("counters:\n  - id: a\n    to: 1\n  - id: a\n    to: 2\n", "board.yaml:4:9: id: got 'a' twice; expected every id to be different"),
        ("counters:\n  - to: 5\n    ease: wobble\n", "board.yaml:3:11: ease: got 'wobble'; expected an easing name such as linear, out, in-out-cubic, steps(N) or spring (every name: counter-tui help count)"),
        ("counters:\n  - to: 5\n    ease: linaer\n", "board.yaml:3:11: ease: got 'linaer'; did you mean 'linear'? (every name: counter-tui help count)"),
        ("defaults:\n  duration: soon\ncounters:\n  - to: 5\n", "board.yaml:2:13: duration: got 'soon'; expected a duration like 10, 2.5s, 500ms or 1m"),
    ])
    func badFilesNameFileLineAndColumn(text: String, message: String) throws {
        let failure = try #require(error(text))
        #expect(failure.description == message)
        #expect(failure.status == 65)
    }

    @Test func tooManyCountersAreRefused() throws {
        let text = "counters:\n" + String(repeating: "  - to: 1\n", count: 257)
        let failure = try #require(error(text))
        #expect(failure.description == "board.yaml:2:3: counters: expected at most 256 counters, got 257")
    }

    @Test func aliasBombsAreNotExpanded() throws {
        // Nested aliases of lists: refused at the first non-scalar value, never walked.
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<12 { text += "a\(i): &a\(i) [*a\(i - 1), *a\(i - 1), *a\(i - 1), *a\(i - 1), *a\(i - 1)]\n" }
        text += "counters:\n  - to: 5\n    title: *a11\n"
        let failure = try #require(error(text))
        #expect(failure.description.hasPrefix("board.yaml:1:1: unknown key 'a0'"))
    }

    @Test func filesThatCannotBeReadExit66() throws {
        let missing = "/tmp/counter-tui-no-such-file.yaml"
        #expect(throws: ConfigError(path: missing, message: "cannot read the file: No such file or directory", status: 66)) {
            try DashboardFile.load(missing)
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: ConfigError(path: directory, message: "is a directory; expected a dashboard file", status: 66)) {
            try DashboardFile.load(directory)
        }
        #expect(throws: ConfigError(path: "/dev/zero", message: "is not a regular file; expected a dashboard file", status: 66)) {
            try DashboardFile.load("/dev/zero")
        }
    }

    @Test func filesOver1MiBAreRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID()).yaml").path
        defer { unlink(path) }
        try String(repeating: "#", count: (1 << 20) + 1).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ConfigError(path: path, message: "is larger than 1 MiB; expected a dashboard file", status: 65)) {
            try DashboardFile.load(path)
        }
    }

    @Test func counterOptionsSplitOnlyBeforeKeys() throws {
        let spec = try DashboardCommand.counterSpec("title=Money,to=1234.5,format=,##0.00,prefix=$")
        #expect(spec.title == "Money")
        #expect(spec.format.format(spec.to) == "$1,234.50")
        #expect(throws: (any Error).self) { try DashboardCommand.counterSpec("titel=X,to=5") }
        #expect(throws: (any Error).self) { try DashboardCommand.counterSpec("title=X") }
        #expect(throws: (any Error).self) { try DashboardCommand.counterSpec("nonsense") }
    }

    @Test func everyExampleIsValid() throws {
        // Tests/CounterCLITests/BoardFile/DashboardFileTests.swift → the package root.
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("boards")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count >= 3)
        for file in files {
            #expect(throws: Never.self) { try DashboardFile.load(examples.appendingPathComponent(file).path) }
        }
    }
}
