/// How far a running process has gone through each regular file it has open (`--pid PID`, as
/// `pv -d`): a `FileProgress` per open descriptor, in descriptor order. Files opened later
/// appear; closed ones are kept aside with their last figures until another opens; once the
/// process has ended the figures stop. Times are the caller's.
package struct ProcessProgress: Sendable, Equatable {
    /// The process followed.
    package let pid: Int32
    /// Its name (`/proc/PID/comm`), empty until read.
    package private(set) var name = ""
    /// Its open regular files, by descriptor.
    package private(set) var files: [FileProgress] = []
    /// The files it closed last, their figures stopped when they were seen closed: kept (at most
    /// `closedKept`, those that moved last) until it opens another, so a process that closes its
    /// files before it ends still shows how far it went.
    package private(set) var closed: [FileProgress] = []
    /// When following began.
    package let start: Double
    /// When the process was seen to have ended (nil: it runs).
    package private(set) var end: Double?
    /// The rate's window of every file.
    package let window: Double
    /// The most closed files kept.
    package static let closedKept = 8

    /// Follows `pid` from `start`, each file's rate over `window` seconds.
    package init(pid: Int32, start: Double = 0, window: Double = 5) {
        self.pid = pid
        self.start = start
        self.window = window
    }

    /// The process, named `name`, has `readings` open at `time`: new files are added, closed
    /// ones (or a descriptor now on another file) move to `closed`, the others move on. Linear in
    /// the files: a process with thousands open costs a round per file, not per pair.
    package mutating func update(name: String, _ readings: [FileProgress.Reading], at time: Double) {
        guard end == nil else { return }
        self.name = name
        var earlier = files
        files = []
        let places = Dictionary(earlier.indices.map { (earlier[$0].reading.descriptor, $0) }, uniquingKeysWith: { first, _ in first })
        var taken = [Bool](repeating: false, count: earlier.count)
        var kept: [FileProgress] = []
        kept.reserveCapacity(readings.count)
        var opened = false
        for reading in readings {
            if let index = places[reading.descriptor], !taken[index], earlier[index].reading.identity == reading.identity {
                taken[index] = true
                earlier[index].update(reading, at: time)
                kept.append(earlier[index])
            } else {
                opened = true
                kept.append(FileProgress(reading, at: time, window: window))
            }
        }
        files = kept
        // A file opened since replaces the ones closed before; the ones closed now are kept.
        if opened { closed = [] }
        for index in earlier.indices where !taken[index] {
            earlier[index].finish(at: time)
            closed.append(earlier[index])
        }
        if closed.count > Self.closedKept {
            closed = Array(closed.sorted(by: Self.mattersLess).suffix(Self.closedKept))
            closed.sort { $0.reading.descriptor < $1.reading.descriptor }
        }
    }

    /// The process has ended at `time`: every file's figures stop there.
    package mutating func finish(at time: Double) {
        guard end == nil else { return }
        end = time
        for index in files.indices { files[index].finish(at: time) }
    }

    /// Whether the process is still running (as last seen).
    package var isRunning: Bool { end == nil }

    /// Seconds followed, at `time` (up to the end once it has ended).
    package func elapsed(at time: Double) -> Double { max(min(time, end ?? time) - start, 0) }

    /// The file that matters most: the one whose position moved last, else the largest, among
    /// the open files and the ones closed last (the dashboard card shows it, and `--inline`).
    package var mainFile: FileProgress? {
        let open = files.max(by: Self.mattersLess)
        guard let last = closed.max(by: Self.mattersLess) else { return open }
        guard let open else { return last }
        return Self.mattersLess(open, last) ? last : open
    }

    /// Whether `file` is one the process has closed (kept with its last figures).
    package func isClosed(_ file: FileProgress) -> Bool {
        closed.contains { $0.reading.descriptor == file.reading.descriptor && $0.reading.identity == file.reading.identity }
    }

    /// Whether `a` matters less than `b`: it moved earlier (or never), else it is smaller.
    private static func mattersLess(_ a: FileProgress, _ b: FileProgress) -> Bool {
        let (ma, mb) = (a.lastMoved ?? -.infinity, b.lastMoved ?? -.infinity)
        return ma != mb ? ma < mb : a.reading.size < b.reading.size
    }
}
