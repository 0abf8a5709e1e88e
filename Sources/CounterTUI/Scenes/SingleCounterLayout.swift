/// Where the parts of the single counter's frame go on a screen (the buffer less the status
/// line): the value's area and face, and the rows kept under it for the sparkline, a running
/// total's figures, the end text and the laps (`SingleCounterScene.layout(on:)`).
struct SingleCounterLayout {
    var screen: Rect
    var area: Rect
    var face: CounterView.Face
    var sparkRows: Int
    var figureRows: Int
    var endRows: Int
    var lapRows: Int
}
