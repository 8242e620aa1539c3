/// Writes 8-bit grey+alpha or RGBA pixels as a PNG file, compressed with ``Deflate``.
///
/// By default each row gets the filter libpng's heuristic picks (smallest sum of absolute
/// filtered bytes) and deflate runs at zlib's default effort. The file holds the chunks
/// IHDR, one IDAT and IEND; it is the same, byte for byte, for the same pixels and settings.
///
/// ```swift
/// let redDot: [UInt8] = [255, 0, 0, 255]
/// let png = PNGEncoder().encode(pixels: redDot, width: 1, height: 1, colorType: .rgba)
/// try Data(png).write(to: url)
/// ```
struct PNGEncoder: Sendable {
    /// The pixel layouts the encoder writes, all 8 bits per channel, straight (not premultiplied) alpha.
    enum ColorType: UInt8, Sendable {
        /// Two bytes per pixel: grey, alpha (PNG colour type 4).
        case greyAlpha = 4
        /// Four bytes per pixel: red, green, blue, alpha (PNG colour type 6).
        case rgba = 6

        /// Bytes per pixel.
        var channelCount: Int {
            switch self {
            case .greyAlpha: 2
            case .rgba: 4
            }
        }
    }

    /// How rows are filtered before compression.
    enum FilterStrategy: Sendable {
        /// Every row with the same filter.
        case always(PNGRowFilter)
        /// Each row with the filter whose output has the smallest sum of absolute values (signed bytes).
        case adaptive
    }

    /// How rows are filtered; ``FilterStrategy/adaptive`` by default.
    var filterStrategy = FilterStrategy.adaptive

    /// The compressor settings; zlib's default effort by default.
    var deflate = Deflate()

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `pixels`: `width × height` pixels of `colorType`, rows top to bottom.
    ///
    /// - Precondition: `width` and `height` are at least 1 and below 2³¹, and `pixels` holds
    ///   exactly `width × height × colorType.channelCount` bytes.
    func encode(pixels: [UInt8], width: Int, height: Int, colorType: ColorType) -> [UInt8] {
        encodeWithReport(pixels: pixels, width: width, height: height, colorType: colorType).file
    }

    /// ``encode(pixels:width:height:colorType:)``, also saying which kinds of deflate block it wrote.
    func encodeWithReport(pixels: [UInt8], width: Int, height: Int, colorType: ColorType)
        -> (file: [UInt8], blockKinds: [DeflateBlock.Kind]) {
        precondition(width >= 1 && height >= 1 && width <= Int(Int32.max) && height <= Int(Int32.max),
                     "PNG sizes are 1…2³¹−1 pixels")
        precondition(pixels.count == width * height * colorType.channelCount,
                     "pixel data must hold width × height × \(colorType.channelCount) bytes")

        var header: [UInt8] = []
        header += UInt32(width).bigEndianBytes
        header += UInt32(height).bigEndianBytes
        header += [8, colorType.rawValue, 0, 0, 0]   // bit depth, colour type, deflate, adaptive filters, no interlace

        let filtered = filter(pixels, width: width, height: height, bytesPerPixel: colorType.channelCount)
        let compressed = deflate.zlibCompressWithReport(filtered)
        var file = Self.signature
        Self.appendChunk("IHDR", header, to: &file)
        Self.appendChunk("IDAT", compressed.bytes, to: &file)
        Self.appendChunk("IEND", [], to: &file)
        return (file, compressed.blockKinds)
    }

    /// The rows, each preceded by its filter type byte, filtered as ``filterStrategy`` says.
    private func filter(_ pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int) -> [UInt8] {
        let rowLength = width * bytesPerPixel
        var output: [UInt8] = []
        output.reserveCapacity((rowLength + 1) * height)
        let zeros = [UInt8](repeating: 0, count: rowLength)
        pixels.withUnsafeBufferPointer { pixels in
            zeros.withUnsafeBufferPointer { zeros in
                for y in 0..<height {
                    let row = UnsafeBufferPointer(rebasing: pixels[(y * rowLength)..<((y + 1) * rowLength)])
                    let above = y == 0 ? zeros : UnsafeBufferPointer(rebasing: pixels[((y - 1) * rowLength)..<(y * rowLength)])
                    let rowFilter: PNGRowFilter
                    switch filterStrategy {
                    case .always(let chosen):
                        rowFilter = chosen
                    case .adaptive:
                        // The cheapest filter; ties go to the lower filter type.
                        let costs = PNGRowFilter.allCases.map {
                            ($0, $0.cost(of: row, above: above, bytesPerPixel: bytesPerPixel))
                        }
                        rowFilter = costs.min { $0.1 < $1.1 }?.0 ?? .none
                    }
                    rowFilter.apply(to: row, above: above, bytesPerPixel: bytesPerPixel, into: &output)
                }
            }
        }
        return output
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        file += UInt32(data.count).bigEndianBytes
        file += typeBytes
        file += data
        file += crc.value.bigEndianBytes
    }
}
