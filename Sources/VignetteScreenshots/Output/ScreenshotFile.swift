import Foundation

/// An image the set wrote, with the header read back from the file.
public struct ScreenshotFile: Sendable {
    public var url: URL
    /// Nil for the contact sheet.
    public var job: ScreenshotJob?
    public var header: PNGHeader
}
