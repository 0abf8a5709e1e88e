import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Live values from standard input, one per line, read as they arrive (never by polling).
///
/// Each read takes at most 64 KiB, so a flood never keeps the main queue from drawing frames;
/// lines longer than 4 KiB are dropped; only the latest value per counter from a read is
/// delivered (coalescing; a chart's series gets every value, each a point), and lines that are not values are counted, not shown (a number
/// written with grouping or a decimal comma, `1,000`, with the hint why).
@MainActor
package final class StdinSource: LiveSource {
    /// `--stdin`: values from standard input.
    package struct Feed: LiveFeed {
        /// Ids whose every value is delivered, none coalesced (a chart's series: each is a point).
        package var everyValueOf: Set<String>
        package init(everyValueOf: Set<String> = []) { self.everyValueOf = everyValueOf }
        package func makeSource() -> any LiveSource {
            let source = StdinSource()
            source.everyValueOf = everyValueOf
            return source
        }
    }

    /// Ids whose every value is delivered, none coalesced (a chart's series).
    package var everyValueOf: Set<String> = []

    private let descriptor: Int32
    private var framer = LineFramer(maximumLineLength: 4096)
    private var watch: ReadWatch?
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    /// Lines that were not values (or too long).
    package private(set) var skipped = 0
    /// `.values`: the latest values of one read, at most one per id (nil id: a bare number; every
    /// value of an id in `everyValueOf`), in arrival order; `.skipped`: lines that were not values; `.ended`: end of input.
    package var onEvent: (LiveEvent) -> Void = { _ in }

    /// Close the descriptor when stopped (a pipe the caller made; never standard input).
    private let closesDescriptor: Bool

    package init(descriptor: Int32 = 0, closesDescriptor: Bool = false) {
        self.descriptor = descriptor
        self.closesDescriptor = closesDescriptor
    }

    package func start() {
        watch = ReadWatch(descriptor: descriptor) { [weak self] in self?.readAvailable() }
    }

    package func stop() {
        watch?.cancel(closing: closesDescriptor)
        watch = nil
    }

    private func readAvailable() {
        // At most 64 KiB per event, so a flood cannot starve the frames.
        var total = 0
        while total < buffer.count {
            let outcome = buffer.withUnsafeMutableBytes { raw in
                NonBlockingRead.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: raw[0..<(raw.count - total)]))
            }
            switch outcome {
            case .nothing:
                return
            case .end:
                deliver(framer.finish())
                stop()
                onEvent(.ended)
                return
            case .bytes(let n):
                total += n
                deliver(framer.push(buffer[0..<n]))
            }
        }
        // Stopped at the cap with more waiting: read on after the next frame.
        watch?.again()
    }

    private func deliver(_ lines: [String]) {
        let before = skipped
        var hint: String?
        var values: [LiveLine] = []
        var slot: [String: Int] = [:]
        for line in lines {
            guard let live = LiveLine.parse(line) else {
                if !line.allSatisfy({ $0 == " " || $0 == "\t" }) { skipped += 1 }
                if let refusal = LiveLine.refusal(line) { hint = refusal }
                continue
            }
            if let id = live.id, everyValueOf.contains(id) {
                values.append(live)
                continue
            }
            let key = live.id ?? ""
            if let index = slot[key] {
                values[index] = live
            } else {
                slot[key] = values.count
                values.append(live)
            }
        }
        skipped += framer.overlongLines - overlongSeen
        overlongSeen = framer.overlongLines
        if skipped != before { onEvent(.skipped(skipped - before, hint: hint)) }
        if !values.isEmpty { onEvent(.values(values)) }
    }

    package func statsFigure(skipped: Int, failed: Int) -> (name: String, count: UInt64)? {
        ("stdin lines skipped", UInt64(max(skipped, 0)))
    }

    private var overlongSeen = 0
}
