/// A live source as a counter's options describe it, before the run (`--stdin`, `--command`
/// with `--every` and `--timeout`, `--count-lines`): a value a counter's settings can hold,
/// which makes the source when the display starts. Each kind of source has its own, beside it.
/// A counter is live exactly when it has a feed.
package protocol LiveFeed: Sendable {
    /// Makes the source (on the main queue, as the run starts).
    @MainActor func makeSource() -> any LiveSource
}
