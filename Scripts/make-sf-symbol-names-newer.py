#!/usr/bin/env python3
"""Writes Sources/Vignette/Symbols/SFSymbolNames+Newer.swift: the SF Symbols names newer than the iOS 17.2 table.

Every name of the SF Symbols app's name_availability.plist that SFSymbolNames+Data.swift lacks (names added in
iOS 17.4 and 17.6, SF Symbols 6 for iOS 18.x and SF Symbols 7 for iOS 26), each with the older name whose
stand-in draws it where there is one. Apple's identifiers, taken as data from the app's tables as the
SFSafeSymbols project extracted them (https://github.com/SFSafeSymbols/SFSafeSymbols,
SymbolsGenerator/Sources/SymbolsGenerator/Resources, commit 1700fde07d2e74448c24b5ec6c55c8767ae5f467,
releases to 2025). No code is copied.

    python3 Scripts/make-sf-symbol-names-newer.py PATH/TO/SymbolsGenerator/Sources/SymbolsGenerator/Resources

The older name of a newer name N (Docs/Symbols.md, "Every name draws"), in this order; the first candidate
whose stand-in draws (the rule of SymbolCatalog+Fallback.swift, repeated below) wins, else the first
candidate that is an iOS 17.2 name at all (a `--symbols` template folder may have it), else none:
  1. Apple's renames (name_aliases.strings: "old" = "N"), written "N > old";
  2. N with SF Symbols 6's words put back (SUBSTITUTIONS: `arrow.trianglehead.clockwise` was
     `arrow.clockwise`, `microphone` was `mic`, `document` was `doc`, ...), then without its trailing
     decorations (TRAILING: `.fill`, `.circle`, `.slash`, language suffixes such as `.ar`, `.bn`, ...),
     then cut before a part that adds to the symbol (CONNECTORS: `.badge.`, `.and.`, `.on.`), last one
     first, then all of that again without a leading number (`17.calendar` -> `calendar`); a filled N
     prefers the filled older name. Written "N ~ old". Only these reductions, which keep what the symbol
     shows, are tried: a name they do not lead to an older one is drawn as the placeholder.
"""
import os, plistlib, re, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SYMBOLS = os.path.join(ROOT, "Sources", "Vignette", "Symbols")

# SF Symbols 6's new words for old ones, whole dot-separated parts, longest first.
SUBSTITUTIONS = [
    ("arrow.trianglehead.2.clockwise.rotate.90", "arrow.triangle.2.circlepath"),
    ("arrow.trianglehead.2.counterclockwise.rotate.90", "arrow.2.circlepath"),
    ("arrow.trianglehead.counterclockwise.rotate.90", "arrow.circlepath"),
    ("arrow.trianglehead.clockwise.rotate.90", "arrow.clockwise"),
    ("arrow.trianglehead.clockwise", "arrow.clockwise"),
    ("arrow.trianglehead.counterclockwise", "arrow.counterclockwise"),
    ("trianglehead", "triangle"),
    ("pointer.arrow", "cursorarrow"),
    ("homepod.mini", "homepodmini"),
    ("vision.pro", "visionpro"),
    ("microphone", "mic"),
    ("document", "doc"),
]

# SymbolCatalog+Fallback.swift's `decorations`: trailing parts dropped to find a drawn relative.
DECORATIONS = {
    "fill", "circle", "square", "rectangle", "slash", "inverse", "dashed", "dotted", "portrait",
    "plus", "minus", "checkmark", "xmark", "exclamationmark", "questionmark", "clock",
    "ar", "he", "hi", "ja", "ko", "th", "zh", "rtl", "righthalf", "lefthalf", "tophalf", "bottomhalf",
}
# Trailing parts dropped to find the older name: the decorations and SF Symbols 6 and 7's new language
# suffixes. A part after which the rest is an addition to the symbol: cut there too.
TRAILING = DECORATIONS | {"bn", "el", "gu", "km", "kn", "lc", "ml", "mni", "mr", "my", "or", "pa", "ru",
                          "sat", "si", "ta", "te", "fill", "filled"}
CONNECTORS = {"badge", "trianglebadge", "and", "on"}


def read_lines(path, start, end):
    text = open(path, encoding="utf-8").read()
    body = text[text.index(start) + len(start):]
    return body[:body.index(end)].strip("\n").split("\n")


def stand_in(name, glyphs):
    """The drawn relative of an iOS 17.2 name, as SymbolCatalog.standInName(for:) finds it."""
    if name in glyphs:
        return name
    parts = name.split(".")
    if "badge" in parts[1:]:
        parts = parts[:parts.index("badge", 1)]
    filled = "fill" in parts
    parts = [p for p in parts if p != "fill"]
    while parts:
        base = ".".join(parts)
        for candidate in ([base + ".fill", base] if filled else [base, base + ".fill"]):
            if candidate != name and candidate in glyphs:
                return candidate
        if len(parts) > 1 and parts[-1] in DECORATIONS:
            parts.pop()
        else:
            break
    return None


