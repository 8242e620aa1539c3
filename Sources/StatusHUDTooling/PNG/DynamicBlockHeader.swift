/// The codes of a dynamic-Huffman deflate block and the header that describes them
/// (RFC 1951 §3.2.7): the code lengths, run-length encoded, sent with a code of their own.
///
/// ```swift
/// let header = DynamicBlockHeader(literalFrequencies: literals, distanceFrequencies: distances)
/// header.bitCount                     // what the header costs
/// header.write(to: &writer)           // HLIT, HDIST, HCLEN and the code lengths
/// ```
struct DynamicBlockHeader {
    /// The code for literals, end of block and match lengths (symbols 0…285).
    let literalCode: HuffmanCode
    /// The code for match distances (symbols 0…29).
    let distanceCode: HuffmanCode

    /// The code that sends the code lengths (symbols 0…18).
    private let codeLengthCode: HuffmanCode
    /// The code-length symbols (0…18), each with the value of its extra bits.
    private let codeLengthItems: [(symbol: Int, extraBits: UInt32)]
    private let literalCount: Int
    private let distanceCount: Int
    private let codeLengthCount: Int

    /// The order in which the code-length code's own lengths are sent.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    /// The number of extra bits after code-length symbols 16, 17 and 18.
    private static let extraBitCount = [16: 2, 17: 3, 18: 7]

    /// Builds the codes for the given symbol counts (end of block must be counted) and the
    /// header that describes them.
    ///
    /// Each code gets at least two symbols, adding unused ones if needed, so that every
    /// decoder accepts it (a one-symbol code is an edge case some reject).
    init(literalFrequencies: [Int], distanceFrequencies: [Int]) {
        literalCode = HuffmanCode(frequencies: Self.withTwoSymbols(literalFrequencies), maximumLength: 15)
        distanceCode = HuffmanCode(frequencies: Self.withTwoSymbols(distanceFrequencies), maximumLength: 15)
        literalCount = max(257, (literalCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)

        let items = Self.runLengthEncode(
            Array(literalCode.lengths.prefix(literalCount)) + Array(distanceCode.lengths.prefix(distanceCount)))
        var frequencies = [Int](repeating: 0, count: 19)
        for item in items {
            frequencies[item.symbol] += 1
        }
        let codeLengthCode = HuffmanCode(frequencies: Self.withTwoSymbols(frequencies), maximumLength: 7)
        let lastSent = Self.codeLengthOrder.lastIndex { codeLengthCode.lengths[$0] > 0 } ?? 0
        self.codeLengthCode = codeLengthCode
        codeLengthItems = items
        codeLengthCount = max(4, lastSent + 1)
    }

    /// The number of bits ``write(to:)`` writes.
    var bitCount: Int {
        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for item in codeLengthItems {
            bits += codeLengthCode.lengths[item.symbol] + (Self.extraBitCount[item.symbol] ?? 0)
        }
        return bits
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the code lengths.
    func write(to writer: inout BitWriter) {
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(codeLengthCount - 4), count: 4)
        for symbol in Self.codeLengthOrder.prefix(codeLengthCount) {
            writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
        }
        for item in codeLengthItems {
            writer.write(codeLengthCode.reversedCodes[item.symbol], count: codeLengthCode.lengths[item.symbol])
            if let extra = Self.extraBitCount[item.symbol] {
                writer.write(item.extraBits, count: extra)
            }
        }
    }

    /// The code lengths as code-length symbols: 0…15 for a length, 16 to repeat the previous
    /// length 3…6 times, 17 and 18 for 3…10 and 11…138 zeros.
    private static func runLengthEncode(_ lengths: [Int]) -> [(symbol: Int, extraBits: UInt32)] {
        var items: [(symbol: Int, extraBits: UInt32)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == length {
                run += 1
            }
            index += run
            if length == 0 {
                while run >= 11 {
                    let count = min(run, 138)
                    items.append((18, UInt32(count - 11)))
                    run -= count
                }
                if run >= 3 {
                    items.append((17, UInt32(run - 3)))
                    run = 0
                }
            } else {
                items.append((length, 0))
                run -= 1
                while run >= 3 {
                    let count = min(run, 6)
                    items.append((16, UInt32(count - 3)))
                    run -= count
                }
            }
            items += repeatElement((symbol: length, extraBits: UInt32(0)), count: run)
        }
        return items
    }

    /// The frequencies with the first unused symbols counted once, until at least two are used.
    private static func withTwoSymbols(_ frequencies: [Int]) -> [Int] {
        var frequencies = frequencies
        var index = 0
        while frequencies.filter({ $0 > 0 }).count < 2 && index < frequencies.count {
            if frequencies[index] == 0 {
                frequencies[index] = 1
            }
            index += 1
        }
        return frequencies
    }
}
