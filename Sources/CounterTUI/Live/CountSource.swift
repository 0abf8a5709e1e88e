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
public final class CountSource {
    /// What is counted.
    public enum Unit: String, Sendable {
        case lines, bytes
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
    /// The running total changed (once per turn at most).
    public var onCount: (UInt64) -> Void = { _ in }
    /// End of input, with the exact total (a last line without a newline counts).
    public var onEnd: (UInt64) -> Void = { _ in }

    public init(unit: Unit, descriptor: Int32 = 0, tee: NonBlockingWriter? = nil) {
        self.unit = unit
        self.descriptor = descriptor
        self.tee = tee
        tee?.onDrained = { [weak self] in self?.readOn() }
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
                if outcome == .end { finish() } else if total != before { onCount(total) }
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
                if total != before { onCount(total) }
                return
            }
        }
        if total != before { onCount(total) }
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
        onEnd(total)
    }
}
