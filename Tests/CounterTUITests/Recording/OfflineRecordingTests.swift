import CounterEngine
import CounterTestSupport
import Testing
@testable import CounterTUI

@Suite struct OfflineRecordingTests {
    /// Frames on the grid up to the end, and the end itself when it falls between two ticks;
    /// more than the cap (or no end) is nil, computed without overflow.
    @Test func frameCountIsKnownBeforeRendering() {
        #expect(OfflineRecording.frameCount(until: 0, fps: 60) == 1)
        #expect(OfflineRecording.frameCount(until: 1, fps: 60) == 61)
        #expect(OfflineRecording.frameCount(until: 1.005, fps: 100) == 102)
        #expect(OfflineRecording.frameCount(until: 4 * 3600, fps: 60) == 864_001)
        #expect(OfflineRecording.frameCount(until: 24 * 3600, fps: 240) == nil)
        #expect(OfflineRecording.frameCount(until: .infinity, fps: 60) == nil)
        #expect(OfflineRecording.frameCount(until: .nan, fps: 60) == nil)
        #expect(OfflineRecording.frameCount(until: 1e300, fps: 240) == nil)
    }
}
