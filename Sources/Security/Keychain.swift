import Foundation
@_exported import VignetteFoundation

// The keychain calls widget code makes (`SecItemCopyMatching`…), over dictionaries keyed by the
// `kSec…` names. Linux has no keychain: every call returns `errSecNotAvailable` and is recorded as a
// use of Security, so a render can say so (Docs/Compatibility.md). Keys and values are plain
// strings here, where Apple's are `CFString`s: `kSecClass as String` compiles either way.

/// A result code.
public typealias OSStatus = Int32
// `CFTypeRef`, `CFDictionary` and `CFString` are VignetteFoundation's (CoreFoundationNames.swift), exported
// with it as Apple's Security brings Core Foundation's.

/// Success.
public let errSecSuccess: OSStatus = 0
/// No item matched.
public let errSecItemNotFound: OSStatus = -25300
/// The item exists already.
public let errSecDuplicateItem: OSStatus = -25299
/// The keychain is not available: what every call returns here.
public let errSecNotAvailable: OSStatus = -25291
/// The user could not be authenticated.
public let errSecAuthFailed: OSStatus = -25293
/// The keychain is not valid.
public let errSecInvalidKeychain: OSStatus = -25295
/// A required entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018
/// The item cannot be read while the device is locked.
public let errSecInteractionNotAllowed: OSStatus = -25308

/// Looks items up: here always `errSecNotAvailable`, with `result` left nil.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return keychainUnavailable("SecItemCopyMatching")
}

/// Adds an item: here always `errSecNotAvailable`.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return keychainUnavailable("SecItemAdd")
}

/// Updates items: here always `errSecNotAvailable`.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    keychainUnavailable("SecItemUpdate")
}

/// Deletes items: here always `errSecNotAvailable`.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    keychainUnavailable("SecItemDelete")
}

/// A sentence for a result code.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    status == errSecNotAvailable ? "The keychain is not available on Linux." : "OSStatus \(status)"
}

private func keychainUnavailable(_ call: String) -> OSStatus {
    UnavailableFramework.record("Security", call)
    return errSecNotAvailable
}

/// An item's class.
public let kSecClass: CFString = "class"
/// A password with no server.
public let kSecClassGenericPassword: CFString = "genp"
/// A password for a server.
public let kSecClassInternetPassword: CFString = "inet"
/// The service name.
public let kSecAttrService: CFString = "svce"
/// The account name.
public let kSecAttrAccount: CFString = "acct"
/// The access group shared by an app and its extensions.
public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item can be read.
public let kSecAttrAccessible: CFString = "pdmn"
/// Readable after the first unlock until restart.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable after the first unlock, on this device only.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Readable while unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable while unlocked, on this device only.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Whether the item syncs through iCloud Keychain.
public let kSecAttrSynchronizable: CFString = "sync"
/// The item's label.
public let kSecAttrLabel: CFString = "labl"
/// The item's secret.
public let kSecValueData: CFString = "v_Data"
/// Return the secret.
public let kSecReturnData: CFString = "r_Data"
/// Return the attributes.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// How many items to return.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every item.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
