import Testing
@testable import CounterEngine

/// Easing curves given parameters a host can pass but no curve should take: a power exponent
/// that is not finite and above 0 is the default exponent (3); Bézier curves and springs at the
/// extremes their initialisers accept stay finite.
@Suite struct EasingLimitsTests {
    static let samples = (0...20).map { Double($0) / 20 }

    @Test(arguments: [-3.0, 0, -0.0, .nan, .infinity, -.infinity, -1e308])
    func anUnusableExponentIsTheDefault(exponent: Double) {
        for (mode, standard) in [(EasingMode.in, Easing.in), (.out, .out), (.inOut, .inOut)] {
            let easing = Easing.power(mode, exponent: exponent)
            for p in Self.samples {
                #expect(easing(p) == standard(p), "\(mode) exponent \(exponent) at \(p): \(easing(p))")
            }
        }
    }

    /// The breaker's count: ease-in with exponent -3 from 0 to 100 showed 99999, 12499…; a NaN
    /// exponent jumped to the end at once.
    @Test func aCountWithAnUnusableExponentStaysInItsRange() {
        for exponent in [-3.0, .nan] {
            let value = CountingValue(from: 0, to: 100, duration: 1, easing: .power(.in, exponent: exponent))
            let reference = CountingValue(from: 0, to: 100, duration: 1, easing: .in)
            for time in stride(from: 0.0, through: 1, by: 0.05) {
                #expect(value.value(at: time) == reference.value(at: time), "exponent \(exponent) at \(time)")
                #expect((0...100).contains(value.value(at: time)))
            }
            #expect(value.text(at: 0.1) == "0" && value.text(at: 1) == "100")
        }
    }

    /// A cubic Bézier with y's near `Double.greatestFiniteMagnitude` stays finite (its y weights
    /// add up to at most 0.75), and so do springs at extreme stiffness and damping: a guard, as
    /// their initialisers refuse what is not finite.
    @Test func aCurveThatWouldOverflowStaysFinite() throws {
        let curve = try #require(CubicBezier(0.5, .greatestFiniteMagnitude, 0.5, -.greatestFiniteMagnitude))
        for p in Self.samples {
            let value = Easing.cubicBezier(curve)(p)
            #expect(value.isFinite, "at \(p): \(value)")
        }
        for (stiffness, damping) in [(1e300, 1e-300), (1e-300, 1e300), (1e300, 1e300), (1e-10, 1e-10)] {
            guard let spring = Spring(stiffness: stiffness, damping: damping) else { continue }
            for p in Self.samples { #expect(Easing.spring(spring)(p).isFinite, "spring \(stiffness), \(damping) at \(p)") }
        }
    }
}
