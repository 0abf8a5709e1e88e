import Foundation
import Testing
@testable import CounterEngine

/// Penner's families against the easings.net formulas worked out by hand, and the symmetries they promise.
@Suite struct EasingFamilyTests {
    /// Values worked out by hand from the easings.net formulas (c1 = 1.70158, c2 = c1 × 1.525,
    /// c3 = c1 + 1, c4 = 2π/3, c5 = 2π/4.5, bounce n1 = 7.5625, d1 = 2.75).
    static let handValues: [(EasingFamily, EasingMode, Double, Double)] = [
        (.quad, .in, 0.5, 0.25), (.quad, .out, 0.5, 0.75), (.quad, .inOut, 0.25, 0.125), (.quad, .inOut, 0.75, 0.875),
        (.cubic, .in, 0.5, 0.125), (.cubic, .out, 0.5, 0.875), (.cubic, .inOut, 0.25, 0.0625),
        (.quart, .in, 0.5, 0.0625), (.quart, .out, 0.5, 0.9375), (.quart, .inOut, 0.25, 0.03125),
        (.quint, .in, 0.5, 0.03125), (.quint, .out, 0.5, 0.96875), (.quint, .inOut, 0.25, 0.015625),
        // 1 - cos(π/4) = 1 - √2/2; sin(π/4) = √2/2; (1 - cos(π/3)) / 2 = 1/4.
        (.sine, .in, 0.5, 1 - 2.0.squareRoot() / 2), (.sine, .out, 0.5, 2.0.squareRoot() / 2),
        (.sine, .inOut, 1.0 / 3, 0.25), (.sine, .inOut, 0.5, 0.5),
        // 2^(10·0.5 - 10) = 2^-5; 2^(20·0.25 - 10) / 2 = 2^-6.
        (.expo, .in, 0.5, 0.03125), (.expo, .out, 0.5, 0.96875), (.expo, .inOut, 0.25, 0.015625),
        (.expo, .inOut, 0.75, 0.984375),
        // 1 - √(1 - 1/4) = 1 - √3/2.
        (.circ, .in, 0.5, 1 - 3.0.squareRoot() / 2), (.circ, .out, 0.5, 3.0.squareRoot() / 2),
        (.circ, .inOut, 0.25, (1 - 3.0.squareRoot() / 2) / 2),
        // c3/8 - c1/4 = 0.3376975 - 0.425395; in-out at 1/4: (1/4)((c2 + 1)/2 - c2)/2.
        (.back, .in, 0.5, -0.0876975), (.back, .out, 0.5, 1.0876975), (.back, .inOut, 0.25, -0.09968184375),
        // -2^-5 · sin(-23π/6) = -2^-5 · 1/2; 2^-5 · sin(17π/6) + 1; 2^-2.5 · sin(7π/6) + 1 = 1 - 2^-3.5.
        (.elastic, .in, 0.5, -0.015625), (.elastic, .out, 0.5, 1.015625), (.elastic, .out, 0.25, 1 - pow(2, -3.5)),
        (.elastic, .inOut, 0.5, 0.5),
        // n1 · (1/4)^2 = 121/256; n1 · (1/22)^2 + 3/4 = 1/64 + 3/4; n1 · (3/44)^2 + 15/16; n1 · (1/220)^2 + 63/64.
        (.bounce, .out, 0.25, 0.47265625), (.bounce, .out, 0.5, 0.765625), (.bounce, .out, 0.75, 0.97265625),
        (.bounce, .out, 0.95, 0.98453125), (.bounce, .in, 0.5, 0.234375), (.bounce, .inOut, 0.25, 0.1171875),
    ]

    @Test(arguments: handValues.indices)
    func matchesTheFormulaWorkedOutByHand(index: Int) {
        let (family, mode, t, expected) = Self.handValues[index]
        let value = family.value(t, mode: mode)
        #expect(abs(value - expected) < 1e-12, "\(mode.rawValue)-\(family.rawValue) at \(t): \(value), expected \(expected)")
    }

    static let grid = (1..<400).map { Double($0) / 400 }

    /// `out` is `in` turned upside down and back to front, for every family.
    @Test(arguments: EasingFamily.allCases)
    func outIsInMirrored(family: EasingFamily) {
        for t in Self.grid {
            let out = family.value(t, mode: .out)
            let mirrored = 1 - family.value(1 - t, mode: .in)
            #expect(abs(out - mirrored) < 1e-12, "\(family) at \(t)")
        }
    }

    /// `in-out` is symmetric about the middle: what the first half gains the second gives back.
    @Test(arguments: EasingFamily.allCases)
    func inOutIsSymmetric(family: EasingFamily) {
        #expect(abs(family.value(0.5, mode: .inOut) - 0.5) < 1e-12)
        for t in Self.grid {
            let sum = family.value(t, mode: .inOut) + family.value(1 - t, mode: .inOut)
            #expect(abs(sum - 1) < 1e-12, "\(family) at \(t)")
        }
    }

    /// `in-out` runs `in` at double speed, then `out`: except back and elastic, whose in-out
    /// forms on easings.net use their own constants (c2 and c5).
    @Test(arguments: EasingFamily.allCases.filter { $0 != .back && $0 != .elastic })
    func inOutJoinsInAndOut(family: EasingFamily) {
        for t in Self.grid {
            let joined = t < 0.5 ? family.value(2 * t, mode: .in) / 2 : (1 + family.value(2 * t - 1, mode: .out)) / 2
            #expect(abs(family.value(t, mode: .inOut) - joined) < 1e-12, "\(family) at \(t)")
        }
    }

    /// Only back and elastic leave 0...1; every other family stays inside in every mode.
    @Test(arguments: EasingFamily.allCases)
    func onlyBackAndElasticOvershoot(family: EasingFamily) {
        let values = EasingMode.allCases.flatMap { mode in Self.grid.map { family.value($0, mode: mode) } }
        let outside = values.contains { $0 < 0 || $0 > 1 }
        #expect(outside == (family == .back || family == .elastic), "\(family)")
    }

    /// Back's c1 = 1.70158 is the constant for a 10 % overshoot: in-back dips to -0.1.
    @Test func backDipsTenPercent() {
        let lowest = (1..<10_000).map { EasingFamily.back.value(Double($0) / 10_000, mode: .in) }.min() ?? 0
        #expect(abs(lowest + 0.1) < 1e-4)
        let highest = (1..<10_000).map { EasingFamily.back.value(Double($0) / 10_000, mode: .out) }.max() ?? 0
        #expect(abs(highest - 1.1) < 1e-4)
    }

    /// Bounce touches 3/4, 15/16 and 63/64 between its bounces (out), at 6/11, 9/11 and 21/22.
    @Test func bounceTouchesItsFloors() {
        #expect(abs(EasingFamily.bounce.value(6.0 / 11, mode: .out) - 0.75) < 1e-12)
        #expect(abs(EasingFamily.bounce.value(9.0 / 11, mode: .out) - 0.9375) < 1e-12)
        #expect(abs(EasingFamily.bounce.value(21.0 / 22, mode: .out) - 0.984375) < 1e-12)
    }

    @Test func namesAreTheRawValuesTheParserAccepts() throws {
        #expect(EasingFamily.allCases.map(\.rawValue)
            == ["quad", "cubic", "quart", "quint", "sine", "expo", "circ", "back", "elastic", "bounce"])
        for family in EasingFamily.allCases {
            #expect(try Easing.parse("out-\(family.rawValue)").get() == .penner(family, .out))
        }
    }
}
