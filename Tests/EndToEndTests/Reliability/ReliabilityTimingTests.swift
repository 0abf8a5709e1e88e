import Foundation
import Testing

/// The last frame of an animation is drawn at its end time, not at the next tick of a slow
/// frame grid (at 2 fps the end of a 0.1 s count used to show 400 ms late).
@Suite struct ReliabilityTimingTests {
    @Test(arguments: [1, 2, 3])
    func theLastFrameComesAtTheEndTime(_ fps: Int) throws {
        let run = try Binary.run(["--to", "100", "--fps", "\(fps)", "--duration", "0.1", "--stats"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n100\n"), "\(run.stdout)")
        let line = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("end-time error: ") })
        let milliseconds = try #require(Double(line.dropFirst("end-time error: ".count).split(separator: " ")[0]))
        // The next grid tick would be 1/fps - 0.1 s late: 900, 400, 233 ms.
        #expect(milliseconds >= 0 && milliseconds < 100, "\(line)")
    }
}
