/// How far a process has gone through one file it has open (`--pid`): the descriptor's
/// position against the file's size, with the rate over the window and the time left, as a
/// `Throughput` of bytes whose expected total is the size (none for a file opened to write
/// only: it grows as it goes). Times are the caller's, passed in.
package struct FileProgress: Sendable, Equatable {
    /// One reading of the file: what /proc says of it at one moment.
    package struct Reading: Sendable, Equatable {
        /// The descriptor number in the process.
        package var descriptor: Int32
        /// The file's path, as the descriptor's link gives it.
        package var path: String
        /// The file's device and inode (a descriptor reused for another file is a new file).
        package var identity: String
        /// The descriptor's offset.
        package var position: Double
        /// The file's size.
        package var size: Double
        /// Opened to write only: no percent, no time left.
        package var writesOnly: Bool

        /// A reading of descriptor `descriptor` on `path` at `position` of `size` bytes.
        package init(descriptor: Int32, path: String, identity: String, position: Double, size: Double, writesOnly: Bool) {
            self.descriptor = descriptor
            self.path = path
            self.identity = identity
            self.position = position
            self.size = size
            self.writesOnly = writesOnly
        }
    }

    /// The last reading.
    package private(set) var reading: Reading
    /// The position's figures: rate, percent of the size, time left.
    package private(set) var throughput: Throughput
    /// When the position last changed (nil: not since it was first seen).
    package private(set) var lastMoved: Double?
    /// The rate's window, for a throughput made again when the size changes.
    private let window: Double

    /// A file first seen at `time` in `reading`, its rate over `window` seconds.
    package init(_ reading: Reading, at time: Double, window: Double = 5) {
        self.reading = reading
        self.window = window
        throughput = Self.throughput(for: reading, start: time, window: window)
        throughput.add(reading.position, at: time)
    }

    /// A new reading of the same file at `time`.
    package mutating func update(_ new: Reading, at time: Double) {
        if new.position != reading.position { lastMoved = time }
        if new.size != reading.size && !new.writesOnly {
            // Its size changed (something writes to it): the percent is of the new size; the
            // rate is measured again from the last position (as if it had been there from the
            // start: no jump from 0 counts as a rate).
            throughput = Self.throughput(for: new, start: throughput.start, window: window)
            throughput.add(reading.position, at: throughput.start)
        }
        reading = new
        throughput.add(new.position, at: time)
    }

    /// The file is no longer followed at `time` (the process ended): its figures stop there.
    package mutating func finish(at time: Double) {
        throughput.finish(at: time)
    }

    /// The figures of `reading` from `start`: bytes, the size expected unless it writes only.
    private static func throughput(for reading: Reading, start: Double, window: Double) -> Throughput {
        Throughput(noun: "bytes", window: window, expected: reading.writesOnly ? nil : reading.size, start: start)
    }
}
