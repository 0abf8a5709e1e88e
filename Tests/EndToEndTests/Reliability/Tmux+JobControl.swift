import Foundation
import Testing

extension Tmux {
    /// Types q to a job started with `startDirect`: the full screen must go, the job end with
    /// status 0, and `stty -g` be as before.
    func quitJobExpectingRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try keys("q")
        #expect(try wait(timeout: 3) { try display("#{alternate_on}") == "0" }, sourceLocation: sourceLocation)
        try recordStatus()
        #expect(try status() == 0, sourceLocation: sourceLocation)
        #expect(sttyRestored(), "\(sttyPair())", sourceLocation: sourceLocation)
    }
}

extension Tmux {
    /// Waits until the interactive bash has taken its job's stop (its `jobs` says "Stopped"):
    /// bash learns of a stop from SIGCHLD, and an `fg` typed before that finds the job
    /// "running" and sends no SIGCONT (a person never types that fast).
    @discardableResult
    func waitUntilTheShellSeesTheJobStopped(timeout: Double = 5) throws -> Bool {
        try waitUntilTheShellSeesItsJob("Stopped", timeout: timeout)
    }

    /// Waits until the interactive bash's `jobs` says `state` ("Stopped", "Done"), asking again
    /// until it does, each answer waited for as a file; whether it did within `timeout`. A job
    /// that ends while bash runs one of these questions is reported by bash itself before its
    /// next prompt ("[1]+  Done …") and leaves the table: that line on the screen says so then.
    @discardableResult
    func waitUntilTheShellSeesItsJob(_ state: String, timeout: Double = 5) throws -> Bool {
        let d = directory.path
        let answer = directory.appendingPathComponent("jobs")
        let deadline = Date().addingTimeInterval(timeout)
        let reported = try Regex("\\[[0-9]+\\][+-]? +\(state)\\b")
        repeat {
            try? FileManager.default.removeItem(at: answer)
            try keys("jobs > \(d)/jobs.tmp; mv \(d)/jobs.tmp \(d)/jobs", "Enter")
            wait(timeout: max(0.5, deadline.timeIntervalSinceNow)) { FileManager.default.fileExists(atPath: answer.path) }
            if let jobs = try? String(contentsOf: answer, encoding: .utf8), jobs.contains(state) { return true }
            // (Not for a stop: a stopped job stays in the table, and an older stop's line may
            // still be on the screen.)
            if state == "Done", (try? screen())?.contains(reported) == true { return true }
        } while Date() < deadline
        return false
    }
}
