import Foundation
import Vignette

/// A picture: an SF Symbol by name, or an image from the widget's resources.
///
/// `Image(systemName:)` lowers to the core's `symbol`, sized by the font like text; an
/// unknown name fails the render naming it and the nearest known names.
/// `Image("name")` lowers to the core's `picture`, with the file chosen from an asset
/// catalogue or the resources folders for the render's scale and appearance
/// (Docs/SwiftUI/Assets.md); an unknown name fails the render naming it and where Vignette looked.
nonisolated public struct Image: View, PrimitiveView, Hashable, Sendable {
    /// Where the picture comes from.
    enum Source: Hashable, Sendable {
        case system(String)
        /// An asset name, and the Swift line that asked for it (for error messages).
        case asset(String, origin: String)
        /// A picture file: `Image(uiImage:)` of `UIImage(contentsOfFile:)`, `UIImage(data:)` or a bitmap,
        /// with its pixels a point (nil: the file's own).
        case file(String, origin: String, scale: CGFloat?)
    }

    let source: Source
    /// Stretched to its frame instead of keeping its natural size.
    var isResizable = false
    /// nil: the asset's own intent (`template-rendering-intent`), else original.
    var renderingMode: TemplateRenderingMode?
    /// How the picture is drawn in the accented look; nil is WidgetKit's default.
    var accentedRenderingMode: AccentedRenderingMode?
    /// What VoiceOver reads for an asset: its name unless a label was given; nothing when decorative.
    var spokenLabel: SpokenText?
    /// Made with `Image(decorative:)`: left out of VoiceOver.
    var isDecorative = false
    /// How far a variable symbol is filled in (`Image(systemName:variableValue:)`).
    var variableValue: Double?
    /// The Swift line that made the image, for lint; never part of equality (`Located.swift`).
    private var originSlot = SourceSlot(nil)
    var origin: SourceOrigin? { originSlot.location }

    /// The picture file at `path` (`Image(uiImage:)` of a file or of data).
    init(file path: String, origin: String, scale: CGFloat? = nil) {
        source = .file(path, origin: origin, scale: scale)
    }

    /// The symbol called `systemName`, e.g. `"sparkles"`.
    public init(systemName: String, fileID: String = #fileID, line: Int = #line) {
        source = .system(systemName)
        originSlot = SourceSlot(SourceOrigin(fileID: fileID, line: line))
    }

    /// The image called `name` in the widget's asset catalogues or resources folders; the
    /// bundle is ignored (Vignette has one set of resources folders per render).
    public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        source = .asset(name, origin: "\(fileID):\(line)")
        originSlot = SourceSlot(SourceOrigin(fileID: fileID, line: line))
    }

    /// The image called `name`, which VoiceOver reads as `label` instead of its name.
    public init(_ name: String, bundle: Bundle? = nil, label: Text, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
        spokenLabel = SpokenText(text: label)
    }

    /// The image called `name`, which VoiceOver leaves out.
    public init(decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
        isDecorative = true
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        lowered(in: environment).located(origin)
    }

    private func lowered(in environment: EnvironmentValues) -> Node {
        switch source {
        case .system(let name):
            let name = environment.symbolVariants.applied(to: name)
            let symbol: Node = variableValue.map { .modified(.symbol(name), .symbolVariableValue($0)) } ?? .symbol(name)
            guard isResizable else { return symbol }
            // A resizable symbol takes the space offered, as SwiftUI's does, and draws its square
            // glyph as large as fits, centred (Docs/SwiftUI/Assets.md).
            return .sizeReader(
                SizeReader { size in
                    let side = max(0, min(size.width, size.height))
                    Node.modified(
                        .modified(symbol, .imageScale(.medium)), .font(.system(size: side / Symbol.emPerPoint))
                    )
                    .frame(width: size.width, height: size.height)
                })
        case .file(let path, let origin, let scale):
            let template = renderingMode == .template
            return .picture(
                PictureSpec(
                    path: path, isResizable: isResizable, accentedRenderingMode: accentedRenderingMode, scale: scale,
                    isTemplate: template,
                    origin: "Image(uiImage:) in \(origin)"))
        case .asset(let name, let origin):
            do {
                let found = try AssetLibrary.current.image(
                    named: name, scale: Double(environment.displayScale),
                    dark: environment.colorScheme == .dark, origin: origin)
                let template = renderingMode.map { $0 == .template } ?? found.rendersAsTemplate ?? false
                let picture = Node.picture(
                    PictureSpec(
                        path: found.path, isResizable: isResizable, accentedRenderingMode: accentedRenderingMode,
                        scale: found.scale.map { CGFloat($0) }, isTemplate: template,
                        preservesVectorData: found.preservesVectorData,
                        origin: "Image(\"\(name)\") in \(origin)"))
                // VoiceOver reads an asset by its name, or the label given; a decorative one not at all.
                let spoken: AccessibilityModifier =
                    isDecorative
                    ? .hidden(true)
                    : .label(spokenLabel?.text.spokenString(in: environment) ?? name)
                return .modified(picture, .accessibility(spoken))
            } catch {
                AssetProblems.report(
                    error as? AssetError ?? .unusableImage(name: name, file: "?", reason: "\(error)", origin: origin))
                return .empty
            }
        }
    }
}

/// A label kept for VoiceOver, compared by its characters so an `Image` stays `Hashable`.
struct SpokenText: Hashable, Sendable {
    let text: Text
    static func == (a: SpokenText, b: SpokenText) -> Bool { a.text.plainString == b.text.plainString }
    func hash(into hasher: inout Hasher) { hasher.combine(text.plainString) }
}
