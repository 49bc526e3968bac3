import Foundation

/// How an entity or an enum case is shown: a title, an optional subtitle and image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The main text.
    public var title: LocalizedStringResource
    /// A second line, if any.
    public var subtitle: LocalizedStringResource?
    /// A picture beside the title, if any.
    public var image: Image?

    /// A representation with a title, and optionally a subtitle and image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// A representation titled by a literal.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    /// A representation titled by an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }

    /// The picture of a display representation: a symbol or a named image.
    public struct Image: Hashable, Sendable {
        /// The SF Symbol's name, if the image is a symbol.
        public let systemName: String?
        /// The asset's name, if the image is named.
        public let named: String?

        /// A symbol by name.
        public init(systemName: String) {
            self.systemName = systemName
            named = nil
        }

        /// An image from the asset catalog.
        public init(named name: String) {
            systemName = nil
            named = name
        }
    }
}

/// How a type of entity or enum is named to the user ("City").
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The type's name.
    public var name: LocalizedStringResource
    /// The plural name, if given.
    public var numericFormat: LocalizedStringResource?

    /// A type named `name`.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A type named by a literal.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    /// A type named by an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
