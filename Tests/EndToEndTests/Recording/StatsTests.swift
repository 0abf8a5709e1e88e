import Foundation
import Testing

/// `--stats`: the frame statistics printed on stderr at exit.
@Suite struct StatsTests {
    @Test func statsReportEveryFigure() throws {
        let result = try Binary.run(["--to", "100", "--duration", "0.3", "--fps", "50", "--stats"])
        #expect(result.status == 0)
        for field in ["frames: ", "late frames: ", "frame interval median: ", "frame interval p99: ",
                      "end-time error: ", "cpu seconds: ", "cells written: "] {
            #expect(result.stderr.contains(field), "missing \(field)")
        }
    }
}
