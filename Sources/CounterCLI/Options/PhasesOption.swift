import CounterEngine
import CounterTUI
import Foundation

/// The one parser of `phases` (`Work=25m:red; Break=5m`; `--phase` gives one each) and of
/// `repeat` (`Rounds`).
enum PhasesOption: OptionParser {
    /// Any text: no names to offer to completions.
    static let names: [String] = []

    /// The most phases a timer runs.
    static let maximumCount = 64

    /// The phases `text` lists, `;` between them, each with its colour (nil: the counter's).
    static func read(_ text: String, key: String = "phases") throws(SpecError) -> PhaseList {
        var phases: [PhasePlan.Phase] = []
        var colors: [Color?] = []
        let example = "phases such as 'Work=25m:red; Break=5m', each NAME=DURATION with an optional :COLOUR"
        for item in text.split(separator: ";", omittingEmptySubsequences: false) {
            let item = item.trimmingCharacters(in: .whitespaces)
            guard let equals = item.lastIndex(of: "=") else { throw SpecError(key: key, got: item, expected: example) }
            let name = TextSanitizer.clean(String(item[..<equals])).trimmingCharacters(in: .whitespaces)
            var rest = String(item[item.index(after: equals)...])
            var color: Color?
            if let colon = rest.lastIndex(of: ":"), rest[rest.index(after: colon)...].allSatisfy(\.isLetter) {
                let word = String(rest[rest.index(after: colon)...])
                guard let named = Color(rawValue: word) else {
                    throw SpecError(key: key, got: item,
                                    expected: "a colour after ':', one of \(Color.allCases.map(\.rawValue).joined(separator: ", ")); '\(TextSanitizer.escaped(word))' is none")
                }
                color = named
                rest = String(rest[..<colon])
            }
            guard !name.isEmpty, name.count <= 40 else {
                throw SpecError(key: key, got: item, expected: example + " (a name of 1 to 40 characters)")
            }
            let seconds: Double
            switch DurationParser.parse(rest) {
            case .success(let value) where value > 0: seconds = value
            case .success: throw SpecError(key: key, got: item, expected: "a duration above 0 for each phase")
            case .failure(let error): throw SpecError(key: key, got: item, expected: "a duration for each phase: " + error.description)
            }
            phases.append(PhasePlan.Phase(name: name, seconds: seconds))
            colors.append(color)
        }
        let list = PhaseList(phases: phases, colors: colors)
        try list.checkCount(text, key: key)
        return list
    }

    /// The one parser of `repeat`: a number of rounds from 1 to 100000, or forever.
    enum Rounds: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The rounds `text` asks for: a number, or nil for forever.
        static func read(_ text: String, key: String = "repeat") throws(SpecError) -> PhaseRounds {
            if ["forever", "for-ever", "always"].contains(text) { return PhaseRounds(count: nil) }
            guard let n = Int(text), (1...100_000).contains(n) else {
                throw SpecError(key: key, got: text, expected: "a number of rounds from 1 to 100000, or forever")
            }
            return PhaseRounds(count: n)
        }
    }
}

/// Timed phases as given, each with its colour (nil: the counter's).
struct PhaseList: Equatable {
    /// The phases, in order.
    var phases: [PhasePlan.Phase]
    /// Each phase's colour.
    var colors: [Color?]

    /// The phases of `lists` one after another (`--phase` given again and again).
    static func joined(_ lists: [PhaseList]) -> PhaseList {
        PhaseList(phases: lists.flatMap(\.phases), colors: lists.flatMap(\.colors))
    }

    /// Refuses more than `PhasesOption.maximumCount` phases, as `text` gave them.
    func checkCount(_ text: String, key: String) throws(SpecError) {
        guard phases.count <= PhasesOption.maximumCount else {
            throw SpecError(key: key, got: text, expected: "at most \(PhasesOption.maximumCount) phases")
        }
    }
}

/// How many times the phases run: `count` rounds, or for ever (nil).
struct PhaseRounds: Equatable {
    /// Rounds; nil: for ever.
    var count: Int?
}
