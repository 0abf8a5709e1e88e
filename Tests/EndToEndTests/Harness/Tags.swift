import Testing

extension Tag {
    /// A suite that measures real time (frame timing, a rate over real seconds): it runs last in
    /// the terminal tier, alone (scripts/run_tests.py), as no other suite's load may skew it.
    @Tag static var quietMachine: Self
}
