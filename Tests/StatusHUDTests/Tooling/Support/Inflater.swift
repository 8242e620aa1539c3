/// A small deflate and zlib decoder written from RFC 1950/1951 for the tests; it shares no
/// code with the encoder (Python's zlib in `.ci/checks/png-zlib.sh` is the outside check).
///
/// It decodes Huffman codes bit by bit from the counts of each length, as the RFC describes,
/// and rejects anything malformed rather than guessing.
struct Inflater {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The decoded bytes and the type (0 stored, 1 fixed, 2 dynamic) of each block.
    static func inflate(_ bytes: [UInt8]) throws -> (output: [UInt8], blockTypes: [Int]) {
        var reader = BitReader(bytes: bytes)
        var output: [UInt8] = []
        var blockTypes: [Int] = []
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            let type = try reader.bits(2)
            blockTypes.append(type)
            switch type {
            case 0:
                reader.skipToByte()
                let length = try reader.bits(16)
                let complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw Failure(description: "stored length check") }
                for _ in 0..<length {
                    output.append(UInt8(try reader.bits(8)))
                }
            case 1:
                let literals = try Code(lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
                    + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
                let distances = try Code(lengths: Array(repeating: 5, count: 32))   // 30 and 31 unused
                try decodeSymbols(&reader, literals: literals, distances: distances, into: &output)
            case 2:
                let (literals, distances) = try readDynamicCodes(&reader)
                try decodeSymbols(&reader, literals: literals, distances: distances, into: &output)
            default:
                throw Failure(description: "block type 3")
            }
        }
        guard reader.remainingWholeBytes == 0 else { throw Failure(description: "bytes after the final block") }
        return (output, blockTypes)
    }

    /// The bytes of a zlib stream, after checking its header and Adler-32.
    static func zlibDecompress(_ bytes: [UInt8]) throws -> (output: [UInt8], blockTypes: [Int]) {
        guard bytes.count >= 6, bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0,
              bytes[1] & 0x20 == 0 else { throw Failure(description: "zlib header") }
        let result = try inflate(Array(bytes[2..<(bytes.count - 4)]))
        var a = 1
        var b = 0
        for byte in result.output {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        let stored = bytes.suffix(4).reduce(0) { $0 << 8 | Int($1) }
        guard stored == b << 16 | a else { throw Failure(description: "Adler-32") }
        return result
    }

    private static func decodeSymbols(_ reader: inout BitReader, literals: Code, distances: Code,
                                      into output: inout [UInt8]) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure(description: "length symbol \(symbol)") }
                let length = RFC1951Tables.lengthBase[index] + (try reader.bits(RFC1951Tables.lengthExtraBits[index]))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < 30 else { throw Failure(description: "distance symbol \(distanceSymbol)") }
                let distance = RFC1951Tables.distanceBase[distanceSymbol]
                    + (try reader.bits(RFC1951Tables.distanceExtraBits[distanceSymbol]))
                guard distance <= output.count else { throw Failure(description: "distance \(distance) too far") }
                for _ in 0..<length {
                    output.append(output[output.count - distance])
                }
            }
        }
    }

    private static func readDynamicCodes(_ reader: inout BitReader) throws -> (Code, Code) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure(description: "HLIT/HDIST") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[order[index]] = try reader.bits(3)
        }
        let codeLengthCode = try Code(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw Failure(description: "repeat with no length") }
                lengths += Array(repeating: last, count: 3 + (try reader.bits(2)))
            case 17:
                lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default:
                lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "lengths overrun") }
        guard lengths[256] > 0 else { throw Failure(description: "no end-of-block code") }
        return (try Code(lengths: Array(lengths.prefix(literalCount))),
                try Code(lengths: Array(lengths.suffix(distanceCount))))
    }

    /// A canonical Huffman code as counts per length and symbols in code order.
    private struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws {
            for length in lengths {
                counts[length] += 1
            }
            var left = 1
            for length in 1...15 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw Failure(description: "over-subscribed code") }
            }
            // Incomplete codes are accepted only as a single 1-bit code (as zlib does).
            let used = lengths.filter { $0 > 0 }.count
            guard left == 0 || (used == 1 && counts[1] == 1) else { throw Failure(description: "incomplete code") }
            for length in 1...15 {
                for (symbol, symbolLength) in lengths.enumerated() where symbolLength == length {
                    symbols.append(symbol)
                }
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0
            var first = 0
            var index = 0
            for length in 1...15 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - first < count {
                    return symbols[index + code - first]
                }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "no such code")
        }
    }

    private struct BitReader {
        let bytes: [UInt8]
        var bitPosition = 0

        var remainingWholeBytes: Int { bytes.count - (bitPosition + 7) / 8 }

        mutating func bits(_ count: Int) throws -> Int {
            var value = 0
            for index in 0..<count {
                let byte = bitPosition / 8
                guard byte < bytes.count else { throw Failure(description: "ran out of input") }
                value |= Int(bytes[byte] >> UInt8(bitPosition % 8) & 1) << index
                bitPosition += 1
            }
            return value
        }

        mutating func skipToByte() {
            bitPosition = (bitPosition + 7) / 8 * 8
        }
    }
}
