#!/usr/bin/env python3
"""Generate the bundled device table from the widget size reference.

Usage:
    python3 Scripts/make-devices-json.py Docs/Data/widget-sizes.json \
        > Sources/Vignette/Devices/DeviceCatalog+Table.swift
    python3 Scripts/make-devices-json.py --json Docs/Data/widget-sizes.json   # the bare JSON

The table is JSON text inside a Swift string literal, so the core compiles it in and reads
no file at run time; `DeviceCatalog.standard` decodes it on first use.

The reference groups devices by screen (one row per point size and scale). Vignette
wants one entry per marketed device, with a stable lowercase id, so this script maps
every device string of the reference to ids and names (DEVICES below) and fails if the
reference names a device the map does not know, or the map names one the reference
lacks. Sizes come only from the reference; display corner radii come from
Docs/WidgetFacts.md §3a/§3b (KAIE, KYLEB), which is a markdown table and so is copied here.

Per OS (see Docs/WidgetFacts.md §1 and §9):
  ios18  iPhone: "families" (Apple HIG values for iOS 16-18, or FrameUp iOS 18.6
         measurements where the HIG has no row). iPad: "families" (HIG design canvas).
  ios26  iPhone: "familiesIOS26Pixels" / scale, exact (530 px @3x -> 176.666... pt).
         iPad: "families" again (FrameUp: iPad frames unchanged 18.6 -> 26.5 -> 27.0).
  iPad accessory families come from "lockScreenFamilies" (FrameUp, iPadOS 26.5/27.0).
  iPad "homeScreen" holds the HIG "Device" row: the canvas scaled down on the Home Screen.
  watch and mac: "familiesIOS26" only, the sizes of watchOS 26 / macOS 26 (the ios26 key names the
  OS generation); the ios18 generation has none (Docs/WidgetFacts.md §1g, §1h).
A family that is null (or absent) is not offered on that OS; a whole OS may be null.
"""

import json
import re
import sys

SYSTEM = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"]
ACCESSORY = ["accessoryCircular", "accessoryRectangular", "accessoryInline"]
WATCH = ACCESSORY + ["accessoryCorner"]

