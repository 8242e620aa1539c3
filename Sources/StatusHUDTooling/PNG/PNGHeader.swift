/// The facts in a PNG file's IHDR chunk, read from a file whose structure has been checked:
/// the signature, every chunk's length and CRC-32, IHDR first, at least one IDAT, IEND last.
///
/// The pixel data is not decompressed; the CRCs catch a truncated or damaged file.
///
/// ```swift
/// if let header = PNGHeader(validating: bytes), header.width == 100 { … }
/// ```
struct PNGHeader: Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Bits per channel.
    let bitDepth: UInt8
    /// The PNG colour type (4 grey+alpha, 6 RGBA, …).
    let colorType: UInt8

    /// Reads the header of `bytes`; `nil` unless the file is structurally sound.
    init?(validating bytes: [UInt8]) {
        guard bytes.starts(with: PNGEncoder.signature) else { return nil }
        var offset = PNGEncoder.signature.count
        var header: (width: Int, height: Int, bitDepth: UInt8, colorType: UInt8)?
        var sawData = false
        var sawEnd = false
        while offset < bytes.count {
            guard !sawEnd, offset + 12 <= bytes.count else { return nil }
            let length = Int(Self.bigEndian(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { return nil }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = bytes[(offset + 8)..<(offset + 8 + length)]
            guard CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)])
                    == Self.bigEndian(bytes, at: offset + 8 + length) else { return nil }
            switch type {
            case "IHDR":
                guard header == nil, length == 13 else { return nil }
                let start = data.startIndex
                header = (Int(Self.bigEndian(bytes, at: start)), Int(Self.bigEndian(bytes, at: start + 4)),
                          bytes[start + 8], bytes[start + 9])
            case "IDAT":
                sawData = true
            case "IEND":
                sawEnd = true
            default:
                break
            }
            guard header != nil else { return nil }   // IHDR must come first
            offset += 12 + length
        }
        guard let header, sawData, sawEnd, header.width > 0, header.height > 0 else { return nil }
        (width, height, bitDepth, colorType) = header
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
