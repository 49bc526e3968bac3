import Foundation

extension NSObject {
    /// The class itself, called on the class: `ImageURLProtocol.classForCoder()`.
    ///
    /// On Apple platforms a class object answers NSObject's instance methods, so `classForCoder`, the
    /// class "to substitute … during coding" (https://developer.apple.com/documentation/objectivec/nsobject/classforcoder),
    /// is also called on a class, where it gives that class: Apple's Emoji Rangers sample registers its URL
    /// protocol with `configuration.protocolClasses = [ImageURLProtocol.classForCoder()]`. Linux's Foundation has
    /// only the instance property; this adds the class method, which answers `self`.
    public class func classForCoder() -> AnyClass { self }
}
