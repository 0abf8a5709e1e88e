/// Cuts a byte stream into lines, with a cap on line length so a stream without newlines (or
/// binary data) never grows memory without bound.
public struct LineFramer: Sendable {
    /// Longest line kept, in bytes; longer lines are dropped whole and counted.
    public let maximumLineLength: Int
    /// Lines dropped for being too long.
    public private(set) var overlongLines = 0
    private var partial: [UInt8] = []
    private var discarding = false

    public init(maximumLineLength: Int = 4096) {
        self.maximumLineLength = max(maximumLineLength, 1)
    }

    /// Feeds bytes; returns the lines they complete (without the newline or a trailing CR).
    public mutating func push<C: Collection>(_ bytes: C) -> [String] where C.Element == UInt8 {
        var lines: [String] = []
        for byte in bytes {
            if byte == 10 {
                if discarding {
                    discarding = false
                } else {
                    lines.append(LineFramer.decode(partial))
                }
                partial.removeAll(keepingCapacity: true)
            } else if !discarding {
                if partial.count >= maximumLineLength {
                    discarding = true
                    overlongLines += 1
                    partial.removeAll(keepingCapacity: true)
                } else {
                    partial.append(byte)
                }
            }
        }
        return lines
    }

    /// At end of input: the last line if it had no newline.
    public mutating func finish() -> [String] {
        defer {
            partial.removeAll()
            discarding = false
        }
        return partial.isEmpty || discarding ? [] : [LineFramer.decode(partial)]
    }

    private static func decode(_ bytes: [UInt8]) -> String {
        var slice = bytes[...]
        if slice.last == 13 { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
