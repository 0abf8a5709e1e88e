import CounterEngine
import CounterSystem

#if canImport(Glibc)
import Glibc
#endif

/// Counts what arrives on standard input, lines or bytes, as it arrives (`--count-lines`,
/// `--count-bytes`), and with a `NonBlockingWriter` copies every byte on before reading more (`--tee`).
///
/// Reads what is waiting without blocking, at most 64 KiB per turn of the main queue (so a
/// flood never starves the frames), and asks for another turn itself when it stopped at the cap
/// or after the copy drained: it never relies on the read source firing again.
@MainActor
public final class CountSource: LiveSource {
    /// What is counted.
    public enum Unit: String, Sendable {
        case lines, bytes
    }

    /// `--count-lines` or `--count-bytes`, with `--tee` copying stdin on to stdout.
    public struct Feed: LiveFeed, Equatable {
        public var unit: Unit
        public var tee: Bool

        public init(unit: Unit, tee: Bool) {
            self.unit = unit
            self.tee = tee
        }

        public func makeSource() -> any LiveSource {
            CountSource(unit: unit, tee: tee ? NonBlockingWriter(descriptor: 1) : nil)
        }
    }

    private let descriptor: Int32
    private let unit: Unit
    private let tee: NonBlockingWriter?
    private var watch: ReadWatch?
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var bytes: UInt64 = 0
    private var newlines: UInt64 = 0
    private var lastByte: UInt8 = 10
    private var ended = false
    /// `.values`: the running total changed (once per turn at most); at the end of input the
    /// exact total (a last line without a newline counts), then `.ended`; `.copyFailed`: the copy
    /// to stdout failed (SIGPIPE semantics: `bySignal` unless SIGPIPE was ignored).
    public var onEvent: (LiveEvent) -> Void = { _ in }

    /// - Parameter tee: copies every byte read on (to stdout for `--tee`).
    public init(unit: Unit, descriptor: Int32 = 0, tee: NonBlockingWriter? = nil) {
        self.unit = unit
        self.descriptor = descriptor
        self.tee = tee
        tee?.onDrained = { [weak self] in self?.readOn() }
        tee?.onFailure = { [weak self, weak tee] code in
            self?.onEvent(.copyFailed(code, bySignal: code == EPIPE && tee?.pipeSignalIgnored == false))
        }
    }

    /// The count so far: newlines (plus a last unterminated line once input has ended), or bytes.
    public var total: UInt64 {
        switch unit {
        case .bytes: return bytes
        case .lines: return newlines + (ended && lastByte != 10 ? 1 : 0)
        }
    }

    public func start() {
        watch = ReadWatch(descriptor: descriptor) { [weak self] in self?.readAvailable() }
    }

    public func stop() {
        watch?.cancel()
        watch = nil
        tee?.cancel()
    }

    /// The copy drained: watch stdin again and read on at once.
    private func readOn() {
        guard !ended else { return }
        if watch == nil { start() }
        watch?.again()
    }

    private func readAvailable() {
        guard !ended, !(tee?.isBusy ?? false) else { return }
        let before = total
        var read = 0
        while read < buffer.count {
            let outcome = buffer.withUnsafeMutableBytes { raw in
                NonBlockingRead.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: raw[0..<(raw.count - read)]))
            }
            guard case .bytes(let n) = outcome else {
                if outcome == .end { finish() } else if total != before { report(total) }
                return
            }
            read += n
            let copied = buffer.withUnsafeBytes { raw in
                count(UnsafeRawBufferPointer(rebasing: raw[0..<n]))
                return tee?.write(UnsafeRawBufferPointer(rebasing: raw[0..<n])) ?? true
            }
            if !copied {
                // Stdout is full: no reads (and no read events) until the copy drains.
                watch?.cancel()
                watch = nil
                if total != before { report(total) }
                return
            }
        }
        if total != before { report(total) }
        // Stopped at the cap with more waiting: read on after the next frame.
        watch?.again()
    }

    private func count(_ chunk: UnsafeRawBufferPointer) {
        bytes &+= UInt64(chunk.count)
        guard unit == .lines, let last = chunk.last else { return }
        var found: UInt64 = 0
        for byte in chunk where byte == 10 { found &+= 1 }
        newlines &+= found
        lastByte = last
    }

    private func finish() {
        ended = true
        stop()
        report(total)
        onEvent(.ended)
    }

    /// The total, as a value for the counter.
    private func report(_ total: UInt64) {
        let exact = ExactNumber(isNegative: false, digits: String(total).utf8.map { $0 - 48 }, exponent: 0)
        onEvent(.values([LiveLine(id: nil, value: exact)]))
    }

    public func statsFigure(skipped: Int, failed: Int) -> (name: String, count: UInt64)? {
        ("\(unit.rawValue) counted", total)
    }
}
