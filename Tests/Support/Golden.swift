import Foundation
import Testing

/// Compares text with a committed golden file in `Goldens/`; `UPDATE_GOLDENS=1` re-records it
/// (and the test fails, so a recording is never mistaken for a pass).
///
/// Each line is stored between `|` marks so trailing spaces stay visible and survive editors.
public func expectGolden(_ lines: [String], named name: String, filePath: String = #filePath,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    let url = directory.appendingPathComponent("\(name).txt")
    let text = lines.map { "|\($0)|" }.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("Recorded new golden \(name).txt; run again without UPDATE_GOLDENS", sourceLocation: sourceLocation)
        return
    }
    guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("Missing golden \(name).txt (record it with UPDATE_GOLDENS=1)", sourceLocation: sourceLocation)
        return
    }
    if stored != text {
        Issue.record("Frame differs from golden \(name).txt:\n--- expected\n\(stored)--- got\n\(text)",
                     sourceLocation: sourceLocation)
    }
}
