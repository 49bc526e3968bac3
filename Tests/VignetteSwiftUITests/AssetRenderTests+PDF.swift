import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// PDF pictures in an asset catalogue through a whole render, drawn by poppler: the page's size, its
/// colours, vectors against Xcode's bitmap (`preserves-vector-representation`), a template set, and the
/// error a file that is not a PDF gives.
///
/// The fixture `halves.pdf` is one 24 × 16 pt page, its left half red and its right half blue
/// (written by hand: two filled rectangles, no compression). `Halves` keeps Xcode's default (no
/// vectors kept), `HalvesVector` sets `preserves-vector-representation`, `HalvesTemplate` puts the PDF
/// in the 1x slot with the template rendering intent, `Broken` lists a file that starts as a PDF and is not one.
extension AssetRenderTests {
    /// The pixel at (x, y) points of the render.
    func pixel(_ bitmap: Bitmap, _ prepared: PreparedWidget, x: Double, y: Double) -> Bitmap.Pixel {
        let scale = Double(prepared.pixelScale)
        return bitmap.pixel(x: Int(x * scale), y: Int(y * scale))
    }

    @Test func aPDFImageSetDrawsItsPageAtItsNaturalSize() throws {
        for name in ["Halves", "HalvesVector"] {
            let prepared = try prepare(spec()) { Image(name) }
            let frame = try #require(pictureFrame(prepared))
            #expect(close(frame.size, CGSize(width: 24, height: 16)), "\(name)")
            let drawn = try bitmap(prepared, name: "pdf-\(name)")
            let left = pixel(drawn, prepared, x: frame.minX + 6, y: frame.midY)
            let right = pixel(drawn, prepared, x: frame.minX + 18, y: frame.midY)
            #expect(
                [left.red, left.green, left.blue, left.alpha] == [255, 0, 0, 255], "\(name): the left half is red")
            #expect(
                [right.red, right.green, right.blue, right.alpha] == [0, 0, 255, 255], "\(name): the right half is blue"
            )
        }
    }

    @Test func vectorsStaySharpWhenStretchedAndXcodesBitmapDoesNot() throws {
        // Ten times its size: the edge between the halves, at x = 120 pt. A point left of it the vector
        // drawing is still pure red; the 3x bitmap (one pixel is a third of a point, 3.3 pt once
        // stretched) is mixed with blue there.
        func leftOfEdge(_ name: String) throws -> Bitmap.Pixel {
            let prepared = try prepare(spec()) { Image(name).resizable().frame(width: 240, height: 160) }
            let frame = try #require(pictureFrame(prepared))
            return pixel(
                try bitmap(prepared, name: "pdf-stretched-\(name)"), prepared, x: frame.minX + 119, y: frame.midY)
        }
        let vector = try leftOfEdge("HalvesVector")
        #expect([vector.red, vector.green, vector.blue] == [255, 0, 0])
        let raster = try leftOfEdge("Halves")
        #expect(raster.red < 250 && raster.blue > 5, "mixed: \(raster)")
    }

    @Test func aTemplatePDFInTheOneXSlotIsItsShapeInTheForegroundColour() throws {
        let prepared = try prepare(spec()) {
            Image("HalvesTemplate").foregroundStyle(Color(red: 0, green: 0.5, blue: 0))
        }
        let frame = try #require(pictureFrame(prepared))
        #expect(close(frame.size, CGSize(width: 24, height: 16)))
        let drawn = try bitmap(prepared, name: "pdf-template")
        for x in [6.0, 18] {
            let p = pixel(drawn, prepared, x: frame.minX + x, y: frame.midY)
            #expect([p.red, p.green, p.blue, p.alpha] == [0, 128, 0, 255], "at \(x) pt: \(p)")
        }
    }

    @Test func aFileThatIsNotAPDFFailsTheRenderNamingIt() throws {
        let error = #expect(throws: VignetteError.self) { try prepare(spec()) { Image("Broken") } }
        let file = AssetFixtures.catalogue.appendingPathComponent("Broken.imageset/broken.pdf").path
        #expect(
            error?.message.hasPrefix("cannot read picture '\(file)': a PDF that does not open: ") == true,
            "\(error?.message ?? "")")
        #expect(error?.message.contains("named in Image(\"Broken\") in VignetteSwiftUITests/") == true)
    }

    @Test func thePageSizeIsReadFromTheBytesWithoutPoppler() throws {
        let bytes = try Data(contentsOf: AssetFixtures.catalogue.appendingPathComponent("Halves.imageset/halves.pdf"))
        let info = try PictureInfo(data: bytes, name: "halves.pdf")
        #expect(info.format == .pdf && info.size == CGSize(width: 24, height: 16))
        // A crop box outranks the media box; a PDF without either box written out is an error.
        let cropped = Data("%PDF-1.4\n<< /MediaBox [0 0 100 100] /CropBox [10 10 60.5 40] >>".utf8)
        #expect(try PictureInfo(data: cropped, name: "c.pdf").size == CGSize(width: 50.5, height: 30))
        let error = #expect(throws: VignetteError.self) {
            try PictureInfo(data: Data("%PDF-1.5\n<< /MediaBox 5 0 R >>".utf8), name: "packed.pdf")
        }
        #expect(
            error?.message == "cannot read picture 'packed.pdf': a PDF with no readable page box (/CropBox or "
                + "/MediaBox): not a whole PDF file")
    }

    @Test func aPDFSetDrawsAsTheLookedAtReference() throws {
        let widget = WidgetDefinition(id: "pdf-assets", displayName: "PDF", families: [.systemMedium]) { _ in
            Lowering.node(
                HStack(spacing: 12) {
                    Image("HalvesVector")
                    Image("HalvesVector").resizable().frame(width: 96, height: 64)
                    Image("Halves").resizable().frame(width: 96, height: 64)
                    Image("HalvesTemplate").foregroundStyle(.green)
                }, family: .systemMedium)
        }
        try AssetLibrary.$overridingFolders.withValue([AssetFixtures.folder]) {
            try LazyGridSnapshotTests.expectReference(widget, named: "pdfAssets", suite: "PDFAssetSnapshotTests")
        }
    }
}
