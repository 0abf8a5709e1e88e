import Foundation

/// An asciicast v2 file read back: its header and its output events.
package struct CastFile {
    package var header: [String: Any]
    package var events: [(time: Double, data: String)]

    package struct Malformed: Error, CustomStringConvertible {
        package var description: String
    }

    package init(_ text: String) throws {
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
