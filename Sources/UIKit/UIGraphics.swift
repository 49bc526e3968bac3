import CoreGraphics
import Foundation
import VignettePNG
import Vignette
import VignetteFoundation

// UIKit's image contexts, which shared app code uses to make placeholder pictures. On Linux no
// drawing context exists (Vignette draws views, not Core Graphics calls): opening one is recorded as
// a use of UIKit drawing, `UIGraphicsGetCurrentContext()` and the image are nil — what UIKit returns
// when there is no context — and drawing without a context does nothing, as in UIKit
// (Docs/SwiftUI/UIKit.md, Docs/Compatibility.md "Frameworks Linux lacks").

/// Opens an image context of `size`: here recorded, and no context is made.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UnavailableFramework.record(
        "UIKit", "UIGraphicsBeginImageContextWithOptions (image contexts are not drawn on Linux)")
}

/// Opens an image context of `size` at scale 1: as above.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Closes the current image context; there is none.
public func UIGraphicsEndImageContext() {}

/// The current drawing context: always nil here.
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

/// The picture drawn in the current image context: nil, as UIKit returns with no context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }

/// How lines of text are aligned.
public enum NSTextAlignment: Int, Sendable {
    /// Apple's alignments and raw values.
    case left = 0, center, right, justified, natural
}

/// How text is laid out in paragraphs (alignment, spacing) for attributed strings.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The alignment.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Space between lines.
    open internal(set) var lineSpacing: CGFloat = 0
    /// The default style.
    public static let `default` = NSParagraphStyle()
}

/// A paragraph style that can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The alignment.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// Space between lines.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}

extension NSAttributedString.Key {
    /// The font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension NSString {
    /// The size the string takes drawn with `attributes`: not measured here (recorded; zero), since
    /// its only use is drawing into an image context, which Linux does not have.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        UnavailableFramework.record("UIKit", "NSString.size(withAttributes:) (string drawing is not measured on Linux)")
        return .zero
    }
    /// Draws the string in the current context; there is none.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
    /// Draws the string in the current context; there is none.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

extension UIImage {
    /// The picture's size in points: read from a PNG, JPEG or SVG file's header, over the scale; zero
    /// for a named or system image (their size depends on the render's resources) and for other formats.
    public var size: CGSize {
        guard case .file(let path) = source, let data = FileManager.default.contents(atPath: path),
            let info = try? PictureInfo(data: data, name: path)
        else { return .zero }
        return CGSize(width: info.size.width / scale, height: info.size.height / scale)
    }
}

extension UIImage {
    /// The picture as PNG bytes: a PNG file's own bytes, else its pixels encoded; nil without pixels.
    public func pngData() -> Data? {
        encodedBytes(kind: "png")
            ?? cgImage.flatMap { try? PNGWriter.png(Bitmap(width: $0.width, height: $0.height, bytes: $0.rgba)) }
    }
    /// The picture as JPEG bytes: a JPEG file's own bytes; nil otherwise (no encoder here).
    public func jpegData(compressionQuality: CGFloat) -> Data? { encodedBytes(kind: "jpg") }

    private func encodedBytes(kind: String) -> Data? {
        guard case .file(let path) = source, let data = FileManager.default.contents(atPath: path),
            Self.kind(of: data) == kind
        else { return nil }
        return data
    }
}
