#if canImport(Glibc)
import Glibc
#endif

/// The terminal a `--tee` display draws on and reads keys from (`/dev/tty`), as `pv` does:
/// stdout carries the data.
struct TeeDisplay {
    var output: UnsafeMutablePointer<FILE>
    var input: UnsafeMutablePointer<FILE>

    /// The controlling terminal, or nil when there is none (cron, CI, `setsid`).
    static func open() -> TeeDisplay? {
        guard let output = fopen("/dev/tty", "we") else { return nil }
        guard let input = fopen("/dev/tty", "re") else {
            fclose(output)
            return nil
        }
        return TeeDisplay(output: output, input: input)
    }
}
