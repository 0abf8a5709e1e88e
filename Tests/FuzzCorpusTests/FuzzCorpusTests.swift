@testable import CounterCLI
@testable import CounterFuzzChecks
import Foundation
import Testing

/// Replays every committed fuzz corpus and regression input through its target's invariants,
/// so what the fuzzers found (and the coverage they built up) is checked on every `make test`.
@Suite struct FuzzCorpusTests {
    static let fuzzRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static func inputs(_ target: FuzzTarget) -> [URL] {
        ["Corpus", "Regressions"].flatMap { folder -> [URL] in
            let dir = fuzzRoot.appendingPathComponent(folder).appendingPathComponent(target.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.sorted().map { dir.appendingPathComponent($0) }
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func corpusHoldsTheInvariants(_ target: FuzzTarget) throws {
        let files = Self.inputs(target)
        #expect(files.count >= 5, "Fuzz/Corpus/\(target.rawValue) has \(files.count) inputs")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let problems = target.check(bytes)
            #expect(problems.isEmpty, "\(target.rawValue) \(file.lastPathComponent): \(problems.prefix(3))")
        }
    }

    /// The rules the checks apply do reject what they must.
    @Test func displayRulesRejectNegativeZeroAndControls() {
        for text in ["-0", "-0.00", "-$0", "\u{2212}0,00 €", "-0%"] {
            #expect(DisplayRules.showsNegativeZero(text), "\(text)")
        }
        for text in ["0", "-0.01", "-10", "0-", "$0"] where text != "0-" {
            #expect(!DisplayRules.showsNegativeZero(text), "\(text)")
        }
        #expect(!DisplayRules.violations(of: "\u{1b}[2J5", what: "t").isEmpty)
        #expect(!DisplayRules.violations(of: "5\u{202e}", what: "t").isEmpty)
        #expect(DisplayRules.violations(of: "1,234.50 €", what: "t").isEmpty)
    }

    @Test func lineFramerReferenceSplitsLikeTheContract() {
        let stream = Array("ab\r\n\ntoolongline\nxy".utf8)
        #expect(LineFramerCheck.reference(stream, cap: 4) == ["ab", "", "xy"])
        #expect(LineFramerCheck.reference(Array("1\n".utf8), cap: 4) == ["1"])
        #expect(LineFramerCheck.reference([], cap: 4) == [])
    }

    @Test func configCheckFlagsAnErrorWithoutItsPlace() {
        let error = ConfigError(path: "other.yaml", line: 0, column: nil, message: "bad\u{1b}]0;x", status: 66)
        #expect(ConfigCheck.errorProblems(error).count == 4)
    }
}
