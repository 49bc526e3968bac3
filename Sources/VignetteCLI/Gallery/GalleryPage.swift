import Foundation
import Vignette

/// The gallery's `index.html`: every image with its family and appearance (an activity's presentation and
/// colour scheme), by moment or state.
enum GalleryPage {
    static func html(_ entries: [GalleryEntry], title: String) -> String {
        var body = ""
        for id in entries.map(\.id).uniqued() {
            let mine = entries.filter { $0.id == id }
            body += "<h2>\(escape(mine[0].displayName)) <code>\(escape(id))</code></h2>\n"
            for moment in mine.map(\.moment).uniqued() {
                body += "<h3>\(escape(moment))</h3>\n<div class=\"row\">\n"
                for entry in mine where entry.moment == moment {
                    body += """
                        <figure class="\(entry.panel.rawValue)"><img src="\(escape(entry.fileName))" \
                        width="\(Int(entry.size.width.rounded()))" alt="\(escape(entry.fileName))">\
                        <figcaption>\(escape(entry.caption))</figcaption></figure>

                        """
                }
                body += "</div>\n"
            }
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 32px; background: #fafafa; color: #111; }
            .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; padding: 16px; border-radius: 24px; }
            \(Appearance.allCases.map { "figure.\($0.rawValue) { background: #\(String(format: "%06X", backdrop($0))); \($0 == .light ? "" : "color: #eee;") }" }.joined(separator: "\n"))
            figcaption { margin-top: 8px; font-size: 12px; opacity: .7; }
            h3 { font-weight: 500; color: #555; }
            </style></head><body>
            <h1>\(escape(title))</h1>
            <p><a href="contact-sheet.png">Contact sheet</a></p>
            \(body)</body></html>

            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
