import Foundation

extension UIImage {
    /// The SF Symbol called `name`; the traits choose nothing, a symbol having one drawing per render
    /// (Apple: `init(systemName:compatibleWith:)`). SFSafeSymbols' `UIImage(systemSymbol:compatibleWith:)`
    /// calls it (Docs/Compatibility.md, tenth round).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// The SF Symbol called `name`; the configuration chooses nothing, as `Configuration` says
    /// (Apple: `init(systemName:withConfiguration:)`).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }

    /// The variable SF Symbol called `name` filled in to `variableValue` (0…1), drawn as SwiftUI's
    /// `Image(systemName:variableValue:)` draws it (Apple: `init(systemName:variableValue:configuration:)`, iOS 16).
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration?) {
        self.init(source: .variableSystem(name, variableValue))
    }
}
