/// Timed phases run back to back, the whole cycle repeated N times or for ever (`--phase
/// Work=25m --phase Break=5m --repeat 4`): which phase a time falls in, and when it began.
///
/// Pure: a position is a function of the time since the first phase began, so a timer of
/// phases has no gap between them and every frame can be drawn for any time.
package struct PhasePlan: Sendable, Equatable {
    /// One phase: its name and its length in seconds.
    package struct Phase: Sendable, Equatable {
        package var name: String
        package var seconds: Double

        package init(name: String, seconds: Double) {
            self.name = name
            self.seconds = seconds
        }
    }

    /// Where a time falls: the round (from 0), the phase in it (from 0) and when that phase began.
    package struct Position: Sendable, Equatable {
        package var round: Int
        package var index: Int
        package var start: Double

        package init(round: Int, index: Int, start: Double) {
            self.round = round
            self.index = index
            self.start = start
        }
    }

    package let phases: [Phase]
    /// Rounds of the whole cycle; nil: for ever.
    package let rounds: Int?
    /// Seconds of one round.
    package let cycle: Double

    /// - Precondition: at least one phase, each longer than 0 s; `rounds` at least 1.
    package init(phases: [Phase], rounds: Int?) {
        self.phases = phases
        self.rounds = rounds
        cycle = phases.reduce(0) { $0 + $1.seconds }
    }

    /// When the last phase of the last round ends; infinity for a plan that repeats for ever.
    package var end: Double {
        guard let rounds else { return .infinity }
        return Double(rounds) * cycle
    }

    /// The phase `time` falls in (time 0: the first phase began). Before 0 it is the first
    /// phase; at and after the end, the last phase of the last round.
    package func position(at time: Double) -> Position {
        guard time.isFinite, time > 0, cycle > 0 else { return Position(round: 0, index: 0, start: 0) }
        if time >= end, let rounds {
            return Position(round: rounds - 1, index: phases.count - 1, start: end - phases[phases.count - 1].seconds)
        }
        let whole = (time / cycle).rounded(.down)
        // Rounds beyond Int's range cannot be told apart: stay on the last one that can.
        let round = whole < Double(Int.max / 2) ? Int(whole) : Int.max / 2
        var start = Double(round) * cycle
        for (index, phase) in phases.enumerated() {
            if time < start + phase.seconds || index == phases.count - 1 {
                return Position(round: round, index: index, start: start)
            }
            start += phase.seconds
        }
        return Position(round: round, index: phases.count - 1, start: start)
    }

    /// The name of the phase at `position` with the round, `Work 2/4` (`Work 2` for ever; the
    /// name alone for a plan run once).
    package func label(at position: Position) -> String {
        let name = phases[position.index].name
        switch rounds {
        case 1?: return name
        case let rounds?: return "\(name) \(position.round + 1)/\(rounds)"
        case nil: return "\(name) \(position.round + 1)"
        }
    }
}
