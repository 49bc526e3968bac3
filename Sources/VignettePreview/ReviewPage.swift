/// The page `vignette review` serves at `/`: one static file, no external resources. It lists the
/// changes by widget (base, head, difference side by side) and posts accepts with the token from
/// its own URL.
enum ReviewPage {
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Vignette review</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
         body { font: 14px system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1c1c1e; }
         header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: 8px 12px; z-index: 1; }
         main { padding: 12px; }
         section { background: #fff; border: 1px solid #ddd; border-radius: 8px; margin: 0 0 12px; padding: 8px 12px; }
         h2 { font-size: 16px; display: flex; gap: 12px; align-items: center; }
         .change { display: grid; grid-template-columns: 260px repeat(3, auto) auto; gap: 8px; align-items: start; margin: 8px 0; }
         .change img { max-width: 240px; border: 1px solid #ccc; background: repeating-conic-gradient(#e6e6e6 0 25%, #fff 0 50%) 0 0/16px 16px; }
         .kind { font-weight: 600; } .changed .kind { color: #b26a00; } .added .kind { color: #2e7d32; } .removed .kind { color: #c62828; }
         .accepted { opacity: .55; } .accepted button { display: none; }
         figure { margin: 0; } figcaption { font-size: 12px; color: #6e6e73; }
         #error { color: #c62828; white-space: pre-wrap; }
        </style></head>
        <body>
        <header><strong>Vignette review</strong> · <span id="revisions"></span> · <span id="count"></span></header>
        <main><div id="error"></div><div id="changes"></div></main>
        <script>
        const token = new URLSearchParams(location.search).get("token") || "";
        const el = (tag, props = {}, ...children) => { const e = Object.assign(document.createElement(tag), props); e.append(...children); return e; };
        const picture = (label, src) => el("figure", {}, src ? el("img", { src, alt: label }) : el("span", { textContent: "—" }), el("figcaption", { textContent: label }));

        async function accept(body) {
          const response = await fetch("/api/review/accept", { method: "POST", headers: { "Content-Type": "application/json", "X-Vignette-Token": token },
                                                               body: JSON.stringify(body) });
          if (!response.ok) { document.getElementById("error").textContent = await response.text(); return; }
          await load();
        }

        async function load() {
          const review = await (await fetch("/api/review")).json();
          document.getElementById("revisions").textContent = `${review.base} → ${review.head}`;
          const open = review.changes.filter(c => !c.accepted).length;
          document.getElementById("count").textContent = `${review.changes.length} images differ, ${open} not accepted`;
          const list = document.getElementById("changes");
          list.replaceChildren();
          if (review.changes.length === 0) list.append(el("p", { id: "none", textContent: "No image differs between the two revisions." }));
          for (const subject of [...new Set(review.changes.map(c => c.subject))]) {
            const changes = review.changes.filter(c => c.subject === subject);
            const all = el("button", { className: "accept-all", textContent: `Accept all ${changes.length}` });
            all.onclick = () => accept({ subject });
            const section = el("section", { className: "widget" }, el("h2", {}, subject, all));
            section.dataset.subject = subject;
            for (const c of changes) {
              const button = el("button", { className: "accept", textContent: c.kind === "removed" ? "Accept (delete reference)" : "Accept" });
              button.onclick = () => accept({ ids: [c.id] });
              const row = el("div", { className: `change ${c.kind}${c.accepted ? " accepted" : ""}`, title: c.message },
                             el("div", {}, el("div", { className: "name", textContent: c.name }), el("div", { className: "kind", textContent: c.accepted ? `${c.kind}, accepted` : c.kind })),
                             picture("base", c.base), picture("head", c.head), picture("difference", c.diff), button);
              row.dataset.id = c.id;
              row.dataset.kind = c.kind;
              section.append(row);
            }
            list.append(section);
          }
        }
        load().catch(e => { document.getElementById("error").textContent = String(e); });
        </script>
        </body></html>
        """#
}
