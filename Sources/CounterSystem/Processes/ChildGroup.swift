#if canImport(Glibc)
import Glibc
#endif

/// Ends a child's process group for good when the program itself is ending.
public enum ChildGroup {
    /// Sends the group of `pid` the signal that ends the program (SIGTERM for the unusual ones),
    /// waits up to 0.2 s for `pid` to end, then kills whatever is left of the group.
    public static func end(_ pid: pid_t, after sig: Int32) {
        let polite = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].contains(sig) ? sig : SIGTERM
        kill(-pid, polite)
        // A stopped group would never see it.
        kill(-pid, SIGCONT)
        var status: Int32 = 0
        for _ in 0..<20 {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || result < 0 { break }
            usleep(10_000)
        }
        kill(-pid, SIGKILL)
        _ = waitpid(pid, &status, WNOHANG)
    }
}
