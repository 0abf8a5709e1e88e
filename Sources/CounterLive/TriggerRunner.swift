import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Runs the commands of threshold crossings (`LevelTriggers`) without ever waiting for them:
/// each through `/bin/sh -c` in a session of its own (no controlling terminal: nothing it runs
/// can write to the board's terminal or change its modes), output discarded, reaped on SIGCHLD;
/// whatever still runs when the board ends is ended with it, all groups at once, and what a
/// command left in the background after its shell ended too.
///
/// Bounded, so a flapping card cannot fill the machine with processes: at most one command
/// runs per card, and at most `limit` in all (`max_triggers:`, default 16). A crossing that
/// comes while its card's command runs, or while the limit is reached, waits; only the latest
/// waits (the latest level wins: an older waiting crossing is merged into it and counted), and
/// it runs when its turn comes, unless the card is back at the level its last command was for
/// (no change, nothing runs, counted as merged too). A command that cannot start is counted and
/// reported (`onStartFailure`: the card's `!` and the status line) until one of the card's starts.
@MainActor
package final class TriggerRunner {
    /// The default `limit`: commands running at once, in all.
    package static let defaultLimit = 16
    /// Commands running at once, at most, over all cards.
    package var limit: Int
    /// The commands still running, by pid (each leads its own group), with their card.
    package private(set) var runningCards: [pid_t: Int] = [:]
    /// Groups whose shell has ended with something of theirs still running (`sleep 100 &`).
    package private(set) var leftBehind: Set<pid_t> = []
    /// Commands started so far, those that could not start, and the crossings that did not run
    /// their own command (merged into a later crossing of their card, or back where it was).
    package private(set) var started = 0
    package private(set) var failedToStart = 0
    package private(set) var merged = 0
    /// Told of a command that could not start (card, why) and of one that started (card).
    package var onStartFailure: (_ card: Int, _ reason: String) -> Void = { _, _ in }
    package var onStart: (_ card: Int) -> Void = { _ in }

    private let spawner: TriggerSpawner
    private var slots: [Int: TriggerSlot] = [:]
    /// Cards with a crossing waiting, in the order their crossings came.
    private var queue: [Int] = []
    /// True while `startWaiting` runs.
    private var starting = false
    /// Commands run for no card so far (each its own slot, numbered below 0).
    private var anonymous = 0

    package init(limit: Int = TriggerRunner.defaultLimit, spawner: TriggerSpawner = .system) {
        self.limit = max(limit, 1)
        self.spawner = spawner
    }

    /// The commands still running (each leads its own group).
    package var running: Set<pid_t> { Set(runningCards.keys) }

    /// Card `card` has crossed into `request.level`: its command runs now, or waits its turn.
    package func request(_ request: TriggerRequest, card: Int) {
        var slot = slots[card] ?? TriggerSlot()
        if let older = slot.waiting, older.command != nil { merged += 1 }
        slot.waiting = request
        slots[card] = slot
        if !queue.contains(card) { queue.append(card) }
        startWaiting()
    }

    /// Starts the waiting crossings whose card has nothing running, oldest first, while the
    /// limit allows.
    private func startWaiting() {
        // A command that ends at once is reaped inside `start`: the loop going on sees it.
        guard !starting else { return }
        starting = true
        defer { starting = false }
        while runningCards.count < limit,
              let index = queue.firstIndex(where: { slots[$0]?.running == nil && slots[$0]?.waiting != nil }) {
            let card = queue[index]
            guard var slot = slots[card], let request = slot.waiting else { break }
            queue.remove(at: index)
            slot.waiting = nil
            // Back where the last command left it (warn, ok, warn while it ran): no change.
            let changed = request.level != slot.level
            slot.level = request.level
            slots[card] = slot
            guard changed else {
                if request.command != nil { merged += 1 }
                continue
            }
            guard let command = request.command else { continue }
            switch spawner.start(command, request.environment) {
            case .success(let pid):
                slots[card]?.running = pid
                runningCards[pid] = card
                started += 1
                onStart(card)
                // Last: a command that has already ended is reaped (and its card freed) at once.
                spawner.onExit(pid) { [weak self] in self?.ended(pid) }
            case .failure(let failure):
                failedToStart += 1
                let key = LevelTriggers.key(of: request.level)
                onStartFailure(card, "\(key) could not start: \(failure.reason)")
            }
        }
    }

    /// Runs `command` at once for no card (within the limit): false when it could not start.
    @discardableResult
    package func run(_ command: String, environment: [String: String]) -> Bool {
        anonymous += 1
        let card = -anonymous
        request(TriggerRequest(level: .warn, command: command, environment: environment), card: card)
        return slots[card]?.running != nil
    }

    /// The command `pid` has ended: its card may run its waiting crossing, another card may start.
    private func ended(_ pid: pid_t) {
        guard let card = runningCards.removeValue(forKey: pid) else { return }
        slots[card]?.running = nil
        if card < 0 { slots[card] = nil }
        if spawner.isAlive(pid) { leftBehind.insert(pid) }
        // Forget groups that have ended meanwhile (the set stays small however often it fires).
        leftBehind = leftBehind.filter(spawner.isAlive)
        startWaiting()
    }

    /// The board is ending: every command still running ends with it, its whole group, and
    /// whatever a command left running in its group; all at once, one short wait in all.
    /// Crossings still waiting never run (counted as merged).
    package func stop() {
        merged += slots.values.filter { $0.waiting?.command != nil }.count
        queue.removeAll()
        slots.removeAll()
        ChildGroup.endAll(Array(running) + Array(leftBehind.subtracting(running)), after: SIGTERM)
        runningCards.removeAll()
        leftBehind.removeAll()
    }

    /// The `--stats` lines of triggers.
    package var statsText: String {
        "triggers started: \(started)\ntriggers merged: \(merged)\ntriggers failed to start: \(failedToStart)\n"
    }

    /// One line for stderr when the board ends, when a crossing did not run its own command or
    /// a command could not start; nil otherwise.
    package var summary: String? {
        guard merged > 0 || failedToStart > 0 else { return nil }
        return "counter-tui: triggers: \(started) started, \(merged) merged (one at a time per card, at most \(limit) at once)"
            + (failedToStart > 0 ? ", \(failedToStart) could not start" : "")
    }
}
