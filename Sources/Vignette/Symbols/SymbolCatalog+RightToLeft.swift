import Foundation

extension SymbolCatalog {
    /// The symbols of the standard table drawn mirrored right to left, standing in for the
    /// right-to-left forms SF Symbols gives them (Docs/Languages.md §2). Our list, from the
    /// HIG's rules: flip icons that show text or reading direction (lists, documents, notes,
    /// writing, speech bubbles) and forward or backward motion (a paper plane, sound waves,
    /// a leading half); never playback controls, clocks, graphs, absolute arrows and chevrons
    /// (`arrow.left` points left in every language), or real-world objects.
    public static let mirroredRightToLeft: Set<String> = [
        "list.bullet", "checklist", "note.text", "doc.text.fill",
        "bubble.left.fill", "bubble.left.and.bubble.right.fill", "message.fill",
        "pencil", "square.and.pencil", "paperplane.fill",
        "speaker.wave.3.fill", "speaker.slash.fill", "star.leadinghalf.filled",
    ]
}
