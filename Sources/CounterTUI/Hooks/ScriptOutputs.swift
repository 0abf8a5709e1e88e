import CounterEngine
import CounterLive
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
    /// The signal that ended the run (nothing is waited for then), once one did.
    package private(set) var endedBySignal: Int32?

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
        commands.onFailure = { [weak self] status in
            guard let self else { return }
            self.notes?.show("--exec-cmd: exit status \(status) (\(self.commands.failed) of \(self.commands.started) runs failed)")
        }
        voice.onFailure = { [weak self] status in self?.notes?.show("--say: espeak-ng failed (exit status \(status))") }
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
    /// A signal (SIGTERM, SIGHUP, Ctrl-C) before or while waiting: nothing is waited for,
    /// everything still running is ended at once (each whole group) and said.
    package func finish() -> Bool {
        // The run dies by a signal (its handler runs now), or one came while the last run is let end.
        let pending = { [self] () -> Bool in
            let terminating = SignalPolicy.terminating
            if endedBySignal == nil, let sig = SignalSource.shared.delivering, terminating.contains(sig) { endedBySignal = sig }
            if endedBySignal == nil, let sig = terminating.first(where: SignalSource.isPending) { endedBySignal = sig }
            return endedBySignal != nil
        }
        if command != nil, !pending() { commands.drain(within: drainSeconds.commands, interrupted: pending) }
        if speech != nil, !pending() { voice.drain(within: drainSeconds.voice, interrupted: pending) }
        commands.endRest(after: endedBySignal ?? SIGTERM)
        voice.endRest(after: endedBySignal ?? SIGTERM)
        for line in summary { StandardStream.write("counter-tui: \(line)\n", to: 2) }
        return fileFailure == nil
    }

    /// The lines said on stderr at the end (each without `counter-tui: `).
    package var summary: [String] {
        var lines: [String] = []
        if let file, let fileFailure { lines.append("--outfile: cannot write \(TextSanitizer.escaped(file.path, maximumLength: 4096)): \(fileFailure)") }
        if commands.skipped > 0 {
            lines.append("--exec-cmd: \(commands.skipped) change\(commands.skipped == 1 ? "" : "s") skipped "
                + "(one run at a time; only the newest change waits)")
        }
        if commands.cutShort > 0 {
            lines.append("--exec-cmd: the last run was still going " + cutWhen(drainSeconds.commands) + ", and was ended")
        }
        if commands.leftBehindEnded > 0 {
            let runs = commands.leftBehindEnded
            lines.append("--exec-cmd: \(runs) run\(runs == 1 ? "" : "s") left processes running in the background; ended with counter-tui")
        }
        if commands.failed > 0, let status = commands.lastFailedStatus {
            lines.append("--exec-cmd: \(commands.failed) of \(commands.started) runs failed (the last with exit status \(status))")
        }
        if let reason = commands.lastFailure {
            lines.append("--exec-cmd: \(commands.failedToStart) run\(commands.failedToStart == 1 ? "" : "s") could not start: \(reason)")
        }
        if voice.cutShort > 0 {
            lines.append("--say: the last words were still being said " + cutWhen(drainSeconds.voice) + ", and were cut")
        }
        if voice.failed > 0, let status = voice.lastFailedStatus {
            lines.append("--say: espeak-ng failed \(voice.failed) of \(voice.started) times (the last with exit status \(status))")
        }
        if let reason = voice.lastFailure { lines.append("--say: espeak-ng could not start: \(reason)") }
        return lines
    }

    /// When a command still running was ended: `2 s after the end`, `when SIGTERM came`.
    private func cutWhen(_ drain: Double) -> String {
        guard let endedBySignal else { return "\(Self.seconds(drain)) after the end" }
        return "when \(Self.signalName(endedBySignal)) came"
    }

    /// `SIGTERM`, `SIGINT`, `SIGHUP`; `signal N` for the others.
    private static func signalName(_ sig: Int32) -> String {
        [SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT"][sig] ?? "signal \(sig)"
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
