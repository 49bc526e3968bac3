import Foundation
import Testing
@testable import Vignette

/// What VoiceOver reads and in what order (Docs/Accessibility.md), with a fixed-advance engine so
/// every frame is worked out by hand.
@Suite struct ReadingOrderTests {
    let engine = FixedAdvanceTextEngine()

    func layout(_ element: some Element) -> LayoutResult {
        Layout.layout(
            element.node, in: CGSize(width: 300, height: 300), environment: WidgetEnvironment(), textEngine: engine)
    }

    /// The transcript `vignette accessibility` prints for `element`.
    func transcript(_ element: some Element) -> String {
        AccessibilityElement.transcript(layout(element).accessibilityElements())
    }

    @Test func columnsAreReadLineByLineUnlessEachIsAContainer() {
        let columns = Row(alignment: .top, spacing: 0) {
            Column(alignment: .leading, spacing: 0) {
                Words("A")
                Words("B")
            }
            Column(alignment: .leading, spacing: 0) {
                Words("C")
                Words("D")
            }
        }
        // Geometric order: A and C share the top line, B and D the next.
        #expect(
            transcript(columns) == """
                "A" [isStaticText]
                "C" [isStaticText]
                "B" [isStaticText]
                "D" [isStaticText]

                """)
        let contained = Row(alignment: .top, spacing: 0) {
            Column(alignment: .leading, spacing: 0) {
                Words("A")
                Words("B")
            }.accessibilityElement(children: .contain)
            Column(alignment: .leading, spacing: 0) {
                Words("C")
                Words("D")
            }
            .accessibilityElement(children: .contain).accessibilityLabel("Right")
        }
        #expect(
            transcript(contained) == """
                container:
                  "A" [isStaticText]
                  "B" [isStaticText]
                container "Right":
                  "C" [isStaticText]
                  "D" [isStaticText]

                """)
    }

    @Test func anElementWhoseTopIsAboveTheCentreOfTheLineIsOnThatLine() {
        // The 12 pt label is centred on a 50 pt symbol (40 pt × 1.25): its top is 19 pt below the
        // symbol's, above the symbol's centre (25), so it is read first, being leading.
        let row = Column(alignment: .leading, spacing: 0) {
            Row(alignment: .center, spacing: 8) {
                Words("Label").font(.system(size: 12))
                Symbol("star").font(.system(size: 40))
            }
            Words("below")
        }
        let elements = layout(row).accessibilityElements()
        #expect(elements.map(\.label) == ["Label", "star", "below"])
        let label = elements[0].frame, star = elements[1].frame
        #expect(label.minY > star.minY && label.minY < star.midY)
    }

    @Test func higherSortPriorityIsReadFirstAndTiesKeepTheGeometricOrder() {
        let column = Column {
            Words("last").accessibilitySortPriority(-1)
            Words("second")
            Words("first").accessibilitySortPriority(2)
            Words("third")
        }
        #expect(layout(column).accessibilityElements().map(\.label) == ["first", "second", "third", "last"])
    }

    @Test func hiddenAndTransparentViewsAreNotRead() {
        let column = Column {
            Words("shown")
            Words("secret").accessibilityHidden()
            Column {
                Words("a")
                Words("b")
            }.accessibilityHidden()
            Words("ghost").opacity(0)
            Words("unhidden").accessibilityHidden().accessibilityHidden(false)
        }
        #expect(layout(column).accessibilityElements().map(\.label) == ["shown", "unhidden"])
    }

    @Test func combineJoinsTheChildrenAndAnOuterLabelReplacesThem() {
        let row = Row {
            Symbol("star")
            Words("Favourites")
            Words("3")
        }
        #expect(transcript(row.accessibilityElement(children: .combine)) == "\"star, Favourites, 3\" [isStaticText]\n")
        #expect(
            transcript(
                row.accessibilityElement(children: .combine).accessibilityLabel("Starred").accessibilityValue("3 items")
            )
                == "\"Starred\" value \"3 items\" [isStaticText]\n")
        // Only symbols: the combined element keeps the image trait.
        #expect(
            transcript(
                Row {
                    Symbol("star")
                    Symbol("moon")
                }.accessibilityElement(children: .combine))
                == "\"star, moon\" [isImage]\n")
        // A label written inside the combined view labels each child before they are joined.
        #expect(
            transcript(
                Row {
                    Words("a")
                    Words("b")
                }.accessibilityLabel("x").accessibilityElement(children: .combine))
                == "\"x, x\" [isStaticText]\n")
    }

    @Test func ignoreMakesOneElementWithOnlyWhatIsGivenToIt() {
        let distance = Column {
            Words("12")
            Words("km")
        }
        #expect(
            transcript(
                distance.accessibilityElement().accessibilityLabel("Distance").accessibilityValue("12 kilometres"))
                == "\"Distance\" value \"12 kilometres\"\n")
        #expect(transcript(distance.accessibilityElement(children: .ignore)) == "(no label)\n")
        // A text made an element keeps what it reads.
        #expect(transcript(Words("Hi").accessibilityElement()) == "\"Hi\" [isStaticText]\n")
    }

    @Test func modifiersOnAStackApplyToEveryElementInIt() {
        let column = Column {
            Words("a")
            Words("b")
        }.accessibilityLabel("same").accessibilityAddTraits(.isHeader)
        #expect(
            transcript(column) == """
                "same" [isHeader, isStaticText]
                "same" [isHeader, isStaticText]

                """)
    }

    @Test func theOutermostModifierWinsAndTraitsApplyInsideOut() {
        #expect(
            transcript(Words("x").accessibilityLabel("inner").accessibilityLabel("outer"))
                == "\"outer\" [isStaticText]\n")
        #expect(
            transcript(Words("x").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isStaticText))
                == "\"x\" [isHeader]\n")
        #expect(
            transcript(
                Words("x").accessibilityRemoveTraits(.isHeader).accessibilityAddTraits(.isHeader).accessibilityHint(
                    "Opens it"))
                == "\"x\" [isHeader, isStaticText] hint \"Opens it\"\n")
    }

    @Test func symbolsReadTheirNameAndTextItsWholeString() {
        #expect(transcript(Symbol("cloud.sun.fill")) == "\"cloud sun fill\" [isImage]\n")
        #expect(
            transcript(Symbol("cloud.sun.fill").accessibilityLabel("Partly cloudy")) == "\"Partly cloudy\" [isImage]\n")
        // Truncated to "Introdu…" on screen, read whole.
        let long = Words("Introduction to Algorithms").lineLimit(1).frame(width: 64)
        let result = layout(long)
        #expect(result.allNodes.first { $0.kind == .words }?.lines?.first?.hasSuffix("…") == true)
        #expect(result.accessibilityElements().map(\.label) == ["Introduction to Algorithms"])
        #expect(transcript(Words("")) == "")
    }

    @Test func anElementsFrameIsItsViewsFrame() {
        let row = Row(spacing: 4) {
            Words("ab")
            Words("cd")
        }.accessibilityElement(children: .combine).named("row")
            .padding(10)
        let result = layout(row)
        let element = try! #require(result.accessibilityElements().first)
        #expect(element.frame == result.frame(named: "row"))
        // 17 pt body: each "ab" is 17 pt wide; the row is 17 + 4 + 17.
        #expect(element.frame.width == 38)
    }
}
