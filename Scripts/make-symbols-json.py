#!/usr/bin/env python3
"""Writes Sources/Vignette/Symbols/SymbolCatalog+Standard.swift: SF Symbol names -> icon font glyphs.

The glyphs come from two Debian icon fonts: Google's Material Icons
(fonts-material-design-icons-iconfont, names in its scss/_variables.scss) and, for
weather icons it lacks, the community Material Design Icons
(fonts-materialdesignicons-webfont, names in its SVG font). The pairing of each SF
Symbol with the closest icon is written by hand below. Run after changing the table:

    python3 Scripts/make-symbols-json.py          # the Swift table the core compiles in
    python3 Scripts/make-symbols-json.py --json   # the same table as JSON, on stdout

The table is Swift source, not a resource file, so the core reads no file at run time.
"""
import json, os, re, sys

MI = "Material Icons"
MDI = "Material Design Icons"
MI_NAMES = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
MDI_SVG = "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg"

# SF Symbol -> Material Icons name, or "mdi:" + Material Design Icons name.
TABLE = {
    # Weather
    "sun.max.fill": "wb_sunny", "sun.max": "light_mode", "sun.min.fill": "brightness_low",
    "sunrise.fill": "wb_twilight", "sunset.fill": "mdi:weather-sunset", "moon.fill": "dark_mode",
    "moon.stars.fill": "nights_stay", "moon.zzz.fill": "bedtime", "cloud.fill": "cloud",
    "cloud": "filter_drama", "cloud.sun.fill": "mdi:weather-partlycloudy",
    "cloud.moon.fill": "mdi:weather-night", "cloud.rain.fill": "mdi:weather-rainy",
    "cloud.heavyrain.fill": "mdi:weather-pouring", "cloud.bolt.fill": "mdi:weather-lightning",
    "cloud.bolt.rain.fill": "thunderstorm", "cloud.snow.fill": "mdi:weather-snowy",
    "cloud.hail.fill": "mdi:weather-hail", "cloud.fog.fill": "foggy", "smoke.fill": "mdi:weather-fog",
    "snowflake": "ac_unit", "wind": "air", "tornado": "tornado", "hurricane": "cyclone",
    "thermometer.medium": "thermostat", "thermometer.sun.fill": "device_thermostat",
    "drop.fill": "water_drop", "humidity.fill": "opacity", "umbrella.fill": "umbrella",
    "water.waves": "waves", "bolt.fill": "bolt", "sparkles": "auto_awesome", "flame.fill": "local_fire_department",
    "leaf.fill": "eco", "tree.fill": "park", "mountain.2.fill": "landscape", "globe": "public",
    # Time and calendar
    "calendar": "calendar_today", "calendar.badge.clock": "event", "calendar.badge.plus": "event_available",
    "clock": "schedule", "clock.fill": "watch_later", "alarm.fill": "alarm", "timer": "timer",
    "stopwatch.fill": "av_timer", "hourglass": "hourglass_empty", "clock.arrow.circlepath": "history",
    # People and places
    "person.fill": "person", "person.2.fill": "people", "person.3.fill": "groups",
    "person.crop.circle.fill": "account_circle", "person.badge.plus": "person_add",
    "house.fill": "home", "building.2.fill": "apartment", "briefcase.fill": "work",
    "graduationcap.fill": "school", "book.fill": "menu_book", "books.vertical.fill": "auto_stories",
    "bookmark.fill": "bookmark", "bookmark": "bookmark_border", "flag.fill": "flag", "tag.fill": "sell",
    "mappin": "place", "mappin.circle.fill": "location_on", "location.fill": "near_me",
    "map.fill": "map", "safari.fill": "explore", "scope": "gps_fixed",
    # Communication
    "envelope.fill": "mail", "paperplane.fill": "send", "message.fill": "chat",
    "bubble.left.fill": "chat_bubble", "bubble.left.and.bubble.right.fill": "forum",
    "phone.fill": "phone", "video.fill": "videocam", "camera.fill": "photo_camera",
    "photo.fill": "image", "bell.fill": "notifications", "bell.slash.fill": "notifications_off",
    "link": "link", "paperclip": "attachment", "square.and.arrow.up": "ios_share",
    # Media
    "music.note": "music_note", "headphones": "headphones", "mic.fill": "mic",
    "mic.slash.fill": "mic_off", "speaker.wave.3.fill": "volume_up", "speaker.slash.fill": "volume_off",
    "play.fill": "play_arrow", "pause.fill": "pause", "stop.fill": "stop", "forward.end.fill": "skip_next",
    "backward.end.fill": "skip_previous", "forward.fill": "fast_forward", "backward.fill": "fast_rewind",
    "shuffle": "shuffle", "repeat": "repeat", "tv.fill": "tv", "gamecontroller.fill": "sports_esports",
    # Status and devices
    "battery.100": "battery_full", "battery.100.bolt": "battery_charging_full", "battery.25": "battery_2_bar",
    "wifi": "wifi", "antenna.radiowaves.left.and.right": "cell_tower", "airplane": "flight",
    "iphone": "phone_iphone", "laptopcomputer": "laptop", "desktopcomputer": "desktop_mac",
    "applewatch": "watch", "keyboard": "keyboard", "printer.fill": "print", "lightbulb.fill": "lightbulb",
    "power": "power_settings_new", "lock.fill": "lock", "lock.open.fill": "lock_open", "key.fill": "key",
    "eye.fill": "visibility", "eye.slash.fill": "visibility_off", "gearshape.fill": "settings",
    "slider.horizontal.3": "tune", "magnifyingglass": "search",
    # Symbols and arrows
    "star.fill": "star", "star": "star_border", "star.leadinghalf.filled": "star_half",
    "heart.fill": "favorite", "heart": "favorite_border", "plus": "add", "minus": "remove",
    "xmark": "close", "checkmark": "check", "checkmark.circle.fill": "check_circle",
    "xmark.circle.fill": "cancel", "plus.circle.fill": "add_circle", "minus.circle.fill": "remove_circle",
    "exclamationmark.triangle.fill": "warning", "exclamationmark.circle.fill": "error",
    "info.circle.fill": "info", "questionmark.circle.fill": "help",
    "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.left": "arrow_back",
    "arrow.right": "arrow_forward", "chevron.left": "chevron_left", "chevron.right": "chevron_right",
    "chevron.up": "expand_less", "chevron.down": "expand_more", "arrow.clockwise": "refresh",
    "arrow.triangle.2.circlepath": "sync", "arrow.down.circle.fill": "download", "arrow.up.circle.fill": "upload",
    "trash.fill": "delete", "pencil": "edit", "square.and.pencil": "edit_note", "doc.fill": "description",
    "doc.text.fill": "article", "note.text": "sticky_note_2", "newspaper.fill": "newspaper",
    "folder.fill": "folder", "tray.fill": "inbox", "archivebox.fill": "archive", "list.bullet": "format_list_bulleted",
    "checklist": "checklist", "square.grid.2x2.fill": "grid_view", "square.stack.fill": "layers",
    # Transport, shopping, health
    "car.fill": "directions_car", "bus.fill": "directions_bus", "tram.fill": "train", "bicycle": "pedal_bike",
    "figure.walk": "directions_walk", "figure.run": "directions_run", "figure.hiking": "hiking",
    "figure.pool.swim": "pool", "sailboat.fill": "sailing", "fuelpump.fill": "local_gas_station",
    "cup.and.saucer.fill": "local_cafe", "fork.knife": "restaurant", "cart.fill": "shopping_cart",
    "bag.fill": "shopping_bag", "creditcard.fill": "credit_card", "dollarsign.circle.fill": "monetization_on",
    "eurosign.circle.fill": "euro", "gift.fill": "card_giftcard", "birthday.cake.fill": "cake",
    "party.popper.fill": "celebration", "chart.line.uptrend.xyaxis": "trending_up",
    "chart.line.downtrend.xyaxis": "trending_down", "chart.xyaxis.line": "show_chart",
    "chart.bar.fill": "bar_chart", "chart.pie.fill": "pie_chart", "dumbbell.fill": "fitness_center",
    "soccerball": "sports_soccer", "basketball.fill": "sports_basketball", "tennis.racket": "sports_tennis",
    "pawprint.fill": "pets", "bed.double.fill": "bed", "pills.fill": "medication", "cross.case.fill": "medical_services",
    "heart.text.square.fill": "monitor_heart", "bandage.fill": "healing", "brain.head.profile": "psychology",
    "figure.mind.and.body": "self_improvement",
    # Found missing by trying third-party widgets (a to-do toggle, a refresh button, a delivery activity).
    "circle": "radio_button_unchecked", "circle.fill": "circle", "arrow.circlepath": "autorenew",
    "checkmark.circle": "check_circle_outline", "square": "check_box_outline_blank",
    "checkmark.square.fill": "check_box", "play.circle.fill": "play_circle_filled",
    "pause.circle.fill": "pause_circle_filled", "bell": "notifications_none", "trophy.fill": "emoji_events",
    "box.truck.fill": "local_shipping", "clock.badge.exclamationmark": "mdi:clock-alert",
    "shippingbox.circle.fill": "mdi:package-variant-closed", "shippingbox.fill": "inventory_2", "flag.checkered": "sports_score",
    # The delivery Live Activity's status bar (pawello2222/WidgetExamples): outline SF Symbols whose
    # Material Icons have no outline form, so they share the filled glyph.
    "truck.box": "local_shipping", "house": "home",
}


