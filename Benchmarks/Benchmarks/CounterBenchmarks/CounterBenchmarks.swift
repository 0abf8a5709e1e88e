// Micro-benchmarks of the public API (what a host calls every frame): easing curves,
// formatting, and a CountingValue's value and text. Results go into BENCHMARKS.md.
// The frame pipeline's own types (scenes, buffers, the diff) are `package`: this package can
// only reach the library's public API.
import Benchmark
import CounterEngine
import CounterLocales

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
                                           maxDuration: .seconds(2))

    let curves: [(String, Easing)] = [
        ("linear", .linear), ("out", .out), ("in-out", .inOut), ("in-out-elastic", .penner(.elastic, .inOut)),
        ("out-bounce", .penner(.bounce, .out)), ("cubic-bezier(0.25,0.1,0.25,1)", .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1)!)),
        ("spring", .spring(.standard)),
    ]
    for (name, easing) in curves {
        Benchmark("easing \(name) ×1000") { benchmark in
            for _ in benchmark.scaledIterations {
                var sum = 0.0
                for i in 0..<1000 { sum += easing(Double(i) / 1000) }
                blackHole(sum)
            }
        }
    }

    Benchmark("CountingValue value ×1000") { benchmark in
        let label = CountingValue(from: 0, to: 9999, duration: 10, easing: .out)
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for i in 0..<1000 { sum += label.value(at: Double(i) / 100) }
            blackHole(sum)
        }
    }

    let grouped = try! NumberFormat(pattern: ",##0.00")
    let formats: [(String, NumberFormat)] = [
        ("int", .int), ("float", .float), ("percent", .percent), ("compact", .compact), ("bytes", .bytes),
        (",##0.00", grouped), (",##0.00 de_DE", try! grouped.locale("de_DE")),
    ]
    for (name, format) in formats {
        Benchmark("format \(name)") { benchmark in
            let value = ExactNumber(1234567.891)
            for _ in benchmark.scaledIterations { blackHole(format.string(value)) }
        }
    }

    // A counting label's text, frame after frame, as a host draws it: W1 (0 → 9999 over 10 s,
    // ease-out) and a ,##0.00 card; 1000 frames a run, so mallocs per frame = the count / 1000.
    let steady = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(2))
    Benchmark("empty, 1000 frames (harness overhead)", configuration: steady) { benchmark in
        var sum = 0.0
        benchmark.startMeasurement()
        for frame in 0..<1000 { sum += Double(frame) }
        benchmark.stopMeasurement()
        blackHole(sum)
    }
    Benchmark("W1 label text, 1000 frames", configuration: steady) { benchmark in
        let label = CountingValue(from: 0, to: 9999, duration: 10, easing: .out)
        textFrames(benchmark, label, step: 0.001)
    }
    Benchmark("card text ,##0.00, 1000 frames", configuration: steady) { benchmark in
        let card = CountingValue(to: ExactNumber(12345.67), duration: 10, easing: .out, format: grouped)
        textFrames(benchmark, card, step: 1.0 / 600)
    }
}

/// The text of `value` at 1000 times `step` seconds apart (after a first frame outside the run).
private func textFrames(_ benchmark: Benchmark, _ value: CountingValue, step: Double) {
    blackHole(value.text(at: 0.5))
    benchmark.startMeasurement()
    for frame in 0..<1000 { blackHole(value.text(at: 1 + Double(frame) * step)) }
    benchmark.stopMeasurement()
}
