import CounterEngine

/// A scene made of counter cells: the single counter (one cell) and the dashboard (a cell a
/// card). Live values reach a cell by its index or by the id a line names; starting over,
/// finishing and coming to rest happen cell by cell, the same way in both.
public protocol CounterScene: Scene {
    /// The counters, in order (the single counter has exactly one). Every change makes the next
    /// frame a whole one.
    var cells: [CounterCell] { get set }
    /// Whether the status line names the counter a message is about (a board of several), or
    /// speaks of the one counter there is.
    var statusNamesCells: Bool { get }
}

extension CounterScene {
    /// The index of the cell with `id`, or nil when no cell has it.
    public func index(ofID id: String) -> Int? { cells.firstIndex { $0.id == id } }

    /// Takes a live sample for cell `index` (a total, for a rate), arrived at monotonic time
    /// `clock`, animation time `time`; false when nothing on screen changes.
    @discardableResult
    public func sample(index: Int, _ value: ExactNumber, clock: Double, at time: Double) -> Bool {
        guard cells.indices.contains(index) else { return false }
        return cells[index].sample(value, clock: clock, at: time)
    }

    /// Sends a new target to cell `index`; false when nothing changed (it already was the target).
    @discardableResult
    public func retarget(index: Int, to target: ExactNumber, at time: Double) -> Bool {
        guard cells.indices.contains(index) else { return false }
        return cells[index].retarget(to: target, at: time)
    }

    /// Gives cell `index` its rates, history and thresholds.
    public func track(_ track: LiveTrack, index: Int) {
        guard cells.indices.contains(index) else { return }
        cells[index].track(track)
    }

    /// Sets the mark shown in cell `index`'s card title.
    public func setBadge(_ badge: String, index: Int) {
        guard cells.indices.contains(index), cells[index].badge != badge else { return }
        cells[index].badge = badge
    }

    /// Brings every timer (phases, a stopwatch) to its part at `time` (before it is drawn or written).
    public func followTimers(at time: Double) {
        for i in cells.indices where cells[i].timerMoves(at: time) { cells[i].follow(at: time) }
    }

    /// Records why cell `index`'s source gives nothing (nil: it gives values again).
    public func setFailure(_ failure: String?, index: Int) {
        guard cells.indices.contains(index), cells[index].failure != failure else { return }
        cells[index].failure = failure
    }

    public func restingChange(after time: Double) -> Double? {
        var next: Double?
        for cell in cells {
            if let t = cell.restingChange(after: time), t < next ?? .infinity { next = t }
        }
        return next
    }

    public func restart(at time: Double) {
        for i in cells.indices { cells[i].restart(at: time) }
    }

    public func finish(at time: Double) {
        for i in cells.indices { cells[i].finish(at: time) }
    }

    /// The first change of any cell (the loop asks on every tick: through the buffer, no copy).
    public func nextChange(after time: Double, soonest: Double) -> Double {
        cells.withUnsafeBufferPointer { cells in
            var next = Double.infinity
            for i in cells.indices {
                next = min(next, cells[i].nextChange(after: time, soonest: soonest))
                if next <= soonest { return next }
            }
            return next
        }
    }

    public func isSettled(at time: Double) -> Bool {
        // Through the buffer, so that no cell is copied to ask it: the render loop asks on every tick.
        cells.withUnsafeBufferPointer { cells in
            for i in cells.indices where !cells[i].isSettled(at: time) { return false }
            return true
        }
    }

    public var endTime: Double {
        // A loop through the buffer, not map + max (no array made, no cell copied): the render
        // loop asks on every tick.
        cells.withUnsafeBufferPointer { cells in
            var end = 0.0
            for i in cells.indices { end = i == 0 ? cells[i].endTime : max(end, cells[i].endTime) }
            return end
        }
    }
}
