import Foundation

extension String {
    /// How the Shortcuts and widget editors take a text parameter: keyboard, capitals, several lines,
    /// autocorrection (Apple's `String.IntentInputOptions`). Kept as given; a render draws no editor.
    public struct IntentInputOptions: Hashable, Sendable {
        /// The keyboard offered.
        public var keyboardType: KeyboardType
        /// When letters are capitalised as typed.
        public var capitalizationType: CapitalizationType
        /// Whether the field takes several lines.
        public var multiline: Bool
        /// Whether typing is corrected.
        public var autocorrect: Bool
        /// Whether straight quotes become curly ones.
        public var smartQuotes: Bool
        /// Whether double hyphens become dashes.
        public var smartDashes: Bool

        /// Options with Apple's defaults: the default keyboard, sentences capitalised, one line, the
        /// system's corrections.
        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }

        /// The keyboards a text parameter can ask for.
        public enum KeyboardType: Hashable, Sendable {
            /// Apple's keyboard kinds.
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
                emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
        }

        /// When typed letters are capitalised.
        public enum CapitalizationType: Hashable, Sendable {
            /// Never, each word, each sentence, every letter.
            case none, words, sentences, allCharacters
        }
    }
}

extension IntentParameter where Value == String? {
    /// An optional text parameter without a default, taken with `inputOptions` in the editor.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions, requestValueDialog: LocalizedStringResource? = nil
    ) {
        self.init(title: title, description: description)
    }
}

extension IntentParameter where Value == String {
    /// A text parameter starting at `defaultValue`, taken with `inputOptions` in the editor.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String,
        inputOptions: String.IntentInputOptions, requestValueDialog: LocalizedStringResource? = nil
    ) {
        self.init(title: title, description: description, default: defaultValue)
    }

    /// A text parameter starting at the wrapped value's initial value, taken with `inputOptions` in the editor.
    public convenience init(
        wrappedValue: String, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions, requestValueDialog: LocalizedStringResource? = nil
    ) {
        self.init(wrappedValue: wrappedValue, title: title, description: description)
    }
}
