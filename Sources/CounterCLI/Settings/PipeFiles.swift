import ArgumentParser
import CounterEngine
import CounterLive
import CounterSystem
import CounterTUI
import Foundation

/// `counter-tui --count-bytes FILE...` (as `pv FILE...`): the files a count reads in order
/// instead of stdin, checked before the display starts, and the bytes they hold together, the
/// total expected as `--expect-size` gives it.
enum PipeFiles {
    /// Whether `arguments` count lines or bytes: then the words that are not options are files,
    /// never a countdown's shorthand (`counter-tui 10m`).
    static func counting(_ arguments: [String]) -> Bool {
        arguments.contains { $0 == "--count-bytes" || $0 == "--count-lines" }
    }

    /// The files and the bytes they hold (nil when one is not a regular file: a FIFO, a
    /// device, `-` for stdin, whose size is unknown). A word without a count is refused as before (64); a file
    /// that is not there, a directory or one that cannot be read ends with 66.
    static func check(_ c: CounterCommand, counting unit: CountSource.Unit?) throws -> (files: [String], bytes: Double?) {
        guard let first = c.pipes.files.first else {
            guard let unit else { return ([], nil) }
            let stdinBytes = try PipeStdin.remainingBytes(descriptor: 0)
            return ([], unit == .bytes ? stdinBytes : nil)
        }
        guard unit != nil else { throw ValidationError(unexpected(first)) }
        var total: Double? = 0
        for path in c.pipes.files {
            // `-` is stdin, as for cat and pv: its size is not known.
            if path == "-" {
                _ = try PipeStdin.remainingBytes(descriptor: 0)
                total = nil
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                let why = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
                throw ConfigError(path: path, line: nil, column: nil, message: why, status: ExitStatus.noInput)
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                throw ConfigError(path: path, line: nil, column: nil, message: "is a directory; expected a file", status: ExitStatus.noInput)
            }
            guard access(path, R_OK) == 0 else {
                throw ConfigError(path: path, line: nil, column: nil, message: String(cString: strerror(errno)), status: ExitStatus.noInput)
            }
            total = (info.st_mode & S_IFMT) == S_IFREG ? total.map { $0 + Double(info.st_size) } : nil
        }
        return (c.pipes.files, unit == .bytes && (total ?? 0) > 0 ? total : nil)
    }

    /// A word without a count: `Unexpected argument 'big'`, and when it names a file, how to count
    /// it (`pv big` counts its bytes; here that takes `--count-bytes`).
    private static func unexpected(_ word: String) -> String {
        let shown = TextSanitizer.escaped(word, maximumLength: 60)
        var info = stat()
        guard stat(word, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return "Unexpected argument '\(shown)'" }
        let quoted = word.allSatisfy { $0.isLetter || $0.isNumber || "._-/+,:@".contains($0) } && !word.hasPrefix("-")
            ? shown : "'\(shown.replacingOccurrences(of: "'", with: "'\\''"))'"
        return "Unexpected argument '\(shown)'; to count a file's bytes: counter-tui --count-bytes \(quoted)"
    }
}
