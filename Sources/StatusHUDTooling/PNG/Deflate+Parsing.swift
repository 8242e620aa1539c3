// The LZ77 half of deflate: finding earlier copies of the bytes ahead, as zlib's
// `deflate_slow` does (its levels 4 to 9). Matches reach at most 32 767 bytes back, one less
// than deflate allows, so that a chain slot the window has already reused is never followed.

extension Deflate {
    /// The LZ77 window: how far back a match may start.
    static let windowSize = 32_768
    /// Bits of the hash of three bytes that heads each chain.
    static let hashBits = 15
    /// The shortest match deflate can express.
    static let minimumMatch = 3
    /// The longest match deflate can express.
    static let maximumMatch = 258
    /// A 3-byte match farther back than this costs more than three literals in practice (zlib's `TOO_FAR`).
    static let tooFarForShortMatch = 4096

    /// Runs the LZ77 parse, handing each token and the number of input bytes it covers to `emit`.
    func parse(_ input: [UInt8], emit: (DeflateToken, Int) -> Void) {
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
