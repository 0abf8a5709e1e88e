import CounterEngine
@testable import CounterFuzzChecks
import Testing

/// `RepeatedSampleCheck`: a live sample equal to the current target changes nothing and the
/// counter settles on the target's exact text, in every easing it picks and any format.
@Suite struct RepeatedSampleCheckTests {
    static let moves: [(String, String, String)] = [
        ("int", "0", "100"), ("0.00", "-1.5", "2.25"), ("compact", "0", "1500000"), ("bytes", "0", "1073741824"),
        ("time", "600", "0"), ("#,##0.0", "0.05", "1234567.85"), ("int", "7", "7"),
    ]

    func check(_ bytes: [UInt8], _ move: (String, String, String)) throws -> [String] {
        let format = try NumberFormat.parse(move.0).get()
        var input = FuzzInput(bytes)
        return RepeatedSampleCheck.run(&input, format: format, from: try NumberParser.parse(move.1).get(),
                                       to: try NumberParser.parse(move.2).get())
    }

    @Test func everyEasingSettlesOnTheTarget() throws {
        for move in Self.moves {
            for easing in 0..<RepeatedSampleCheck.easings.count {
                for asTyped: UInt8 in [0, 1] {
                    // The easing, decimals as typed or not, a duration of 2 s, three repeats, a next
                    // target read from text ("12.5"), and its three repeats.
                    let bytes: [UInt8] = [UInt8(easing), asTyped, 32, 10, 64, 200, 0] + FuzzBytes.string("12.5") + [40, 1, 2, 3]
                    #expect(try check(bytes, move) == [], "\(move) \(RepeatedSampleCheck.easings[easing]) \(asTyped)")
                }
            }
        }
    }

    @Test func repeatableRandomSamplesPass() throws {
        for (i, bytes) in FuzzBytes.random(count: 140, length: 40, seed: 5).enumerated() {
            let move = Self.moves[i % Self.moves.count]
            #expect(try check(bytes, move) == [], "\(move) \(bytes)")
        }
    }
}