def substitute(name):
    dotted = "." + name + "."
    for new, old in SUBSTITUTIONS:
        dotted = dotted.replace("." + new + ".", "." + old + ".")
    return dotted.strip(".")


def nearest_candidates(name):
    """Older-name candidates for `name`, nearest first: the same symbol without what SF Symbols adds."""
    filled = "fill" in name.split(".")
    bases = [substitute(name)]
    first = bases[0].split(".")
    if len(first) > 1 and first[0].isdigit():
        bases.append(".".join(first[1:]))
    for base in bases:
        parts = base.split(".")
        cuts = [len(parts)] + [i for i in range(len(parts) - 1, 0, -1) if parts[i] in CONNECTORS]
        for cut in cuts:
            kept = parts[:cut]
            while kept:
                plain = ".".join(p for p in kept if p != "fill")
                yield from [plain + ".fill", plain] if filled else [".".join(kept)]
                if len(kept) == 1 or kept[-1] not in TRAILING:
                    break
                kept = kept[:-1]


def main():
    resources = sys.argv[1]
    with open(os.path.join(resources, "name_availability.plist"), "rb") as f:
        availability = plistlib.load(f)
    with open(os.path.join(resources, "name_aliases.strings"), encoding="utf-8") as f:
        aliases = re.findall(r'^"([^"]+)"\s*=\s*"([^"]+)";', f.read(), re.M)
    old = set(read_lines(os.path.join(SYMBOLS, "SFSymbolNames+Data.swift"), 'packed = """\n', '"""'))
    catalog = open(os.path.join(SYMBOLS, "SymbolCatalog+Standard.swift"), encoding="utf-8").read()
    glyphs = set(re.findall(r'^\s*"([^"]+)": SymbolGlyph\(', catalog, re.M))
    assert len(glyphs) > 200, "no stand-ins read from SymbolCatalog+Standard.swift"

    years = availability["symbols"]
    newer = sorted(name for name in years if name not in old)
    for name in newer:
        assert re.fullmatch(r"[a-z0-9.]+", name), name
    renamed = {}
    for before, after in aliases:
        if before in old and after in years and after not in old:
            renamed.setdefault(after, []).append(before)

    lines, counts = [], {">": 0, "~": 0, "": 0, "draws": 0}
    for name in newer:
        choices = [(">", before) for before in sorted(renamed.get(name, []))]
        seen = set()
        for candidate in nearest_candidates(name):
            if candidate in old and candidate not in seen and candidate != name:
                seen.add(candidate)
                choices.append(("~", candidate))
        drawn = [choice for choice in choices if stand_in(choice[1], glyphs)]
        mark, older = (drawn or choices or [("", None)])[0]
        counts[mark] += 1
        counts["draws"] += bool(drawn)
        lines.append(f"{name} {mark} {older}" if older else name)

    releases = availability["year_to_release"]
    by_release = {}
    for name in newer:
        release = releases[years[name]]["iOS"]
        by_release[release] = by_release.get(release, 0) + 1
    out = os.path.join(SYMBOLS, "SFSymbolNames+Newer.swift")
    with open(out, "w", encoding="utf-8") as f:
        f.write("// Generated by Scripts/make-sf-symbol-names-newer.py from the SF Symbols app's name tables (via\n")
        f.write("// SFSafeSymbols, commit 1700fde): every name newer than SFSymbolNames+Data.swift's iOS 17.2 table,\n")
        f.write("// Apple's identifiers, as data. \"new > old\": Apple renamed old to new (name_aliases.strings);\n")
        f.write("// \"new ~ old\": the nearest older symbol, by the script's rule. To update, run\n")
        f.write("// python3 Scripts/make-sf-symbol-names-newer.py SFSafeSymbols/SymbolsGenerator/Sources/SymbolsGenerator/Resources\n")
        f.write("// swift-format-ignore-file\n\n")
        f.write("extension SFSymbolNames {\n")
        f.write(f"    /// The newest iOS release whose names the newer table holds.\n")
        f.write(f"    static let newerRelease = \"iOS {releases[max(releases, key=float)]['iOS']}\"\n\n")
        f.write(f"    /// The {len(newer)} newer names, one a line, sorted; some with the older name that draws them.\n")
        f.write('    static let packedNewer = """\n')
        f.write("\n".join(lines) + "\n")
        f.write('"""\n}\n')
    print(f"{len(newer)} newer names -> {os.path.normpath(out)}")
    print("by iOS release: " + ", ".join(f"{k} {v}" for k, v in sorted(by_release.items(), key=lambda kv: float(kv[0]))))
    print(f"renamed (>) {counts['>']}, nearest (~) {counts['~']}, none {counts['']}; older name drawn {counts['draws']}")


if __name__ == "__main__":
    main()
