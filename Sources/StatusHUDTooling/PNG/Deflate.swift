/// A deflate compressor (RFC 1951): LZ77 matching over a 32 KiB window with hash chains and
/// lazy matching, then each block written stored, with fixed or with dynamic Huffman codes,
/// whichever is smallest.
///
/// The default settings are those of zlib's level 6 (its default); ``best`` searches as hard
/// as zlib's level 9. Output is deterministic: the same input and settings always give the
/// same bytes.
///
/// ```swift
/// let compressed = Deflate().compress(bytes)     // raw deflate, no zlib wrapper
/// let zlib = Deflate().zlibCompress(bytes)       // what a PNG's IDAT chunks hold
/// ```
struct Deflate: Sendable {
    /// How many earlier positions with the same 3-byte hash are tried at most; 128 by default.
    var maximumChainLength = 128
    /// A match this long ends the search at once; 128 by default.
    var niceLength = 128
    /// A match this long is taken without looking one byte further for a longer one; 16 by default.
    var lazyMatchLimit = 16
    /// After a match this long, the next search tries only a quarter of the chain; 8 by default.
    var goodLength = 8

    /// The tokens gathered before a block is written; 16 384 as in zlib's default.
    var tokensPerBlock = 16_384

    /// Settings that search as hard as zlib's level 9: slower, a little smaller.
    static let best = Deflate(maximumChainLength: 4096, niceLength: 258, lazyMatchLimit: 258, goodLength: 32)

    /// What ``compressWithReport(_:)`` returns: the stream and the kind of each deflate block.
    struct Output: Sendable {
        /// The compressed stream.
        let bytes: [UInt8]
        /// The kind of each block, in order.
        let blockKinds: [DeflateBlock.Kind]
    }

    /// The raw deflate stream of `input`.
    func compress(_ input: [UInt8]) -> [UInt8] {
        compressWithReport(input).bytes
    }

    /// `input` as a zlib stream (RFC 1950): header `78 9C`, deflate data, Adler-32.
    func zlibCompress(_ input: [UInt8]) -> [UInt8] {
        zlibCompressWithReport(input).bytes
    }

    /// ``zlibCompress(_:)``, with the kind of each deflate block written.
    func zlibCompressWithReport(_ input: [UInt8]) -> Output {
        let deflated = compressWithReport(input)
        let trailer = Adler32.checksum(input).bigEndianBytes
        return Output(bytes: [0x78, 0x9C] + deflated.bytes + trailer, blockKinds: deflated.blockKinds)
    }

    /// The raw deflate stream of `input`, with the kind of each block written.
    func compressWithReport(_ input: [UInt8]) -> Output {
        var writer = BitWriter(capacity: input.count / 2 + 64)
        var kinds: [DeflateBlock.Kind] = []
        var tokens: [DeflateToken] = []
        tokens.reserveCapacity(tokensPerBlock)
        var blockStart = 0
        var blockEnd = 0

        func flush(isFinal: Bool) {
            let block = DeflateBlock(tokens: tokens, bytes: input[blockStart..<blockEnd], isFinal: isFinal)
            kinds.append(block.write(to: &writer))
            tokens.removeAll(keepingCapacity: true)
            blockStart = blockEnd
        }

        parse(input) { token, length in
            tokens.append(token)
            blockEnd += length
            if tokens.count >= tokensPerBlock {
                flush(isFinal: false)
            }
        }
        flush(isFinal: true)
        writer.alignToByte()
        return Output(bytes: writer.bytes, blockKinds: kinds)
    }
}
