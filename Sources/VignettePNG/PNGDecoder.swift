import CZlib
import Foundation
import Vignette

/// Decodes the chunks `PNGStructure` kept (IHDR first, lengths and CRCs checked) into
/// straight RGBA: every colour type and bit depth, Adam7 interlacing and `tRNS` (PNG spec
/// §7–§9, §11.2).
///
/// The pixels are the ones Cairo's reader (libpng) gave: see `PNGDecoder+Pixels.swift`.
/// Nothing is allocated for the image until its data has inflated to the size its header
/// claims, so a small damaged file cannot ask for a large buffer.
struct PNGDecoder {
    /// The IHDR fields.
    let width: Int, height: Int, depth: Int, colourType: Int, interlaced: Bool
    /// PLTE: red, green, blue for each entry.
    private(set) var palette: [UInt8] = []
    /// The tRNS body; empty without one.
    private(set) var transparency: [UInt8] = []
    /// The IDAT bodies, one zlib stream.
    private(set) var compressed = Data()
    /// The file's name in errors.
    let source: String

    /// One Adam7 pass (or the whole image): its first pixel and the steps between pixels.
    struct Pass { let x0: Int, y0: Int, dx: Int, dy: Int }
    static let adam7 = [
        Pass(x0: 0, y0: 0, dx: 8, dy: 8), Pass(x0: 4, y0: 0, dx: 8, dy: 8), Pass(x0: 0, y0: 4, dx: 4, dy: 8),
        Pass(x0: 2, y0: 0, dx: 4, dy: 4), Pass(x0: 0, y0: 2, dx: 2, dy: 4), Pass(x0: 1, y0: 0, dx: 2, dy: 2),
        Pass(x0: 0, y0: 1, dx: 1, dy: 2),
    ]

