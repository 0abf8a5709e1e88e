import CounterEngine
import CounterSystem
import CounterTUI

/// `--outfile`, `--exec-cmd` and `--say` for the single counter's run: checked before anything
/// is drawn (the file's folder, espeak-ng on PATH), then the session part that keeps them.
@MainActor
enum ScriptRun {
    /// The part that keeps the file, runs the command and speaks; nil when none is asked for.
    static func outputs(_ settings: CounterSettings, scene: SingleCounterScene) -> ScriptOutputs? {
        guard settings.outfile != nil || settings.execCmd != nil || settings.say else { return nil }
        return ScriptOutputs(scene: scene, outfile: settings.outfile.map(ReplacedFile.init(path:)), command: settings.execCmd,
                             speech: settings.say ? SpokenCountdown(endText: settings.endText) : nil)
    }

    /// Before the display: the file cannot be made there (74), espeak-ng is not installed (69);
    /// one line on stderr. Nil: the run may start.
    static func check(_ settings: CounterSettings) -> RunEnding? {
        if let path = settings.outfile, let problem = ReplacedFile(path: path).problem() {
            StandardStream.notice("--outfile: cannot write \(TextSanitizer.escaped(path, maximumLength: 4096)): \(problem)")
            return .status(.outputError)
        }
        if settings.say && ProgramPath.find("espeak-ng") == nil {
            StandardStream.notice("--say: espeak-ng is not installed (not on PATH); install it (Debian: apt install espeak-ng) or leave out --say")
            return .status(.unavailable)
        }
        return nil
    }

    /// Reduced motion prints the final frame at once: the file gets the final text, the
    /// command runs once with it and the end is said (each waited for); 74 when the file could
    /// not be written (one line on stderr), else nil.
    static func atOnce(_ scene: SingleCounterScene, settings: CounterSettings) -> RunEnding? {
        guard let outputs = outputs(settings, scene: scene) else { return nil }
        _ = scene.advance(to: 0)
        outputs.frameDrawn(at: 0, events: scene.isSettled(at: 0) ? .arrived : [])
        return outputs.finish() ? nil : .status(.outputError)
    }

    /// A recording rendered at once has no display for them to follow: one line, 64.
    static func refuseOffline(_ settings: CounterSettings) -> RunEnding? {
        guard let flag = settings.scriptFlag else { return nil }
        StandardStream.notice("\(flag): expected a run on a display, not a recording rendered at once (it shows no changes as they come)")
        return .status(.usage)
    }
}
