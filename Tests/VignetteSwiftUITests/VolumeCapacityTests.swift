import Foundation
import Testing
import VignetteFoundation

/// A volume's capacity "for important usage" is its available capacity on Linux, read with Apple's key.
struct VolumeCapacityTests {
    @Test func theImportantUsageKeyReadsTheAvailableCapacity() throws {
        let home = URL(fileURLWithPath: NSHomeDirectory())
        let important = try home.resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey])
        let available = try home.resourceValues(forKeys: [.volumeAvailableCapacityKey])
        let bytes = try #require(important.volumeAvailableCapacityForImportantUsage)
        let plain = try #require(available.volumeAvailableCapacity)
        #expect(bytes > 0)
        // Read twice, a moment apart: other builds write to the disk, so equal within 1 GB.
        #expect(abs(bytes - Int64(plain)) < 1 << 30)
        #expect(important.volumeAvailableCapacityForOpportunisticUsage == bytes)
    }

    @Test func valuesReadWithoutTheKeyHaveNone() throws {
        let values = try URL(fileURLWithPath: NSHomeDirectory()).resourceValues(forKeys: [.isDirectoryKey])
        #expect(values.volumeAvailableCapacityForImportantUsage == nil)
        #expect(values.isDirectory == true)
    }
}
