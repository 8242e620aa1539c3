/// A prefix code for deflate: a bit length per symbol and the canonical codes those lengths
/// imply (RFC 1951 §3.2.2).
///
/// Build one from symbol frequencies to get an optimal code whose lengths stay within a limit
/// (15 bits for literals, lengths and distances, 7 for code lengths), or take one of the fixed
/// codes of RFC 1951 §3.2.6.
///
/// ```swift
/// let code = HuffmanCode(frequencies: [5, 1, 1, 3], maximumLength: 15)
/// code.lengths   // [1, 3, 3, 2]
/// ```
struct HuffmanCode: Sendable {
    /// The bit length of each symbol's code; `0` for a symbol that never occurs.
    let lengths: [Int]

    /// Each symbol's code with its bits reversed, ready for a ``BitWriter``
    /// (deflate sends Huffman codes most significant bit first).
    let reversedCodes: [UInt32]

    /// Creates the canonical code for the given lengths, which must satisfy the Kraft
    /// inequality (as every ``init(frequencies:maximumLength:)`` result does).
    init(lengths: [Int]) {
        let longest = lengths.max() ?? 0
        var countOfLength = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 {
            countOfLength[length] += 1
        }
        var nextCode = [UInt32](repeating: 0, count: longest + 1)
        var code: UInt32 = 0
        if longest > 0 {
            for length in 1...longest {
                code = (code + UInt32(countOfLength[length - 1])) << 1
                nextCode[length] = code
            }
        }
        var reversedCodes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            reversedCodes[symbol] = Self.reverse(nextCode[length], count: length)
            nextCode[length] += 1
        }
        self.lengths = lengths
        self.reversedCodes = reversedCodes
    }

    /// Creates a code that minimises the total bits of the given symbol frequencies among
    /// codes with no length over `maximumLength`.
    ///
    /// Symbols with frequency 0 get no code; a single used symbol gets a 1-bit code.
    /// Lengths come from a Huffman tree; if the tree is too deep, the lengths are shortened
    /// as the miniz library does (move overlong codes to the limit, then split codes just
    /// below it until the Kraft sum is exactly 1), and handed out again so that a more
    /// frequent symbol never gets a longer code. The result is deterministic: ties go to the
    /// lower symbol.
    init(frequencies: [Int], maximumLength: Int) {
        // Used symbols, least frequent first.
        let used = frequencies.indices
            .filter { frequencies[$0] > 0 }
            .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        var lengths = [Int](repeating: 0, count: frequencies.count)
        if used.count == 1 {
            lengths[used[0]] = 1
        }
        if used.count >= 2 {
            var countOfLength = Self.treeDepthCounts(weights: used.map { frequencies[$0] })
            Self.limit(&countOfLength, to: maximumLength)
            // Hand the lengths out again: the longest to the least frequent symbols.
            var position = 0
            for length in stride(from: maximumLength, through: 1, by: -1) {
                for _ in 0..<countOfLength[length] {
                    lengths[used[position]] = length
                    position += 1
                }
            }
        }
        self.init(lengths: lengths)
    }

    /// The number of bits `frequencies` cost with this code (extra bits not included).
    func cost(of frequencies: [Int]) -> Int {
        zip(frequencies, lengths).reduce(0) { $0 + $1.0 * $1.1 }
    }

    // MARK: Fixed codes

    /// The fixed literal/length code of RFC 1951 §3.2.6: 8 bits for 0–143, 9 for 144–255,
    /// 7 for 256–279 and 8 for 280–287.
    static let fixedLiteralLength = HuffmanCode(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))

    /// The fixed distance code of RFC 1951 §3.2.6: 5 bits for each of the 30 distance codes
    /// (and the two unused ones).
    static let fixedDistance = HuffmanCode(lengths: [Int](repeating: 5, count: 32))

    // MARK: Building

    /// How many leaves of a Huffman tree over `weights` (sorted ascending, at least two)
    /// sit at each depth; index 0 is unused.
    private static func treeDepthCounts(weights: [Int]) -> [Int] {
        let leafCount = weights.count
        let nodeCount = 2 * leafCount - 1
        var weight = weights + [Int](repeating: 0, count: leafCount - 1)
        var parent = [Int](repeating: 0, count: nodeCount)
        // Two queues: the sorted leaves, and inner nodes, which are made in ascending weight.
        var nextLeaf = 0
        var nextInner = leafCount
        func takeLightest(innerEnd: Int) -> Int {
            if nextLeaf < leafCount && (nextInner >= innerEnd || weight[nextLeaf] <= weight[nextInner]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInner += 1
            return nextInner - 1
        }
        for inner in leafCount..<nodeCount {
            let first = takeLightest(innerEnd: inner)
            let second = takeLightest(innerEnd: inner)
            weight[inner] = weight[first] + weight[second]
            parent[first] = inner
            parent[second] = inner
        }
        // Parents come after their children, so one backward pass gives every depth.
        var depth = [Int](repeating: 0, count: nodeCount)
        var countOfDepth = [Int](repeating: 0, count: leafCount)
        for node in stride(from: nodeCount - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
            if node < leafCount {
                countOfDepth[depth[node]] += 1
            }
        }
        return countOfDepth
    }

    /// Rewrites a count of codes per length so that no code is longer than `maximumLength`
    /// and the Kraft sum stays exactly 1; the result has `maximumLength + 1` entries.
    private static func limit(_ countOfLength: inout [Int], to maximumLength: Int) {
        var limited = [Int](repeating: 0, count: maximumLength + 1)
        for (length, count) in countOfLength.enumerated() where length > 0 {
            limited[min(length, maximumLength)] += count
        }
        // The Kraft sum in units of 2^-maximumLength.
        var total = 0
        for length in 1...maximumLength {
            total += limited[length] << (maximumLength - length)
        }
        while total > 1 << maximumLength {
            // Drop one longest code (−1 unit) and split a shorter one into two (±0 units).
            limited[maximumLength] -= 1
            for length in stride(from: maximumLength - 1, through: 1, by: -1) where limited[length] > 0 {
                limited[length] -= 1
                limited[length + 1] += 2
                break
            }
            total -= 1
        }
        countOfLength = limited
    }

    /// The low `count` bits of `code` in reverse order.
    private static func reverse(_ code: UInt32, count: Int) -> UInt32 {
        var reversed: UInt32 = 0
        var code = code
        for _ in 0..<count {
            reversed = reversed << 1 | code & 1
            code >>= 1
        }
        return reversed
    }
}
