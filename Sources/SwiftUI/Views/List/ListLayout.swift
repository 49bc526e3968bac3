import Foundation
import Vignette

/// A list's sections as core nodes in one style: stacks of rows with fills, hairlines and rounded
/// cards, laid out by the one engine. The figures and their sources are in Docs/SwiftUI/Lists.md.
struct ListStyleMetrics {
    /// The least height of a row (`defaultMinListRowHeight`; HIG: 44 pt hit targets).
    static let minimumRowHeight: CGFloat = 44
    /// Space above and below a row's content (observed: a 22 pt body line in a 44 pt row).
    static let rowVerticalInset: CGFloat = 11
    /// Space between a card's edge and its rows' content in the inset styles (observed).
    static let cardContentInset: CGFloat = 20
    /// The corner radius of an inset section's card (observed on iOS 17 and 18).
    static let cardCornerRadius: CGFloat = 10
    /// Space between the sections of a grouped list, and above its first (chosen, see the page).
    static let groupedSectionSpacing: CGFloat = 35
    /// Space above a header in a grouped list, instead of the section spacing (chosen).
    static let groupedHeaderTopSpacing: CGFloat = 17
    /// Space between a header or footer and the card (chosen).
    static let headerFooterGap: CGFloat = 7
    /// Space above and below a plain list's header (chosen).
    static let plainHeaderInset: CGFloat = 6

    let kind: _ListLook.Kind
    let minimumRowHeight: CGFloat
    /// A hairline: one pixel.
    let hairline: CGFloat
    /// Whether the list draws its own background (`scrollContentBackground`).
    let drawsBackground: Bool

    /// The system's layout margin for a list `width` points wide: 20 pt from 414 pt (the Plus and
    /// Max iPhones and wider), 16 pt below (Apple: "either 16 or 20 points"; the threshold is chosen).
    static func layoutMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    var isGrouped: Bool { kind == .grouped || kind == .insetGrouped }
    var isInset: Bool { kind == .inset || kind == .insetGrouped }

    /// The whole list in `size`: its sections from the top, cut at its edges, on its background.
    func list(_ sections: [ListSections.Section], in size: CGSize) -> Node {
        let margin = Self.layoutMargin(forWidth: size.width)
        let cardInset = isInset ? margin : 0
        let rowInset = isInset ? Self.cardContentInset : margin
        let parts = sections.map { section in
            let node = self.section(section, cardInset: cardInset, rowInset: rowInset)
            guard isGrouped else { return node }
            let gap = section.header == nil ? Self.groupedSectionSpacing : Self.groupedHeaderTopSpacing
            return node.padding(Insets(top: gap, leading: 0, bottom: 0, trailing: 0))
        }
        let content = Node.column(.leading, spacing: 0, parts).fixedSize(horizontal: false, vertical: true)
        let background: Paint = isGrouped ? .systemGroupedBackground : .systemBackground
        let list = Node.modified(
            content.frame(width: size.width, height: size.height, alignment: .top), .clipShape(.rect))
        return drawsBackground ? list.background(background) : list
    }

    /// A section: its header, its rows in a card, its footer.
    func section(_ section: ListSections.Section, cardInset: CGFloat, rowInset: CGFloat) -> Node {
        let textInset = cardInset + rowInset
        var parts: [Node] = []
        if let header = section.header {
            let styled =
                isGrouped || isInset
                ? header.font(Font.footnote.typeface).foregroundStyle(.secondaryLabel)
                    .padding(Insets(top: 0, leading: textInset, bottom: Self.headerFooterGap, trailing: textInset))
                : header.font(Font.headline.typeface)
                    .padding(
                        Insets(
                            top: Self.plainHeaderInset, leading: textInset, bottom: Self.plainHeaderInset,
                            trailing: textInset))
            parts.append(styled.frame(maxWidth: .infinity, alignment: .leading))
        }
        var rows: [Node] = []
        for (index, row) in section.rows.enumerated() {
            let next = index + 1 < section.rows.count ? section.rows[index + 1] : nil
            let separated =
                if let next { !row.hidesBottomSeparator && !next.hidesTopSeparator } else {
                    // Only a plain list rules off its sections' last rows.
                    kind == .plain && !row.hidesBottomSeparator && !section.hidesBottomSeparator
                }
            rows.append(self.row(row, rowInset: rowInset, separated: separated))
        }
        var card = Node.column(.leading, spacing: 0, rows)
        if isInset {
            card = .modified(card, .clipShape(.roundedRect(cornerRadius: Self.cardCornerRadius, style: .continuous)))
        }
        parts.append(card.padding(Insets(top: 0, leading: cardInset, bottom: 0, trailing: cardInset)))
        if let footer = section.footer {
            parts.append(
                footer.font(Font.footnote.typeface).foregroundStyle(.secondaryLabel)
                    .padding(Insets(top: Self.headerFooterGap, leading: textInset, bottom: 0, trailing: textInset))
                    .frame(maxWidth: .infinity, alignment: .leading))
        }
        return .column(.leading, spacing: 0, parts)
    }

    /// A row: its content inset, at least the minimum height, on its background, with a hairline
    /// along its bottom from the content's leading edge when `separated`.
    func row(_ row: ListSections.Row, rowInset: CGFloat, separated: Bool) -> Node {
        let insets =
            row.insets
            ?? Insets(
                top: Self.rowVerticalInset, leading: rowInset, bottom: Self.rowVerticalInset, trailing: rowInset)
        let rowPaint: Paint = isGrouped ? .secondarySystemGroupedBackground : .systemBackground
        var node = row.content.padding(insets)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: minimumRowHeight, alignment: .leading)
            .background(row.background ?? .fill(rowPaint))
        if separated {
            node = node.overlay(separator(under: row.content, leading: insets.leading), alignment: .bottomLeading)
        }
        return node
    }

    /// A row's hairline, starting at the leading edge of the row's first text as iOS's does: a row of
    /// views led by an icon (a `Label`, an `HStack` of an image and texts) has its views before the text
    /// repeated, invisible and hidden from VoiceOver, in a row of the same spacing, then the hairline.
    func separator(under content: Node, leading: CGFloat) -> Node {
        guard case .row(_, let spacing, let children) = Self.unwrapped(content) else {
            return separator(leading: leading)
        }
        let views = children.flatMap(\.stackChildren)
        guard let firstText = views.firstIndex(where: Self.showsText), firstText > 0 else {
            return separator(leading: leading)
        }
        let lead = views[..<firstText].map {
            Node.modified(.modified($0, .opacity(0)), .accessibility(.hidden(true)))
        }
        let line = Node.fill(.separator).frame(height: hairline)
        return Node.row(.bottom, spacing: spacing, lead + [line])
            .padding(Insets(top: 0, leading: leading, bottom: 0, trailing: 0))
    }

    /// `node` without the modifiers around it.
    static func unwrapped(_ node: Node) -> Node {
        if case .modified(let inner, _) = node { return unwrapped(inner) }
        return node
    }

    /// Whether `node` shows text anywhere inside it.
    static func showsText(_ node: Node) -> Bool {
        switch node {
        case .words, .dateWords, .timerWords, .joinedWords: true
        case .modified(let inner, _): showsText(inner)
        case .group(let parts), .column(_, _, let parts), .row(_, _, let parts), .layers(_, let parts):
            parts.contains(where: showsText)
        default: false
        }
    }

    /// A hairline in the separator colour, across the width offered from `leading`.
    func separator(leading: CGFloat) -> Node {
        Node.fill(.separator).frame(height: hairline).padding(Insets(top: 0, leading: leading, bottom: 0, trailing: 0))
    }
}
