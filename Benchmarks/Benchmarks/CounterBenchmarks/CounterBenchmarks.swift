// Micro-benchmarks of the engine and the frame pipeline. Results go into BENCHMARKS.md.
import Benchmark
import CounterEngine
import CounterTUI

private func number(_ text: String) -> ExactNumber {
    guard case .success(let n) = NumberParser.parse(text) else { fatalError(text) }
    return n
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
                                           maxDuration: .seconds(2))

    for name in ["linear", "out", "in-out-elastic", "out-bounce", "cubic-bezier(0.25,0.1,0.25,1)", "spring"] {
        let easing = try! Easing.parse(name).get()
        Benchmark("easing \(name) ×1000") { benchmark in
            for _ in benchmark.scaledIterations {
                var sum = 0.0
                for i in 0..<1000 { sum += easing(Double(i) / 1000) }
                blackHole(sum)
            }
        }
    }

    Benchmark("tween value ×1000") { benchmark in
        let tween = Tween(from: 0, to: 9999, start: 0, duration: 10, easing: .power(.out, exponent: 3))
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for i in 0..<1000 { sum += tween.value(at: Double(i) / 100) }
            blackHole(sum)
        }
    }

    let formats: [(String, NumberFormat)] = [
        ("int", .int), ("float", .float), ("percent", .percent), ("compact", .compact),
        (",##0.00", try! NumberFormat.parse(",##0.00").get()),
        (",##0.00 de_DE", try! NumberFormat.parse(",##0.00").get().withSymbols(NumberSymbols(localeIdentifier: "de_DE")!)),
    ]
    for (name, format) in formats {
        Benchmark("format \(name)") { benchmark in
            let value = ExactNumber(1234567.891)
            for _ in benchmark.scaledIterations { blackHole(format.format(value, rounding: .down)) }
        }
    }

    Benchmark("render label frame 80x24") { benchmark in
        let model = CounterModel(from: .zero, to: number("9999"), duration: 10, easing: .power(.out, exponent: 3),
                                 format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        for _ in benchmark.scaledIterations {
            var buffer = Buffer(size: Size(columns: 80, rows: 24))
            scene.render(at: 5, into: &buffer)
            blackHole(buffer)
        }
    }

    Benchmark("buffer diff 80x24, one counter changed") { benchmark in
        let model = CounterModel(from: .zero, to: number("9999"), duration: 10, easing: .linear, format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display, style: .big))
        var a = Buffer(size: Size(columns: 80, rows: 24))
        var b = Buffer(size: Size(columns: 80, rows: 24))
        scene.render(at: 5, into: &a)
        scene.render(at: 5.01, into: &b)
        for _ in benchmark.scaledIterations { blackHole(b.changes(from: a)) }
    }

    for count in [1, 16, 64, 256] {
        let scene = dashboard(count)
        Benchmark("render dashboard frame, \(count) counters") { benchmark in
            for _ in benchmark.scaledIterations {
                var buffer = Buffer(size: Size(columns: 400, rows: 300))
                scene.render(at: 1.5, into: &buffer)
                blackHole(buffer)
            }
        }
    }

    Benchmark("buffer diff 400x300, 256 counters moving") { benchmark in
        let scene = dashboard(256)
        var a = Buffer(size: Size(columns: 400, rows: 300))
        var b = Buffer(size: Size(columns: 400, rows: 300))
        scene.render(at: 1.5, into: &a)
        scene.render(at: 1.51, into: &b)
        for _ in benchmark.scaledIterations { blackHole(b.changes(from: a)) }
    }

    // Steady state (issue 19): 1000 frames per run through ScreenOutput after the first whole
    // frame, so mallocs per frame = the malloc count / 1000. W1's label, and W2's 16 cards.
    let steady = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
                                         maxDuration: .seconds(2))
    // The harness's own mallocs around a measured stretch: subtract them from the runs below.
    Benchmark("empty, 1000 steady-state frames (harness overhead)", configuration: steady) { benchmark in
        var sum = 0.0
        benchmark.startMeasurement()
        for frame in 0..<1000 { sum += Double(frame) }
        benchmark.stopMeasurement()
        blackHole(sum)
    }
    Benchmark("W1 label, 1000 steady-state frames (80x24)", configuration: steady) { benchmark in
        let model = CounterModel(from: .zero, to: number("9999"), duration: 10, easing: .power(.out, exponent: 3),
                                 format: .int, start: 0)
        let scene = SingleCounterScene(model: model, view: CounterView(display: model.display))
        steadyFrames(benchmark, scene, Size(columns: 80, rows: 24), step: 0.001)
    }
    Benchmark("W2 16 cards, 1000 steady-state frames (80x24)", configuration: steady) { benchmark in
        steadyFrames(benchmark, dashboard(16, duration: 10, columns: 4, theme: .colored()), Size(columns: 80, rows: 24), step: 1.0 / 600)
    }
    Benchmark("W2 one card, 1000 steady-state frames (20x3)", configuration: steady) { benchmark in
        steadyFrames(benchmark, dashboard(1, duration: 10, columns: 1, theme: .colored()), Size(columns: 20, rows: 3), step: 1.0 / 600)
    }

    // What RenderLoop.tick does per frame (advance, render, diff, present), without its main-actor timer.
    Benchmark("tick (render + diff + present) with MemoryScreen, 16 counters") { benchmark in
        let scene = dashboard(16)
        let output = ScreenOutput(screen: MemoryScreen(size: Size(columns: 160, rows: 48)))
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            let t = time.truncatingRemainder(dividingBy: 3)
            _ = scene.advance(to: t)
            output.draw(scene, at: t)
        }
        blackHole(output.cellsWritten)
    }
}

/// A dashboard of `count` counters counting 0 → (i+1)·12345.67 with ,##0.00 over `duration` s.
private func dashboard(_ count: Int, duration: Double = 3, columns: Int? = nil, theme: Theme = .monochrome) -> DashboardScene {
    let format = try! NumberFormat.parse(",##0.00").get()
    let cards = (0..<count).map { i -> ScreenCounter in
        let model = CounterModel(from: .zero, to: ExactNumber(Double(i + 1) * 12345.67), duration: duration,
                                 easing: .power(.out, exponent: 3), format: format, start: 0)
        return ScreenCounter.card(title: "C\(i + 1)", model: model, view: CounterView(display: model.display))
    }
    return DashboardScene(cards: cards, columns: columns, theme: theme, borders: .rounded)
}

/// Draws two frames of `scene` (a whole one, then the first update), then measures 1000 more,
/// `step` seconds apart, each advanced to first as the render loop does: the steady state of a
/// running animation.
private func steadyFrames(_ benchmark: Benchmark, _ scene: Scene, _ size: Size, step: Double) {
    let output = ScreenOutput(screen: MemoryScreen(size: size))
    output.draw(scene, at: 0.5)
    output.draw(scene, at: 0.51)
    benchmark.startMeasurement()
    for frame in 0..<1000 {
        let time = 1 + Double(frame) * step
        _ = scene.advance(to: time)
        output.draw(scene, at: time)
    }
    benchmark.stopMeasurement()
    blackHole(output.cellsWritten)
}
