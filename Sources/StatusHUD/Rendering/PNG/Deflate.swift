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

    private static let windowSize = 32_768
    private static let hashBits = 15
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    /// A 3-byte match farther back than this costs more than three literals in practice.
    private static let tooFarForShortMatch = 4096

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
        let adler = Adler32.checksum(input)
        let trailer = (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * $0)) }
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

    /// Runs the LZ77 parse, handing each token and the number of input bytes it covers to `emit`.
    private func parse(_ input: [UInt8], emit: (DeflateToken, Int) -> Void) {
        let count = input.count
        let windowMask = Self.windowSize - 1
        let hashMask = (1 << Self.hashBits) - 1
        // Most recent position of each hash, and for each position (modulo the window) the
        // previous one with the same hash; -1 for none.
        var head = [Int32](repeating: -1, count: 1 << Self.hashBits)
        var previous = [Int32](repeating: -1, count: Self.windowSize)

        input.withUnsafeBufferPointer { data in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    /// Records position `position` in its hash chain; returns the chain's former head.
                    func insert(_ position: Int) -> Int {
                        guard position + Self.minimumMatch <= count else { return -1 }
                        let hash = (Int(data[position]) << 10 ^ Int(data[position + 1]) << 5 ^ Int(data[position + 2]))
                            & hashMask
                        let former = Int(head[hash])
                        previous[position & windowMask] = Int32(former)
                        head[hash] = Int32(position)
                        return former
                    }

                    /// The longest match for `position` that is longer than `atLeast`, following the
                    /// chain from `candidate`; `nil` if there is none.
                    func longestMatch(at position: Int, from candidate: Int, longerThan atLeast: Int)
                        -> (length: Int, distance: Int)? {
                        let limit = min(Self.maximumMatch, count - position)
                        guard limit > atLeast else { return nil }
                        let nice = min(niceLength, limit)
                        var chain = atLeast >= goodLength ? maximumChainLength >> 2 : maximumChainLength
                        var best = atLeast
                        var bestDistance = 0
                        var candidate = candidate
                        let oldest = position - Self.windowSize   // candidates must be newer than this
                        while candidate > oldest && candidate >= 0 && chain > 0 {
                            if data[candidate + best] == data[position + best] && data[candidate] == data[position] {
                                var length = 1
                                while length < limit && data[candidate + length] == data[position + length] {
                                    length += 1
                                }
                                if length > best {
                                    best = length
                                    bestDistance = position - candidate
                                    if length >= nice { break }
                                }
                            }
                            let next = Int(previous[candidate & windowMask])
                            guard next < candidate else { break }   // the slot was reused: chain ends
                            candidate = next
                            chain -= 1
                        }
                        return bestDistance > 0 ? (best, bestDistance) : nil
                    }

                    // zlib's lazy evaluation: a match found at one position is held back until the
                    // next position shows whether a longer match starts there.
                    var position = 0
                    var held: (length: Int, distance: Int)?   // the match found at position - 1
                    var literalPending = false                // whether data[position - 1] is unsent
                    while position < count {
                        let candidate = insert(position)
                        var match: (length: Int, distance: Int)?
                        if candidate >= 0 && (held?.length ?? 0) < lazyMatchLimit {
                            match = longestMatch(
                                at: position, from: candidate,
                                longerThan: max(held?.length ?? 0, Self.minimumMatch - 1))
                            if let found = match, found.length == Self.minimumMatch,
                               found.distance > Self.tooFarForShortMatch {
                                match = nil
                            }
                        }
                        if let previousMatch = held, (match?.length ?? 0) <= previousMatch.length {
                            // The held match wins: send it, and index the positions it covers.
                            emit(.match(length: previousMatch.length, distance: previousMatch.distance), previousMatch.length)
                            let end = position - 1 + previousMatch.length
                            for covered in (position + 1)..<max(end, position + 1) {
                                _ = insert(covered)
                            }
                            position = end
                            held = nil
                            literalPending = false
                        } else {
                            if literalPending {
                                emit(.literal(data[position - 1]), 1)
                            }
                            held = match
                            literalPending = true
                            position += 1
                        }
                    }
                    if literalPending {
                        emit(.literal(data[count - 1]), 1)
                    }
                }
            }
        }
    }
}
