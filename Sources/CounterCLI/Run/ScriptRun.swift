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
            StandardStream.notice("--outfile: cannot write \(path): \(problem)")
            return .status(.outputError)
        }
        if settings.say && ProgramPath.find("espeak-ng") == nil {
            StandardStream.notice("--say: espeak-ng is not installed (not on PATH); install it (Debian: apt install espeak-ng) or leave out --say")
            return .status(.unavailable)
        }
        return nil
    }

    /// Reduced motion prints the final frame at once: the file gets the final text first;
    /// 74 when it could not be written (one line on stderr), else nil.
    static func finalText(_ scene: SingleCounterScene, settings: CounterSettings) -> RunEnding? {
        guard let path = settings.outfile else { return nil }
        _ = scene.advance(to: 0)
        guard let code = ReplacedFile(path: path).write(scene.plainText(at: 0, padded: false) + "\n") else { return nil }
        StandardStream.notice("--outfile: cannot write \(path): \(ReplacedFile.describe(code))")
        return .status(.outputError)
    }
}
