import Foundation
import Testing

/// Catalogue D and E: hostile command-line values and dashboard files. Each is refused before
/// the screen is touched, with one line naming what was wrong and the contract's status.
@Suite struct ReliabilityInputTests {
    /// Bytes that must never reach a terminal from an error message.
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    static func expectOneLineRefusal(_ run: Spawn.Output, status: Int32, naming: String, _ what: String) {
        #expect(run.status == status, "\(what): status \(run.status), \(run.stderr)")
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "\(what): \(run.stderr)")
        #expect(run.stderr.hasPrefix("counter-tui: ") && run.stderr.contains(naming), "\(what): \(run.stderr)")
        #expect(!hasControls(run.stderr), "\(what): \(TextEscaper.visible(run.stderr))")
        #expect(run.stdout.isEmpty, "\(what): wrote \(run.stdout)")
    }

    static let refusedValues: [[String]] = [
        ["--to", "nan"], ["--to", "NaN"], ["--to", "inf"], ["--to", "-infinity"], ["--to", "1e309"],
        ["--to", "5", "--from", "nan"], ["--to", "5", "--from", "-1e309"], ["--to", "1,5"], ["--to", ""],
        ["--to", "1_000"], ["--to", "0x1p3"], ["--to", "１２３"], ["--to", "1e"], ["--to", "--"],
        ["--to", "5", "--duration", "nan"], ["--to", "5", "--duration", "-1"], ["--to", "5", "--duration", "1e300"],
        ["--to", "5", "--duration", "99999999999"], ["--to", "5", "--fps", "0"], ["--to", "5", "--fps", "-1"],
        ["--to", "5", "--fps", "0.0001"], ["--to", "5", "--fps", "10000"], ["--to", "5", "--fps", "1e9"],
        ["--to", "5", "--fps", "nan"], ["--to", "5", "--ease", "bogus"], ["--to", "5", "--ease", ""],
        ["--to", "5", "--format", "%99999999999d"], ["--to", "5", "--format", "%.999999f"], ["--to", "5", "--format", "%n"],
        ["--to", "5", "--format", "%s%s%s"], ["--to", "5", "--format", "%"], ["--to", "5", "--format", String(repeating: "%", count: 10_000)],
        ["--to", "\u{1b}]0;PWNED\u{07}5"], ["--to", "5", "--prefix", "\u{1b}[2J"], ["--to", "5", "--decimals", "999"],
        ["--command", "echo 1", "--every", "0"], ["--command", "echo 1", "--every", "0.001"],
        ["--command", "echo 1", "--every", "-1"], ["--command", "echo 1", "--every", "nan"],
        ["--to", "5", "--\u{1b}]0;x\u{07}"], ["--to", "5", "--style", "\u{9b}31m"],
    ]

    @Test(arguments: refusedValues)
    func hostileValuesAreRefusedOnOneLine(_ arguments: [String]) throws {
        let run = try Binary.run(arguments)
        let option = arguments.last { $0.hasPrefix("--") && $0.count > 2 } ?? arguments[0]
        let named = option.hasPrefix("--\u{1b}") ? "\\x1b" : option
        Self.expectOneLineRefusal(run, status: 64, naming: named, TextEscaper.visible(arguments.joined(separator: " ")))
    }

    /// Accepted as documented: negative numbers without `=`, spaces around, signed zeros,
    /// zero and subnormal durations. The output never shows "-0" and ends on the target.
    @Test(arguments: [
        (["--from", "-5", "--to", "5"], "5"), (["--from=-5", "--to", "-1e6"], "-1000000"),
        (["--from", "-0", "--to", "0"], "0"), (["--from", "-0.0", "--to", "5"], "5.0"),
        (["--to", " 5 "], "5"), (["--to", "5", "--duration", "0"], "5"), (["--to", "5", "--duration", "1e-320"], "5"),
        (["--to", "-0.004", "--format", "0.00"], "0.00"), (["--to", "1e30"], "1000000000000000000000000000000"),
    ])
    func documentedValuesWork(_ arguments: [String], last: String) throws {
        let timing = arguments.contains("--duration") ? ["--fps", "20"] : ["--fps", "20", "--duration", "0.2"]
        let run = try Binary.run(arguments + timing)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.last.map(String.init) == last)
        #expect(!lines.contains { $0.hasPrefix("-") && $0.allSatisfy { "-0.,".contains($0) } }, "\(lines)")
    }

    // MARK: - Dashboard files

    static let badFiles: [(name: String, content: String, status: Int32, naming: String)] = [
        ("empty", "", 65, ":1:"), ("unclosed", "counters: [\n", 65, ":2:"), ("tabs", "counters:\n\t- to: 1\n", 65, ":2:"),
        ("wrong-type", "counters:\n  - to: [1]\n", 65, "to"), ("string-to", "counters:\n  - to: \"5\"\n    label: 12\n", 65, "label"),
        ("no-counters", "counters: {}\n", 65, "counters"), ("yes-duration", "counters:\n  - to: 1\n    duration: yes\n", 65, "duration"),
        ("typo", "defaults:\n  duraton: 5\ncounters:\n  - to: 1\n", 65, "duration"), ("colour", "counters:\n  - to: 1\n    colour: red\n", 65, "color"),
        ("nan", "counters:\n  - to: .nan\n", 65, "to"), ("inf", "counters:\n  - to: .inf\n", 65, "to"), ("e309", "counters:\n  - to: 1e309\n", 65, "to"),
        ("negative-duration", "counters:\n  - to: 1\n    duration: -1\n", 65, "duration"), ("zero-counters", "counters: []\n", 65, "counters"),
        ("escape-in-key", "counters:\n  - \"\\e]0;PWNED\\a\": 1\n", 65, "\\x1b"), ("deep", String(repeating: "[", count: 100_000), 65, ":1:"),
        ("bomb", "a: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\ncounters: *c\n", 65, "counters"),
    ]

    @Test(arguments: badFiles.map(\.name))
    func badDashboardFilesAreRefusedWithTheirPlace(_ name: String) throws {
        let bad = try #require(Self.badFiles.first { $0.name == name })
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ct-\(getpid())-\(name).yaml").path
        try bad.content.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let run = try Binary.run(["dashboard", path])
        Self.expectOneLineRefusal(run, status: bad.status, naming: bad.naming, name)
        #expect(run.stderr.hasPrefix("counter-tui: \(path)"), "\(run.stderr)")
    }

    /// Files that are not files, or too big: refused at once (size and type first), 66 or 65.
    @Test(arguments: ["missing", "directory", "fifo", "dev-zero", "big", "binary", "bom", "invalid-utf8"])
    func filesThatAreNotDashboardsAreRefusedAtOnce(_ kind: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ct-files-\(getpid())-\(kind)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var path = directory.appendingPathComponent("board.yaml").path
        var status: Int32 = 65
        switch kind {
        case "missing": status = 66
        case "directory": path = directory.path; status = 66
        case "fifo": mkfifo(path, 0o600); status = 66
        case "dev-zero": path = "/dev/zero"; status = 66
        case "big": try String(repeating: "counters:\n  - to: 1\n    title: aaaaaaaaaa\n", count: 30_000).write(toFile: path, atomically: true, encoding: .utf8)
        case "binary": try Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 13) }).write(to: URL(fileURLWithPath: path))
        case "bom": try "\u{feff}counters:\n  - to: 1\n  - to: [\n".write(toFile: path, atomically: true, encoding: .utf8)
        default: try Data([0x63, 0x3a, 0x20, 0xff, 0xfe, 0x0a]).write(to: URL(fileURLWithPath: path))
        }
        let start = Date()
        let run = try Binary.run(["dashboard", path])
        #expect(Date().timeIntervalSince(start) < 2, "\(kind) took \(Date().timeIntervalSince(start)) s")
        Self.expectOneLineRefusal(run, status: status, naming: kind == "dev-zero" ? "/dev/zero" : path, kind)
    }
}

/// Shows control characters as `\xNN` in test messages.
enum TextEscaper {
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "\\x" + String($0.value, radix: 16) : String($0) }.joined()
    }
}
