import Foundation

/// Calendar unit words for relative dates, in English and Chinese.
///
/// Foundation on Linux has no `DateComponentsFormatter`, and `Duration`'s formatter
/// stops at days, so the words are written out here: full English words as Apple's
/// examples show them ("2 hours, 23 minutes"), and the Chinese forms iOS uses
/// ("2小时23分钟", "1年1个月").
struct DateUnitNames {
    let isChinese: Bool

    init(locale: Locale) {
        isChinese = locale.identifier.hasPrefix("zh")
    }

    func amount(_ value: Int, _ unit: Calendar.Component) -> String {
        if isChinese {
            let word = switch unit {
            case .year: "年"
            case .month: "个月"
            case .day: "天"
            case .hour: "小时"
            case .minute: "分钟"
            default: "秒钟"
            }
            return "\(value)\(word)"
        }
        let word = switch unit {
        case .year: "year"
        case .month: "month"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        default: "second"
        }
        return "\(value) \(word)\(value == 1 ? "" : "s")"
    }

    /// Chinese runs the amounts together; English separates them with a comma.
    func join(_ parts: [String]) -> String {
        parts.joined(separator: isChinese ? "" : ", ")
    }
}
