import Foundation
import VignetteLint

/// A one-page HTML summary: a table of findings per widget, each with its annotated picture.
enum LintHTMLReport {
    static func render(_ result: LintResult, images: [Int: String]) -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var rows = ""
        for widget in result.findings.map(\.widget).uniquedInOrder() {
            let mine = result.findings.enumerated().filter { $0.element.widget == widget }
            rows += "<h2>\(esc(widget)) <small>\(LintTextReport.counts(mine.map(\.element)))</small></h2>\n<table>\n"
            rows += "<tr><th>rule</th><th>where</th><th>finding</th><th>picture</th></tr>\n"
            for (index, f) in mine {
                let place =
                    [f.family, f.device, f.appearance, f.locale].compactMap { $0 }.joined(separator: " · ")
                    + (f.moments.isEmpty ? "" : " @ " + f.moments.joined(separator: ", "))
                let picture =
                    images[index].map { "<a href=\"\(esc($0))\"><img src=\"\(esc($0))\" loading=\"lazy\"></a>" } ?? ""
                rows +=
                    "<tr class=\"\(f.severity.rawValue)\"><td><b>\(esc(f.rule))</b><br>\(f.severity.rawValue)</td>"
                    + "<td>\(esc(place))<br><code>\(esc(f.node ?? ""))</code></td>"
                    + "<td>\(esc(f.message))<br><i>\(esc(f.guidance))</i></td><td>\(picture)</td></tr>\n"
            }
            rows += "</table>\n"
        }
        let silenced = result.silenced.map {
            "<li>\(esc($0.finding.widget)) <b>\(esc($0.finding.rule))</b>: \(esc($0.reason))</li>"
        }.joined()
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>vignette lint</title><style>
            body{font:14px -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e}
            table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;vertical-align:top;text-align:left}
            tr.error td:first-child{border-left:4px solid #ff2d55}tr.warning td:first-child{border-left:4px solid #ff9f0a}
            img{max-width:320px}i{color:#6e6e73}small{color:#6e6e73;font-weight:normal}
            </style></head><body><h1>vignette lint</h1>
            <p>\(result.errors) error(s), \(result.warnings) warning(s), \(result.silenced.count) silenced, in \(result.renderings) renderings and \(result.timelines) timeline(s).</p>
            \(rows)\(silenced.isEmpty ? "" : "<h2>Silenced</h2><ul>\(silenced)</ul>")
            </body></html>
            """
    }
}
