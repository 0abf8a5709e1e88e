import CounterSystem
import Dispatch

/// Reads the keys of a full screen's terminal as they come (a read watch on its input, and the
/// watchdog's quit key), handing each to `handle`; none while the terminal is handed back.
@MainActor
final class KeyReader {
    /// What the watchdog says when it quits for a key the main queue could not read.
    static let stalledQuitNote = "counter-tui: the display had stopped responding (no thread to run it? "
        + "see ulimit -u); ended by the key\n"

    private let terminal: Terminal
    private var watch: ReadWatch?
    /// Keys are left unread (the terminal is handed back).
    private let isPaused: () -> Bool
    /// Takes each key read.
    private let handle: (Key) -> Void
    /// The terminal is gone (readable with nothing to read).
    private let closed: () -> Void

    /// Reads `terminal`'s keys into `handle` once `start()` is called.
    init(terminal: Terminal, isPaused: @escaping () -> Bool, handle: @escaping (Key) -> Void,
         closed: @escaping () -> Void) {
        self.terminal = terminal
        self.isPaused = isPaused
        self.handle = handle
        self.closed = closed
    }

    /// Starts watching the input (and keys typed while the terminal was asked something).
    func start() {
        watch = ReadWatch(descriptor: terminal.inputDescriptor) { [weak self] in self?.read() }
        Watchdog.watchKeys(on: terminal.inputDescriptor, note: Self.stalledQuitNote)
        // Keys typed while the terminal was asked something were read already: no watch fires
        // for them.
        if terminal.hasWaitingKeys {
            MainQueueWork.async { [weak self] in self?.read() }
        }
    }

    /// Stops reading for good.
    func stop() {
        watch?.cancel()
        watch = nil
        Watchdog.watchKeys(on: nil)
    }

    private func read() {
        // No key reads until we are in the foreground again: a read from the background (after
        // `bg`) stops us with SIGTTIN, and once continued by `fg` it would wait for a key
        // before the repaint. (The watch itself stays: a read source made anew on the same
        // descriptor in the turn that cancelled the old one may never fire.)
        guard watch != nil, !isPaused() else { return }
        let keys = terminal.readKeys()
        Watchdog.keysRead()
        if keys.isEmpty {
            // Readable with nothing to read: the terminal is gone. Never spin; leave as on SIGHUP.
            if terminal.inputClosed() { closed() }
            return
        }
        for key in keys { handle(key) }
    }
}
