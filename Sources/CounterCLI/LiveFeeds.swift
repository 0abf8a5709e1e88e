import CounterEngine
import CounterSystem
import CounterTUI

#if canImport(Glibc)
import Glibc
#endif

/// Connects live sources (stdin, shell commands) to a scene: each value retargets from what is
/// on screen and wakes the render loop; skipped lines and failed runs show in the status line.
@MainActor
enum LiveFeeds {
    /// Single counter: bare numbers from stdin, or a command's first number.
    static func attach(stdin: Bool, spec: CounterSpec, scene: SingleCounterScene, loop: RenderLoop,
                       session: TerminalSession) {
        if stdin {
            let source = StdinSource()
            // Lines with an id address a dashboard's counters: here they are skipped too.
            var addressed = 0
            func showSkipped() {
                let count = source.skipped + addressed
                scene.status = "stdin: \(count) line\(count == 1 ? "" : "s") skipped (not a number)"
                loop.wake()
            }
            source.onValues = { values in
                let withId = values.filter { $0.id != nil }.count
                if withId > 0 {
                    addressed += withId
                    showSkipped()
                }
                // Rates and histories take every sample; a plain counter needs only the latest.
                let samples = values.filter { $0.id == nil }.map(\.value)
                guard !samples.isEmpty else { return }
                var changed = false
                for value in scene.live == LiveTrack() ? [samples[samples.count - 1]] : samples {
                    // The same value again changes nothing: no frame.
                    changed = scene.sample(value, clock: loop.clock.now, at: loop.animationTime) || changed
                }
                if changed { loop.wake() }
            }
            source.onSkipped = { _ in showSkipped() }
            source.onEnd = { session.liveSourceEnded() }
            session.liveSourceOpened()
            session.extraStats = { "stdin lines skipped: \(source.skipped + addressed)\n" }
            session.cleanup.append { source.stop() }
            source.start()
        }
        if let command = spec.command {
            let source = CommandSource(command: command, interval: spec.every, timeout: spec.timeout)
            var failures = 0
            var hasValue = false
            source.onValue = { value in
                hasValue = true
                // The same value again changes nothing: no frame. A failure mark is cleared only
                // by a run that ends well (onSuccess), not by a number taken early from a run.
                if scene.sample(value, clock: loop.clock.now, at: loop.animationTime) { loop.wake() }
            }
            source.onSuccess = {
                guard !scene.status.isEmpty else { return }
                scene.status = ""
                loop.wake()
            }
            source.onFailure = { reason in
                failures += 1
                scene.status = "! \(reason); " + (hasValue ? "keeping the last value" : "no value yet")
                loop.wake()
            }
            session.extraStats = { "command runs failed: \(failures)\n" }
            // A command never ends: the display stays until q, Ctrl-C or a signal.
            session.liveSourceOpened()
            session.cleanup.append { source.stop() }
            source.start()
        }
    }

    /// Single counter: the running count of lines or bytes on stdin (`--count-lines`,
    /// `--count-bytes`), copied on to stdout with `tee`. A closed stdout ends the run: by
    /// SIGPIPE like any writer, or with 74 when SIGPIPE is ignored or the write fails otherwise.
    static func attach(count unit: CountSource.Unit, tee: Bool, scene: SingleCounterScene, loop: RenderLoop,
                       session: TerminalSession) {
        let writer = tee ? NonBlockingWriter(descriptor: 1) : nil
        let source = CountSource(unit: unit, tee: writer)
        func show(_ total: UInt64) {
            let exact = ExactNumber(isNegative: false, digits: String(total).utf8.map { $0 - 48 }, exponent: 0)
            if scene.retarget(to: exact, at: loop.animationTime) { loop.wake() }
        }
        source.onCount = show
        source.onEnd = { total in
            show(total)
            session.liveSourceEnded()
        }
        writer?.onFailure = { [weak writer] code in
            if code == EPIPE, writer?.pipeSignalIgnored == false { session.die(by: SIGPIPE) }
            session.outputFailed("counter-tui: cannot write to standard output: \(String(cString: strerror(code)))")
        }
        session.liveSourceOpened()
        session.extraStats = { "\(unit.rawValue) counted: \(source.total)\n" }
        session.cleanup.append { source.stop() }
        source.start()
    }

    /// Dashboard: stdin lines routed by id, and a command per counter that has one.
    static func attach(stdin: Bool, specs: [CounterSpec], scene: DashboardScene, loop: RenderLoop,
                       session: TerminalSession) {
        var unknown = 0
        var stdinSource: StdinSource?
        var failing: [Int: String] = [:]
        func updateStatus() {
            var parts: [String] = []
            let skipped = unknown + (stdinSource?.skipped ?? 0)
            if skipped > 0 { parts.append("stdin: \(skipped) line\(skipped == 1 ? "" : "s") skipped") }
            if let (index, reason) = failing.min(by: { $0.key < $1.key }) {
                let title = specs[index].title.isEmpty ? "counter \(index + 1)" : specs[index].title
                // Every failing card has its `!`; the line names the first and counts the rest.
                let others = failing.count - 1
                parts.append("! \(title): \(reason)" + (others > 0 ? " (+\(others) more failing)" : ""))
            }
            scene.status = parts.joined(separator: "  ")
        }
        if stdin {
            let source = StdinSource()
            stdinSource = source
            source.onValues = { values in
                let time = loop.animationTime
                let status = scene.status
                var changed = false
                for line in values {
                    if let id = line.id {
                        guard let moved = scene.sample(id: id, line.value, clock: loop.clock.now, at: time) else {
                            unknown += 1
                            continue
                        }
                        changed = moved || changed
                    } else if scene.cells.count == 1 {
                        changed = scene.sample(index: 0, line.value, clock: loop.clock.now, at: time) || changed
                    } else {
                        unknown += 1
                    }
                }
                updateStatus()
                if changed || scene.status != status { loop.wake() }
            }
            source.onSkipped = { _ in
                updateStatus()
                loop.wake()
            }
            source.onEnd = { session.liveSourceEnded() }
            session.liveSourceOpened()
            session.extraStats = { "stdin lines skipped: \(unknown + source.skipped)\n" }
            session.cleanup.append { source.stop() }
            source.start()
        }
        for (index, spec) in specs.enumerated() {
            guard let command = spec.command else { continue }
            let source = CommandSource(command: command, interval: spec.every, timeout: spec.timeout)
            source.onValue = { value in
                if scene.sample(index: index, value, clock: loop.clock.now, at: loop.animationTime) { loop.wake() }
            }
            source.onSuccess = {
                guard failing[index] != nil else { return }
                failing[index] = nil
                scene.setBadge("", index: index)
                updateStatus()
                loop.wake()
            }
            source.onFailure = { reason in
                failing[index] = reason
                scene.setBadge("!", index: index)
                updateStatus()
                loop.wake()
            }
            session.liveSourceOpened()
            session.cleanup.append { source.stop() }
            source.start()
        }
    }
}
