import Foundation
import VignetteCLI

/// `index.html` of a `vignette test` run: one tile per image that did not match (reference,
/// new image and difference side by side, a swipe and an onion-skin view), the matching ones
/// listed, and filters by widget, family and look. One file, no scripts from elsewhere.
struct TestHTMLReport {
    var images: [TestImage]
    var title: String

    var html: String {
        let e = JUnitReport.escape
        let subjects = images.map(\.subject).uniqued(), families = images.map(\.family).filter { !$0.isEmpty }.uniqued()
        let looks = images.map(\.look).filter { !$0.isEmpty }.uniqued()
        func select(_ name: String, _ values: [String]) -> String {
            "<label>\(name) <select data-filter=\"\(name)\"><option value=\"\">all</option>"
                + values.map { "<option>\(e($0))</option>" }.joined() + "</select></label>"
        }
        var body = [
            "<h1>\(e(title))</h1>", "<p>\(e(TestReports(images: images, configuration: "").markdownCounts))</p>",
            "<nav>" + select("widget", subjects) + select("family", families) + select("look", looks) + "</nav>",
        ]
        for image in images where image.status != .matched {
            body.append(tile(image))
        }
        let matched = images.filter { $0.status == .matched }
        if !matched.isEmpty {
            body.append("<details><summary>\(matched.count) matching images</summary><ul>")
            body += matched.map {
                "<li class=\"tile\" data-widget=\"\(e($0.subject))\" data-family=\"\(e($0.family))\" data-look=\"\(e($0.look))\">\(e($0.path))</li>"
            }
            body.append("</ul></details>")
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(e(title))</title>
            <style>\(Self.style)</style></head>
            <body>
            \(body.joined(separator: "\n"))
            <script>\(Self.script)</script>
            </body></html>

            """
    }

    private func tile(_ image: TestImage) -> String {
        let e = JUnitReport.escape
        var parts = [
            "<section class=\"tile \(image.status.rawValue)\" id=\"\(e(image.stem))\" data-widget=\"\(e(image.subject))\" data-family=\"\(e(image.family))\" data-look=\"\(e(image.look))\">",
            "<h2>\(e(image.path)) <span class=\"status\">\(image.status.rawValue)</span></h2>",
        ]
        let figures = ["reference", "actual", "diff"].compactMap { kind in
            image.pictures[kind].map {
                "<figure><img src=\"\(e($0))\" alt=\"\(kind)\"><figcaption>\(kind == "actual" ? "new" : kind)</figcaption></figure>"
            }
        }
        if !figures.isEmpty { parts.append("<div class=\"row\">" + figures.joined() + "</div>") }
        if let reference = image.pictures["reference"], let actual = image.pictures["actual"] {
            parts.append(
                """
                <div class="compare"><label><input type="radio" name="m-\(e(image.stem))" value="swipe" checked> swipe</label>
                <label><input type="radio" name="m-\(e(image.stem))" value="onion"> onion skin</label>
                <input type="range" min="0" max="100" value="50">
                <div class="stack"><img src="\(e(reference))" alt="reference"><img class="top" src="\(e(actual))" alt="new"></div></div>
                """)
        }
        if !image.message.isEmpty { parts.append("<pre>\(e(image.message))</pre>") }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    private static let style = """
        body{font:14px system-ui,sans-serif;margin:2em;background:#fafafa}nav label{margin-right:1em}
        .tile{background:#fff;border:1px solid #ddd;border-radius:8px;padding:1em;margin:1em 0}
        .changed .status,.missing .status{color:#b60}.error .status{color:#c00}.recorded .status{color:#06c}
        .row{display:flex;gap:1em;flex-wrap:wrap}figure{margin:0}img{max-width:360px;image-rendering:pixelated}
        .stack{position:relative;display:inline-block}.stack img.top{position:absolute;left:0;top:0}
        pre{white-space:pre-wrap;background:#f4f4f4;padding:.5em}
        """

    private static let script = """
        for (const c of document.querySelectorAll('.compare')) {
          const range = c.querySelector('input[type=range]'), top = c.querySelector('img.top');
          const apply = () => {
            const v = range.value, mode = c.querySelector('input[type=radio]:checked').value;
            top.style.opacity = mode === 'onion' ? v / 100 : 1;
            top.style.clipPath = mode === 'swipe' ? `inset(0 ${100 - v}% 0 0)` : 'none';
          };
          c.addEventListener('input', apply); apply();
        }
        const filters = [...document.querySelectorAll('select[data-filter]')];
        const refilter = () => {
          for (const t of document.querySelectorAll('.tile')) {
            t.hidden = !filters.every(f => !f.value || t.dataset[f.dataset.filter] === f.value);
          }
        };
        for (const f of filters) f.addEventListener('change', refilter);
        """
}
