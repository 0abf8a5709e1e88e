import CounterSystem
import Foundation
import Testing
@testable import CounterCLI

#if canImport(Glibc)
import Glibc
#endif

/// A count of stdin in-process (`--count-lines`, `--count-bytes`): its copier reads on a thread
/// of its own, so a write on stdin is taken when that thread gets to it. `pour` writes and waits
/// (in real time, a deadline only bounding a failure) until the copier has taken every byte
/// written and sent what it counted, then lets the program take that: what was poured is
/// counted at the manual clock's time of the pour, exactly.
extension ProgramRun {
    /// Writes `bytes` on the program's stdin (`stdin: true`) and waits until its copier has
    /// taken them all; false (and an issue recorded) when it did not within 10 s.
    @discardableResult
    func pour(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            offset += n
        }
        let total = CopyProbe.poured(UInt64(offset))
        return copierReaches { $0.copiers > 0 && ($0.taken >= total || $0.ended) }
    }

    /// Writes `text` on stdin and waits until the copier has taken it (`pour(_:)`).
    @discardableResult
    func pour(_ text: String) -> Bool { pour(Array(text.utf8)) }

    /// Writes `count` bytes of `byte` on stdin, in pieces of 1 MiB at most, and waits until the
    /// copier has taken them.
    @discardableResult
    func pour(repeating byte: UInt8 = 0, count: Int) -> Bool {
        var left = count
        var ok = true
        while left > 0 {
            let piece = min(left, 1 << 20)
            ok = pour([UInt8](repeating: byte, count: piece)) && ok
            left -= piece
        }
        return ok
    }

    /// Writes the lines `1` to `last` (as `seq 1 LAST`) on stdin and waits until they are taken.
    @discardableResult
    func pourLines(from first: Int = 1, through last: Int) -> Bool {
        var ok = true
        var start = first
        while start <= last {
            let end = min(start + 99_999, last)
            ok = pour((start...end).map(String.init).joined(separator: "\n") + "\n") && ok
            start = end + 1
        }
        return ok
    }

    /// Writes `count` lines of `y` (as `yes | head -n COUNT`) on stdin and waits until they are taken.
    @discardableResult
    func pourLines(count: Int) -> Bool {
        var ok = true
        var left = count
        while left > 0 {
            let piece = min(left, 500_000)
            var bytes = [UInt8](repeating: UInt8(ascii: "y"), count: piece * 2)
            bytes.withUnsafeMutableBufferPointer { buffer in
                for index in stride(from: 1, to: buffer.count, by: 2) { buffer[index] = 10 }
            }
            ok = pour(bytes) && ok
            left -= piece
        }
        return ok
    }

    /// Closes stdin and waits until the copier has seen its end and the program has taken it.
    @discardableResult
    func endInput() -> Bool {
        closeInput()
        return copierReaches { $0.ended }
    }

    /// Waits (10 s of real time at most) until the copier of stdin's state satisfies `condition`,
    /// then lets the program take what it sent; whether it did.
    private func copierReaches(_ condition: (CopyProbe.State) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000)
        while !condition(CopyProbe.state) {
            guard Date() < deadline else {
                Issue.record("the copier of stdin did not take what was written: \(CopyProbe.state)")
                loop.settle()
                return false
            }
            nanosleep(&pause, nil)
        }
        loop.settle()
        return true
    }

    /// The piped lines of fields (`lines=3 rate=… elapsed=…`), each a dictionary.
    var fieldLines: [[String: String]] { Self.fields(of: stdout) }

    /// The lines of fields in `text`.
    static func fields(of text: String) -> [[String: String]] {
        text.split(separator: "\n").map { line in
            var fields: [String: String] = [:]
            for part in line.split(separator: " ") {
                let pair = part.split(separator: "=", maxSplits: 1)
                fields[String(pair[0])] = pair.count == 2 ? String(pair[1]) : ""
            }
            return fields
        }
    }
}

/// The program's stdin pointed at a file (or a directory) while `body` runs, as `< PATH` does,
/// from `offset` bytes in (a part read before).
@MainActor
func withStandardInput<T>(from path: String, offset: off_t = 0, _ body: () throws -> T) rethrows -> T {
    ProgramRun.exclusive.lock()
    defer { ProgramRun.exclusive.unlock() }
    let saved = dup(0)
    let file = open(path, O_RDONLY)
    if offset > 0 { lseek(file, offset, SEEK_SET) }
    dup2(file, 0)
    close(file)
    defer {
        dup2(saved, 0)
        close(saved)
    }
    return try body()
}

extension EnvironmentChange {
    /// Stdin a pipe (data poured in), stdout the terminal the count is drawn on.
    static var stdinPiped: EnvironmentChange { EnvironmentChange { $0.stdinIsTerminal = false } }
}

/// A folder with a short path (`/tmp/ct-…`, whatever TMPDIR says), removed by `remove()`: the
/// program's messages shorten a path of more than 60 characters.
struct ShortFolder {
    let path = "/tmp/ct-" + UUID().uuidString.prefix(8)

    init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
