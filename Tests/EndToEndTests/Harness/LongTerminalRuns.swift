import Testing

/// The suites whose tests hold a thread for seconds at a time (a timer left to run across a
/// stop, a pipe left to stall): run one test at a time between them, so that together they never
/// take both threads of a 2-core machine from the tests that measure their own timing.
@Suite(.serialized) enum LongTerminalRuns {}
