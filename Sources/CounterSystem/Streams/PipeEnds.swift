import CSignalRelay

/// A new pipe whose ends are closed on exec from their first instant: no child started
/// meanwhile, by any thread, inherits them (and so holds its reader open).
package enum PipeEnds {
    /// The reading and writing ends, or nil with `errno` set.
    package static func make() -> (reader: Int32, writer: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard csignal_cloexec_pipe(&fds) == 0 else { return nil }
        return (fds[0], fds[1])
    }

    /// Fills `fds` with the reading and writing ends: 0, or -1 with `errno` set (pipe(2)'s shape).
    package static func make(_ fds: inout [Int32]) -> Int32 {
        guard let ends = make() else { return -1 }
        fds = [ends.reader, ends.writer]
        return 0
    }
}
