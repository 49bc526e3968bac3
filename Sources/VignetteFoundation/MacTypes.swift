/// A four-character code (`'odoc'`), as Apple's MacTypes declares it and Foundation brings on Apple
/// platforms: a `UInt32`. NetNewsWire's RSCore extends `String` with one (Docs/Compatibility.md, tenth round).
public typealias FourCharCode = UInt32

/// A file or creator type, a four-character code (MacTypes).
public typealias OSType = FourCharCode
