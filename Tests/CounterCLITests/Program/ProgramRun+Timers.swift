import Foundation

/// What the timer and clock tests read and do (TimerProgramTests, TimerKeysProgramTests,
/// ClockProgramTests, TimerTargetProgramTests).
extension ProgramRun {
    /// What the screen shows now: its lines that are not blank, trimmed, joined by `|`.
    var visible: String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "|")
    }

    /// Types `keys`, then lets 0.05 s pass: a key's change is drawn with the next frame of the
    /// frame grid (1/60 s), not at once.
    func press(_ keys: String) {
        type(keys)
        advance(by: 0.05)
    }

    /// `text`'s lines that are not blank, trailing blanks cut (what a pipe carried).
    static func plainLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .filter { !$0.isEmpty }
    }

    /// A path in the temporary folder for a run's `--on-done` to make (nothing there yet).
    static func doneFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("done-\(UUID().uuidString)").path
    }
}