# Reference device string -> [(id, display name, display corner radius in pt)]. The radius
# is from Docs/WidgetFacts.md §3a (iPhone: KAIE, KYLEB) and §3b (iPad: KYLEB); None = not
# found in the facts.
DEVICES = {
    "iPhone 16 Pro Max": [("iphone-16-pro-max", "iPhone 16 Pro Max", 62)],
    "iPhone 17 Pro Max": [("iphone-17-pro-max", "iPhone 17 Pro Max", 62)],
    "iPhone 14 Pro Max": [("iphone-14-pro-max", "iPhone 14 Pro Max", 55)],
    "iPhone 15 Plus": [("iphone-15-plus", "iPhone 15 Plus", 55)],
    "iPhone 15 Pro Max": [("iphone-15-pro-max", "iPhone 15 Pro Max", 55)],
    "iPhone 16 Plus": [("iphone-16-plus", "iPhone 16 Plus", 55)],
    "iPhone 12 Pro Max": [("iphone-12-pro-max", "iPhone 12 Pro Max", 53.33)],
    "iPhone 13 Pro Max": [("iphone-13-pro-max", "iPhone 13 Pro Max", 53.33)],
    "iPhone 14 Plus": [("iphone-14-plus", "iPhone 14 Plus", 53.33)],
    "iPhone Air": [("iphone-air", "iPhone Air", 62)],
    "iPhone XS Max": [("iphone-xs-max", "iPhone XS Max", 39)],
    "iPhone 11 Pro Max": [("iphone-11-pro-max", "iPhone 11 Pro Max", 39)],
    "iPhone XR": [("iphone-xr", "iPhone XR", 41.5)],
    "iPhone 11": [("iphone-11", "iPhone 11", 41.5)],
    "iPhone 6 Plus": [("iphone-6-plus", "iPhone 6 Plus", 0)],
    "iPhone 6s Plus": [("iphone-6s-plus", "iPhone 6s Plus", 0)],
    "iPhone 7 Plus": [("iphone-7-plus", "iPhone 7 Plus", 0)],
    "iPhone 8 Plus": [("iphone-8-plus", "iPhone 8 Plus", 0)],
    "iPhone 16 Pro": [("iphone-16-pro", "iPhone 16 Pro", 62)],
    "iPhone 17": [("iphone-17", "iPhone 17", 62)],
    "iPhone 17 Pro": [("iphone-17-pro", "iPhone 17 Pro", 62)],
    "iPhone 14 Pro": [("iphone-14-pro", "iPhone 14 Pro", 55)],
    "iPhone 15": [("iphone-15", "iPhone 15", 55)],
    "iPhone 15 Pro": [("iphone-15-pro", "iPhone 15 Pro", 55)],
    "iPhone 16": [("iphone-16", "iPhone 16", 55)],
    "iPhone 12": [("iphone-12", "iPhone 12", 47.33)],
    "iPhone 12 Pro": [("iphone-12-pro", "iPhone 12 Pro", 47.33)],
    "iPhone 13": [("iphone-13", "iPhone 13", 47.33)],
    "iPhone 13 Pro": [("iphone-13-pro", "iPhone 13 Pro", 47.33)],
    "iPhone 14": [("iphone-14", "iPhone 14", 47.33)],
    "iPhone 16e": [("iphone-16e", "iPhone 16e", 47.33)],
    # §3a has no 17e row; its corner radius is not in the facts.
    "iPhone 17e (per FrameUp)": [("iphone-17e", "iPhone 17e", None)],
    "iPhone X": [("iphone-x", "iPhone X", 39)],
    "iPhone XS": [("iphone-xs", "iPhone XS", 39)],
    "iPhone 11 Pro": [("iphone-11-pro", "iPhone 11 Pro", 39)],
    "iPhone 12 mini": [("iphone-12-mini", "iPhone 12 mini", 44)],
    "iPhone 13 mini": [("iphone-13-mini", "iPhone 13 mini", 44)],
    "iPhone 6": [("iphone-6", "iPhone 6", 0)],
    "iPhone 6s": [("iphone-6s", "iPhone 6s", 0)],
    "iPhone 7": [("iphone-7", "iPhone 7", 0)],
    "iPhone 8": [("iphone-8", "iPhone 8", 0)],
    "iPhone SE (2nd gen)": [("iphone-se-2", "iPhone SE (2nd gen)", 0)],
    "iPhone SE (3rd gen)": [("iphone-se-3", "iPhone SE (3rd gen)", 0)],
    # A HIG widget row that no shipping device reports (Docs/WidgetFacts.md §1b, §9); kept
    # so every screen of the reference can be rendered.
    "(no device reports this; 12/13 mini physical panel 1080x2340 / Display Zoom \u2014 see notes)": [
        ("iphone-360x780", "iPhone 360x780 (HIG row only)", None)],
    "iPhone 5": [("iphone-5", "iPhone 5", 0)],
    "iPhone 5c": [("iphone-5c", "iPhone 5c", 0)],
    "iPhone 5s": [("iphone-5s", "iPhone 5s", 0)],
    "iPhone SE (1st gen)": [("iphone-se-1", "iPhone SE (1st gen)", 0)],
    "iPod touch (5th-7th gen)": [
        ("ipod-touch-5", "iPod touch (5th gen)", 0),
        ("ipod-touch-6", "iPod touch (6th gen)", 0),
        ("ipod-touch-7", "iPod touch (7th gen)", 0)],
    # iPad, §3b. 744x1133 and 1032x1376: "not found".
    "iPad mini (6th gen)": [("ipad-mini-6", "iPad mini (6th gen)", None)],
    "iPad mini (A17 Pro)": [("ipad-mini-a17-pro", "iPad mini (A17 Pro)", None)],
    "iPad (5th/6th gen)": [("ipad-5", "iPad (5th gen)", 0), ("ipad-6", "iPad (6th gen)", 0)],
    "iPad Air / Air 2": [("ipad-air", "iPad Air", 0), ("ipad-air-2", "iPad Air 2", 0)],
    "iPad mini 2-5": [(f"ipad-mini-{n}", f"iPad mini {n}" if n < 5 else "iPad mini (5th gen)", 0)
                      for n in (2, 3, 4, 5)],
    "iPad Pro 9.7-inch": [("ipad-pro-9-7", "iPad Pro 9.7-inch", 0)],
    "iPad (7th/8th/9th gen)": [(f"ipad-{n}", f"iPad ({n}th gen)", 0) for n in (7, 8, 9)],
    "iPad (10th gen)": [("ipad-10", "iPad (10th gen)", 18)],
    "iPad (A16)": [("ipad-a16", "iPad (A16)", 18)],
    "iPad Air (4th/5th gen)": [("ipad-air-4", "iPad Air (4th gen)", 18),
                               ("ipad-air-5", "iPad Air (5th gen)", 18)],
    "iPad Air 11-inch (M2/M3)": [("ipad-air-11-m2", "iPad Air 11-inch (M2)", 18),
                                 ("ipad-air-11-m3", "iPad Air 11-inch (M3)", 18)],
    "iPad Air (3rd gen)": [("ipad-air-3", "iPad Air (3rd gen)", 0)],
    "iPad Pro 10.5-inch": [("ipad-pro-10-5", "iPad Pro 10.5-inch", 0)],
    "iPad Pro 11-inch (1st-4th gen)": [
        (f"ipad-pro-11-gen{n}", f"iPad Pro 11-inch ({o} gen)", 18)
        for n, o in ((1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"))],
    # §3b: 18 pt on the Face ID 12.9-inch models (3rd-6th gen), 0 on 1st/2nd gen. The Air
    # 13-inch shares the rounded-corner panel of the same row; 18 is read from that row.
    "iPad Pro 12.9-inch (1st-6th gen)": [
        (f"ipad-pro-12-9-gen{n}", f"iPad Pro 12.9-inch ({o} gen)", 0 if n <= 2 else 18)
        for n, o in ((1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (5, "5th"), (6, "6th"))],
    "iPad Air 13-inch (M2/M3)": [("ipad-air-13-m2", "iPad Air 13-inch (M2)", 18),
                                 ("ipad-air-13-m3", "iPad Air 13-inch (M3)", 18)],
    "iPad Pro 13-inch (M4/M5) \u2014 no HIG row; canvas measured = 1024x1366 (FrameUp)": [
        ("ipad-pro-13-m4", "iPad Pro 13-inch (M4)", None),
        ("ipad-pro-13-m5", "iPad Pro 13-inch (M5)", None)],
    # Display Zoom "More Space" screens (Docs/WidgetFacts.md §1c, §3b): one entry per screen.
    "Display Zoom 'More Space' on 820x1180 iPads (e.g. iPad Air 11-inch M2)": [
        ("ipad-air-11-more-space", "iPad Air 11-inch (More Space zoom)", None)],
    "Display Zoom 'More Space' on 834x1194 iPads (e.g. iPad Pro 11-inch 4th gen)": [
        ("ipad-pro-11-more-space", "iPad Pro 11-inch (More Space zoom)", None)],
    "Display Zoom 'More Space' on iPad Pro 12.9-inch": [
        ("ipad-pro-12-9-more-space", "iPad Pro 12.9-inch (More Space zoom)", None)],
    # Apple Watch (Docs/WidgetFacts.md §1g) and Mac (§1h); display corner radii not in the facts.
    "Apple Watch Series 9 (41mm)": [("apple-watch-series-9-41mm", "Apple Watch Series 9 (41mm)", None)],
    "Apple Watch Series 9 (45mm)": [("apple-watch-series-9-45mm", "Apple Watch Series 9 (45mm)", None)],
    "Apple Watch Series 11 (46mm)": [("apple-watch-series-11-46mm", "Apple Watch Series 11 (46mm)", None)],
    "Apple Watch Ultra 3 (49mm)": [("apple-watch-ultra-3", "Apple Watch Ultra 3 (49mm)", None)],
    "Mac (desktop widgets, macOS 26)": [("mac", "Mac (desktop widgets)", None)],
}

# Entries that stand for a screen rather than one marketed device.
SCREEN_ONLY = {"iphone-360x780", "ipad-air-11-more-space", "ipad-pro-11-more-space", "ipad-pro-12-9-more-space"}


def number(value):
    """An int when the value is whole, so the JSON reads 170 rather than 170.0."""
    return int(value) if float(value).is_integer() else value


def size(entry):
    return None if entry is None else {"width": number(entry["width"]), "height": number(entry["height"])}


def table(families, names):
    if families is None:
        return None
    return {name: size(families.get(name)) for name in names if name in families}


def iphone_ios26(row):
    pixels, points, scale = row.get("familiesIOS26Pixels"), row.get("familiesIOS26"), row["scale"]
    if pixels is None:
        return None
    result = {}
    for name in SYSTEM[:3] + ACCESSORY:
        px = pixels.get(name)
        if px is None:
            result[name] = None
            continue
        pt = {"width": number(px["width"] / scale), "height": number(px["height"] / scale)}
        for axis in ("width", "height"):  # the rounded pt table must agree with px / scale
            assert abs(pt[axis] - points[name][axis]) < 0.01, (row["screen"], name, axis)
        result[name] = pt
    return result


def entries(row):
    platform, scale = row["platform"], row["scale"]
    screen = {"width": number(row["screen"]["width"]), "height": number(row["screen"]["height"])}
    home = None
    if platform == "iPhone":
        ios18 = table(row.get("families"), SYSTEM[:3] + ACCESSORY)
        ios26 = iphone_ios26(row)
        notes = [f"iOS 18: {row['familiesSource']}"]
        if row.get("familiesNote"):
            notes.append(row["familiesNote"])
        notes.append("iOS 26: " + (f"{row['familiesIOS26Source']}; pt = px / {scale}"
                                    if ios26 else "no measurement for this screen"))
        notes.append("screen, scale: HIG Layout; display corner radius: KAIE/KYLEB (Docs/WidgetFacts.md §3a)")
    elif platform in ("watch", "mac"):
        ios18 = None
        ios26 = table(row["familiesIOS26"], WATCH if platform == "watch" else SYSTEM)
        notes = [f"watchOS/macOS 26 (the ios26 sizes): {row['familiesIOS26Source']}",
                 "the ios18 generation: no sizes",
                 "screen, scale: HIG Layout (watch pixels / 2)" if platform == "watch" else "screen: our choice (see above)"]
    else:
        canvas = table(row["families"], SYSTEM)
        ios18 = dict(canvas, **table(row["lockScreenFamilies"], ACCESSORY))
        ios26 = dict(ios18)
        home = table(row["homeScreenFamilies"], SYSTEM)
        notes = [f"system families: {row['familiesSource']} (design canvas = layout size; "
                 "homeScreen = size shown after the system scales the canvas down)",
                 f"accessory families: {row['lockScreenSource']}; used for iOS 18 as well",
                 "iOS 26 = iOS 18: FrameUp measured iPad frames unchanged between iPadOS 18.6, 26.5 and 27.0",
                 "screen, scale: HIG Layout; display corner radius: KYLEB (Docs/WidgetFacts.md §3b)"]
    for device in row["devices"]:
        if device not in DEVICES:
            sys.exit(f"unmapped device in reference: {device!r}; add it to DEVICES")
        mapped = DEVICES[device]
        if len(mapped) == 1 and mapped[0][0] in SCREEN_ONLY:  # say which screen it stands for
            notes = [f"reference row: {device}"] + notes
        for ident, name, radius in mapped:
            entry = {"id": ident, "name": name, "platform": platform, "screen": screen, "scale": scale,
                     "displayCornerRadius": radius, "widgetSizes": {"ios18": ios18, "ios26": ios26}}
            if home is not None:
                entry["homeScreenSizes"] = {"ios18": home, "ios26": home}
            entry["source"] = "Docs/Data/widget-sizes.json via Scripts/make-devices-json.py. " + "; ".join(notes)
            yield entry


def swift_source(text):
    """`text` (the JSON table) as the Swift file that holds it in `DeviceCatalog.bundledJSON`."""
    if '"""#' in text or "\\#" in text:
        sys.exit("the JSON holds a sequence that would end or escape the Swift raw string")
    return ("// Generated by Scripts/make-devices-json.py from Docs/Data/widget-sizes.json: run it again after a change.\n"
            "// Generated data, kept as the script writes it: the formatter leaves it alone.\n"
            "// swift-format-ignore-file\n"
            "extension DeviceCatalog {\n"
            "    /// The bundled device table, the script's JSON byte for byte.\n"
            '    static let bundledJSON = #"""\n'
            + text + "\n"
            + '"""#\n'
            "}\n")


def main():
    arguments = sys.argv[1:]
    as_json = arguments[:1] == ["--json"]
    arguments = arguments[1:] if as_json else arguments
    if len(arguments) != 1:
        sys.exit("usage: make-devices-json.py [--json] PATH/TO/Docs/Data/widget-sizes.json "
                 "> Sources/Vignette/Devices/DeviceCatalog+Table.swift")
    with open(arguments[0], encoding="utf-8") as file:
        rows = json.load(file)
    devices = [entry for row in rows for entry in entries(row)]
    seen = {row_device for row in rows for row_device in row["devices"]}
    missing = sorted(set(DEVICES) - seen)
    if missing:
        sys.exit(f"DEVICES maps names the reference lacks: {missing}")
    ids = [device["id"] for device in devices]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        sys.exit(f"duplicate ids: {duplicates}")
    text = json.dumps(devices, indent=2, ensure_ascii=False)
    # One line per size keeps the file readable: {"width": 170, "height": 170}.
    text = re.sub(r'\{\s+"width": ([^,]+),\s+"height": ([^\s]+)\s+\}', r'{"width": \1, "height": \2}', text)
    sys.stdout.write(text + "\n" if as_json else swift_source(text + "\n"))


if __name__ == "__main__":
    main()
