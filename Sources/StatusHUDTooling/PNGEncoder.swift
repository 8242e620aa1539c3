import StatusHUD

/// Writes 8-bit grey+alpha or RGBA pixels as a PNG file whose zlib stream holds the rows
/// uncompressed, in stored deflate blocks (RFC 1951 §3.2.4): the smallest encoder that any PNG
/// decoder reads, with no compression code to get wrong.
///
/// The file holds the chunks IHDR, one IDAT and IEND; each row has filter type 0 (none). It is the
/// same, byte for byte, for the same pixels, and about as large as the pixels (`(width × channels
/// + 1) × height` bytes, plus 5 per 65,535 and 69 in all). Only the tools, the pictures and the
/// tests use it; the angle-mask images in `Resources/` were compressed once and are kept (see
/// CONTRIBUTING.md, "Resources").
///
/// ```swift
/// let redDot: [UInt8] = [255, 0, 0, 255]
/// let png = PNGEncoder.encode(pixels: redDot, width: 1, height: 1, colorType: .rgba)   // 73 bytes
/// try Data(png).write(to: url)
/// ```
enum PNGEncoder {
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

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The most bytes one stored block holds (its length is 16 bits).
    static let storedBlockLimit = 65_535

    /// The PNG file of `pixels`: `width × height` pixels of `colorType`, rows top to bottom.
    ///
    /// - Precondition: `width` and `height` are at least 1 and below 2³¹, and `pixels` holds
    ///   exactly `width × height × colorType.channelCount` bytes.
    static func encode(pixels: [UInt8], width: Int, height: Int, colorType: ColorType) -> [UInt8] {
        precondition(width >= 1 && height >= 1 && width <= Int(Int32.max) && height <= Int(Int32.max),
                     "PNG sizes are 1…2³¹−1 pixels")
        precondition(pixels.count == width * height * colorType.channelCount,
                     "pixel data must hold width × height × \(colorType.channelCount) bytes")
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
            + [8, colorType.rawValue, 0, 0, 0]      // bit depth, colour type, deflate, filter method 0, no interlace
        let rowLength = width * colorType.channelCount
        var rows: [UInt8] = []
        rows.reserveCapacity((rowLength + 1) * height)
        for y in 0..<height {
            rows.append(0)                          // filter type 0: the row as it is
            rows += pixels[(y * rowLength)..<((y + 1) * rowLength)]
        }
        var file = signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", zlibStored(rows), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// A zlib stream (RFC 1950) of `bytes` in stored blocks of at most 65,535 bytes: the header
    /// 78 01, the blocks (one empty final block for no bytes), then the Adler-32 of `bytes`.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]          // deflate, 32 KiB window; (0x7801 % 31 == 0)
        var start = 0
        repeat {
            let end = min(start + storedBlockLimit, bytes.count)
            let length = UInt16(end - start)
            stream.append(end == bytes.count ? 1 : 0)   // BFINAL, BTYPE 00; the rest of the byte is padding
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        return stream + bigEndian(adler32(bytes))
    }

    /// The CRC-32 of PNG chunks (ISO 3309: reflected polynomial 0xEDB88320, initial value and
    /// final XOR 0xFFFFFFFF).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// zlib's Adler-32 (RFC 1950 §8.2): two sums modulo 65,521, reduced every 5,552 bytes, the
    /// most that cannot overflow 32 bits.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + 5_552, bytes.count)
            for byte in bytes[start..<end] {
                a += UInt32(byte)
                b += a
            }
            a %= 65_521
            b %= 65_521
            start = end
        }
        return b << 16 | a
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeAndData = Array(type.utf8) + data
        file += bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData[...]))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var remainder = UInt32(index)
        for _ in 0..<8 {
            remainder = remainder & 1 == 1 ? 0xEDB8_8320 ^ (remainder >> 1) : remainder >> 1
        }
        return remainder
    }
}

#if !(canImport(UIKit) && !os(watchOS))
extension PNGEncoder {
    /// The PNG file (RGBA, 8-bit) of a platform-neutral `HUD.Image`; `nil` for an empty image,
    /// which PNG cannot hold.
    ///
    /// ```swift
    /// let dot = HUD.Image(width: 1, height: 1, pixels: [255, 0, 0, 255])
    /// let png = PNGEncoder.encode(dot)   // 73 bytes
    /// ```
    static func encode(_ image: HUD.Image) -> [UInt8]? {
        guard image.width > 0, image.height > 0 else { return nil }
        return encode(pixels: image.pixels, width: image.width, height: image.height, colorType: .rgba)
    }
}
#endif
