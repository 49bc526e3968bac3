import Foundation
import SwiftUI
import Vignette
import VignetteFoundation

extension WidgetDefinition {
    /// Every plain view preview (`#Preview { SomeView() }`) linked into the executable, each as
    /// a definition `vignette test` renders: id `Preview-<File>-<line>` or the preview's name,
    /// display name `Module/File.swift:line`, drawn at its fitting size (`.sizeThatFits`) on the
    /// system background, at the fixed preview clock (Docs/CI.md).
    static func viewPreviews(timeZone: TimeZone) -> [WidgetDefinition] {
        Previews.all.compactMap { preview -> WidgetDefinition? in
            guard case .view(let body) = preview.content else { return nil }
            let file =
                preview.fileID.split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? preview.fileID
            let id = "Preview-" + (preview.name ?? "\(file)-\(preview.line)")
            let where_ = "\(preview.fileID):\(preview.line)"
            let content: @Sendable (WidgetEnvironment) throws -> Node = { [body = UncheckedBody(body)] environment in
                let node = WallClock.frozen(at: environment.date) {
                    lowerAny(body.make(), in: EnvironmentValues(core: environment))
                }
                return .modified(node, .contentMarginsDisabled)
            }
            // The medium family is nominal (a view may read it): the canvas is the view's fitting size.
            var definition = WidgetDefinition(
                id: SnapshotSafeName.of(id), displayName: where_, families: [.systemMedium],
                timeZone: timeZone, moments: [], content: content)
            definition.fitsContent = true
            return definition
        }
    }
}

/// A preview's body, which the registry keeps for the life of the process and only calls.
private struct UncheckedBody: @unchecked Sendable {
    let make: () -> any View
    init(_ make: @escaping () -> any View) { self.make = make }
}

/// `lower` on a view whose type is known only at run time.
private func lowerAny(_ view: any View, in environment: EnvironmentValues) -> Node {
    lower(view, in: environment)
}

/// File-name-safe ids: letters, digits, `-`, `_` and `.`.
private enum SnapshotSafeName {
    static func of(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-.".contains($0)) ? $0 : "-" })
    }
}
