import ArgumentParser
import CounterEngine
import CounterSystem
import CounterTUI
import Foundation

/// `--count-lines`, `--count-bytes`, `--tee`, `--rate-window`, `--expect` and `--expect-size`:
/// counting what passes through a pipe, checked against what they cannot go with.
enum PipeKeys {
    /// `--count-lines` or `--count-bytes`, checked against what they cannot go with (`feedFlags`:
    /// the options of the other live feeds, and whether each was given).
    static func countUnit(_ c: CounterCommand, feedFlags: [(String, Bool)]) throws -> CountSource.Unit? {
        if c.pipes.countLines && c.pipes.countBytes {
            throw ValidationError("--count-bytes: expected either --count-lines or --count-bytes, not both")
        }
        guard c.pipes.countLines || c.pipes.countBytes else {
            if c.pipes.tee { throw ValidationError("--tee: expected it with --count-lines or --count-bytes (it copies what they count)") }
            return nil
        }
        let flag = c.pipes.countLines ? "--count-lines" : "--count-bytes"
        for (other, given) in [("--stdin", c.live.stdin)] + feedFlags + [("--to", c.counting.to != nil)] where given {
            throw ValidationError("\(flag): got \(other) too; expected one of them (\(flag) counts stdin, the total is the target)")
        }
        return c.pipes.countLines ? .lines : .bytes
    }

    /// `--rate-limit RATE` (pv's `-L`): bytes a second as `ByteSize` reads them (`1M`, `1MiB` and
    /// `1M/s` are 1,048,576); refused without a count, or below 1.
    static func rateLimit(_ c: CounterCommand, counting unit: CountSource.Unit?) throws -> Double? {
        guard let text = c.pipes.rateLimit else { return nil }
        guard unit != nil else {
            throw ValidationError("--rate-limit: expected it with --count-lines or --count-bytes (it paces the copy)")
        }
        guard let n = ByteSize.parse(text, perSecond: true), n >= 1, n < 1e15 else {
            throw FlagValue.invalid("--rate-limit", text, "bytes a second, from 1 to 1e15: 500k, 1M or 2.5G (powers of 1,024, as pv -L)")
        }
        return n
    }

    /// `--rate-window`, and `--expect` or `--expect-size`: the figures of a count, refused
    /// without one. A file whose size cannot be read is a missing file (66).
    static func countFigures(_ c: CounterCommand, counting unit: CountSource.Unit?) throws -> (Double, Double?) {
        for (flag, given) in [("--rate-window", c.pipes.rateWindow != nil), ("--expect", c.pipes.expect != nil),
                              ("--expect-size", c.pipes.expectSize != nil)]
        where given && unit == nil {
            throw ValidationError("\(flag): expected it with --count-lines or --count-bytes (it is a figure of the count)")
        }
        var window = try FlagValue.duration(CounterKey.rateWindow.defaultValue, flag: "--rate-window")
        if let text = c.pipes.rateWindow {
            window = try FlagValue.duration(text, flag: "--rate-window")
            guard window >= Throughput.minimumWindow else {
                throw FlagValue.invalid("--rate-window", text, "a duration of at least 0.5s, e.g. 10s")
            }
        }
        if c.pipes.expect != nil && c.pipes.expectSize != nil {
            throw ValidationError("--expect-size: got --expect too; expected one of them")
        }
        if let text = c.pipes.expect {
            // Bytes as pv's `-s` takes them (`20m` is 20 MiB), lines as a count (`250k` is 250,000).
            guard let n = unit == .bytes ? ByteSize.parse(text) : FlagValue.amount(text), n >= 1, n < 1e30 else {
                throw FlagValue.invalid("--expect", text, unit == .bytes
                    ? "a number of bytes, at least 1: 1000000, 500k, 20M or 1.5GiB (powers of 1,024, as pv -s)"
                    : "a number of lines, at least 1: 1000000, 250k or 1.5M (powers of 1,000)")
            }
            return (window, n.rounded(.up))
        }
        if let path = c.pipes.expectSize {
            guard unit == .bytes else {
                throw ValidationError("--expect-size: expected it with --count-bytes (a file's size is bytes; --expect N counts lines)")
            }
            do {
                // The file a link leads to (a dangling link stays a link: no such file).
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                let attributes = try FileManager.default.attributesOfItem(atPath: target)
                switch attributes[.type] as? FileAttributeType {
                case .typeDirectory?:
                    throw ConfigError(path: "--expect-size", line: nil, column: nil,
                                      message: "'\(TextSanitizer.escaped(path))' is a directory; expected a file", status: ExitStatus.noInput)
                case .typeSymbolicLink?:
                    throw ConfigError(path: "--expect-size", line: nil, column: nil,
                                      message: "'\(TextSanitizer.escaped(path))': no such file (a link to nothing)", status: ExitStatus.noInput)
                default: break
                }
                let size = attributes[.size] as? NSNumber
                guard let size, size.doubleValue > 0 else {
                    throw ValidationError("--expect-size: '\(TextSanitizer.escaped(path))' is empty; expected a file with bytes in it")
                }
                return (window, size.doubleValue)
            } catch let error as ValidationError {
                throw error
            } catch let error as ConfigError {
                throw error
            } catch {
                let why = FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file"
                throw ConfigError(path: "--expect-size", line: nil, column: nil,
                                  message: "'\(TextSanitizer.escaped(path))': \(why)", status: ExitStatus.noInput)
            }
        }
        return (window, nil)
    }
}
