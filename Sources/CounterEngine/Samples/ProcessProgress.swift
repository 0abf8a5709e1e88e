/// How far a running process has gone through each regular file it has open (`--pid PID`, as
/// `pv -d`): a `FileProgress` per open descriptor, in descriptor order. Files opened later
/// appear, closed ones go; once the process has ended the figures stop. Times are the caller's.
package struct ProcessProgress: Sendable, Equatable {
    /// The process followed.
    package let pid: Int32
    /// Its name (`/proc/PID/comm`), empty until read.
    package private(set) var name = ""
    /// Its open regular files, by descriptor.
    package private(set) var files: [FileProgress] = []
    /// When following began.
    package let start: Double
    /// When the process was seen to have ended (nil: it runs).
    package private(set) var end: Double?
    /// The rate's window of every file.
    package let window: Double

    /// Follows `pid` from `start`, each file's rate over `window` seconds.
    package init(pid: Int32, start: Double = 0, window: Double = 5) {
        self.pid = pid
        self.start = start
        self.window = window
    }

    /// The process, named `name`, has `readings` open at `time`: new files are added, closed
    /// ones (or a descriptor now on another file) dropped, the others moved on.
    package mutating func update(name: String, _ readings: [FileProgress.Reading], at time: Double) {
        guard end == nil else { return }
        self.name = name
        var kept: [FileProgress] = []
        for reading in readings {
            if var file = files.first(where: { $0.reading.descriptor == reading.descriptor && $0.reading.identity == reading.identity }) {
                file.update(reading, at: time)
                kept.append(file)
            } else {
                kept.append(FileProgress(reading, at: time, window: window))
            }
        }
        files = kept
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

    /// The file that matters most: the one whose position moved last, else the largest (the
    /// dashboard card shows it, and `--inline`).
    package var mainFile: FileProgress? {
        files.max { a, b in
            let (ma, mb) = (a.lastMoved ?? -.infinity, b.lastMoved ?? -.infinity)
            return ma != mb ? ma < mb : a.reading.size < b.reading.size
        }
    }
}
