/// The page `vignette preview` serves at `/`: one static file, no external resources. It reads
/// the token from its own URL, fetches the grid for its pickers, and refetches when the
/// WebSocket on `/events` says the source changed.
enum PreviewPage {
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Vignette preview</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
         body { font: 14px system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1c1c1e; }
         header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: 8px 12px;
                  display: flex; flex-wrap: wrap; gap: 10px; align-items: center; z-index: 1; }
         label { display: inline-flex; gap: 4px; align-items: center; }
         #status { margin-left: auto; font-weight: 600; }
         #status.building { color: #b26a00; } #status.failed { color: #c62828; } #status.ok { color: #2e7d32; }
         #problem { display: none; margin: 12px; padding: 10px; background: #fdecea; border: 1px solid #f5c2c0; white-space: pre-wrap; }
         #problem.shown { display: block; }
         #problem li { font-family: ui-monospace, monospace; }
         main { padding: 12px; }
         table { border-collapse: collapse; }
         th { font-weight: 600; text-align: left; padding: 4px 8px; }
         td { padding: 6px; vertical-align: top; }
         td img.widget { display: block; background: repeating-conic-gradient(#e6e6e6 0 25%, #fff 0 50%) 0 0/16px 16px; }
         .cell { position: relative; display: inline-block; }
         .box { position: absolute; border: 2px solid #ff2d55; border-radius: 3px; box-sizing: border-box; pointer-events: none; }
         .box span { position: absolute; left: -2px; bottom: 100%; background: #ff2d55; color: #fff; font: 600 10px system-ui, sans-serif;
                     padding: 0 4px; border-radius: 3px; white-space: nowrap; }
         .lint { font-size: 12px; color: #c62828; max-width: 300px; margin: 4px 0 0; padding-left: 16px; }
         details.findings { font-size: 12px; color: #c62828; max-width: 300px; }
         #marksNote { font-size: 12px; color: #6e6e73; }
         #snapshots .pair { display: flex; gap: 8px; align-items: flex-start; margin: 8px 0; }
         #snapshots img { max-width: 240px; border: 1px solid #ccc; }
        </style></head>
        <body>
        <header>
         <label>Device <select id="device"></select></label>
         <label>OS <select id="os"></select></label>
         <label>Dynamic Type <select id="dynamicType"></select></label>
         <label>Locale <input id="locale" value="en-US" size="7" list="locales"></label>
         <datalist id="locales"><option>en-US<option>en-GB<option>de-DE<option>fr-FR<option>ja-JP<option>ar<option>he<option>en-XA<option>ar-XB</datalist>
         <label>Tint <select id="tint"><option value="">default<option>blue<option>purple<option>pink<option>orange<option>green</select></label>
         <label>Time <input id="time" type="range" min="0" max="1439" step="1" list="marks"><output id="timeText">first sample</output></label>
         <datalist id="marks"></datalist><span id="marksNote"></span>
         <button id="firstMoment" type="button">first sample</button>
         <label><input id="lint" type="checkbox"> Lint overlay</label>
         <span id="status">connecting…</span>
        </header>
        <div id="problem"><div id="problemText"></div><ul id="diagnostics"></ul></div>
        <main>
         <table id="grid"></table>
         <section id="snapshots"></section>
        </main>
        <script>
        "use strict";
        const params = new URLSearchParams(location.search);
        const token = params.get("token") || sessionStorage.getItem("vignetteToken") || "";
        if (token) sessionStorage.setItem("vignetteToken", token);
        const $ = id => document.getElementById(id);
        let at = null, lastVersion = -1, showing = "", pending = null, shownKey = null;
        window.previewEvents = [];

        function fill(select, values, chosen) {
          select.replaceChildren(...values.map(v => { const o = document.createElement("option"); o.value = o.textContent = v; o.selected = v === chosen; return o; }));
        }
        function query() {
          const q = new URLSearchParams({ device: $("device").value, os: $("os").value, dynamicType: $("dynamicType").value,
                                          locale: $("locale").value, tint: $("tint").value, lint: $("lint").checked ? "1" : "0" });
          if (at !== null) q.set("at", at);
          return q.toString();
        }
        function setStatus(text, kind) { const s = $("status"); s.textContent = text; s.className = kind; }
        function showProblem(problem, renderError) {
          const box = $("problem");
          const text = [problem && problem.message, renderError].filter(Boolean).join("\n");
          box.classList.toggle("shown", !!text);
          $("problemText").textContent = text;
          $("diagnostics").replaceChildren(...((problem && problem.diagnostics) || []).map(d => {
            const li = document.createElement("li");
            li.textContent = `${d.file}:${d.line}${d.column ? ":" + d.column : ""}: ${d.message}`;
            return li;
          }));
        }
        function render(grid) {
          showProblem(grid.problem, grid.renderError);
          if (grid.building) setStatus("building…", "building");
          else if (grid.problem) setStatus("error (last good render shown)", "failed");
          else if (grid.renderError) setStatus(`version ${grid.version}: cannot render (see above)`, "failed");
          else setStatus(`version ${grid.version}`, "ok");
          showMarks(grid.marks, grid.marksNote);
          shownKey = grid.key;
          const families = [...new Set(grid.images.map(i => i.family))];
          const appearances = [...new Set(grid.images.map(i => i.appearance))];
          const table = $("grid");
          if (grid.images.length === 0 && grid.version > 0 && !grid.renderError) return;
          // Pictures already shown at the same URL are kept (no new fetch, no flicker).
          const kept = new Map([...table.querySelectorAll("img.widget")].map(img => [img.getAttribute("src"), img]));
          const head = document.createElement("tr");
          head.append(document.createElement("th"), ...appearances.map(a => { const th = document.createElement("th"); th.textContent = a; return th; }));
          const rows = families.map(f => {
            const tr = document.createElement("tr");
            const th = document.createElement("th"); th.textContent = f; tr.append(th);
            for (const a of appearances) {
              const td = document.createElement("td");
              const image = grid.images.find(i => i.family === f && i.appearance === a);
              const cell = document.createElement("div"); cell.className = "cell";
              if (image) cell.append(kept.get(image.url) || picture(f, a, image.url, grid.version));
              td.append(cell);
              // The lint overlay: each finding's frame outlined on the widget with its rule, as the PNGs of
              // `vignette lint` draw it, and the findings of this cell listed once (over all sample moments).
              const findings = (grid.lint || []).filter(l => l.family === f && l.appearance === a);
              const framed = new Set();
              for (const finding of findings) {
                if (!finding.frame || framed.has(finding.rule + finding.frame.join())) continue;
                framed.add(finding.rule + finding.frame.join());
                const [x, y, w, h] = finding.frame;
                const box = document.createElement("div"); box.className = "box"; box.dataset.rule = finding.rule;
                box.style.cssText = `left:${x - 2}px;top:${y - 2}px;width:${w + 4}px;height:${h + 4}px`;
                box.title = `${finding.severity} ${finding.rule}: ${finding.message}`;
                const tag = document.createElement("span"); tag.textContent = finding.rule; box.append(tag);
                cell.append(box);
              }
              if (findings.length) {
                const texts = [...new Set(findings.map(l => `${l.severity} ${l.rule}: ${l.message}`))];
                const details = document.createElement("details"); details.className = "findings";
                const summary = document.createElement("summary");
                const errors = texts.filter(t => t.startsWith("error")).length;
                summary.textContent = `${texts.length} lint finding${texts.length === 1 ? "" : "s"} (${errors} error${errors === 1 ? "" : "s"})`;
                const list = document.createElement("ul"); list.className = "lint";
                for (const text of texts) { const li = document.createElement("li"); li.textContent = text; list.append(li); }
                const pictured = findings.find(l => l.image);
                if (pictured) {
                  const link = document.createElement("a"); link.href = pictured.image; link.target = "_blank"; link.textContent = "lint's picture";
                  const li = document.createElement("li"); li.append(link); list.append(li);
                }
                details.append(summary, list);
                td.append(details);
              }
              tr.append(td);
            }
            return tr;
          });
          table.replaceChildren(head, ...rows);
          table.dataset.version = grid.version;
          if (grid.lint && grid.lint.length === 0) table.dataset.lint = "clean"; else delete table.dataset.lint;
        }
        function picture(family, appearance, url, version) {
          const img = document.createElement("img");
          img.alt = `${family} ${appearance}`; img.className = "widget";
          img.dataset.family = family; img.dataset.appearance = appearance;
          // Shown at its size in points (the file is at the device's scale), so families compare.
          img.onload = () => { img.style.width = (img.naturalWidth / Number((img.src.match(/@(\d+)x/) || [0, 1])[1])) + "px"; };
          setPicture(img, url, version);
          return img;
        }
        function setPicture(img, url, version) { img.src = url; img.dataset.version = version; }
        // A picture of a new version, pushed as soon as it is written: shown in its cell at once.
        function showImage(event) {
          if (event.key !== shownKey || event.version < lastVersion) return;
          const img = $("grid").querySelector(`img.widget[data-family="${event.image.family}"][data-appearance="${event.image.appearance}"]`);
          if (img && Number(img.dataset.version) <= event.version) setPicture(img, event.image.url, event.version);
        }
        function showMarks(marks, note) {
          $("marks").replaceChildren(...marks.map(m => { const o = document.createElement("option"); o.value = toMinutes(m); o.label = m; return o; }));
          $("marksNote").textContent = note || "";
        }
        function toMinutes(hhmm) { const [h, m] = hhmm.split(":").map(Number); return h * 60 + m; }
        async function refresh() {
          const q = query();
          pending = q;
          try {
            const response = await fetch("/api/grid?" + q);
            if (!response.ok) { showProblem(null, await response.text()); return; }
            const grid = await response.json();
            if (pending !== q) return;
            lastVersion = grid.version; showing = q;
            render(grid);
          } catch (e) { setStatus("server unreachable", "failed"); }
        }
        async function loadSnapshots() {
          const response = await fetch("/api/snapshots");
          const rows = response.ok ? await response.json() : [];
          const section = $("snapshots");
          section.replaceChildren();
          if (rows.length === 0) return;
          const h = document.createElement("h2"); h.textContent = "Failed snapshots"; section.append(h);
          for (const row of rows) {
            const div = document.createElement("div"); div.className = "pair"; div.dataset.id = row.id;
            const name = document.createElement("div"); name.textContent = row.id + " — " + row.message; name.style.maxWidth = "260px";
            div.append(name);
            for (const [label, url] of [["reference", row.reference], ["actual", row.actual], ["diff", row.diff]]) {
              if (!url) continue;
              const fig = document.createElement("figure"); const img = document.createElement("img"); img.src = url; img.alt = label;
              const cap = document.createElement("figcaption"); cap.textContent = label; fig.append(img, cap); div.append(fig);
            }
            const button = document.createElement("button"); button.className = "accept"; button.textContent = "Accept";
            button.onclick = async () => {
              const r = await fetch("/api/accept", { method: "POST", headers: { "Content-Type": "application/json", "X-Vignette-Token": token },
                                                     body: JSON.stringify({ id: row.id }) });
              button.textContent = r.ok ? "Accepted" : "Refused: " + (await r.text());
              button.disabled = r.ok;
              div.dataset.accepted = r.ok ? "yes" : "no";
            };
            div.append(button);
            section.append(div);
          }
        }
        function connect() {
          const socket = new WebSocket(`ws://${location.host}/events`);
          socket.onmessage = e => {
            const event = JSON.parse(e.data);
            // Kept for the benchmark (Benchmarks/preview_bench.py): when each event came, and was sent (ms).
            window.previewEvents.push({ kind: event.kind, version: event.version, at: performance.now(), ms: event.ms,
                                        family: event.image && event.image.family, appearance: event.image && event.image.appearance });
            if (event.kind === "building") setStatus("building…", "building");
            else if (event.kind === "image") showImage(event);
            else if (event.kind === "marks") showMarks(event.marks.marks, event.marks.note);
            else if (event.kind === "updated" || event.kind === "failed") refresh();
          };
          socket.onopen = () => refresh();
          socket.onclose = () => { setStatus("disconnected: retrying", "failed"); setTimeout(connect, 1000); };
        }
        async function start() {
          const options = await (await fetch("/api/options")).json();
          fill($("device"), options.devices, options.device);
          fill($("os"), options.os, options.defaultOS);
          fill($("dynamicType"), options.dynamicTypes, "large");
          for (const id of ["device", "os", "dynamicType", "locale", "tint", "lint"]) $(id).addEventListener("change", refresh);
          $("time").addEventListener("input", () => {
            const m = Number($("time").value);
            at = String(Math.floor(m / 60)).padStart(2, "0") + ":" + String(m % 60).padStart(2, "0");
            $("timeText").textContent = at;
          });
          $("time").addEventListener("change", refresh);
          $("firstMoment").onclick = () => { at = null; $("timeText").textContent = "first sample"; refresh(); };
          await refresh();
          loadSnapshots();
          connect();
        }
        start();
        </script>
        </body></html>
        """#
}
