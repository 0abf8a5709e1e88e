import Testing
@testable import CounterEngine

/// Which end a curve eases: the names `in`, `out`, `in-out`, and what each mode does to power curves and names.
@Suite struct EasingModeTests {
    @Test func namesAreTheRawValues() {
        #expect(EasingMode.allCases.map(\.rawValue) == ["in", "out", "in-out"])
        #expect(EasingMode(rawValue: "in-out") == .inOut)
        #expect(EasingMode(rawValue: "inout") == nil)
        #expect(EasingMode(rawValue: "IN") == nil)
    }

    /// Every mode of every family is a name `--ease` accepts, and it parses to that pair.
    @Test(arguments: EasingMode.allCases)
    func everyModeOfEveryFamilyIsANamedCurve(mode: EasingMode) throws {
        for family in EasingFamily.allCases {
            let name = "\(mode.rawValue)-\(family.rawValue)"
            #expect(Easing.names.contains(name))
            #expect(try Easing.parse(name).get() == .penner(family, mode))
            #expect(Easing.penner(family, mode).description == name)
        }
    }

    /// The seeds' power curves: in is p^e, out is 1-(1-p)^e, in-out joins both halves.
    @Test(arguments: [
        (EasingMode.in, 3.0, 0.5, 0.125), (.out, 3, 0.5, 0.875), (.inOut, 3, 0.25, 0.0625), (.inOut, 3, 0.75, 0.9375),
        (.inOut, 3, 0.5, 0.5), (.in, 2, 0.3, 0.09), (.out, 2, 0.3, 0.51), (.inOut, 2, 0.1, 0.02), (.in, 4, 0.5, 0.0625),
    ] as [(EasingMode, Double, Double, Double)])
    func powerCurvesEaseTheirEnd(mode: EasingMode, exponent: Double, p: Double, expected: Double) {
        let curve = Easing.power(mode, exponent: exponent)
        #expect(abs(curve(p) - expected) < 1e-12)
    }

    @Test(arguments: [1.5, 2.0, 3.0, 5.0])
    func outMirrorsInAndInOutIsSymmetric(exponent: Double) {
        let easeIn = Easing.power(.in, exponent: exponent)
        let easeOut = Easing.power(.out, exponent: exponent)
        let inOut = Easing.power(.inOut, exponent: exponent)
        for i in 1..<100 {
            let p = Double(i) / 100
            #expect(abs(easeOut(p) - (1 - easeIn(1 - p))) < 1e-12)
            #expect(abs(inOut(p) + inOut(1 - p) - 1) < 1e-12)
        }
    }

    /// A mode's name is how a power curve describes itself (the default exponent is not repeated).
    @Test func powerCurvesAreNamedByTheirMode() {
        #expect(Easing.power(.in, exponent: 3).description == "in")
        #expect(Easing.power(.inOut, exponent: 3).description == "in-out")
        #expect(Easing.power(.out, exponent: 2).description == "out (exponent 2.0)")
    }
}
