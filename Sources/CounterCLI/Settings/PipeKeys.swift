import ArgumentParser
import CounterEngine
import CounterLive
import CounterSystem
import CounterTUI
import Foundation

/// `--count-lines`, `--count-bytes`, `--tee`, `--rate-window`, `--expect` and `--expect-size`:
/// counting what passes through a pipe, checked against what they cannot go with.
enum PipeKeys {
    /// The rate's window when `--rate-window` is left out (`CounterKey.rateWindow`'s default).
    static let defaultRateWindow = 5.0

    /// The one parser of `--rate-window`: a duration of at least `Throughput.minimumWindow`.
    enum RateWindow: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The seconds `text` gives.
        static func read(_ text: String, key: String = "rate-window") throws(SpecError) -> Double {
            let window = try DurationOption.read(text, key: key)
            guard window >= Throughput.minimumWindow else { throw SpecError(key: key, got: text, expected: "a duration of at least 0.5s, e.g. 10s") }
            return window
        }
    }

    /// The one parser of `--rate-limit RATE` (pv's `-L`): bytes a second as `ByteSize` reads
    /// them (`1M`, `1MiB` and `1M/s` are 1,048,576), from 1 to 1e15.
    enum RateLimit: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The bytes a second `text` gives.
        static func read(_ text: String, key: String = "rate-limit") throws(SpecError) -> Double {
            guard let n = ByteSize.parse(text, perSecond: true), n >= 1, n < 1e15 else {
                throw SpecError(key: key, got: text, expected: "bytes a second, from 1 to 1e15: 500k, 1M or 2.5G (powers of 1,024, as pv -L)")
            }
            return n
        }
    }

    /// The one parser of `--expect N`: the total read both ways, bytes as pv's `-s` takes them
    /// (`20m` is 20 MiB) and lines as a count (`250k` is 250,000); which one counts depends on
    /// what is counted (`ExpectedTotal.total(of:)`).
    enum Expected: OptionParser {
        /// Any text: no names to offer to completions.
        static let names: [String] = []

        /// The total `text` gives, either way.
        static func read(_ text: String, key: String = "expect") -> ExpectedTotal {
            let sane = { (n: Double?) in n.flatMap { $0 >= 1 && $0 < 1e30 ? $0.rounded(.up) : nil } }
            return ExpectedTotal(text: text, bytes: sane(ByteSize.parse(text)), lines: sane(FlagValue.amount(text)))
        }
    }

    /// `--count-lines` or `--count-bytes`, checked against the other sources of values
    /// (`feedFlags`: the options of the other live feeds, and whether each was given).
    static func countUnit(_ c: CounterCommand, feedFlags: [(String, Bool)]) throws -> CountSource.Unit? {
        guard let unit = c.pipes.unit else { return nil }
        let flag = unit == .lines ? "--count-lines" : "--count-bytes"
        for (other, given) in [("--stdin", c.live.stdin)] + feedFlags + [("--to", c.counting.to != nil)] where given {
            throw ValidationError("\(flag): got \(other) too; expected one of them (\(flag) counts stdin, the total is the target)")
        }
        return unit
    }

    /// `--rate-window`, and `--expect` or `--expect-size`: the figures of a count (refused
    /// without one by `PipeOptions.validate()`). A file whose size cannot be read is a missing
    /// file (66).
    static func countFigures(_ c: CounterCommand, counting unit: CountSource.Unit?) throws -> (Double, Double?) {
        let window = c.pipes.rateWindow?.value ?? defaultRateWindow
        if let expect = c.pipes.expect?.value, let unit { return (window, try expect.total(of: unit)) }
        if let path = c.pipes.expectSize {
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

/// `--expect N` read both ways: as bytes and as lines (nil: not a total that way).
struct ExpectedTotal {
    /// The text given.
    var text: String
    /// Bytes, as pv's `-s` takes them (`20m` is 20 MiB).
    var bytes: Double?
    /// Lines, as a count (`250k` is 250,000).
    var lines: Double?

    /// The total for a count of `unit`, or a usage error saying what a total of that unit is.
    func total(of unit: CountSource.Unit) throws -> Double {
        if let n = unit == .bytes ? bytes : lines { return n }
        throw FlagValue.invalid("--expect", text, unit == .bytes
            ? "a number of bytes, at least 1: 1000000, 500k, 20M or 1.5GiB (powers of 1,024, as pv -s)"
            : "a number of lines, at least 1: 1000000, 250k or 1.5M (powers of 1,000)")
    }
}
