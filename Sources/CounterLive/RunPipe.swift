import CounterSystem
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// The read end of one pipe of a command's run (its stdout, or its stderr): read as it comes on
/// the main queue, keeping at most `capacity` bytes and draining the rest, so the command never
/// blocks on a full pipe however much it writes. Watched from 50 ms after the start (a command
/// that ends sooner is read when it exits); once the run has ended the pipe goes at its end, or
/// a second later regardless (a daemon that kept it open).
@MainActor
final class RunPipe {
    /// The read end (non-blocking, close-on-exec).
    let descriptor: Int32
    /// Bytes kept at most; the rest is read and dropped.
    let capacity: Int
    /// What was kept, from the start of the run.
    private(set) var bytes: [UInt8] = []
    /// The run has ended: what still comes is drained, not kept.
    private(set) var finished = false
    private var reader: ReadWatch?
    private var watchStart: MainTimer?
    private var letGo: MainTimer?

    /// Bytes read in one turn of the main queue at most (a flood never starves the frames).
    static let turnLimit = 1 << 20

    init(descriptor: Int32, capacity: Int) {
        self.descriptor = descriptor
        self.capacity = capacity
    }

    /// Starts watching the pipe in 50 ms. (A read source on a pipe whose command exited at once
    /// crashed libdispatch's event loop now and then, in debug builds.)
    func watch() {
        watchStart = MainQueueTimer.start(after: 0.05) { [self] in
            watchStart = nil
            guard !finished else { return }
            reader = ReadWatch(descriptor: descriptor) { [self] in read(inHandler: true) }
            read()
        }
    }

    /// Reads what the pipe holds. The read source is cancelled (and the pipe closed) only from
    /// its own handler, once it has seen the end: a pipe source cancelled in the turn that made
    /// it (a command that fails at once) crashed libdispatch's event loop now and then.
    func read(inHandler: Bool = false) {
        var chunk = [UInt8](repeating: 0, count: 8192)
        var taken = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if n > 0 {
                let room = capacity - bytes.count
                if room > 0, !finished { bytes.append(contentsOf: chunk[0..<min(n, room)]) }
                taken += n
                if taken >= Self.turnLimit {
                    reader?.again()
                    return
                }
                continue
            }
            if n == 0 && inHandler {
                // EOF: everyone closed the pipe.
                reader?.cancel(closing: true)
                reader = nil
            }
            return
        }
    }

    /// The run has ended: what it wrote no longer counts. The pipe is closed once libdispatch
    /// has let go of it (a pipe of the next run may get the same number): at its end, or a
    /// second later regardless.
    func finish() {
        guard !finished else { return }
        finished = true
        watchStart?.cancel()
        watchStart = nil
        guard let reader else {
            close(descriptor)
            return
        }
        letGo = MainQueueTimer.start(after: 1) { [self] in
            reader.cancel(closing: true)
            self.reader = nil
            letGo?.cancel()
            letGo = nil
        }
    }
}
