// CoreFoundation's two boolean constants, which keychain queries pass as values
// (`kSecAttrSynchronizable as String: kCFBooleanFalse as Any`). On Apple platforms they come with
// CoreFoundation, which Security re-exports; Linux's Foundation does not export them. Here they are
// Swift booleans, as the query dictionaries are plain Swift dictionaries (Keychain.swift).

/// CoreFoundation's boolean object type: a Swift `Bool` here.
public typealias CFBoolean = Bool

/// CoreFoundation's `true` (`kCFBooleanTrue`).
public let kCFBooleanTrue: CFBoolean = true

/// CoreFoundation's `false` (`kCFBooleanFalse`).
public let kCFBooleanFalse: CFBoolean = false

/// The value of a CoreFoundation boolean, as `CFBooleanGetValue`.
public func CFBooleanGetValue(_ boolean: CFBoolean) -> Bool { boolean }
