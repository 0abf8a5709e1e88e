import Testing
@testable import CounterEngine

/// Easing curves against the published formulas, their exact ends, overshoot, parsing and refusals.
@Suite struct EasingTests {
    @Test(arguments: easingReferenceTable.map(\.name))
    func matchesPublishedFormula(name: String) throws {
        let easing = try Easing.parse(name).get()
        let reference = try #require(easingReferenceTable.first { $0.name == name }).values
        #expect(reference.count == 21)
        for (i, expected) in reference.enumerated() {
            let p = Double(i) / 20
            #expect(abs(easing(p) - expected) < 1e-6, "\(name) at \(p): got \(easing(p)), expected \(expected)")
        }
    }

    @Test(arguments: Easing.names)
    func exactEndpoints(name: String) throws {
        let easing = try Easing.parse(name).get()
        #expect(easing(0) == 0)
        #expect(easing(1) == 1)
        #expect(easing(-3) == 0)
        #expect(easing(7) == 1)
        #expect(easing(.nan) == 0)
    }

    @Test func everyNamedCurveHasAReferenceRow() {
        let covered = Set(easingReferenceTable.map(\.name))
        for name in Easing.names where name != "spring" {
            #expect(covered.contains(name), "no reference values for \(name)")
        }
    }

    @Test(arguments: ["in-back", "out-back", "in-out-back", "in-elastic", "out-elastic", "in-out-elastic", "spring"])
    func overshootingCurvesOvershoot(name: String) throws {
        let easing = try Easing.parse(name).get()
        let samples = (1..<1000).map { easing(Double($0) / 1000) }
        #expect(samples.contains { $0 < 0 || $0 > 1 }, "\(name) never leaves 0...1")
        #expect(easing.overshoots)
        #expect(easing.extent.lowerBound < 0 || easing.extent.upperBound > 1)
    }

    @Test func exponentChangesPowerCurves() throws {
        let quad = try Easing.parse("in", exponent: 2).get()
        #expect(abs(quad(0.5) - 0.25) < 1e-12)
        let out4 = try Easing.parse("out", exponent: 4).get()
        #expect(abs(out4(0.5) - (1 - 0.0625)) < 1e-12)
    }

    @Test func cubicBezierSolvesXToTolerance() throws {
        let curve = try #require(CubicBezier(0.25, 0.1, 0.25, 1))
        for i in 0...100 {
            let x = Double(i) / 100
            let t = curve.parameter(forX: x)
            let u = 1 - t
            let solvedX = 3 * u * u * t * 0.25 + 3 * u * t * t * 0.25 + t * t * t
            #expect(abs(solvedX - x) <= 1e-7)
        }
    }

    @Test(arguments: ["cubic-bezier(1.5,0,0,1)", "cubic-bezier(0,0,-0.1,1)", "cubic-bezier(0,0,1)", "steps(0)",
                      "steps(x)", "spring(0,10)", "spring(100,0)", "spring(nan,1)", "spring(0.0001,0.0001)", "wobble", ""])
    func refusesBadCurves(text: String) {
        #expect(throws: EasingParseError.self) { try Easing.parse(text).get() }
    }

    // Issue 14 changed this contract: an unknown name no longer prints every name (489
    // characters); it suggests the nearest one, or a few examples, and points to --help.
    @Test(arguments: [
        ("in-out-cubc", "did you mean 'in-out-cubic'? (every name: counter-tui help count)"),
        ("linaer", "did you mean 'linear'? (every name: counter-tui help count)"),
        ("outback", "did you mean 'out-back'? (every name: counter-tui help count)"),
        ("wobble", "expected an easing name such as linear, out, in-out-cubic, steps(N) or spring (every name: counter-tui help count)"),
    ])
    func unknownNameSuggestsTheNearestOrPointsToHelp(text: String, message: String) {
        guard case .failure(let error) = Easing.parse(text) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(error.description == message)
        #expect(error.description.count <= 120)
    }

    @Test func namesAreCaseInsensitive() throws {
        #expect(try Easing.parse("OUT").get() == Easing.power(.out, exponent: 3))
        #expect(try Easing.parse(" In-Out-Sine ").get() == Easing.penner(.sine, .inOut))
    }
}
