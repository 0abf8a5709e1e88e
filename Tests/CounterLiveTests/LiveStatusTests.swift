@testable import CounterLive
import Testing
import CounterTestSupport

/// `LiveStatus`: the status line's words for the counter alone and for a board, from each
/// counter's `CardHealth` (fed its source's events).
@Suite struct LiveStatusTests {
    /// `count` counters, none failing.
    func health(_ count: Int) -> [CardHealth] { Array(repeating: CardHealth(), count: count) }

    @Test func nothingToSayIsAnEmptyLine() {
        #expect(LiveStatus().text(health: health(1), titles: nil) == "")
        #expect(LiveStatus().text(health: health(1), titles: ["A"]) == "")
    }

    @Test func skippedLinesAreCountedInTheNumberTheySay() {
        var status = LiveStatus()
        status.skipped = 1
        #expect(status.text(health: health(1), titles: nil) == "stdin: 1 line skipped (not a number)")
        #expect(status.text(health: health(2), titles: ["A", "B"]) == "stdin: 1 line skipped")
        status.skipped = 3
        #expect(status.text(health: health(1), titles: nil) == "stdin: 3 lines skipped (not a number)")
    }

    @Test func theCounterAloneSaysWhatStaysOnScreen() {
        let status = LiveStatus()
        var cards = health(1)
        cards[0].take(.failed("exit 1"))
        #expect(status.text(health: cards, titles: nil) == "! exit 1; no value yet")
        _ = cards[0].valueArrived(at: 1)
        #expect(status.text(health: cards, titles: nil) == "! exit 1; keeping the last value")
    }

    @Test func aBoardNamesTheFirstFailingCardAndCountsTheOthers() {
        var status = LiveStatus()
        var cards = health(3)
        cards[2].take(.failed("timed out after 2s"))
        #expect(status.text(health: cards, titles: ["Load", "Memory", "Disk"]) == "! Disk: timed out after 2s")
        cards[1].take(.failed("exit 3"))
        #expect(status.text(health: cards, titles: ["Load", "Memory", "Disk"]) == "! Memory: exit 3 (+1 more failing)")
        // A card without a title is named by its place.
        #expect(status.text(health: cards, titles: ["Load", "", "Disk"]) == "! counter 2: exit 3 (+1 more failing)")
        status.skipped = 2
        #expect(status.text(health: cards, titles: ["Load", "", "Disk"])
                == "stdin: 2 lines skipped  ! counter 2: exit 3 (+1 more failing)")
    }

    @Test func slowRunsAreNamedApartFromFailures() {
        let status = LiveStatus()
        var cards = health(2)
        cards[0].take(.slow("still running at its 2s timeout"))
        #expect(status.text(health: Array(cards.prefix(1)), titles: nil)
                == "slow: still running at its 2s timeout; showing the number it printed")
        #expect(status.text(health: cards, titles: ["Load", "Disk"]) == "Load: slow, still running at its 2s timeout")
        cards[1].take(.failed("exit 3"))
        #expect(status.text(health: cards, titles: ["Load", "Disk"]) == "! Disk: exit 3  Load: slow, still running at its 2s timeout")
    }

    /// One failure is written once, in the counter's health: its `!`, its note and the line
    /// follow from there; a slow run or a recovery clears it.
    @Test func aCountersHealthTakesItsSourcesEvents() {
        var card = CardHealth()
        card.awaitsValue = true
        var changed = card.take(.failed("exit 1"))
        #expect(changed && card.badge == "!" && card.note(at: 0) == "exit 1")
        changed = card.take(.failed("exit 1"))
        #expect(!changed)
        changed = card.take(.slow("still running"))
        #expect(changed && card.badge == "" && card.failure == nil && card.slow == "still running")
        changed = card.take(.recovered)
        #expect(changed && card.slow == nil)
        changed = card.take(.recovered) || card.take(.ended)
        #expect(!changed)
    }

    /// A card that keeps its last value while its source fails says why in its bottom edge
    /// (after the value's age when it is stale), until a good run clears it.
    @Test func aFailingCardWithAValueSaysWhyInItsNote() {
        var card = CardHealth()
        card.staleAfter = 10
        _ = card.valueArrived(at: 0)
        #expect(card.note(at: 1) == "")
        card.take(.failed("exit 3: boom"))
        #expect(card.note(at: 1) == "exit 3: boom")
        #expect(card.note(at: 12) == "stale 12s, exit 3: boom")
        card.take(.recovered)
        #expect(card.note(at: 1) == "")
    }
}
