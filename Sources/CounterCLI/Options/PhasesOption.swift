import CounterEngine
import CounterTUI
import Foundation

/// The one parser of `phases` (`Work=25m:red; Break=5m`; `--phase` gives one each) and of
/// `repeat`.
enum PhasesOption {
    /// The phases `text` lists, `;` between them, each with its colour (nil: the counter's).
    static func parse(_ text: String) throws(SpecError) -> ([PhasePlan.Phase], [Color?]) {
        var phases: [PhasePlan.Phase] = []
        var colors: [Color?] = []
        let example = "phases such as 'Work=25m:red; Break=5m', each NAME=DURATION with an optional :COLOUR"
        for item in text.split(separator: ";", omittingEmptySubsequences: false) {
            let item = item.trimmingCharacters(in: .whitespaces)
            guard let equals = item.lastIndex(of: "=") else { throw SpecError(key: "phases", got: item, expected: example) }
            let name = TextSanitizer.clean(String(item[..<equals])).trimmingCharacters(in: .whitespaces)
            var rest = String(item[item.index(after: equals)...])
            var color: Color?
            if let colon = rest.lastIndex(of: ":"), rest[rest.index(after: colon)...].allSatisfy(\.isLetter) {
                let word = String(rest[rest.index(after: colon)...])
                guard let named = Color(rawValue: word) else {
                    throw SpecError(key: "phases", got: item,
                                    expected: "a colour after ':', one of \(Color.allCases.map(\.rawValue).joined(separator: ", ")); '\(TextSanitizer.escaped(word))' is none")
                }
                color = named
                rest = String(rest[..<colon])
            }
            guard !name.isEmpty, name.count <= 40 else {
                throw SpecError(key: "phases", got: item, expected: example + " (a name of 1 to 40 characters)")
            }
            let seconds: Double
            switch DurationParser.parse(rest) {
            case .success(let value) where value > 0: seconds = value
            case .success: throw SpecError(key: "phases", got: item, expected: "a duration above 0 for each phase")
            case .failure(let error): throw SpecError(key: "phases", got: item, expected: "a duration for each phase: " + error.description)
            }
            phases.append(PhasePlan.Phase(name: name, seconds: seconds))
            colors.append(color)
        }
        guard phases.count <= 64 else { throw SpecError(key: "phases", got: text, expected: "at most 64 phases") }
        return (phases, colors)
    }

    /// `repeat`: a number of rounds from 1 to 100000, or nil for forever.
    static func rounds(_ text: String) throws(SpecError) -> Int? {
        if ["forever", "for-ever", "always"].contains(text) { return nil }
        guard let n = Int(text), (1...100_000).contains(n) else {
            throw SpecError(key: "repeat", got: text, expected: "a number of rounds from 1 to 100000, or forever")
        }
        return n
    }
}
