/// Board files the tests of several targets draw: one text, written where each test keeps files.
package enum BoardFixtures {
    /// A board of four counters in `style`, as boards/rolling.yaml has them.
    package static func fourCounters(style: String) -> String {
        """
        defaults:
          style: \(style)
          duration: 1s
        counters:
          - title: Odometer
            from: 1290
            to: 1310
          - title: Shortest
            from: 9876
            to: 1234
          - title: Up
            from: 0
            to: 5555
          - title: Down
            from: 9999
            to: 4444
        """
    }
}
