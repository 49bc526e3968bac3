import CCairo
import Foundation
import Vignette

extension FontLibrary {
    /// The families serving the system font and its designs.
    public var systemFonts: SystemFonts {
        lock.withLock { system }
    }

    /// Registers a font file as (part of) the system font: Apple's SF Pro Text, SF Pro Display,
    /// the variable SF Pro, SF Pro Rounded, SF Compact, SF Mono or New York by their family names,
    /// and any other family as the default design at every size. Later files override earlier ones
    /// for the same part. `origin` names where the file was given, for errors.
    ///
    /// - Throws: `VignetteError.unreadableResource` naming the file when it is missing or holds no font.
    public func register(systemFontAt path: String, origin: String? = "--system-font") throws {
        try register(fileAt: path, origin: origin)
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        lock.withLock {
            guard let found = familyOfFile(atPath: absolute) ?? familyOfFile(atPath: path) else { return }
            system.assign(SystemFonts.roles(ofFamily: found.family, isVariable: found.isVariable), to: found.family)
            changes += 1
            cachedFingerprint = nil
        }
    }

    /// Whether the default design prefers SF Compact when it was given (watch sizes).
    public func prefersCompact(_ on: Bool) {
        lock.withLock {
            guard system.prefersCompact != on else { return }
            system.prefersCompact = on
            changes += 1
            cachedFingerprint = nil
        }
    }

    /// The first family name of the faces from the file at `path`, and whether one is variable.
    /// Call with `lock` held.
    private func familyOfFile(atPath path: String) -> (family: String, isVariable: Bool)? {
        guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee else { return nil }
        var family: String?
        var isVariable = false
        for index in 0..<Int(set.nfont) {
            let pattern = set.fonts[index]
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
                String(cString: file) == path
            else { continue }
            var name: UnsafeMutablePointer<FcChar8>?
            if family == nil, FcPatternGetString(pattern, FC_FAMILY, 0, &name) == FcResultMatch, let name {
                family = String(cString: name)
            }
            var variable: FcBool = 0
            if FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable) == FcResultMatch, variable != 0 {
                isVariable = true
            }
        }
        return family.map { ($0, isVariable) }
    }
}

extension FontLibrary {
    /// The environment variable naming system-font files for snapshot tests, separated by ':'
    /// (the `--system-font` of test runs).
    public static let systemFontsVariable = "VIGNETTE_SYSTEM_FONTS"

    /// The standard fonts with `paths` registered as the system font, one library per list of
    /// paths for the process; the shared standard library when `paths` is empty.
    ///
    /// - Throws: `VignetteError.unreadableResource` naming a file that is missing or not a font.
    public static func standard(systemFonts paths: [String], origin: String = "--system-font") throws -> FontLibrary {
        guard !paths.isEmpty else { return try standard() }
        return try SystemLibraries.lock.withLock {
            if let library = SystemLibraries.made[paths] { return library }
            let library = try FontLibrary(files: standardFiles)
            for path in paths { try library.register(systemFontAt: path, origin: origin) }
            SystemLibraries.made[paths] = library
            return library
        }
    }

    /// The standard fonts with the files of `$VIGNETTE_SYSTEM_FONTS` as the system font.
    public static func standardForEnvironment(_ environment: [String: String]? = nil) throws -> FontLibrary {
        // One variable read with getenv, as snapshot assertions ask on every call.
        let value =
            environment.map { $0[systemFontsVariable] } ?? getenv(systemFontsVariable).map { String(cString: $0) }
        let paths = (value ?? "").split(separator: ":").map(String.init)
        return try standard(systemFonts: paths, origin: "$" + systemFontsVariable)
    }
}

/// The libraries `FontLibrary.standard(systemFonts:)` made, kept for the process.
private enum SystemLibraries {
    static let lock = NSLock()
    nonisolated(unsafe) static var made: [[String]: FontLibrary] = [:]
}
