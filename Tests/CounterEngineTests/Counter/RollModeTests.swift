import Testing
@testable import CounterEngine

/// Roll modes: the names `roll:` takes; carry as an odometer, shortest, up and down each digit on its own.
@Suite struct RollModeTests {
    @Test func namesAreTheRawValues() {
        #expect(RollMode.allCases.map(\.rawValue) == ["carry", "shortest", "up", "down"])
        #expect(RollMode(rawValue: "shortest") == .shortest)
        #expect(RollMode(rawValue: "odometer") == nil)
        #expect(RollMode(rawValue: "Up") == nil)
    }

    let one = DigitWheels(format: .int, lower: .zero, upper: exact("9"))

    /// The single wheel's position at `steps + 1` equal points of the roll from `a` to `b`.
    func path(_ a: Int, _ b: Int, _ mode: RollMode, steps: Int) -> [Double] {
        (0...steps).map { step in
            let slots = one.independentSlots(from: exact("\(a)"), to: exact("\(b)"), progress: Double(step) / Double(steps),
                                             mode: mode)
            return wheels(slots)[0]
        }
    }

    /// Faces travelled over a roll, forward positive: small steps added up, each wrapped round the wheel.
    func travel(_ a: Int, _ b: Int, _ mode: RollMode) -> Double {
        let points = path(a, b, mode, steps: 200)
        return zip(points, points.dropFirst()).reduce(0) { sum, pair in
            var step = pair.1 - pair.0
            if step > 5 { step -= 10 }
            if step < -5 { step += 10 }
            return sum + step
        }
    }

    @Test func upAndDownKeepTheirDirection() {
        // 9 → 1: up passes 0; down passes 8 … 2.
        #expect(path(9, 1, .up, steps: 2) == [9, 0, 1])
        #expect(path(9, 1, .down, steps: 8) == [9, 8, 7, 6, 5, 4, 3, 2, 1])
        // 1 → 9: up passes 2 … 8; down passes 0.
        #expect(path(1, 9, .up, steps: 8) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(path(1, 9, .down, steps: 2) == [1, 0, 9])
    }

    @Test func shortestTakesTheNearWayRound() {
        #expect(path(9, 1, .shortest, steps: 2) == [9, 0, 1])
        #expect(path(1, 9, .shortest, steps: 2) == [1, 0, 9])
        #expect(path(3, 5, .shortest, steps: 2) == [3, 4, 5])
        #expect(path(5, 3, .shortest, steps: 2) == [5, 4, 3])
    }

    /// Every pair of digits: each mode starts and ends on them and travels its own way round.
    @Test(arguments: 0...9)
    func everyPairOfDigits(from a: Int) {
        for b in 0...9 {
            let forward = Double((b - a + 10) % 10)
            for mode in [RollMode.shortest, .up, .down] {
                let ends = path(a, b, mode, steps: 1)
                #expect(ends == [Double(a), Double(b)], "\(mode) \(a) → \(b)")
            }
            #expect(abs(travel(a, b, .up) - forward) < 1e-6, "up \(a) → \(b)")
            #expect(abs(travel(a, b, .down) + (forward == 0 ? 0 : 10 - forward)) < 1e-6, "down \(a) → \(b)")
            let shortest = travel(a, b, .shortest)
            #expect(abs(shortest) <= 5 + 1e-6, "shortest \(a) → \(b)")
            #expect(abs(shortest - forward) < 1e-6 || abs(shortest - (forward - 10)) < 1e-6, "shortest \(a) → \(b)")
        }
    }

    /// Carry is a true odometer: the tens wheel turns only while the ones pass 9 → 0.
    @Test func carryTurnsAWheelOnlyWithTheCarry() {
        let two = DigitWheels(format: .int, lower: .zero, upper: exact("99"))
        for quarter in 0...396 {
            let value = Double(quarter) / 4
            let tens = wheels(two.carrySlots(value: value))[0]
            let ones = value.truncatingRemainder(dividingBy: 10)
            let expected = (value / 10).rounded(.down) + max(ones - 9, 0)
            #expect(abs(tens - expected) < 1e-6, "at \(value)")
        }
    }
}
