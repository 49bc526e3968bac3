import Foundation
import Testing
@testable import Vignette

/// The tree JSON of lazy-grid tracks and `gridCellUnsizedAxes` (DSL/GridTracks.swift): round
/// trips and the wording of errors.
@Suite struct GridTracksCodingTests: TreeJSONTesting {
    @Test func tracksAndUnsizedAxesRoundTrip() throws {
        let tracks = GridTracks(
            growth: .horizontal,
            tracks: [
                GridTrack(.fixed(40), spacing: 4, alignment: .leading),
                GridTrack(.flexible(minimum: 10, maximum: .infinity)),
                GridTrack(.adaptive(minimum: 30, maximum: 60), alignment: .topTrailing),
            ], alignment: .top, spacing: 6)
        let node = Node.modified(
            .grid(
                .center, horizontalSpacing: nil, verticalSpacing: nil,
                [
                    .modified(
                        .modified(.fill(.red), .gridCellUnsizedAxes(.horizontal)),
                        .gridCellAnchor(UnitPoint(x: 0.25, y: 1)))
                ]), .gridTracks(tracks))
        #expect(try Node.decode(json: node.jsonData()) == node)
    }

    @Test func aTrackWithoutASizeSaysWhichSizesThereAre() {
        let message = Self.message(#"{"type": "grid", "modifiers": [{"gridTracks": {"tracks": [{"spacing": 4}]}}]}"#)
        #expect(
            message?.contains(#"a grid track needs one of "fixed", "flexible" or "adaptive""#) == true,
            "\(message ?? "decoded")")
    }

    @Test func anAdaptiveTrackNeedsItsMinimum() {
        let message = Self.message(#"{"type": "grid", "modifiers": [{"gridTracks": {"tracks": [{"adaptive": {}}]}}]}"#)
        #expect(message?.contains("minimum") == true, "\(message ?? "decoded")")
    }

    @Test func unknownUnsizedAxesListTheAxes() {
        let message = Self.message(
            #"{"type": "fill", "color": "red", "modifiers": [{"gridCellUnsizedAxes": "diagonal"}]}"#)
        #expect(
            message?.contains("horizontal") == true && message?.contains("diagonal") == true, "\(message ?? "decoded")")
    }
}
