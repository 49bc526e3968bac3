import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// One rendering under lint: a widget prepared for one family, device, appearance and
/// moment, with its pixels rendered on demand (and kept) for the rules that read them.
public final class LintSample {
    /// family_device_appearance_moment: names the rendering in reports and file names.
    public let key: String
    /// The family rendered.
    public let family: WidgetFamily
    /// The device whose sizes are used.
    public let device: Device
    /// The appearance rendered.
    public let appearance: Appearance
    /// The moment's name.
    public let moment: String
    /// The locale rendered in.
    public let locale: Locale
    /// The layout and display list of the rendering.
    public let prepared: PreparedWidget
    private let renderer: CairoRenderer
    /// Lays the same widget out for another spec (a larger text size), with the engine and
    /// resources of this sample; set by the linter, nil where a sample was made by hand.
    public var relayout: ((WidgetRenderSpec) throws -> PreparedWidget)?
    private var full: Bitmap?
    private var textless: Bitmap?

    /// Pixels per point for pixel rules: fine enough for 11 pt stems to cover whole pixels.
    public static let scale = 2.0

    /// A rendering to lint; pixels are drawn only when a rule asks for them. The key names
    /// the locale only when it is not en-US.
    public init(
        family: WidgetFamily, device: Device, appearance: Appearance, moment: String,
        prepared: PreparedWidget, renderer: CairoRenderer, locale: Locale = LocaleNames.standard
    ) {
        self.family = family
        self.device = device
        self.appearance = appearance
        self.moment = moment
        self.locale = locale
        self.prepared = prepared
        self.renderer = renderer
        key =
            ([family.rawValue, device.id, appearance.rawValue, moment]
            + [LocaleNames.fileNamePart(of: locale)].compactMap { $0 })
            .joined(separator: "_")
    }

    /// " in ar" for a rendering in a locale other than en-US, for messages; empty otherwise.
    public var inLocale: String {
        LocaleNames.fileNamePart(of: locale).map { " in \($0)" } ?? ""
    }

    /// The widget's size in points.
    public var size: CGSize { prepared.displayList.size }
    /// The laid-out tree, container included.
    public var layout: LayoutResult { prepared.layout }
    /// The widget's own content (inside the container's background and margins).
    public var content: PlacedNode { layout.widgetContent ?? layout.root }
    /// The widget's rectangle in its own points.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The rendering as the system shows it.
    public func bitmap() throws -> Bitmap {
        if let full { return full }
        let made = try renderer.bitmap(prepared.displayList, scale: Self.scale)
        full = made
        return made
    }

    /// The same rendering with every text run left out: the pixels behind the text.
    public func textlessBitmap() throws -> Bitmap {
        if let textless { return textless }
        let list = DisplayList(size: size, items: Self.removingText(prepared.displayList.items))
        let made = try renderer.bitmap(list, scale: Self.scale)
        textless = made
        return made
    }

    /// Only what the system draws behind the widget in its appearance (tinted and glass looks).
    public func systemBackdropBitmap() throws -> Bitmap {
        try renderer.bitmap(DisplayList(size: size, items: try prepared.spec.systemBackdrop()), scale: Self.scale)
    }

    /// The box of the pixels `runs` paint on their own, unclipped, in widget points; nil when they paint none.
    /// Ink that leaves the widget stops at its edge.
    public func inkBounds(of runs: [TextRun]) throws -> CGRect? {
        let bitmap = try renderer.bitmap(DisplayList(size: size, items: runs.map { .text($0) }), scale: Self.scale)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let bytes = bitmap.bytes
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bytes[(y * bitmap.width + x) * 4 + 3] > 24 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(
            x: Double(minX) / Self.scale, y: Double(minY) / Self.scale,
            width: Double(maxX - minX + 1) / Self.scale, height: Double(maxY - minY + 1) / Self.scale)
    }

    /// Every text run in the display list, groups opened, in painting order.
    public var textRuns: [TextRun] { prepared.displayList.textRuns }

    private static func removingText(_ items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item in
            switch item {
            case .text: return nil
            case .group(var group):
                group.items = removingText(group.items)
                return .group(group)
            default: return item
            }
        }
    }
}
