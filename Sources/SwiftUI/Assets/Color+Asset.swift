import Foundation
import Vignette

extension Color {
    /// Where a colour comes from.
    enum Source: Hashable, Sendable {
        case paint(Paint)
        /// A colour set, the Swift line that named it, and an opacity applied on top.
        case named(String, origin: String, opacity: Double)
        /// `Color.accentColor`, with an opacity applied on top.
        case accent(opacity: Double)
    }

    /// The colour of colour set `name` in the widget's asset catalogues, light or dark as
    /// the render's appearance; the bundle is ignored (Docs/SwiftUI/Assets.md). An unknown
    /// name fails the render naming it and the catalogues looked in.
    public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(source: .named(name, origin: "\(fileID):\(line)", opacity: 1))
    }

    /// The app's accent colour: the `AccentColor` colour set when a catalogue has one,
    /// else the system blue.
    public static var accentColor: Color { Color(source: .accent(opacity: 1)) }

    /// The core paint, looked up in the render's asset catalogues for a named colour. A
    /// colour that cannot be found is reported to the render (which then fails) and is clear.
    package var paint: Paint {
        switch source {
        case .paint(let paint):
            return paint
        case .named(let name, let origin, let opacity):
            do {
                let paint = try AssetLibrary.current.color(named: name, origin: origin).paint
                return opacity == 1 ? paint : paint.opacity(opacity)
            } catch {
                AssetProblems.report(
                    error as? AssetError
                        ?? .invalidAsset(name: name, file: "?", reason: "\(error)"))
                return .clear
            }
        case .accent(let opacity):
            let blue = opacity == 1 ? Paint.blue : Paint.blue.opacity(opacity)
            guard AssetLibrary.current.folders.contains(where: { $0.colorSets["AccentColor"] != nil }) else {
                return blue
            }
            // Xcode's template set has no colour in it: the app keeps the system's accent, blue
            // (Docs/SwiftUI/Assets.md). Another broken AccentColor set fails the render like any named colour.
            do {
                let paint = try AssetLibrary.current.color(named: "AccentColor", origin: "Color.accentColor").paint
                return opacity == 1 ? paint : paint.opacity(opacity)
            } catch AssetError.invalidAsset(_, _, let reason) where reason.hasPrefix(ColorSet.noColourReason) {
                return blue
            } catch {
                return Color(source: .named("AccentColor", origin: "Color.accentColor", opacity: opacity)).paint
            }
        }
    }
}
