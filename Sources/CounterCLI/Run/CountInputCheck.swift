import CounterEngine
import CounterLive
import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// What a count (`--count-bytes`, `--count-lines`) must refuse in its inputs before it reads a
/// byte, each a usage error (64): a FILE that is a terminal (its keys would be read as the
/// input, as `-` with stdin the terminal is refused), and an input that is the very file stdout
/// appends to (`--tee < f >> f`, `--tee f >> f`), which would grow without end, as `cat` and
/// `pv` refuse it (`input file is output file`).
enum CountInputCheck {
    /// The one-line error for `files` (read instead of stdin, but `-`; none: stdin) of a count
    /// of `unit`, or nil when they will do.
    static func problem(files: [String], unit: CountSource.Unit) -> String? {
        let flag = "--count-\(unit.rawValue)"
        let readsStdin = files.isEmpty || files.contains("-")
        for path in files where path != "-" && isTerminal(path) {
            return "\(flag): \(quoted(path)) is a terminal; pipe data in, or name files to read"
        }
        var output = stat()
        // Only a regular file grows with what is read from it; a pipe or a device does not.
        guard fstat(1, &output) == 0, (output.st_mode & S_IFMT) == S_IFREG else { return nil }
        var input = stat()
        if readsStdin, fstat(0, &input) == 0, same(input, output) {
            return "\(flag): standard input is the output file (stdout); it would grow without end"
        }
        for path in files where path != "-" && stat(path, &input) == 0 && same(input, output) {
            return "\(flag): input file is output file: \(quoted(path)) (stdout); it would grow without end"
        }
        return nil
    }

    /// Whether `a` and `b` are one file.
    private static func same(_ a: stat, _ b: stat) -> Bool {
        a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Whether `path` is a terminal (opened without becoming the controlling one, nothing read).
    private static func isTerminal(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR else { return false }
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return isatty(descriptor) == 1
    }

    /// `text` in quotes, anything unsafe escaped.
    private static func quoted(_ text: String) -> String {
        "'" + TextSanitizer.escaped(text, maximumLength: 60) + "'"
    }
}
