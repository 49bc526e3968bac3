import Foundation

// Core Foundation's type names that widget code writes in casts (`query as CFDictionary`,
// `data as CFData`, `type.identifier as CFString`). On Apple platforms `import Foundation` brings them;
// Linux's Foundation keeps its Core Foundation private, so they are Swift's own types here and every such
// cast is the identity. Security's keychain calls and ImageIO's image sources take them
// (Docs/Compatibility.md, "Frameworks Linux lacks").

/// Any object a Core Foundation call returns.
public typealias CFTypeRef = AnyObject
/// A dictionary of options or attributes, keyed by `CFString` names.
public typealias CFDictionary = [String: Any]
/// A key or value name.
public typealias CFString = String
/// Immutable bytes.
public typealias CFData = Data
/// Bytes a call appends to (`NSMutableData()` passes as one).
public typealias CFMutableData = NSMutableData
