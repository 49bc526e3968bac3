import Foundation
import Vignette
// Apple's SwiftUI on iOS makes UIKit's names visible to a file that imports only SwiftUI
// (its interface imports UIKit), so this module re-exports Vignette's UIKit (Docs/SwiftUI/UIKit.md).
@_exported import UIKit

extension Color {
    /// The SwiftUI colour of a UIKit colour: the same system colour, fixed colour or asset colour.
    public init(uiColor: UIColor, fileID: String = #fileID, line: Int = #line) {
        switch uiColor.source {
        case .paint(let paint): self.init(paint: paint)
        case .named(let name, let opacity):
            self.init(source: .named(name, origin: "\(fileID):\(line)", opacity: opacity))
        }
    }

    /// The SwiftUI colour of a UIKit colour, so `Color(.systemGray5)` reads as on iOS. Disfavoured so
    /// `Color(.brand)` takes the generated `ColorResource` rather than the generated `UIColor.brand`.
    @_disfavoredOverload
    public init(_ uiColor: UIColor, fileID: String = #fileID, line: Int = #line) {
        self.init(uiColor: uiColor, fileID: fileID, line: line)
    }
}

extension UIColor {
    /// The UIKit colour of a SwiftUI colour: an asset colour stays looked up when drawn; the
    /// accent colour is resolved now, from the `AccentColor` set or system blue.
    public convenience init(_ color: Color) {
        switch color.source {
        case .named(let name, _, let opacity): self.init(source: .named(name, opacity: opacity))
        default: self.init(paint: color.paint)
        }
    }
}

extension Image {
    /// The SwiftUI image of a UIKit image: an asset, a symbol or a picture file.
    public init(uiImage: UIImage, fileID: String = #fileID, line: Int = #line) {
        switch uiImage.source {
        case .named(let name): self.init(name, fileID: fileID, line: line)
        case .system(let name): self.init(systemName: name)
        case .variableSystem(let name, let value): self.init(systemName: name, variableValue: value)
        case .file(let path):
            self.init(file: path, origin: "\(fileID):\(line)", scale: uiImage.scale == 1 ? nil : uiImage.scale)
        }
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font: the same size, weight, design and text style.
    public init(_ font: UIFont) {
        self.init(font.typeface)
    }
}

extension UIUserInterfaceStyle {
    /// UIKit's style for a SwiftUI colour scheme (`.light` → `.light`, `.dark` → `.dark`).
    public init(_ colorScheme: ColorScheme) {
        self = colorScheme == .dark ? .dark : .light
    }
}

extension ColorScheme {
    /// SwiftUI's scheme for a UIKit style; nil for `.unspecified`.
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}
