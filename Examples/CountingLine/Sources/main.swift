import CounterTUI
import Glibc

// A tool that works through N items (the first argument, 120 by default), 25 ms each, and counts them.
let items = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 120
let line = CountingLine("Processed")
for item in stride(from: 1, through: items, by: 1) {
    usleep(25_000)
    line.set(item)
}
line.finish()
print("Done: \(items) items.")
