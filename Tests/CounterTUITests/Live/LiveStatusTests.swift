import Testing
@testable import CounterTUI

/// `LiveStatus`: the status line's words for the counter alone and for a board.
@Suite struct LiveStatusTests {
    @Test func nothingToSayIsAnEmptyLine() {
        #expect(LiveStatus().text(titles: nil) == "")
        #expect(LiveStatus().text(titles: ["A"]) == "")
    }

    @Test func skippedLinesAreCountedInTheNumberTheySay() {
        var status = LiveStatus()
        status.skipped = 1
        #expect(status.text(titles: nil) == "stdin: 1 line skipped (not a number)")
        #expect(status.text(titles: ["A", "B"]) == "stdin: 1 line skipped")
        status.skipped = 3
        #expect(status.text(titles: nil) == "stdin: 3 lines skipped (not a number)")
    }

    @Test func theCounterAloneSaysWhatStaysOnScreen() {
        var status = LiveStatus()
        status.failing[0] = "exit status 1"
        #expect(status.text(titles: nil) == "! exit status 1; no value yet")
        status.hasValue.insert(0)
        #expect(status.text(titles: nil) == "! exit status 1; keeping the last value")
    }

    @Test func aBoardNamesTheFirstFailingCardAndCountsTheOthers() {
        var status = LiveStatus()
        status.failing[2] = "timed out after 2s"
        #expect(status.text(titles: ["Load", "Memory", "Disk"]) == "! Disk: timed out after 2s")
        status.failing[1] = "exit status 3"
        #expect(status.text(titles: ["Load", "Memory", "Disk"]) == "! Memory: exit status 3 (+1 more failing)")
        // A card without a title is named by its place.
        #expect(status.text(titles: ["Load", "", "Disk"]) == "! counter 2: exit status 3 (+1 more failing)")
        status.skipped = 2
        #expect(status.text(titles: ["Load", "", "Disk"])
                == "stdin: 2 lines skipped  ! counter 2: exit status 3 (+1 more failing)")
    }

    @Test func slowRunsAreNamedApartFromFailures() {
        var status = LiveStatus()
        status.slow[0] = "still running at its 2s timeout"
        #expect(status.text(titles: nil) == "slow: still running at its 2s timeout; showing the number it printed")
        #expect(status.text(titles: ["Load", "Disk"]) == "Load: slow, still running at its 2s timeout")
        status.failing[1] = "exit status 3"
        #expect(status.text(titles: ["Load", "Disk"]) == "! Disk: exit status 3  Load: slow, still running at its 2s timeout")
    }
}
