import Foundation

/// An asciicast v2 file read back: its header and its output events.
public struct CastFile {
    public var header: [String: Any]
    public var events: [(time: Double, data: String)]

    public struct Malformed: Error, CustomStringConvertible {
        public var description: String
    }

    public init(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first,
            let header = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        else { throw Malformed(description: "no header line") }
        self.header = header
        events = []
        for (n, line) in lines.dropFirst().enumerated() {
            guard let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], event.count == 3,
                let time = (event[0] as? NSNumber)?.doubleValue, event[1] as? String == "o", let data = event[2] as? String
            else { throw Malformed(description: "event \(n + 1) is not [time, \"o\", data]: \(line)") }
            events.append((time, data))
        }
    }
}
