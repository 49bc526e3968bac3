import Foundation

extension Label where Title == Text, Icon == Image {
    /// A localized title and an image from the widget's asset catalogues (`Image("name")`).
    public init(_ titleKey: LocalizedStringKey, image name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(titleKey) }, icon: { Image(name, fileID: fileID, line: line) })
    }

    /// A title shown as it is and an image from the widget's asset catalogues.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(title) }, icon: { Image(name, fileID: fileID, line: line) })
    }
}
