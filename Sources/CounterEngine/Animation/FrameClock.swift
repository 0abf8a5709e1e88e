/// A source of monotonic time in seconds. Animations take time as an argument; this gives it.
package protocol FrameClock: AnyObject {
    /// Seconds since an arbitrary fixed origin; never goes backwards.
    var now: Double { get }
}
