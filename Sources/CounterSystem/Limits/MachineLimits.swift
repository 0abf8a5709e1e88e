// The machine's limits asked before the display starts, so that a run that cannot work says
// which limit in one line and exits 71, instead of dying by SIGILL inside libdispatch (out of
// descriptors) or hanging on its first frame with the terminal raw (out of processes).
import CSignalRelay

#if canImport(Glibc)
import Glibc
#endif

/// Checks that the descriptors and threads the display needs can be had, and names the limit
/// when they cannot.
package enum MachineLimits {
    /// Descriptors a display opens besides the standard three: the signal pipe (2), the
    /// watchdog's pipe (2), libdispatch's epoll, eventfds (the main queue's among them, which
    /// `MainQueueTurner` polls) and timerfds, the terminal when standard input carries data,
    /// and a few to spare (a recording, a command's pipes). Measured: a full screen held 13
    /// besides the standard three while Foundation's RunLoop turned the main queue (its own
    /// epoll, eventfd and timerfd), 8 without it; with 10 the run loop could not make its port
    /// and the program trapped in libdispatch (issue 34). The margin is kept.
    package static let descriptorsNeeded = 18
    /// Threads a display needs besides the main one and the watchdog: libdispatch's manager
    /// and one worker for the main queue.
    package static let threadsNeeded = 2

    /// Nil when `descriptorsNeeded` more descriptors can be opened now; else what is wrong.
    package static func descriptorProblem() -> String? {
        var opened: [Int32] = []
        defer { for descriptor in opened { close(descriptor) } }
        while opened.count < descriptorsNeeded {
            let descriptor = fcntl(2, F_DUPFD_CLOEXEC, 3)
            guard descriptor >= 0 else {
                let code = errno
                guard code == EMFILE || code == ENFILE else { break }
                let limit = softLimit(descriptorResource).map { " (ulimit -n is \($0))" } ?? ""
                let scope = code == ENFILE ? "the system is out of file descriptors"
                    : "out of file descriptors\(limit)"
                return "\(scope): \(descriptorsNeeded) more are needed, \(openCount(below: opened)) are open"
            }
            opened.append(descriptor)
        }
        return nil
    }

    /// Nil when the watchdog and `threadsNeeded` more threads can run at once; else what is
    /// wrong. Starts the watchdog (it stays).
    package static func threadProblem() -> String? {
        if let code = Watchdog.start() { return threadMessage(code) }
        // Root is not held to RLIMIT_NPROC, nor is anyone when it is unlimited; without a memory
        // limit, thread stacks can be mapped: then there is nothing to probe.
        let processesLimited = geteuid() != 0 && softLimit(processResource) != nil
        guard processesLimited || softLimit(memoryResource) != nil else { return nil }
        let code = csignal_threads_probe(Int32(threadsNeeded))
        return code == 0 ? nil : threadMessage(code)
    }

    private static func threadMessage(_ code: Int32) -> String {
        guard code == EAGAIN || code == ENOMEM else { return "cannot start a thread: \(String(cString: strerror(code)))" }
        // EAGAIN is the process limit, or a thread's stack that the memory limit cannot map.
        if let memory = softLimit(memoryResource), geteuid() == 0 || softLimit(processResource) == nil
            || !processLimitReached() {
            return "out of memory (ulimit -v is \(memory / 1024) kB): no room for thread stacks"
        }
        let limit = softLimit(processResource).map { " (ulimit -u is \($0))" } ?? ""
        return "out of processes\(limit): no thread can be started"
    }

    /// Whether a thread with the smallest stack cannot start either: then it is the process
    /// limit, not the memory for stacks.
    private static func processLimitReached() -> Bool {
        csignal_threads_probe_small() != 0
    }

    /// RLIMIT_NPROC, RLIMIT_NOFILE and RLIMIT_AS, as getrlimit takes them (glibc spells them as macros).
    private static let processResource = __rlimit_resource_t(__RLIMIT_NPROC.rawValue)
    private static let descriptorResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    private static let memoryResource = __rlimit_resource_t(RLIMIT_AS.rawValue)

    /// The soft limit of `resource`, nil when unlimited.
    private static func softLimit(_ resource: __rlimit_resource_t) -> UInt64? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return UInt64(limit.rlim_cur)
    }

    /// Descriptors open now, not counting `probes`.
    private static func openCount(below probes: [Int32]) -> Int {
        let top = softLimit(descriptorResource).map { Int32(clamping: $0) } ?? 1024
        var count = 0
        for descriptor in 0..<top where !probes.contains(descriptor) && fcntl(descriptor, F_GETFD) >= 0 {
            count += 1
        }
        return count
    }
}