    init(chunks data: Data, source: String) throws {
        let bytes = [UInt8](data)
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        self.source = source
        (width, height, depth, colourType) = (uint32(16), uint32(20), Int(bytes[24]), Int(bytes[25]))
        interlaced = bytes[28] == 1
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = uint32(offset)
            let body = bytes[offset + 8..<offset + 8 + length]
            switch String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) {
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": compressed.append(contentsOf: body)
            default: break
            }
            offset += 12 + length
        }
        try check(compression: bytes[26], filter: bytes[27], interlace: bytes[28])
    }

    private func fail(_ location: String, _ reason: String) -> VignetteError {
        .invalidFile(path: source, location: location, reason: reason)
    }

    private func check(compression: UInt8, filter: UInt8, interlace: UInt8) throws {
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colourType] else {
            throw fail("IHDR", "colour type \(colourType) is not one of PNG's (0, 2, 3, 4, 6)")
        }
        guard allowed.contains(depth) else {
            throw fail(
                "IHDR",
                "colour type \(colourType) cannot have \(depth) bits a sample (only \(allowed.map(String.init).joined(separator: ", ")))"
            )
        }
        guard width > 0, height > 0 else { throw fail("IHDR", "a \(width)×\(height) image has no pixels") }
        guard compression == 0, filter == 0 else {
            throw fail("IHDR", "compression method \(compression) and filter method \(filter) are not PNG's (both 0)")
        }
        guard interlace <= 1 else {
            throw fail("IHDR", "interlace method \(interlace) is neither none (0) nor Adam7 (1)")
        }
        if colourType == 3 {
            guard !palette.isEmpty else { throw fail("PLTE", "a palette image has no PLTE chunk") }
            guard palette.count % 3 == 0, palette.count <= 768 else {
                throw fail("PLTE", "the palette is \(palette.count) bytes, not 1–256 colours of 3 bytes each")
            }
        }
    }

    /// Samples a pixel: 1 (grey, palette), 2 (grey, alpha), 3 (RGB) or 4 (RGBA).
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType]! }

    /// Bytes of one row of `pixels` pixels, without its filter byte.
    func rowBytes(_ pixels: Int) -> Int { (pixels * channels * depth + 7) / 8 }

    /// The passes the data holds, with their size in pixels; passes of no pixels are left out.
    var passes: [(pass: Pass, width: Int, height: Int)] {
        (interlaced ? Self.adam7 : [Pass(x0: 0, y0: 0, dx: 1, dy: 1)]).compactMap { pass in
            let w = (width - pass.x0 + pass.dx - 1) / pass.dx, h = (height - pass.y0 + pass.dy - 1) / pass.dy
            return w > 0 && h > 0 ? (pass, w, h) : nil
        }
    }

    /// The straight RGBA pixels.
    func bitmap() throws -> Bitmap {
        let passes = passes
        var raw = try inflated(count: passes.reduce(0) { $0 + $1.height * (1 + rowBytes($1.width)) })
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        try raw.withUnsafeMutableBufferPointer { raw in
            try pixels.withUnsafeMutableBufferPointer { out in
                var offset = 0
                for (pass, passWidth, passHeight) in passes {
                    let count = rowBytes(passWidth)
                    for y in 0..<passHeight {
                        let row = raw.baseAddress! + offset + 1
                        try unfilter(
                            row, type: row[-1], above: y == 0 ? nil : UnsafePointer(row - count - 1), count: count,
                            row: y)
                        place(
                            UnsafePointer(row), count: passWidth, y: pass.y0 + y * pass.dy, pass: pass,
                            into: out.baseAddress!)
                        offset += count + 1
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, bytes: pixels)
    }

    /// The IDAT stream inflated: exactly `expected` bytes, or an error naming what is wrong.
    private func inflated(count expected: Int) throws -> [UInt8] {
        guard !compressed.isEmpty else { throw fail("IDAT", "there is no image data (no IDAT chunk)") }
        guard compressed.count < Int(UInt32.max) else { throw fail("IDAT", "more than 4 GB of image data") }
        var stream = z_stream()
        let initialised = inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard initialised == Z_OK else {
            throw VignetteError.backend(operation: "inflateInit", reason: "zlib status \(initialised)")
        }
        defer { inflateEnd(&stream) }
        // Deflate expands at most 1032:1, so a short stream gets a small buffer whatever its header says.
        var output = [UInt8](repeating: 0, count: min(expected, compressed.count * 1032 + 1024))
        var input = compressed
        let status = input.withUnsafeMutableBytes { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        let produced = output.count - Int(stream.avail_out)
        if status == Z_DATA_ERROR || status == Z_NEED_DICT || status == Z_MEM_ERROR {
            let detail = stream.msg.map { String(cString: $0) } ?? "status \(status)"
            throw fail("IDAT", "the compressed image data is damaged (zlib: \(detail))")
        }
        guard produced == expected else {
            throw fail(
                "IDAT",
                "the image data ends after \(produced) of the \(expected) bytes a \(width)×\(height) image needs")
        }
        return output
    }

    /// Undoes row filter `type` (PNG spec §9.2) in place; `above` is the pass's previous
    /// row, already unfiltered (nil: zeros).
    private func unfilter(
        _ row: UnsafeMutablePointer<UInt8>, type: UInt8, above: UnsafePointer<UInt8>?, count: Int,
        row index: Int
    ) throws {
        let bpp = max(1, channels * depth / 8)
        switch type {
        case 0: break
        case 1:
            for i in bpp..<max(bpp, count) { row[i] &+= row[i - bpp] }
        case 2:
            guard let above else { return }
            for i in 0..<count { row[i] &+= above[i] }
        case 3:
            for i in 0..<count {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                row[i] &+= UInt8((left + Int(above?[i] ?? 0)) / 2)
            }
        case 4:
            for i in 0..<count {
                let left = i >= bpp ? row[i - bpp] : 0
                let up = above?[i] ?? 0, upLeft = i >= bpp ? above?[i - bpp] ?? 0 : 0
                row[i] &+= PNGFilterType.paeth(left, up, upLeft)
            }
        default:
            throw fail("IDAT", "row \(index) has filter type \(type) (PNG's are 0–4)")
        }
    }
}
