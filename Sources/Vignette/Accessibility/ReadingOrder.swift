import Foundation

/// The order VoiceOver reads one level of elements in (Docs/Accessibility.md): higher sort priority
/// first; within a priority, line by line from the top, each line from the leading edge.
///
/// Elements share a line when each one's top is above the other's vertical centre, so an icon a
/// little taller than the text beside it is read on the text's line. A container is placed by its
/// frame and read whole. Apple documents the direction (top to bottom, leading to trailing), not
/// how lines are told apart: the centre test is our estimate.
enum ReadingOrder {
    static func sorted(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        let priorities = Set(elements.map(\.sortPriority)).sorted(by: >)
        return priorities.flatMap { priority in geometric(elements.filter { $0.sortPriority == priority }) }
    }

    /// Lines top to bottom, each leading to trailing; ties keep the tree's order.
    private static func geometric(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        let byTop = elements.enumerated().sorted { a, b in
            a.element.frame.minY != b.element.frame.minY
                ? a.element.frame.minY < b.element.frame.minY : a.offset < b.offset
        }
        var lines: [[(offset: Int, element: AccessibilityElement)]] = []
        for item in byTop {
            if let first = lines.last?.first, sameLine(first.element.frame, item.element.frame) {
                lines[lines.count - 1].append(item)
            } else {
                lines.append([item])
            }
        }
        return lines.flatMap { line in
            line.sorted { a, b in
                a.element.frame.minX != b.element.frame.minX
                    ? a.element.frame.minX < b.element.frame.minX : a.offset < b.offset
            }.map(\.element)
        }
    }

    /// Whether `lower` (whose top is not above `upper`'s) starts above `upper`'s vertical centre.
    private static func sameLine(_ upper: CGRect, _ lower: CGRect) -> Bool {
        lower.minY < upper.midY
    }
}
