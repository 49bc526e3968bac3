import Foundation

extension UIImage {
    /// The traits an image is chosen for (Apple: `UIImage.Configuration`); one set of resources is
    /// drawn per render, so a configuration chooses nothing.
    open class Configuration: @unchecked Sendable {
        /// A configuration with no traits.
        public init() {}
    }

    /// The image called `name` (as `init(named:)`); the bundle and configuration are ignored, since
    /// a render has one set of resources: the widget's, whatever bundle the code names.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }
}
