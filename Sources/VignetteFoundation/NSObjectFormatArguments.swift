import Foundation

// Apple's `String(format:)` takes any object for `%@` and prints its `description` ("String Format
// Specifiers": "%@ Objective-C object, printed as the string returned by descriptionWithLocale: if
// available, or description otherwise"). Foundation on Linux accepts only its strings there: an
// NSNumber (`String(format: "%@ Friends", number as NSNumber)`) does not compile. It is passed here
// as its description, which the formatter keeps alive for the call (`_CVarArgObject`).
extension NSNumber: @retroactive CVarArg, @retroactive _CVarArgObject {
    /// Not used: `_cVarArgObject` is what a format reads.
    public var _cVarArgEncoding: [Int] { NSString(string: description)._cVarArgEncoding }
    /// The number's description, as `%@` prints it.
    public var _cVarArgObject: any CVarArg { NSString(string: description) }
}

extension NSError {
    /// `NSError()`: Apple's NSObject initialiser, which makes an error with no domain and code 0 (Apple's
    /// runtime logs that such an error is invalid); here its domain is the empty string. Linux's NSError
    /// does not inherit NSObject's `init()`, and an extension may not override it: this initialiser's one
    /// parameter has a default, so `NSError()` calls it.
    public convenience init(_ noArguments: Void = ()) {
        self.init(domain: "", code: 0, userInfo: nil)
    }
}
