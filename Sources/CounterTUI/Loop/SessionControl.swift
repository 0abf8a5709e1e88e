import CounterSystem

/// What a part running beside a display session (`SessionPart`) may ask of the session.
@MainActor
package protocol SessionControl: AnyObject {
    /// Something the run waits for has started (a live source): the session does not end
    /// before it has ended.
    func holdOpen()
    /// Something the run waited for has ended: once nothing holds the session open and the
    /// display has settled, it ends.
    func release()
    /// Restores the terminal and ends the run by `signal` (SIGPIPE: the reader of stdout went
    /// away); the process dies by it once the session has returned.
    func die(by signal: Int32)
    /// Restores the terminal, writes `message` on stderr and ends with `status` (74: output not
    /// writable; 71: a limit of the machine).
    func fail(_ message: String, status: ExitStatus)
    /// Shows `note` on the status line of a full screen at once, then, shortly after, restores
    /// the terminal and ends with `status` (without a full screen: at once). What failed says
    /// why on stderr itself, when it is finished.
    func fail(showing note: String, status: ExitStatus)
}

extension SessionControl {
    /// Restores the terminal, writes `message` on stderr and ends with 74 (output not writable).
    package func fail(_ message: String) { fail(message, status: .outputError) }

    /// Without a status line: ends at once with `status` (the note goes to stderr).
    package func fail(showing note: String, status: ExitStatus) { fail(note, status: status) }
}
