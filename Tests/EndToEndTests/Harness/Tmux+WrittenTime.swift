import Foundation

extension Tmux {
    /// Seconds since the epoch written by `date +%s.%N` into `name` in the test's folder, once it
    /// is there (nil when it never is within `timeout` seconds).
    func secondsWritten(_ name: String, timeout: Double = 10) -> Double? {
        let url = directory.appendingPathComponent(name)
        var value: Double?
        wait(timeout: timeout) {
            value = (try? String(contentsOf: url, encoding: .utf8)).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return value != nil
        }
        return value
    }
}
