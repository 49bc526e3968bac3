import Foundation

/// The HTML report of a run's failed snapshots: for each, the message, reference / actual /
/// diff side by side, and a swipe view (drag the slider to wipe from reference to actual).
/// One self-contained page with relative image links, so a CI artifact opens as it is.
/// A run without failures gets a page that says so, naming the run.
enum FailureReportPage {
    static func html(_ entries: [FailureEntry], run: String, date: Date = Date()) -> String {
        let title =
            switch entries.count {
            case 0: "No snapshot failures"
            case 1: "1 snapshot failure"
            default: "\(entries.count) snapshot failures"
            }
        let updated = entries.last?.date ?? date
        let sections = entries.enumerated().map { index, entry in section(entry, index: index) }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Vignette · \(title)</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #1c1c1e; }
            h1 { font-size: 22px; margin: 0 0 4px; } .run { color: #6c6c70; margin-bottom: 20px; }
            section { background: #fff; border-radius: 12px; padding: 16px 20px; margin-bottom: 24px; box-shadow: 0 1px 3px #0002; }
            h2 { font-size: 16px; margin: 0 0 8px; word-break: break-all; } h2 small { color: #6c6c70; font-weight: normal; }
            pre { background: #f4f4f6; padding: 8px 12px; border-radius: 8px; white-space: pre-wrap; font-size: 12px; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { color: #6c6c70; font-size: 12px; margin-bottom: 4px; }
            .row img, .swipe img { max-width: 380px; display: block; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .swipe { position: relative; display: inline-block; } .swipe .top { position: absolute; left: 0; top: 0; }
            .swipe input { display: block; width: 100%; margin-top: 6px; }
            </style></head><body>
            <h1>\(title)</h1>
            <div class="run">run \(escape(run)) · updated \(ISO8601DateFormatter().string(from: updated))</div>
            \(sections)
            <script>
            for (const swipe of document.querySelectorAll('.swipe')) {
              const top = swipe.querySelector('.top'), slider = swipe.querySelector('input');
              const update = () => { top.style.clipPath = `inset(0 ${100 - slider.value}% 0 0)`; };
              slider.addEventListener('input', update); update();
            }
            </script>
            </body></html>

            """
    }

    private static func section(_ entry: FailureEntry, index: Int) -> String {
        func figure(_ caption: String, _ path: String?) -> String {
            guard let path else { return "" }
            return
                "<figure><figcaption>\(caption)</figcaption><img src=\"\(escape(path))\" alt=\"\(caption)\"></figure>"
        }
        let swipe =
            entry.reference.map { reference in
                """
                <figure><figcaption>swipe: reference ◀ ▶ actual</figcaption><div class="swipe">
                <img src="\(escape(entry.actual))" alt="actual"><img class="top" src="\(escape(reference))" alt="reference">
                <input type="range" min="0" max="100" value="50" aria-label="swipe between reference and actual"></div></figure>
                """
            } ?? ""
        return """
            <section id="failure-\(index + 1)">
            <h2>\(escape(entry.name)) <small>\(escape(entry.test))</small></h2>
            <pre>\(escape(entry.message))</pre>
            <div class="row">\(figure("reference", entry.reference))\(figure("actual", entry.actual))\(figure("diff (red: changed, yellow: anti-aliasing)", entry.diff))\(swipe)</div>
            </section>
            """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
