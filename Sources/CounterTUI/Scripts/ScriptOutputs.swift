import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// `--outfile`, `--exec-cmd` and `--say`: what the single counter tells files, scripts and a
/// voice beside its display, a session part fed each frame drawn (`frameDrawn`). Each shown
/// change (the text a piped line would carry) replaces the file's text whole, and runs the
/// command once with `COUNTER_TEXT` and `COUNTER_VALUE` (one at a time, only the newest change
/// waits); the voice speaks the last ten seconds and the end. Nothing here blocks a frame.
@MainActor
package final class ScriptOutputs: SessionPart {
    private let scene: SingleCounterScene
    private let file: ReplacedFile?
    private let command: String?
    private var speech: SpokenCountdown?
    /// The `--exec-cmd` runs, one at a time.
    package let commands: SerialCommands
    /// The voice's utterances, one at a time.
    package let voice: SerialCommands
    /// How an utterance is started (`espeak-ng TEXT`, discarded output, its own session).
    private let speak: @MainActor (String) -> SerialCommands.Start
    /// How a command starts (tests give a fake).
    private let spawner: TriggerSpawner
    /// The text of the last change seen.
    private var shown: String?
    /// Why the file could not be written, once it could not (the run ends with 74).
    package private(set) var fileFailure: String?
    /// Shows a note on the status line of a full screen (nil: none to show it on).
    private var notes: StatusNotes?
    /// How long the end waits for the commands still to run (and for the voice).
    package var drainSeconds = (commands: 2.0, voice: 4.0)

    /// - Parameters:
    ///   - outfile: `--outfile`'s file; its folder was checked before the display (`ReplacedFile.problem`).
    ///   - command: `--exec-cmd`.
    ///   - speech: `--say`'s countdown.
    package init(scene: SingleCounterScene, outfile: ReplacedFile?, command: String?, speech: SpokenCountdown?,
                spawner: TriggerSpawner = .system,
                speak: @escaping @MainActor (String) -> SerialCommands.Start = ScriptOutputs.espeak) {
        self.scene = scene
        file = outfile
        self.command = command
        self.speech = speech
        commands = SerialCommands(spawner: spawner)
        voice = SerialCommands(spawner: spawner)
        self.speak = speak
        self.spawner = spawner
    }

    /// Notes (a failed write) go to `loop`'s status line while the full screen shows.
    package func showNotes(on loop: RenderLoop) {
        notes = StatusNotes(loop: loop) { [weak loop] in loop.map { !$0.handedBack && !$0.detached } ?? false }
    }

    /// Nothing starts before the first frame: each is told of it (`frameDrawn`).
    package func start(in session: SessionControl) {}

    /// A frame was drawn at animation time `time`, with `events` as the scene advanced to it.
    package func frameDrawn(at time: Double, events: SceneEvents) {
        if speech != nil, let words = speech?.utterance(model: scene.model, at: time, events: events) {
            voice.request(speak(words))
        }
        let text = scene.plainText(at: time, padded: false)
        // An empty text is nothing shown yet (a live counter before its first value).
        guard text != shown, !text.isEmpty else { return }
        shown = text
        if let file, let reason = file.write(text + "\n") {
            if fileFailure == nil { notes?.show("--outfile: cannot write: \(reason)") }
            fileFailure = reason
        }
        if let command {
            let model = scene.model
            let value = model.display.number(for: model.value(at: time), settled: model.isSettled(at: time))
            let environment = ["COUNTER_TEXT": text, "COUNTER_VALUE": value.description]
            commands.request { [spawner] in spawner.start(command, environment) }
        }
    }

    /// The end: the last change's command and the last words are let run (within
    /// `drainSeconds`); what was skipped and what failed is said on stderr. False when the file
    /// could not be written (no success after a loss).
    package func finish() -> Bool {
        if command != nil { commands.drain(within: drainSeconds.commands) }
        if speech != nil { voice.drain(within: drainSeconds.voice) }
        for line in summary { StandardStream.write("counter-tui: \(line)\n", to: 2) }
        return fileFailure == nil
    }

    /// The lines said on stderr at the end (each without `counter-tui: `).
    package var summary: [String] {
        var lines: [String] = []
        if let file, let fileFailure { lines.append("--outfile: cannot write \(file.path): \(fileFailure)") }
        if commands.skipped > 0 {
            lines.append("--exec-cmd: \(commands.skipped) change\(commands.skipped == 1 ? "" : "s") skipped "
                + "(one run at a time; only the newest change waits)")
        }
        if commands.cutShort > 0 {
            lines.append("--exec-cmd: the last run was still going \(Self.seconds(drainSeconds.commands)) after the end, and was ended")
        }
        if let reason = commands.lastFailure {
            lines.append("--exec-cmd: \(commands.failedToStart) run\(commands.failedToStart == 1 ? "" : "s") could not start: \(reason)")
        }
        if voice.cutShort > 0 {
            lines.append("--say: the last words were still being said \(Self.seconds(drainSeconds.voice)) after the end, and were cut")
        }
        if let reason = voice.lastFailure { lines.append("--say: espeak-ng could not start: \(reason)") }
        return lines
    }

    /// `2 s`, `0.5 s`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e6 ? "\(Int(value)) s" : "\(value) s"
    }

    /// `--stats`: the command's runs and the changes skipped.
    package var statsText: String {
        command == nil ? "" : "exec-cmd runs: \(commands.started)\nexec-cmd skipped: \(commands.skipped)\n"
    }

    /// `espeak-ng TEXT` through the shell, the text in the environment (never in the command),
    /// output discarded, in a session of its own.
    package static func espeak(_ text: String) -> SerialCommands.Start {
        // A text that starts with `-` would be an option of espeak-ng.
        let words = text.hasPrefix("-") ? " " + text : text
        return { TriggerSpawner.system.start("exec espeak-ng \"$COUNTER_SAY\"", ["COUNTER_SAY": words]) }
    }
}
