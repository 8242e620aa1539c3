import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls
@testable import StatusHUDTooling

/// The stored-block PNG encoder, read back by the test ``PNGReader`` and ``Inflater`` (written
/// from the specifications, sharing no code with it). `.ci/checks/png-zlib.sh` repeats the round
/// trips with Python's zlib.
@Suite struct PNGEncoderTests {
    @Test func fileHasSignatureHeaderDataAndEnd() throws {
        let pixels = SampleBytes.gradient(width: 7, height: 3)
        let file = PNGEncoder.encode(pixels: pixels, width: 7, height: 3, colorType: .rgba)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: length 13, "IHDR", width 7, height 3, depth 8, colour type 6, 0, 0, 0.
        #expect(Array(file[8..<29]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 7, 0, 0, 0, 3, 8, 6, 0, 0, 0])
        // IEND is the fixed 12 bytes every PNG ends with.
        #expect(Array(file.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        let image = try PNGReader(file)
        #expect(image.chunkTypes == ["IHDR", "IDAT", "IEND"])
        #expect(image.rowFilters == [0, 0, 0])
    }

    static let images: [(name: String, width: Int, height: Int, colorType: PNGEncoder.ColorType, pixels: [UInt8])] = [
        ("1×1 rgba", 1, 1, .rgba, [10, 20, 30, 40]),
        ("1×1 grey", 1, 1, .greyAlpha, [200, 100]),
        ("odd gradient", 37, 21, .rgba, SampleBytes.gradient(width: 37, height: 21)),
        ("noise grey", 33, 65, .greyAlpha, SampleBytes.noise(count: 33 * 65 * 2)),
        ("flat", 64, 64, .rgba, Array([[UInt8]](repeating: [0, 122, 255, 255], count: 64 * 64).joined())),
        ("noise over 64 KiB", 151, 129, .rgba, SampleBytes.noise(count: 151 * 129 * 4, seed: 9)),
        ("one column", 1, 50, .greyAlpha, SampleBytes.noise(count: 100, seed: 5)),
        ("one row", 300, 1, .rgba, SampleBytes.gradient(width: 300, height: 1)),
    ]

    /// Every pixel back, in stored blocks only, and the size the format dictates: the filtered
    /// rows, 5 bytes per block of up to 65,535, the zlib header and Adler-32 (6), and the PNG
    /// container (57: signature, IHDR, IDAT's and IEND's framing).
    @Test(arguments: images.indices)
    func pixelsSurviveARoundTrip(index: Int) throws {
        let sample = Self.images[index]
        let file = PNGEncoder.encode(pixels: sample.pixels, width: sample.width, height: sample.height,
                                     colorType: sample.colorType)
        let image = try PNGReader(file)
        #expect(image.width == sample.width && image.height == sample.height)
        #expect(image.colorType == sample.colorType.rawValue)
        #expect(image.pixels.firstDifference(from: sample.pixels) == nil, "\(sample.name)")
        let rows = (sample.width * sample.colorType.channelCount + 1) * sample.height
        let blocks = (rows + 65_534) / 65_535
        #expect(image.blockTypes == Array(repeating: 0, count: blocks))
        #expect(file.count == 57 + 6 + 5 * blocks + rows, "\(sample.name)")
    }

    /// Blocks split at exactly 65,535 bytes; empty input is one empty final block.
    @Test func zlibStreamsSplitIntoStoredBlocksOfAtMost65535Bytes() throws {
        for count in [0, 1, 65_534, 65_535, 65_536, 131_070, 200_000] {
            let bytes = SampleBytes.noise(count: count, seed: UInt64(count) + 1)
            let stream = PNGEncoder.zlibStored(bytes)
            let decoded = try Inflater.zlibDecompress(stream)
            #expect(decoded.output.firstDifference(from: bytes) == nil, "\(count) bytes")
            let blocks = max(1, (count + 65_534) / 65_535)
            #expect(decoded.blockTypes == Array(repeating: 0, count: blocks), "\(count) bytes")
            #expect(stream.count == 6 + 5 * blocks + count)
        }
        #expect(PNGEncoder.zlibStored([]) == [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01])
    }

    /// Damage anywhere in the file is caught by the reader: a pixel byte by the IDAT chunk's CRC,
    /// and, with the CRC fixed, by zlib's Adler-32.
    @Test func damageIsDetected() throws {
        let file = PNGEncoder.encode(pixels: SampleBytes.noise(count: 400), width: 10, height: 20, colorType: .greyAlpha)
        var flipped = file
        flipped[60] ^= 0x01                                                     // inside IDAT
        #expect(throws: Inflater.Failure.self) { try PNGReader(flipped) }
        let idat = 33   // signature 8 + IHDR 25
        let length = file[idat..<(idat + 4)].reduce(0) { $0 << 8 | Int($1) }
        var stream = Array(file[(idat + 8)..<(idat + 8 + length)])
        stream[20] ^= 0x01
        #expect(throws: Inflater.Failure.self) { try Inflater.zlibDecompress(stream) }
    }

    /// What `generate-resources encode` relies on: the kind names, and `nil` rather than a
    /// precondition failure for pixels that do not fit the size.
    @Test func toolSupportChecksTheKindAndTheSize() throws {
        let grey = SampleBytes.noise(count: 3 * 2 * 2)
        let file = try #require(ToolSupport.png(pixels: grey, width: 3, height: 2, kind: "ga"))
        #expect(try PNGReader(file).colorType == 4)
        #expect(try PNGReader(try #require(ToolSupport.png(pixels: grey, width: 3, height: 1, kind: "rgba"))).colorType == 6)
        let refused: [(kind: String, width: Int, height: Int)] = [
            ("rgb", 3, 2), ("GA", 3, 2), ("ga", 2, 2), ("ga", 6, 2), ("ga", 0, 6), ("ga", -3, -2),
            ("rgba", 3, 2), ("ga", 1 << 32, 1 << 32), ("ga", Int.max, 1),
        ]
        for (kind, width, height) in refused {
            #expect(ToolSupport.png(pixels: grey, width: width, height: height, kind: kind) == nil,
                    "\(kind) \(width)×\(height)")
        }
    }

    #if !(canImport(UIKit) && !os(watchOS))
    @Test func hudImagesEncodeAsRGBA() throws {
        let pixels = SampleBytes.gradient(width: 9, height: 4)
        let file = try #require(PNGEncoder.encode(HUD.Image(width: 9, height: 4, scale: 2, pixels: pixels)))
        let image = try PNGReader(file)
        #expect((image.width, image.height, image.colorType) == (9, 4, 6))
        #expect(image.pixels.firstDifference(from: pixels) == nil)
        #expect(PNGEncoder.encode(HUD.Image(width: 0, height: 3, pixels: [])) == nil)
    }
    #endif
}
