import CounterEngine

/// Line framer: however a byte stream is cut into reads, it yields the same lines as a plain
/// split on newlines (trailing CR removed, lines over the cap dropped, the last unterminated
/// line delivered at the end), and never holds more than the cap.
enum LineFramerCheck {
    static func run(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let cap = Int(input.byte()) % 64 + 1
        let cuts = (0..<8).map { _ in Int(input.byte()) % 16 + 1 }
        let stream = Array(input.remaining)
        var framer = LineFramer(maximumLineLength: cap)
        var lines: [String] = []
        var position = 0
        var cut = 0
        while position < stream.count {
            let end = min(position + cuts[cut % cuts.count], stream.count)
            lines += framer.push(stream[position..<end])
            position = end
            cut += 1
        }
        lines += framer.finish()
        let expected = reference(stream, cap: cap)
        var problems: [String] = []
        if lines != expected { problems.append("cap \(cap), reads of \(cuts): got \(lines), expected \(expected)") }
        if lines.contains(where: { $0.utf8.count > 3 * cap }) { problems.append("a line is longer than the cap allows") }
        return problems
    }

    /// The lines a one-shot split gives.
    static func reference(_ stream: [UInt8], cap: Int) -> [String] {
        var pieces = stream.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces.compactMap { piece in
            guard piece.count <= cap else { return nil }
            var line = piece[...]
            if line.last == 13 { line = line.dropLast() }
            return String(decoding: line, as: UTF8.self)
        }
    }
}
