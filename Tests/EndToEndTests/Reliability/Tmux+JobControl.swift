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
