import Foundation
import Vignette

/// The facts of a PNG file's `IHDR` chunk that App Store Connect checks: its size and
/// whether it has an alpha channel.
public struct PNGHeader: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bits per channel.
    public var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGB + alpha (PNG spec §11.2.2).
    public var colorType: Int

    /// Whether the pixels carry alpha (colour types 4 and 6). A palette image with a
    /// `tRNS` chunk also has transparency; Cairo never writes one.
    public var hasAlpha: Bool { colorType == 4 || colorType == 6 }

    /// Reads the header of PNG `data`; `source` names it in errors.
    ///
    /// - Throws: `VignetteError.invalidFile` when the data does not start with a PNG
    ///   signature and an `IHDR` chunk.
    public init(data: Data, source: String) throws {
        let bytes = [UInt8](data.prefix(33))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 33, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw VignetteError.invalidFile(
                path: source, location: "byte 0", reason: "not a PNG file with an IHDR header")
        }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = word(16)
        height = word(20)
        bitDepth = Int(bytes[24])
        colorType = Int(bytes[25])
    }

    /// Reads the header of the PNG file at `url`.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: 33) ?? Data()
        } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
        try self.init(data: data, source: url.path)
    }
}
