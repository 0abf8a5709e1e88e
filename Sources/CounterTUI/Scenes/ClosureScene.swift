/// The host's draw closure as a scene for the render loop: the whole frame is the host's, drawn
/// at every tick until the host says its work is done (`finished`).
final class ClosureScene: Scene {
    private let draw: @MainActor (_ time: Double, _ buffer: inout Buffer) -> Void
    /// The host called `finish(when:)`: the scene settles when this says so, and the run ends
    /// after that frame; nil until then.
    private(set) var settled: (@MainActor (_ time: Double) -> Bool)?
    /// The drawing arrived at its last frame after `finish(when:)`: the run ends `.finished`.
    private(set) var finished = false
    /// The status line and the pause (`SceneMessage.status`, `.paused`).
    private(set) var statusState = StatusState()
    var status: String { statusState.text }
    var paused: Bool { statusState.paused }

    init(draw: @escaping @MainActor (_ time: Double, _ buffer: inout Buffer) -> Void) {
        self.draw = draw
    }

    func render(at time: Double, into buffer: inout Buffer, labels: inout DrawnLabels) {
        // The render loop draws on the main actor; the host's closure is isolated to it.
        let draw = self.draw
        var frame = buffer
        frame = MainActor.assumeIsolated {
            var drawing = frame
            draw(time, &drawing)
            return drawing
        }
        buffer = frame
    }

    /// Takes the status line, the pause, and the host's `finish(when:)`.
    @discardableResult
    func update(_ message: SceneMessage) -> Bool {
        if let changed = statusState.take(message) { return changed }
        guard case .finishWhen(let settled) = message else { return false }
        self.settled = settled
        return true
    }

    /// The host's frame has no one-line form: a full screen only.
    func plainText(at time: Double, padded: Bool) -> String { "" }

    /// Forgets the last run's `finish`: the next run goes on until a `finish` of its own.
    func startAfresh() {
        settled = nil
        finished = false
    }

    func isSettled(at time: Double) -> Bool {
        guard let settled, !finished else { return finished }
        finished = MainActor.assumeIsolated { settled(time) }
        return finished
    }

    var endTime: Double { .infinity }

    func restart(at time: Double) {}

    func finish(at time: Double) {}
}
