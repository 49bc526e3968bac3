import Foundation
import Vignette

extension LintRules {
    /// The app's name or icon inside the widget.
    ///
    /// **Level: warning:** guidance (HIG Widgets: the system shows the app's name below the widget);
    /// repeating it wastes room but breaks nothing.
    ///
    /// The names and icons come from the widget's lint settings (`appName`,
    /// `appIconSymbols`, `appIconImages`), since only the developer knows them; a text
    /// containing a name (ignoring case) or a symbol or picture that is the icon is a finding.
    public static let appName: LintRule = LintRule(
        id: "app-name", severity: .warning, scope: .layout,
        summary: "Text containing the app's name, or the app's icon (symbol or picture), inside the widget.",
        guidance:
            "No app name or icon inside the widget: the system shows the name below it (Docs/Design.md, Layout; HIG)."
    ) { context in
        let names = (context.settings.appName ?? []).filter { !$0.isEmpty }
        let symbols = Set(context.settings.appIconSymbols ?? [])
        let images = Set((context.settings.appIconImages ?? []).map { URL(fileURLWithPath: $0).lastPathComponent })
        return PaintedLeaf.all(under: context.sample.content).compactMap { leaf in
            switch leaf.painted {
            case .text:
                guard let name = names.first(where: { leaf.text.range(of: $0, options: .caseInsensitive) != nil })
                else { return nil }
                return LintIssue("shows the app's name '\(name)'", node: leaf.label, frame: leaf.frame)
            case .symbol(let symbol) where symbols.contains(symbol):
                return LintIssue("shows the app's icon (symbol '\(symbol)')", node: leaf.label, frame: leaf.frame)
            case .image(let path) where images.contains(URL(fileURLWithPath: path).lastPathComponent):
                return LintIssue(
                    "shows the app's icon (\(URL(fileURLWithPath: path).lastPathComponent))", node: leaf.label,
                    frame: leaf.frame)
            default:
                return nil
            }
        }
    }
}
