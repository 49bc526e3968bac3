/// Traits that can be changed while making a trait collection (`UITraitCollection(mutations:)`).
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
}

/// The mutable traits a mutation closure is given.
private struct MutableTraits: UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle
}

extension UITraitCollection {
    /// A collection with no traits specified.
    public init() { self.init(userInterfaceStyle: .unspecified) }

    /// A collection with the traits `mutations` sets, starting from none specified.
    public init(mutations: (inout any UIMutableTraits) -> Void) {
        self = UITraitCollection().modifyingTraits(mutations)
    }

    /// A copy of this collection with the traits `mutations` sets.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraits(userInterfaceStyle: userInterfaceStyle)
        mutations(&traits)
        return UITraitCollection(userInterfaceStyle: traits.userInterfaceStyle)
    }
}