def material_codepoints():
    names = {}
    for line in open(MI_NAMES, encoding="utf-8"):
        m = re.match(r'\s*"([a-z0-9_]+)":\s*([0-9a-f]+),', line)
        if m:
            names[m.group(1)] = m.group(2).upper()
    return names


def mdi_codepoints():
    svg = open(MDI_SVG, encoding="utf-8").read()
    return {n: c.upper() for n, c in re.findall(r'glyph-name="([^"]+)"\s+unicode="&#x([0-9A-Fa-f]+);"', svg)}


def main():
    mi, mdi = material_codepoints(), mdi_codepoints()
    out, missing = {}, []
    for sf, icon in sorted(TABLE.items()):
        font, name, table = (MDI, icon[4:], mdi) if icon.startswith("mdi:") else (MI, icon, mi)
        if name not in table:
            missing.append(f"{sf} -> {icon}")
            continue
        out[sf] = {"font": font, "icon": name, "codepoint": table[name]}
    if missing:
        sys.exit("icons not in the fonts: " + ", ".join(missing))
    if sys.argv[1:] == ["--json"]:
        sys.stdout.write(json.dumps(out, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
        return
    root = os.path.join(os.path.dirname(__file__), "..", "Sources", "Vignette", "Symbols", "SymbolCatalog+Standard.swift")
    with open(root, "w", encoding="utf-8") as f:
        f.write(swift_table(out))
    print(f"{len(out)} symbols written to {os.path.normpath(root)}")


def swift_table(glyphs):
    """The Swift source of `SymbolCatalog.standard` for `glyphs` (name -> font, icon, codepoint)."""
    def literal(text):
        if not re.fullmatch(r"[A-Za-z0-9 ._-]+", text):
            sys.exit(f"not a plain name, refusing to write it into Swift: {text!r}")
        return '"' + text + '"'
    lines = [
        "// Generated by Scripts/make-symbols-json.py: edit the table there and run it again.",
        "import Foundation",
        "",
        "extension SymbolCatalog {",
        "    // Typed, so a file naming `.standard` need not type-check this literal to infer it (build time).",
        "    /// The table shipped with Vignette: each SF Symbol name with the icon font glyph drawn for it.",
        "    public static let standard: SymbolCatalog = SymbolCatalog(glyphs: [",
    ]
    for name in sorted(glyphs):
        g = glyphs[name]
        lines.append(f"        {literal(name)}: SymbolGlyph(font: {literal(g['font'])}, icon: {literal(g['icon'])}, "
                     f"codepoint: {literal(g['codepoint'])}),")
    lines += ["    ])", "}", ""]
    return "\n".join(lines)


main()
