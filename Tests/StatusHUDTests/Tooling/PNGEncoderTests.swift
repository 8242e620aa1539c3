import Testing
@_spi(Presenter) @testable import StatusHUD
@testable import StatusHUDTooling

@Suite struct PNGEncoderTests {
    @Test func fileHasSignatureHeaderDataAndEnd() throws {
        let pixels = SampleBytes.gradient(width: 7, height: 3)
        let file = PNGEncoder().encode(pixels: pixels, width: 7, height: 3, colorType: .rgba)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: length 13, "IHDR", width 7, height 3, depth 8, colour type 6, 0, 0, 0.
        #expect(Array(file[8..<29]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 7, 0, 0, 0, 3, 8, 6, 0, 0, 0])
        // IEND is the fixed 12 bytes every PNG ends with.
        #expect(Array(file.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        let image = try PNGReader(file)
        #expect(image.chunkTypes == ["IHDR", "IDAT", "IEND"])
        let header = try #require(PNGHeader(validating: file))
        #expect((header.width, header.height, header.bitDepth, header.colorType) == (7, 3, 8, 6))
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

    @Test(arguments: images.indices)
    func pixelsSurviveARoundTrip(index: Int) throws {
        let sample = Self.images[index]
        let strategies: [PNGEncoder.FilterStrategy] = [.adaptive] + PNGRowFilter.allCases.map { .always($0) }
        for strategy in strategies {
            let encoder = PNGEncoder(filterStrategy: strategy)
            let file = encoder.encode(pixels: sample.pixels, width: sample.width, height: sample.height,
                                      colorType: sample.colorType)
            let image = try PNGReader(file)
            #expect(image.width == sample.width && image.height == sample.height)
            #expect(image.colorType == sample.colorType.rawValue)
            #expect(image.pixels.firstDifference(from: sample.pixels) == nil, "\(sample.name), \(strategy)")
            if case .always(let filter) = strategy {
                #expect(image.rowFilters.allSatisfy { $0 == filter.rawValue })
            }
        }
    }

    @Test func adaptiveFilteringPicksSmoothFiltersForGradients() throws {
        let width = 120
        let height = 80
        let pixels = SampleBytes.gradient(width: width, height: height)
        let adaptive = PNGEncoder().encode(pixels: pixels, width: width, height: height, colorType: .rgba)
        let unfiltered = PNGEncoder(filterStrategy: .always(.none))
            .encode(pixels: pixels, width: width, height: height, colorType: .rgba)
        let image = try PNGReader(adaptive)
        #expect(image.rowFilters.contains { $0 != 0 })
        #expect(adaptive.count < unfiltered.count)
    }

    @Test func headerValidationRejectsDamage() {
        let file = PNGEncoder().encode(pixels: SampleBytes.noise(count: 400), width: 10, height: 20, colorType: .greyAlpha)
        #expect(PNGHeader(validating: file) != nil)
        #expect(PNGHeader(validating: Array(file.dropLast())) == nil)           // truncated
        #expect(PNGHeader(validating: Array(file.dropLast(12))) == nil)         // no IEND
        var flipped = file
        flipped[60] ^= 0x01                                                     // inside IDAT
        #expect(PNGHeader(validating: flipped) == nil)
        #expect(PNGHeader(validating: Array(file.dropFirst())) == nil)          // no signature
        #expect(PNGHeader(validating: []) == nil)
        #expect(PNGHeader(validating: Array("not a png".utf8)) == nil)
    }

    /// Files with sound CRCs but chunks out of place: IHDR not first, chunks after IEND, an IHDR
    /// of the wrong length, two IHDRs, no IDAT, a width of 0.
    @Test func headerValidationRejectsMisplacedChunks() {
        let file = PNGEncoder().encode(pixels: SampleBytes.noise(count: 400), width: 10, height: 20, colorType: .greyAlpha)
        // The encoder writes IHDR (25 bytes with framing), IDAT, IEND (12 bytes).
        let signature = Array(file.prefix(8))
        let ihdr = Array(file[8..<33])
        let idat = Array(file[33..<(file.count - 12)])
        let iend = Array(file.suffix(12))
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typeAndData = Array(type.utf8) + data
            let length = UInt32(data.count)
            let crc = PNGReader.crc(typeAndData[...])
            return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + typeAndData
                + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
        }
        let ihdrData = Array(ihdr[8..<21])
        let text = chunk("tEXt", Array("Comment\0made by hand".utf8))
        #expect(chunk("IHDR", ihdrData) == ihdr)   // the helper writes what the encoder writes
        #expect(PNGHeader(validating: signature + ihdr + text + idat + iend) != nil)   // ancillary chunk: fine

        let misplaced: [(String, [UInt8])] = [
            ("IDAT before IHDR", signature + idat + ihdr + iend),
            ("ancillary chunk before IHDR", signature + text + ihdr + idat + iend),
            ("IEND before IHDR", signature + iend + ihdr + idat + iend),
            ("ancillary chunk after IEND", signature + ihdr + idat + iend + text),
            ("IDAT after IEND", signature + ihdr + iend + idat),
            ("second IEND", signature + ihdr + idat + iend + iend),
            ("IHDR of 12 bytes", signature + chunk("IHDR", Array(ihdrData.prefix(12))) + idat + iend),
            ("IHDR of 14 bytes", signature + chunk("IHDR", ihdrData + [0]) + idat + iend),
            ("two IHDRs", signature + ihdr + ihdr + idat + iend),
            ("no IDAT", signature + ihdr + iend),
            ("width 0", signature + chunk("IHDR", [0, 0, 0, 0] + ihdrData.dropFirst(4)) + idat + iend),
        ]
        for (name, bytes) in misplaced {
            #expect(PNGHeader(validating: bytes) == nil, "\(name)")
        }
    }

    /// What `generate-resources encode` relies on: the kind names, and `nil` rather than a
    /// precondition failure for pixels that do not fit the size.
    @Test func toolSupportChecksTheKindAndTheSize() throws {
        let grey = SampleBytes.noise(count: 3 * 2 * 2)
        let file = try #require(ToolSupport.png(pixels: grey, width: 3, height: 2, kind: "ga")).file
        #expect(try PNGReader(file).colorType == 4)
        #expect(try PNGReader(try #require(ToolSupport.png(pixels: grey, width: 3, height: 1, kind: "rgba")).file)
            .colorType == 6)
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
        let file = try #require(PNGEncoder().encode(HUD.Image(width: 9, height: 4, scale: 2, pixels: pixels)))
        let image = try PNGReader(file)
        #expect((image.width, image.height, image.colorType) == (9, 4, 6))
        #expect(image.pixels.firstDifference(from: pixels) == nil)
        #expect(PNGEncoder().encode(HUD.Image(width: 0, height: 3, pixels: [])) == nil)
    }
    #endif
}
