/// Cuts a byte stream into lines, with a cap on line length so a stream without newlines (or
/// binary data) never grows memory without bound.
package struct LineFramer: Sendable {
    /// Longest line kept, in bytes; longer lines are dropped whole and counted.
    package let maximumLineLength: Int
    /// Lines dropped for being too long.
    package private(set) var overlongLines = 0
    private var partial: [UInt8] = []
    private var discarding = false

    package init(maximumLineLength: Int = 4096) {
        self.maximumLineLength = max(maximumLineLength, 1)
    }

    /// Feeds bytes; returns the lines they complete (without the newline or a trailing CR).
    /// The fast path for reads: newlines are searched, and lines copied, a run at a time.
    package mutating func push(_ bytes: ArraySlice<UInt8>) -> [String] {
        bytes.withUnsafeBufferPointer { push(buffer: $0) }
    }

    private mutating func push(buffer: UnsafeBufferPointer<UInt8>) -> [String] {
        var lines: [String] = []
        var start = 0
        while start < buffer.count {
            let rest = UnsafeBufferPointer(rebasing: buffer[start...])
            guard let offset = rest.firstIndex(of: 10) else {
                keepPartial(rest)
                break
            }
            let segment = UnsafeBufferPointer(rebasing: rest[..<offset])
            if discarding {
                discarding = false
            } else if partial.count + segment.count > maximumLineLength {
                overlongLines += 1
            } else if partial.isEmpty {
                lines.append(LineFramer.decode(segment))
            } else {
                partial.append(contentsOf: segment)
                lines.append(LineFramer.decode(partial))
            }
            partial.removeAll(keepingCapacity: true)
            start += offset + 1
        }
        return lines
    }

    /// The bytes of a line whose newline has not come yet.
    private mutating func keepPartial(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !discarding else { return }
        if partial.count + bytes.count > maximumLineLength {
            discarding = true
            overlongLines += 1
            partial.removeAll(keepingCapacity: true)
        } else {
            partial.append(contentsOf: bytes)
        }
    }

    /// Feeds bytes from any collection (copied, then framed like a read).
    package mutating func push<C: Collection>(_ bytes: C) -> [String] where C.Element == UInt8 {
        push(Array(bytes)[...])
    }

    /// At end of input: the last line if it had no newline.
    package mutating func finish() -> [String] {
        defer {
            partial.removeAll()
            discarding = false
        }
        return partial.isEmpty || discarding ? [] : [LineFramer.decode(partial)]
    }

    private static func decode(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { decode($0) }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let end = bytes.last == 13 ? bytes.count - 1 : bytes.count
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }
}
