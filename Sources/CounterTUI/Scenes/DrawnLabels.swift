/// The labels a frame shows, noted while it was drawn, and what it was drawn for: kept by the
/// output that shows the frame (never by the scene), so that the next frame can be updated in
/// place from them. A frame noted with anything but labels cannot be.
package struct DrawnLabels {
    /// Whether labels are noted at all (false for a frame drawn once: a recording, `--frame-at`).
    let kept: Bool
    /// The labels, one per counter shown, in the order drawn.
    var labels: [DrawnLabel] = []
    /// What the labels were drawn for; nil when the last frame was not all labels.
    var frame: DrawnLabel.Frame?
    /// The scene that drew them.
    var scene: ObjectIdentifier?

    /// Labels to be noted (`kept`) or not.
    package init(kept: Bool = true) { self.kept = kept }

    /// Starts a frame of `scene`: nothing noted yet.
    mutating func begin(_ scene: AnyObject) {
        labels.removeAll(keepingCapacity: true)
        frame = nil
        self.scene = ObjectIdentifier(scene)
    }

    /// The labels were drawn by `scene` for `frame`: it can be updated in place from them.
    func match(_ scene: AnyObject, _ frame: DrawnLabel.Frame) -> Bool {
        kept && !labels.isEmpty && self.scene == ObjectIdentifier(scene) && self.frame == frame
    }
}
