import Foundation

/// A type-erased list of the values a navigation stack shows (https://developer.apple.com/documentation/swiftui/navigationpath).
///
/// A widget has no navigation: apps keep one in shared model code (nilsmango/7III_Meditation's `TheModel`
/// publishes one), so it is a value that holds what is appended, and nothing reads it.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path of these values, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the path holds no value.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start), as SwiftUI's `onDelete` hands them
    /// (https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}
