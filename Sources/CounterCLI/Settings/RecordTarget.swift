import ArgumentParser

/// What `--record FILE` asks for: the file and its format, from the name's extension.
struct RecordTarget: Equatable {
    enum Format: Equatable {
        /// asciicast v2 (`.cast`), for asciinema.
        case cast
        /// An animated SVG (`.svg`).
        case svg
    }

    var path: String
    var format: Format
    /// `--loop`: the SVG repeats.
    var loop: Bool

    /// `--stats` with a recording rendered at once: no frames are shown, so none are timed.
    static let statsRefused = ValidationError("--stats: got --record with fixed targets too; expected one of them "
                                              + "(the recording is rendered at once, no frames are shown to time)")

    /// Checks `--record` and `--loop`; a usage error names what is wrong.
    init(path: String, loop: Bool) throws {
        let lower = path.lowercased()
        let name = lower.split(separator: "/").last.map(String.init) ?? ""
        if lower.hasSuffix(".cast") && name.count > 5 {
            format = .cast
        } else if lower.hasSuffix(".svg") && name.count > 4 {
            format = .svg
        } else {
            throw FlagValue.invalid("--record", path, "a file name ending in .cast (asciicast, for asciinema) or .svg (an animated SVG)")
        }
        if loop && format != .svg {
            throw ValidationError("--loop: got --record \(path); expected --loop with an .svg recording (asciinema play has its own --loop)")
        }
        self.path = path
        self.loop = loop
    }
}
