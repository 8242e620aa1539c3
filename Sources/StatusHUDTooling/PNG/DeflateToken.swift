/// One step of an LZ77 parse: a literal byte, or a match that copies `length` bytes
/// (3…258) from `distance` bytes back (1…32768), packed into 32 bits.
///
/// ```swift
/// let token = DeflateToken.match(length: 10, distance: 3)
/// token.lengthSymbol   // (code: 264, extraBitCount: 0, extraBits: 0)
/// ```
struct DeflateToken: Sendable {
    /// Bits 16…31: the distance, `0` for a literal; bits 0…15: the length or the literal byte.
    let rawValue: UInt32

    /// A literal byte.
    static func literal(_ byte: UInt8) -> DeflateToken {
        DeflateToken(rawValue: UInt32(byte))
    }

    /// A copy of `length` bytes starting `distance` bytes back.
    static func match(length: Int, distance: Int) -> DeflateToken {
        DeflateToken(rawValue: UInt32(distance) << 16 | UInt32(length))
    }

    /// Whether this is a literal byte rather than a match.
    var isLiteral: Bool { rawValue >> 16 == 0 }

    /// The literal byte, or the match length.
    var value: Int { Int(rawValue & 0xFFFF) }

    /// The match distance; `0` for a literal.
    var distance: Int { Int(rawValue >> 16) }

    /// The literal/length alphabet symbol (257…285) of a match length, with its extra bits
    /// (RFC 1951 §3.2.5).
    var lengthSymbol: (code: Int, extraBitCount: Int, extraBits: UInt32) {
        Self.lengthSymbols[value]
    }

    /// The distance alphabet symbol (0…29) of a match distance, with its extra bits
    /// (RFC 1951 §3.2.5).
    var distanceSymbol: (code: Int, extraBitCount: Int, extraBits: UInt32) {
        Self.distanceSymbol(of: distance)
    }

    /// The symbol of each length 0…258 (entries below 3 are unused).
    private static let lengthSymbols: [(code: Int, extraBitCount: Int, extraBits: UInt32)] =
        (0...258).map { length in
            if length < 3 { return (0, 0, 0) }
            if length == 258 { return (285, 0, 0) }
            let offset = length - 3                  // 0…254
            if offset < 8 { return (257 + offset, 0, 0) }
            // Codes 265…284 come in groups of four per extra bit, the group set by the top bit.
            let topBit = Int.bitWidth - 1 - offset.leadingZeroBitCount   // 3…7
            let extraBitCount = topBit - 2
            let quarter = (offset >> extraBitCount) & 3
            let base = (4 | quarter) << extraBitCount
            return (257 + 4 * (topBit - 1) + quarter, extraBitCount, UInt32(offset - base))
        }

    /// The symbol of a distance 1…32768.
    private static func distanceSymbol(of distance: Int) -> (code: Int, extraBitCount: Int, extraBits: UInt32) {
        let offset = distance - 1                    // 0…32767
        if offset < 4 { return (offset, 0, 0) }
        // Codes 4…29 come in pairs per extra bit, the pair set by the top bit.
        let topBit = Int.bitWidth - 1 - offset.leadingZeroBitCount   // 2…14
        let extraBitCount = topBit - 1
        let half = (offset >> extraBitCount) & 1
        let base = (2 | half) << extraBitCount
        return (2 * topBit + half, extraBitCount, UInt32(offset - base))
    }
}
