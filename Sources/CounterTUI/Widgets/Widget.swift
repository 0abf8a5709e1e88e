/// Anything drawn into a frame, as ratatui's `Widget::render(area, buf)`: a value that holds
/// what it shows and draws it inside `area`, leaving every cell outside it as it was. Scenes
/// draw only through widgets, so each one can be checked alone against a golden frame.
public protocol Widget {
    /// Draws into `area` of `buffer`; nothing outside `area` changes.
    func render(in area: Rect, into buffer: inout Buffer)
}
