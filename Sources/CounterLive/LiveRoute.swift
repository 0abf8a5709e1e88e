/// Which counters of a scene a live source feeds.
package enum LiveRoute: Sendable, Equatable {
    /// A value with an id goes to the counter with that id (or the chart series with it); one
    /// without (and a failure) to the counter when there is only one (standard input; every
    /// source of the single counter).
    case byID
    /// Every value goes to counter number `index` (a card's command, the single counter's count).
    case counter(Int)
    /// Every value goes to series number `series` of counter `index`'s chart (a series' command).
    case series(index: Int, series: Int)
}
