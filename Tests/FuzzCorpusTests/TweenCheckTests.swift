import CounterEngine
@testable import CounterFuzzChecks
import Testing

/// `TweenCheck`: for any finite ends, curve, duration and time, a tween's value is finite, `from`
/// before the start, `to` at the end, within its curve's range and one-way for monotonic curves.
@Suite struct TweenCheckTests {
    /// The easing selector, the ends, duration and start as Doubles, then six time bytes.
    func input(easing: UInt8, from: Double, to: Double, duration: Double, start: Double, extra: [UInt8] = []) -> [UInt8] {
        [easing] + FuzzBytes.double(from) + FuzzBytes.double(to) + FuzzBytes.double(duration) + FuzzBytes.double(start)
            + [0, 51, 102, 153, 204, 255] + FuzzBytes.double(.nan) + extra
    }

    @Test func everyNamedCurvePasses() {
        for index in Easing.names.indices where index < 200 {
            for (from, to) in [(0.0, 9999.0), (1e300, -1e300), (-0.0, Double.leastNonzeroMagnitude), (42, 42)] {
                let bytes = input(easing: UInt8(index), from: from, to: to, duration: 2, start: 1)
                #expect(TweenCheck.run(bytes) == [], "\(Easing.names[index]) \(from)→\(to)")
            }
        }
    }

    @Test func curvesReadFromTextAndOddDurationsPass() {
        for name in ["cubic-bezier(0.1,2,0.9,-1)", "steps(7)", "spring(1,80,5)", "in", "nonsense"] {
            let bytes = [UInt8(250), 12] + FuzzBytes.string(name) + input(easing: 0, from: -3, to: 3, duration: 0, start: 0).dropFirst()
            #expect(TweenCheck.run(bytes) == [], "\(name)")
        }
        #expect(TweenCheck.run(input(easing: 1, from: 0, to: 1, duration: .infinity, start: -1e308)) == [])
        #expect(TweenCheck.run([]) == [])
        for bytes in FuzzBytes.random(count: 200, length: 64, seed: 9) {
            #expect(TweenCheck.run(bytes) == [], "\(bytes)")
        }
    }

    @Test func curvesThatGoBackAreNotHeldToOneWay() throws {
        #expect(TweenCheck.monotonic(.linear))
        #expect(TweenCheck.monotonic(.power(.inOut, exponent: 3)))
        #expect(TweenCheck.monotonic(.steps(4)))
        for name in ["out-bounce", "in-out-elastic", "out-back", "spring"] {
            #expect(!TweenCheck.monotonic(try Easing.parse(name).get()), "\(name)")
        }
    }

    @Test func curvesArePickedByIndexOrReadFromText() throws {
        var named = FuzzInput([0])
        #expect(TweenCheck.pickEasing(&named) == (try Easing.parse(Easing.names[0]).get()))
        var own = FuzzInput([200, 7] + FuzzBytes.string("in"))
        #expect(TweenCheck.pickEasing(&own) == .power(.in, exponent: 2))
        var bad = FuzzInput([255, 0] + FuzzBytes.string("wobble"))
        #expect(TweenCheck.pickEasing(&bad) == .linear)
    }
}
