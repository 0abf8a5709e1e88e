import Foundation
import Testing

/// Compares text with a committed golden file in `Goldens/`, the test target's folder of goldens
/// (the nearest one above the test file, so tests in sub-folders share it); `UPDATE_GOLDENS=1`
/// re-records it (and the test fails, so a recording is never mistaken for a pass).
///
/// Each line is stored between `|` marks so trailing spaces stay visible and survive editors.
package func expectGolden(_ lines: [String], named name: String, filePath: String = #filePath,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = goldensDirectory(above: filePath)
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

/// The `Goldens` folder of the test target holding `filePath`: the nearest folder above the file
/// that has one (the file's own folder when none does, where a first recording creates it).
func goldensDirectory(above filePath: String) -> URL {
    let start = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    var folder = start
    while folder.path != "/" && folder.lastPathComponent != "Tests" {
        let candidate = folder.appendingPathComponent("Goldens")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return candidate
        }
        folder = folder.deletingLastPathComponent()
    }
    return start.appendingPathComponent("Goldens")
}
