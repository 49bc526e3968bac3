import Foundation
import Vignette

/// UIKit's image: an asset by name, an SF Symbol, or a picture file's bytes. `Image(uiImage:)`
/// draws it through the same asset lookup and picture node as SwiftUI's `Image` (Docs/SwiftUI/UIKit.md).
public final class UIImage: Hashable, @unchecked Sendable {
    /// Where the picture comes from.
    package enum Source: Hashable, Sendable {
        /// An asset-catalogue or resources-folder image by name.
        case named(String)
        /// An SF Symbol.
        case system(String)
        /// A variable SF Symbol filled in to a value from 0 to 1 (`init(systemName:variableValue:configuration:)`).
        case variableSystem(String, Double)
        /// A picture file (PNG, JPEG or SVG) on disk.
        case file(String)
    }

    package let source: Source
    /// Pixels a point: 1 for a file, as UIKit reads a file without an `@2x` suffix; a bitmap made
    /// with `init(cgImage:scale:orientation:)` or a renderer keeps its own.
    public let scale: CGFloat
    /// The pixels once decoded (`cgImage`).
    let decoded = DecodedPixels()

    package init(source: Source, scale: CGFloat = 1) {
        self.source = source
        self.scale = scale
    }

    /// The image called `name` in the widget's resources, drawn when the view is (as SwiftUI's
    /// `Image(_:)`); nil when the resources hold no image of that name, as UIKit returns.
    public convenience init?(named name: String) {
        guard Self.assetNames.contains(name) else { return nil }
        self.init(source: .named(name))
    }

    /// The image called `name`; the bundle and traits are ignored (one set of resources per render).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }

    /// Which image names the render's resources hold: SwiftUI's asset library, installed by WidgetKit
    /// before a widget's code runs (UIKit cannot see it); until then every name is taken as present.
    package static let assetNames = AssetNames()

    /// A lookup of image names, set once a render's resources are known.
    package final class AssetNames: @unchecked Sendable {
        private let lock = NSLock()
        private var lookup: (@Sendable (String) -> Bool)?

        /// Answers with `lookup` from now on.
        package func install(_ lookup: @escaping @Sendable (String) -> Bool) {
            lock.withLock { self.lookup = lookup }
        }

        /// Whether `name` is an image of the resources (true before a lookup is installed).
        package func contains(_ name: String) -> Bool {
            let lookup = lock.withLock { self.lookup }
            return lookup?(name) ?? true
        }
    }

    /// The SF Symbol called `name`.
    public convenience init?(systemName name: String) {
        self.init(source: .system(name))
    }

    /// The picture file at `path`; nil when no file is there, as UIKit returns.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(source: .file(path))
    }

    /// The picture encoded in `data` (PNG, JPEG or SVG); nil when the bytes are no picture. A format
    /// iOS draws and Vignette does not (HEIC, GIF…) gives an image whose render fails naming it.
    ///
    /// The picture node draws files, so the bytes are written once to the temporary folder
    /// under a name made from their checksum (the same bytes, the same file, every run).
    public convenience init?(data: Data) {
        guard let kind = Self.kind(of: data), let source = Self.fileSource(for: data, kind: kind) else { return nil }
        self.init(source: source)
    }

    /// The bytes written once to the temporary folder under a name made from their checksum.
    static func fileSource(for data: Data, kind: String) -> Source? {
        let path = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("vignette-uiimage-\(Self.checksum(data)).\(kind)")
        if !FileManager.default.fileExists(atPath: path) {
            guard (try? data.write(to: URL(fileURLWithPath: path), options: .atomic)) != nil else { return nil }
        }
        return .file(path)
    }

    /// Equal when made the same way.
    public static func == (a: UIImage, b: UIImage) -> Bool { a.source == b.source && a.scale == b.scale }
    /// Hashes how the image was made.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(scale)
    }

    /// The file kind from the first bytes: PNG and JPEG signatures, SVG text, or a format Vignette does not draw.
    static func kind(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(256))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
        if let text = String(bytes: bytes, encoding: .utf8), text.contains("<svg") { return "svg" }
        return UndrawnFormat.name(of: data)?.lowercased()
    }

    /// FNV-1a over the bytes, in hex: a stable file name.
    static func checksum(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
