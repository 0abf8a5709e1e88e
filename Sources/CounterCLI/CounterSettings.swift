import ArgumentParser
import CounterEngine
import CounterTUI

/// The single counter's settings: its `CounterSpec` plus how the program shows it.
struct CounterSettings {
    var spec: CounterSpec
    /// New targets come from stdin.
    var stdin: Bool
    var fps: Int
    var onDone: String?
    var inline: Bool
    var hold: Bool
    var noAnimation: Bool
    var stats: Bool
    var frameAt: Double?
    var size: Size

    init(_ c: CounterCommand) throws {
        var values: [String: String] = [
            "from": c.from, "duration": c.duration, "delay": c.delay, "ease": c.ease,
            "exponent": c.exponent, "prefix": c.prefix, "suffix": c.suffix, "style": c.style, "roll": c.roll,
            "font": c.font, "title": c.title, "color": c.color,
        ]
        values["to"] = c.to
        values["command"] = c.command
        values["every"] = c.every
        values["timeout"] = c.timeout
        values["format"] = c.format
        values["decimals"] = c.decimals
        values["locale"] = c.locale
        values["height"] = c.height
        do {
            spec = try CounterSpec(values, live: c.stdin)
        } catch {
            throw ValidationError("--\(error.key): \(error.detail)")
        }
        stdin = c.stdin
        if stdin && spec.command != nil {
            throw ValidationError("--stdin: expected either --stdin or --command, not both")
        }
        fps = try Self.fps(c.fps, flag: "--fps")
        if let command = c.onDone {
            guard !command.allSatisfy({ $0 == " " || $0 == "\t" }), command.utf8.count <= 4096,
                !command.unicodeScalars.contains("\0")
            else { throw Self.invalid("--on-done", command, "a shell command of at most 4096 bytes") }
        }
        onDone = c.onDone
        inline = c.inline
        hold = c.hold
        if inline && spec.style != .label {
            throw ValidationError("--inline: got --style \(spec.style.rawValue); expected the label style (big and rolling digits need the full screen)")
        }
        if inline && hold {
            throw ValidationError("--inline: got --hold too; expected one of them (--hold keeps a full screen until a key)")
        }
        noAnimation = c.presentation.noAnimation
        stats = c.presentation.stats
        frameAt = try c.presentation.snapshotTime()
        size = try c.presentation.snapshotSize()
    }

    static func fps(_ text: String, flag: String) throws -> Int {
        guard let f = Int(text), (1...240).contains(f) else {
            throw invalid(flag, text, "a whole number from 1 to 240")
        }
        return f
    }

    static func duration(_ text: String, flag: String) throws -> Double {
        do {
            return try CounterSpec.duration(text, key: flag)
        } catch {
            throw ValidationError("\(flag): \(error.detail)")
        }
    }

    static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
            (1...1000).contains(cols), (1...1000).contains(rows)
        else { throw invalid("--size", text, "COLSxROWS with each from 1 to 1000, e.g. 80x24") }
        return Size(columns: cols, rows: rows)
    }

    /// A usage error naming the flag, what it got (made inert) and what it expects.
    static func invalid(_ flag: String, _ got: String, _ expected: String) -> ValidationError {
        ValidationError("\(flag): \(SpecError(key: flag, got: got, expected: expected).detail)")
    }
}
