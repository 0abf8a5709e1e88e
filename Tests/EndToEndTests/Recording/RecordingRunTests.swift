import CounterTestSupport
import Foundation
import Testing

/// `RecordingRun`, through the binary: the recorder the target asks for (`--loop` too), the
/// asciicast titled with the command line made safe, the report of what was written, `--on-done`
/// once the file is complete, and a refused render that leaves an existing target as it was.
@Suite struct RecordingRunTests {
    func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recording-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    func files(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// "recorded N frames, S s, B bytes: PATH": every frame from 0 to the end at --fps, and the
    /// file's real size.
    @Test func theReportSaysWhatWasWritten() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/report.cast"
        let run = try Binary.run(["--to", "500", "--duration", "0.5", "--fps", "20", "--record", path])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let bytes = size.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        #expect(run.stderr == "counter-tui: recorded 11 frames, 0.50 s, \(bytes) bytes: \(path)\n")
        #expect(files(in: dir) == ["report.cast"])
    }

    @Test func loopMakesTheSVGPlayOverAndOver() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for loop in [false, true] {
            let path = "\(dir)/\(loop).svg"
            let run = try Binary.run(["--to", "50", "--duration", "0.3", "--fps", "10", "--record", path] + (loop ? ["--loop"] : []))
            #expect(run.status == 0, "\(run.stderr)")
            let svg = try String(contentsOfFile: path, encoding: .utf8)
            #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
            #expect(svg.contains("repeatCount=\"indefinite\"") == loop, "loop \(loop)")
            // The size reported is the file's, the looping one rewritten after the frames too.
            let bytes = svg.utf8.count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
            #expect(run.stderr.hasSuffix(", \(bytes) bytes: \(path)\n"), "\(run.stderr)")
        }
    }

    @Test func theCastIsTitledWithTheCommandLineMadeSafe() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/title.cast"
        let run = try Binary.run(["--to", "5", "--duration", "0.1", "--title", "\u{1b}]0;PWNED\u{7}Sales", "--record", path])
        #expect(run.status == 0, "\(run.stderr)")
        let cast = try CastFile(String(contentsOfFile: path, encoding: .utf8))
        let title = try #require(cast.header["title"] as? String)
        #expect(title == "counter-tui --to 5 --duration 0.1 --title ]0;PWNEDSales --record \(path)")
        #expect(cast.header["width"] as? Int == 80 && cast.header["height"] as? Int == 24)

        let long = try Binary.run(["--to", "5", "--duration", "0.1", "--title", String(repeating: "x", count: 190), "--suffix",
                                   String(repeating: "y", count: 40), "--record", path])
        #expect(long.status == 0, "\(long.stderr)")
        let longTitle = try #require(try CastFile(String(contentsOfFile: path, encoding: .utf8)).header["title"] as? String)
        #expect(longTitle.hasPrefix("counter-tui --to 5 --duration 0.1 --title xxx"))
        #expect(longTitle.unicodeScalars.count == 300)
    }

    /// `--on-done` runs once the file is in place: it can read the whole recording.
    @Test func onDoneSeesTheFinishedFile() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/done.svg"
        let run = try Binary.run(["--to", "5", "--duration", "0.2", "--record", path, "--on-done", "tail -c 7 \(path)"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "</svg>\n")
        #expect(files(in: dir) == ["done.svg"])
    }

    /// Too many frames is found before the file is opened: an existing target keeps its content.
    @Test func aRefusedRenderLeavesAnExistingTargetAsItWas() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/kept.cast"
        try "old recording\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Binary.run(["--to", "99999999", "--duration", "24h", "--fps", "240", "--record", path])
        #expect(run.status == 64)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old recording\n")
        #expect(files(in: dir) == ["kept.cast"])
    }
}
