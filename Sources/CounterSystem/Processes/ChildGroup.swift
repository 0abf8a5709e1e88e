#if canImport(Glibc)
import Glibc
#endif

/// Ends a child's process group for good when the program itself is ending.
package enum ChildGroup {
    /// Sends the group of `pid` the signal that ends the program (SIGTERM for the unusual ones),
    /// waits up to 0.2 s for `pid` to end, then kills whatever is left of the group.
    package static func end(_ pid: pid_t, after sig: Int32) { endAll([pid], after: sig) }

    /// Ends many groups at once: every group is signalled, then they share one wait of up to
    /// 0.2 s for their leaders, then whatever is left of each is killed (a group whose leader has
    /// already ended, with a child left in the background, is ended too).
    package static func endAll(_ pids: [pid_t], after sig: Int32) {
        let polite = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].contains(sig) ? sig : SIGTERM
        for pid in pids {
            kill(-pid, polite)
            // A stopped group would never see it.
            kill(-pid, SIGCONT)
        }
        var waiting = Set(pids)
        var status: Int32 = 0
        for _ in 0..<20 where !waiting.isEmpty {
            for pid in waiting {
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid || result < 0 { waiting.remove(pid) }
            }
            if !waiting.isEmpty { usleep(10_000) }
        }
        for pid in pids {
            kill(-pid, SIGKILL)
            _ = waitpid(pid, &status, WNOHANG)
        }
    }

    /// True while any process of the group led (or once led) by `pid` is alive.
    package static func isAlive(_ pid: pid_t) -> Bool { kill(-pid, 0) == 0 }
}
