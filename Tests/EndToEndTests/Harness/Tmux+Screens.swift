extension Tmux {
    /// Screens captured every 20 ms until `done` holds for one (or `timeout` passes), in order.
    func screens(timeout: Double, until done: (String) -> Bool) -> [String] {
        var screens: [String] = []
        wait(timeout: timeout) {
            guard let shown = try? self.screen() else { return false }
            screens.append(shown)
            return done(shown)
        }
        return screens
    }
}
