import Foundation

extension Appearance {
    /// What the system does to the painted widget in this appearance: vibrant modes
    /// recolour every pixel by its luminance (white on the lock screen, pure red in
    /// StandBy at night), and StandBy shows the widget on black.
    func present(_ list: DisplayList) -> DisplayList {
        var items = list.items
        switch self {
        case .lockScreen, .lockScreenLocked:
            items = [.group(DisplayGroup(filter: .luminance(.white), items: items))]
        case .standByNight:
            items = [.group(DisplayGroup(filter: .luminance(RGBA(red: 1, green: 0, blue: 0)), items: items))]
        default:
            break
        }
        if isStandBy {
            items.insert(.fill(Path(rect: CGRect(origin: .zero, size: list.size)), .black), at: 0)
        }
        return DisplayList(size: list.size, items: items)
    }
}
