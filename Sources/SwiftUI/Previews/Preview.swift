import Foundation
import VignetteFoundation

// The C functions of the CPreviewSection target, declared here instead of importing its Clang
// module: an import would make every client of this module (swift-snapshot-testing's
// `canImport(SwiftUI)` sees it) need that module too. Both take and return nothing but a C long,
// so the Swift and C calling conventions agree.
@_silgen_name("vignette_run_preview_registrations")
private func runPreviewRegistrations()

@_silgen_name("vignette_preview_registration_count")
private func previewRegistrationCount() -> Int

/// A preview of a view: registered with Vignette so code can list it (`Previews.all`).
///
/// `#Preview { SomeView() }` and `#Preview("Name") { … }` expand to a record in the executable's
/// `vignette_previews` section; nothing has to call them (Docs/SwiftUI/Previews.md).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "VignetteMacros", type: "ViewPreviewMacro")

/// The previews linked into this executable, in file and line order.
public enum Previews {
    /// Every preview: views and widgets, sorted by file and line.
    public static var all: [RegisteredPreview] {
        PreviewRegistry.shared.all
    }

    /// How many `#Preview` records the executable's section holds.
    public static var recordCount: Int {
        previewRegistrationCount()
    }
}

/// One `#Preview`: where it is written, its name, and what it shows.
public struct RegisteredPreview: @unchecked Sendable {
    /// The name given to `#Preview`, if any.
    public let name: String?
    /// The file it is written in, as `#fileID` ("Module/File.swift").
    public let fileID: String
    /// The line of `#Preview`.
    public let line: Int
    /// What the preview shows.
    public let content: Content

    /// What a preview shows: a view, or a widget and its entries (read through WidgetKit).
    public enum Content {
        /// The view the body builds.
        case view(() -> any View)
        /// A widget preview; WidgetKit's `RegisteredPreview` members read it.
        case widget(any _WidgetPreviewContent)
    }

    /// The view of a view preview, built now; nil for a widget preview.
    public func makeView() -> (any View)? {
        if case .view(let body) = content { body() } else { nil }
    }
}

/// What WidgetKit registers for a widget preview (the module owns the typed view of it).
public protocol _WidgetPreviewContent {}

/// Records `#Preview { … }`: what the macro's expansion calls.
public func _registerPreview(
    fileID: String, line: Int, _ name: String? = nil, @ViewBuilder body: @escaping () -> any View
) {
    PreviewRegistry.shared.add(RegisteredPreview(name: name, fileID: fileID, line: line, content: .view(body)))
}

/// Records a widget preview: what WidgetKit's macro expansion calls through its own function.
public func _registerWidgetPreview(fileID: String, line: Int, name: String?, content: any _WidgetPreviewContent) {
    PreviewRegistry.shared.add(RegisteredPreview(name: name, fileID: fileID, line: line, content: .widget(content)))
}

/// The previews registered so far; the section's records run once, on the first read.
final class PreviewRegistry: @unchecked Sendable {
    static let shared = PreviewRegistry()
    private let lock = NSLock()
    private var previews: [RegisteredPreview] = []
    private let registration = NSLock()
    private var registered = false

    func add(_ preview: RegisteredPreview) {
        lock.lock()
        defer { lock.unlock() }
        previews.append(preview)
    }

    var all: [RegisteredPreview] {
        // Readers wait here while the first runs the records (each calls `add`, which takes the
        // other lock), so nobody sees a half-filled list.
        registration.lock()
        if !registered {
            // A preview's `.now` and `Date()` read one fixed time on every run (Docs/Time.md).
            WallClock.frozen(at: WallClock.previewClock) { runPreviewRegistrations() }
            registered = true
        }
        registration.unlock()
        lock.lock()
        defer { lock.unlock() }
        return previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }
}
