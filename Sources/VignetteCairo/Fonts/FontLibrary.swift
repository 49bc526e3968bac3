import CCairo
import Foundation
import Vignette

/// A private fontconfig configuration built only from named font files.
///
/// Vignette never asks the system which fonts it has: the same files give the same
/// pixels on every machine, and `fingerprint` records which files and library versions
/// those were. Text engines and renderers built on a library see fonts registered later.
///
/// Engines and renderers on different threads may share a library. Register fonts
/// before other threads start using it: adding a font changes the configuration they read.
public final class FontLibrary: @unchecked Sendable {
    /// The fontconfig configuration; Pango font maps take their own reference.
    package let config: OpaquePointer
    let lock = NSLock()
    private var registered: [FontFile] = []
    var changes = 0
    var cachedFingerprint: FontFingerprint?
    /// The families serving the system font; guarded by `lock` (FontLibrary+System.swift).
    var system = SystemFonts.standIns
    /// What the text engines over this library have measured, for each other to reuse.
    let measurements = SharedMeasurements()

    /// A library of exactly these files, in this order.
    ///
    /// - Throws: `VignetteError.missingFont` for a missing file, `.unreadableFile` for a file
    ///   fontconfig finds no font in.
    public init(files: [FontFile]) throws {
        guard let config = FcConfigCreate() else {
            throw VignetteError.backend(operation: "FcConfigCreate", reason: "out of memory")
        }
        self.config = config
        try Self.loadRules(into: config)
        for file in files {
            try add(file)
        }
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// The font files, in the order they were added.
    public var files: [FontFile] {
        lock.withLock { registered }
    }

    /// Counts registrations, so engines know when to drop cached fonts and measurements.
    package var generation: Int {
        lock.withLock { changes }
    }

    /// Adds a font file (a .ttf, .otf or .ttc); adding a file twice does nothing. A relative
    /// path is read from the working directory; `origin` says where the file was named
    /// (an option such as `--font`, a config key) for error messages.
    ///
    /// - Throws: `VignetteError.unreadableResource` naming the path, the working directory
    ///   for a relative one and `origin`: the file is missing or fontconfig finds no font in it.
    public func register(fileAt path: String, origin: String? = nil) throws {
        try lock.withLock {
            let added: Bool
            do {
                added = try add(FontFile(path: path))
            } catch let error as VignetteError {
                throw Self.pointing(error, path: path, origin: origin)
            }
            guard added else { return }
            changes += 1
            cachedFingerprint = nil
        }
    }

    /// `error` about a registered file as one that names its folder and where it was named.
    private static func pointing(_ error: VignetteError, path: String, origin: String?) -> VignetteError {
        let reason: String
        switch error {
        case .missingFont: reason = "No such file or directory"
        case .unreadableFile(_, let why): reason = why
        default: return error
        }
        let base = path.hasPrefix("/") ? nil : FileManager.default.currentDirectoryPath
        return .unreadableResource(kind: "font", path: path, base: base, origin: origin, reason: reason)
    }

    /// The files (path, size, SHA-256) and library versions that produce this library's
    /// output. Hashing reads every file, so the first call takes a moment; later ones are cached.
    public var fingerprint: FontFingerprint {
        lock.withLock {
            if let cachedFingerprint { return cachedFingerprint }
            let made = FontFingerprint(files: registered.map(\.path), systemFonts: system.summary)
            cachedFingerprint = made
            return made
        }
    }

    /// The number of font faces fontconfig holds (a .ttc file holds several).
    package var faceCount: Int {
        lock.withLock { Int(FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0) }
    }

    /// The file of every face fontconfig holds, to prove nothing else slipped in.
    package var faceFiles: Set<String> {
        lock.withLock {
            guard let set = FcConfigGetFonts(config, FcSetApplication)?.pointee else { return [] }
            var paths = Set<String>()
            for index in 0..<Int(set.nfont) {
                var file: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(set.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
                    paths.insert(String(cString: file))
                }
            }
            return paths
        }
    }

    /// Adds `file` to the configuration; false when it was already there.
    @discardableResult
    private func add(_ file: FontFile) throws -> Bool {
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw VignetteError.missingFont(path: file.path, package: file.package)
        }
        guard !registered.contains(where: { $0.path == file.path }) else { return false }
        let before = FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
        let added = file.path.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
                FcConfigAppFontAddFile(config, $0)
            }
        }
        // fontconfig may report success for a file without fonts; the face count tells.
        let after = FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0
        guard added != 0, after > before else {
            throw VignetteError.unreadableFile(path: file.path, reason: "fontconfig finds no font in it")
        }
        registered.append(file)
        return true
    }
}
