import Foundation
import Vignette

/// Reads and checks one entry of `screenshots`: its scene, captions, wallpaper and widgets,
/// against the widgets that exist and the grids of the config's slots.
struct ScreenshotReader {
    let widgets: [WidgetDefinition]
    let activities: [ActivityDefinition]
    let folder: URL
    let slots: [StoreSlot]
    let os: OSVersion

    func screenshot(_ field: ConfigField) throws -> ScreenshotSpec {
        let members = try field.object(known: [
            "name", "scene", "title", "subtitle", "wallpaper", "appearance",
            "widgets", "orientation", "background", "captionColor", "activity", "locked",
        ])
        let name = try members.required("name", in: field) { try $0.string() }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw members["name"]!.fail(
                "invalid name '\(name)': expected letters, digits, '-' or '_' (it is part of the file name)")
        }
        let scene = try members.required("scene", in: field) {
            SceneKind(rawValue: try $0.name("scene", known: SceneKind.allCases.map(\.rawValue)))!
        }
        let appearance =
            try members.optional("appearance") {
                Appearance(rawValue: try $0.name("appearance", known: ["light", "dark", "tinted"]))!
            } ?? .light
        let orientation = try members.optional("orientation") { field in
            let value = Orientation(
                rawValue: try field.name("orientation", known: Orientation.allCases.map(\.rawValue)))!
            if let fixed = scene.fixedOrientation, fixed != value {
                throw field.fail("a \(scene.rawValue) scene is always \(fixed.rawValue)")
            }
            return value
        }
        let placements = try members.required("widgets", in: field) { list in
            try list.array().map { try placement($0, scene: scene) }
        }
        try check(placements, scene: scene, field: members["widgets"]!)
        return ScreenshotSpec(
            name: name, scene: scene,
            title: try members.optional("title") { try $0.string() },
            subtitle: try members.optional("subtitle") { try $0.string() },
            wallpaper: try members.optional("wallpaper") { try ConfigReader.backdrop($0, folder: folder) }
                ?? .gradient(
                    [RGBA(hex: 0x1E3C72), RGBA(hex: 0x2A5298), RGBA(hex: 0x6DD5ED)], start: .topLeading,
                    end: .bottomTrailing),
            appearance: appearance, widgets: placements, orientation: orientation,
            background: try members.optional("background") { try ConfigReader.backdrop($0, folder: folder) },
            captionColor: try members.optional("captionColor") { try $0.color() },
            activity: try members.optional("activity") { try activity($0, scene: scene) },
            locked: try members.optional("locked") { field in
                guard scene == .lock || scene == .standBy else {
                    throw field.fail("a \(scene.rawValue) scene cannot be locked; lock and standBy scenes can")
                }
                return try field.bool()
            } ?? false)
    }

    /// `{"activity": "live-match", "state": "first-goal"}`, on a lock or home scene.
    private func activity(_ field: ConfigField, scene: SceneKind) throws -> ActivityPlacement {
        guard scene == .lock || scene == .home else {
            throw field.fail("a \(scene.rawValue) scene cannot show a Live Activity; lock and home scenes can")
        }
        let members = try field.object(known: ["activity", "state"])
        let id = try members.required("activity", in: field) {
            try $0.name("Live Activity", known: activities.map(\.id))
        }
        let activity = activities.first { $0.id == id }!
        let state = try members.optional("state") { try $0.name("state of \(id)", known: activity.states.map(\.name)) }
        return ActivityPlacement(activity: id, state: state)
    }

    private func placement(_ field: ConfigField, scene: SceneKind) throws -> WidgetPlacement {
        let members = try field.object(known: ["widget", "family", "moment", "column", "row"])
        let id = try members.required("widget", in: field) { try $0.name("widget", known: widgets.map(\.id)) }
        let widget = widgets.first { $0.id == id }!
        let family = try members.required("family", in: field) { f in
            let family = WidgetFamily(rawValue: try f.name("family", known: WidgetFamily.allCases.map(\.rawValue)))!
            guard widget.families.contains(family) else {
                throw f.fail(
                    VignetteError.unsupportedFamily(
                        widget: id, family: family.rawValue,
                        supported: widget.families.map(\.rawValue)
                    ).message)
            }
            let fits =
                switch scene {
                case .home: HomeScreenGrid.span(of: family) != nil
                case .lock: family.isAccessory && family != .accessoryCorner  // the corner is a watch face's
                case .standBy: family == .systemSmall
                case .hero: !family.isAccessory
                }
            guard fits else {
                throw f.fail("a \(scene.rawValue) scene cannot show \(family.rawValue); \(Self.allowed(scene))")
            }
            return family
        }
        let moment = try members.optional("moment") {
            try $0.name("moment of \(id)", known: widget.moments.map(\.name))
        }
        let column = try members.optional("column") { try $0.integer(in: 0...7) } ?? 0
        let row = try members.optional("row") { try $0.integer(in: 0...11) } ?? 0
        return WidgetPlacement(widget: id, family: family, moment: moment, column: column, row: row)
    }

    static func allowed(_ scene: SceneKind) -> String {
        switch scene {
        case .home: "it shows systemSmall, systemMedium, systemLarge and systemExtraLarge (iPad)"
        case .lock: "it shows accessoryCircular, accessoryRectangular and accessoryInline"
        case .standBy: "it shows systemSmall only"
        case .hero: "it shows one home-screen family"
        }
    }

    /// Counts per scene, and home-screen placements that fit each slot's grid without overlapping.
    private func check(_ placements: [WidgetPlacement], scene: SceneKind, field: ConfigField) throws {
        switch scene {
        case .standBy where placements.count != 2:
            throw field.fail("a standBy scene shows exactly two systemSmall widgets; found \(placements.count)")
        case .hero where placements.count != 1:
            throw field.fail("a hero scene shows exactly one widget; found \(placements.count)")
        case .lock where placements.filter({ $0.family == .accessoryInline }).count > 1:
            throw field.fail("a lock screen has one inline widget at most")
        case .home:
            for slot in slots {
                try HomeScreenPlan(placements: placements, device: try slot.device(), os: os, field: field)
            }
        default:
            break
        }
    }
}
