import CounterSystem
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Descriptors 1 and 2 sent to files while a program runs in-process, and what was written.
struct Redirection {
    private let base = FileManager.default.temporaryDirectory.appendingPathComponent("program-\(UUID().uuidString)").path
    private let saved: (Int32, Int32)
    /// Where stdout goes instead of a file of its own (`/dev/full`); its text is then "".
    private let stdoutPath: String?

    /// Sends 1 and 2 to files (1 to `stdoutPath` when given).
    init(stdout stdoutPath: String? = nil) {
        self.stdoutPath = stdoutPath
        fflush(nil)
        saved = (dup(1), dup(2))
        let out = open(stdoutPath ?? base + ".out", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(base + ".err", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        dup2(out, 1)
        dup2(err, 2)
        close(out)
        close(err)
        // What the program writes on stderr, kept whole: the test runner writes its own lines on
        // descriptor 2 too, and may write between the program's (a line merged with one of its).
        StandardStream.Capture.start()
    }

    /// Puts 1 and 2 back; what was written on each (stderr: the program's own lines).
    func finish() -> (String, String) {
        let (out, err, _) = finishWithAllOfStderr()
        return (out, err)
    }

    /// `finish()`, and all the program wrote on stderr (a count's summary, `--stats`).
    func finishWithAllOfStderr() -> (String, String, String) {
        let all = StandardStream.Capture.stop()
        fflush(nil)
        dup2(saved.0, 1)
        dup2(saved.1, 2)
        close(saved.0)
        close(saved.1)
        defer {
            unlink(base + ".out")
            unlink(base + ".err")
        }
        let out = stdoutPath == nil ? (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "" : ""
        let lines = all.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("counter-tui") }
        return (out, lines.map { $0 + "\n" }.joined(), all)
    }
}
