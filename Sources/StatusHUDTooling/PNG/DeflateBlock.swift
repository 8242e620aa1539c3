/// A run of deflate tokens and the bytes they stand for, written as whichever of the three
/// block types of RFC 1951 is smallest: stored, fixed Huffman codes, or dynamic Huffman codes.
///
/// ```swift
/// let block = DeflateBlock(tokens: tokens, bytes: input[start..<end], isFinal: true)
/// let kind = block.write(to: &writer)   // .dynamic, say
/// ```
struct DeflateBlock {
    /// The three ways a deflate block can be written.
    enum Kind: String, Sendable {
        /// The bytes as they are (BTYPE 00), in pieces of at most 65 535 bytes.
        case stored
        /// The fixed Huffman codes of RFC 1951 §3.2.6 (BTYPE 01).
        case fixed
        /// Huffman codes made for this block and sent in its header (BTYPE 10).
        case dynamic
    }

    /// The LZ77 parse of ``bytes``.
    let tokens: [DeflateToken]
    /// The input bytes the tokens stand for (what a stored block holds).
    let bytes: ArraySlice<UInt8>
    /// Whether this is the last block of the stream.
    let isFinal: Bool

    /// The most bytes one stored block can hold.
    private static let storedBlockCapacity = 65535

    /// Writes the block in its smallest form and says which form that was.
    @discardableResult
    func write(to writer: inout BitWriter) -> Kind {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        var extraBitCount = 0
        for token in tokens {
            if token.isLiteral {
                literalFrequencies[token.value] += 1
            } else {
                let length = token.lengthSymbol
                let distance = token.distanceSymbol
                literalFrequencies[length.code] += 1
                distanceFrequencies[distance.code] += 1
                extraBitCount += length.extraBitCount + distance.extraBitCount
            }
        }
        literalFrequencies[256] += 1    // end of block

        let header = DynamicBlockHeader(literalFrequencies: literalFrequencies, distanceFrequencies: distanceFrequencies)
        let dynamicCost = 3 + header.bitCount + extraBitCount
            + header.literalCode.cost(of: literalFrequencies) + header.distanceCode.cost(of: distanceFrequencies)
        let fixedCost = 3 + extraBitCount
            + HuffmanCode.fixedLiteralLength.cost(of: literalFrequencies)
            + HuffmanCode.fixedDistance.cost(of: distanceFrequencies)
        let storedCost = storedBitCount(startingAt: writer.bitCount)

        if storedCost <= min(fixedCost, dynamicCost) {
            writeStored(to: &writer)
            return .stored
        }
        if fixedCost <= dynamicCost {
            writer.write(isFinal ? 1 : 0, count: 1)
            writer.write(0b01, count: 2)
            writeTokens(literalCode: .fixedLiteralLength, distanceCode: .fixedDistance, to: &writer)
            return .fixed
        }
        writer.write(isFinal ? 1 : 0, count: 1)
        writer.write(0b10, count: 2)
        header.write(to: &writer)
        writeTokens(literalCode: header.literalCode, distanceCode: header.distanceCode, to: &writer)
        return .dynamic
    }

    /// The bits the bytes take as stored blocks when the writer is at bit `position`.
    private func storedBitCount(startingAt position: Int) -> Int {
        let pieceCount = max(1, (bytes.count + Self.storedBlockCapacity - 1) / Self.storedBlockCapacity)
        // The first header may leave the writer mid-byte; later ones start on a byte boundary.
        let firstPadding = (8 - (position + 3) % 8) % 8
        return 3 + firstPadding + 32 + (pieceCount - 1) * (8 + 32) + 8 * bytes.count
    }

    private func writeStored(to writer: inout BitWriter) {
        var start = bytes.startIndex
        repeat {
            let end = min(start + Self.storedBlockCapacity, bytes.endIndex)
            let isLastPiece = end == bytes.endIndex
            writer.write(isFinal && isLastPiece ? 1 : 0, count: 1)
            writer.write(0b00, count: 2)
            writer.alignToByte()
            let count = UInt32(end - start)
            writer.write(count, count: 16)
            writer.write(~count & 0xFFFF, count: 16)
            writer.append(contentsOf: bytes[start..<end])
            start = end
        } while start < bytes.endIndex
    }

    private func writeTokens(literalCode: HuffmanCode, distanceCode: HuffmanCode, to writer: inout BitWriter) {
        for token in tokens {
            if token.isLiteral {
                writer.write(literalCode.reversedCodes[token.value], count: literalCode.lengths[token.value])
            } else {
                let length = token.lengthSymbol
                writer.write(literalCode.reversedCodes[length.code], count: literalCode.lengths[length.code])
                writer.write(length.extraBits, count: length.extraBitCount)
                let distance = token.distanceSymbol
                writer.write(distanceCode.reversedCodes[distance.code], count: distanceCode.lengths[distance.code])
                writer.write(distance.extraBits, count: distance.extraBitCount)
            }
        }
        writer.write(literalCode.reversedCodes[256], count: literalCode.lengths[256])
    }
}
