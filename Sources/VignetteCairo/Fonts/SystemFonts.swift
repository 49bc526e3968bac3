import Foundation
import Vignette

/// Which font families serve the system font (`Font.system`) and its designs: the stand-ins of
/// the standard set, replaced by Apple's own files when the user registers them with
/// `FontLibrary.register(systemFontAt:)` (`--system-font`). Docs/Fonts.md has the table.
public struct SystemFonts: Hashable, Sendable {
    /// A part of the system font a family can serve.
    public enum Role: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// SF Pro below 20 pt (SF Pro Text), from 20 pt (SF Pro Display), or at every size with an
        /// `opsz` axis set to the point size (the variable SF Pro).
        case text, display, variable
        /// SF Compact below and from 20 pt, for watch sizes (`prefersCompact`).
        case compactText, compactDisplay
        /// `.rounded` (SF Pro Rounded), `.monospaced` (SF Mono), `.serif` (New York).
        case rounded, monospaced, serif

        /// Roles in declaration order (text, display, variable, the compact cuts, then the designs).
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.ordinal < rhs.ordinal }

        /// Hashed by position, not by the raw string: text painting looks roles up for every run.
        public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

        fileprivate var ordinal: Int {
            switch self {
            case .text: 0
            case .display: 1
            case .variable: 2
            case .compactText: 3
            case .compactDisplay: 4
            case .rounded: 5
            case .monospaced: 6
            case .serif: 7
            }
        }
    }

    /// The family serving each role.
    public var families: [Role: String] {
        Dictionary(uniqueKeysWithValues: Role.allCases.compactMap { role in family(role).map { (role, $0) } })
    }
    /// The families by role position: text painting asks for every run, so no hashing.
    private var byRole: [String?]
    /// The roles the user's own files serve (the rest are stand-ins).
    public private(set) var userRoles: Set<Role> = []
    /// Whether the default design uses SF Compact (watch faces) when the user gave it.
    public var prefersCompact = false

    /// The set where `families` serve their roles and no role is the user's.
    init(families: [Role: String]) {
        byRole = Role.allCases.map { families[$0] }
    }

    /// The family serving `role`, if one does.
    func family(_ role: Role) -> String? { byRole[role.ordinal] }

    /// The standard set's stand-ins: Inter and its Display cut for SF Pro, Quicksand for SF Pro
    /// Rounded, DejaVu Sans Mono for SF Mono and DejaVu Serif for New York.
    public static let standIns = SystemFonts(families: [
        .text: "Inter", .display: "Inter Display", .rounded: "Quicksand",
        .monospaced: "DejaVu Sans Mono", .serif: "DejaVu Serif",
    ])

    /// Roles the family `name` serves, from Apple's family names; any other family (a free font
    /// to try the switch with) serves the default design at every size.
    public static func roles(ofFamily name: String, isVariable: Bool) -> [Role] {
        let lower = name.lowercased()
        if lower.hasPrefix("sf pro rounded") || lower.hasPrefix("sf compact rounded") { return [.rounded] }
        if lower.hasPrefix("sf mono") { return [.monospaced] }
        if lower.hasPrefix("new york") { return [.serif] }
        if lower.hasPrefix("sf compact") {
            if lower.hasPrefix("sf compact text") { return [.compactText] }
            if lower.hasPrefix("sf compact display") { return [.compactDisplay] }
            return [.compactText, .compactDisplay]
        }
        if lower.hasPrefix("sf pro text") { return [.text] }
        if lower.hasPrefix("sf pro display") { return [.display] }
        return isVariable ? [.variable] : [.text, .display]
    }

    /// Gives `roles` to the user's `family`. SF Pro Text alone serves Display sizes too (and the
    /// other way round) until the other cut is given; a variable SF Pro serves both.
    mutating func assign(_ roles: [Role], to family: String) {
        for role in roles {
            byRole[role.ordinal] = family
            userRoles.insert(role)
        }
        for (cut, other) in [
            (Role.text, Role.display), (.display, .text), (.compactText, .compactDisplay),
            (.compactDisplay, .compactText),
        ] where roles.contains(cut) && !userRoles.contains(other) {
            byRole[other.ordinal] = family
        }
        if roles.contains(.variable) {
            for cut in [Role.text, .display] where !userRoles.contains(cut) { byRole[cut.ordinal] = family }
        }
    }

    /// What serves `font` (ignoring a custom family): the family, and the `opsz` value to set
    /// when a variable font serves it.
    func serving(_ font: Typeface) -> (family: String, opticalSize: CGFloat?) {
        let large = font.size >= 20
        switch font.design {
        case .rounded: return (family(.rounded)!, nil)
        case .monospaced: return (family(.monospaced)!, nil)
        case .serif: return (family(.serif)!, nil)
        case .default:
            if prefersCompact, let compact = family(large ? .compactDisplay : .compactText) { return (compact, nil) }
            if let variable = family(.variable), userRoles.contains(.variable),
                !userRoles.contains(large ? .display : .text)
            {
                return (variable, font.size)
            }
            return (family(large ? .display : .text)!, nil)
        }
    }

    /// Each role and the family serving it, "(stand-in)" after the standard set's, in role order:
    /// what the environment fingerprint records.
    public var summary: [String: String] {
        var out: [String: String] = [:]
        for (role, family) in families {
            out[role.rawValue] = userRoles.contains(role) ? family : family + " (stand-in)"
        }
        return out
    }

    /// Whether runs served by `font`'s family come from the user's files (whose own `trak`
    /// table HarfBuzz would apply on top of ours, so it is switched off).
    func isUserFont(_ font: Typeface) -> Bool {
        guard !userRoles.isEmpty else { return false }
        let family = serving(font).family
        return userRoles.contains { self.family($0) == family }
    }
}
