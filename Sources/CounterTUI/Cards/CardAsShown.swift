import CounterEngine

/// A card measured by the value it shows now: its display's reserve is the current move's
/// (from where it started to its target; its target alone once settled), not the widest value
/// it ever showed, so one over-wide sample does not shrink or hide the card for the rest of
/// the run. The board plans and draws its cards through this.
enum CardAsShown {
    /// `counter` with a display that reserves only what its current move can show at `time`.
    static func card(_ counter: ScreenCounter, at time: Double) -> ScreenCounter {
        let display = counter.view.display
        let settled = counter.model.isSettled(at: time)
        let start = settled ? display.target : ExactNumber(display.start)
        var narrowed = CounterDisplay(format: display.format, from: start, to: display.target)
        if narrowed.width > display.width || !display.start.isFinite { narrowed = display }
        guard narrowed.width < display.width else { return counter }
        return counter.measured(by: narrowed)
    }
}
