import Foundation

/// An image the set wrote, with the header read back from the file.
public struct ScreenshotFile: Sendable {
    /// Where the file was written.
    public var url: URL
    /// Nil for the contact sheet.
    public var job: ScreenshotJob?
    /// The header read back from the written file.
    public var header: PNGHeader
}
