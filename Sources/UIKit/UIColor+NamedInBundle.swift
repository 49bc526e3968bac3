import Foundation

extension UIColor {
    /// The colour set called `name` in the widget's asset catalogues, as `UIColor(named:)`; the bundle and
    /// traits are ignored, as `UIImage(named:in:compatibleWith:)` ignores them: one set of resources per render,
    /// and the colour resolves for the render's appearance when drawn.
    ///
    /// UIKit's "creates a color object using the specified name and bundle, and traits"
    /// (https://developer.apple.com/documentation/uikit/uicolor/init(named:in:compatiblewith:)); shared code names
    /// its bundle so the app and its extensions find the same catalogue: wangweiyang8887/cabinet's
    /// `UIColor(named: "Shamrock", in: BaseBundle.bundle, compatibleWith: nil)!` (ninth compatibility round).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }
}
