import Testing
@_spi(Presenter) @testable import StatusHUD
@testable import StatusHUDTooling

/// Round trips through the test ``Inflater`` (written from the RFC, sharing no code with the
/// encoder), plus the block choices. `.ci/checks/png-zlib.sh` repeats the round trips with
/// Python's zlib.
@Suite struct DeflateTests {
    static let inputs: [(name: String, bytes: [UInt8])] = [
        ("empty", []),
        ("one byte", [42]),
        ("two bytes", [1, 2]),
        ("short text", Array("hello hello hello hello".utf8)),
        ("zeros 100k", [UInt8](repeating: 0, count: 100_000)),
        ("noise 70k", SampleBytes.noise(count: 70_000)),
        ("text 90k", SampleBytes.text(count: 90_000)),
        ("period 3 cycle", (0..<50_000).map { UInt8($0 % 3) }),
        // 32 000 bytes of noise, 500 more, then the first 32 000 again: matches at distance
        // 32 500, near the window's edge.
        ("far repeat", {
            let block = SampleBytes.noise(count: 32_000, seed: 3)
            return block + SampleBytes.noise(count: 500, seed: 4) + block
        }()),
    ]

    @Test(arguments: inputs.indices)
    func roundTripsThroughAnIndependentDecoder(index: Int) throws {
        let input = Self.inputs[index].bytes
        for deflate in [Deflate(), Deflate.best, Deflate(tokensPerBlock: 1000)] {
            let stream = deflate.zlibCompress(input)
            let decoded = try Inflater.zlibDecompress(stream)
            #expect(decoded.output.firstDifference(from: input) == nil, "\(Self.inputs[index].name)")
        }
    }

    @Test func emptyInputIsOneEmptyFixedBlock() {
        // zlib writes the same for empty input: 78 9C 03 00 00 00 00 01.
        #expect(Deflate().zlibCompress([]) == [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    }

    @Test func noiseIsStoredInBlocksOfAtMost65535Bytes() throws {
        let noise = SampleBytes.noise(count: 200_000)
        let output = Deflate().compressWithReport(noise)
        #expect(output.blockKinds.count == 13)   // 16 384 literals per block
        #expect(output.blockKinds.allSatisfy { $0 == .stored })
        // 5 bytes of framing per stored block.
        #expect(output.bytes.count == noise.count + 5 * 13)
        #expect(try Inflater.inflate(output.bytes).output.firstDifference(from: noise) == nil)

        // One block of 200 000 bytes must be split into stored pieces of at most 65 535.
        let oneBlock = Deflate(tokensPerBlock: 1_000_000).compressWithReport(noise)
        #expect(oneBlock.blockKinds == [.stored])
        #expect(oneBlock.bytes.count == noise.count + 5 * 4)
        let decoded = try Inflater.inflate(oneBlock.bytes)
        #expect(decoded.output.firstDifference(from: noise) == nil)
        #expect(decoded.blockTypes == [0, 0, 0, 0])
    }

    @Test func repetitiveDataCompressesWithHuffmanBlocks() throws {
        let text = SampleBytes.text(count: 90_000)
        let output = Deflate(tokensPerBlock: 4_000).compressWithReport(text)
        #expect(output.blockKinds.count > 1)
        #expect(output.blockKinds.contains(.dynamic))
        #expect(output.bytes.count < text.count / 3)
        let zeros = Deflate().compressWithReport([UInt8](repeating: 0, count: 100_000))
        // 258-byte matches: about 388 tokens, a few hundred bytes at most.
        #expect(zeros.bytes.count < 400)
        let decoded = try Inflater.inflate(zeros.bytes)
        #expect(decoded.output.count == 100_000)
    }

    @Test func shortInputUsesFixedCodes() {
        let output = Deflate().compressWithReport(Array("abcabcabc".utf8))
        #expect(output.blockKinds == [.fixed])
    }

    /// The block chooser prices a dynamic block with `bitCount`, so it must be exactly what
    /// `write` writes, at any bit offset, for codes with and without runs (code-length
    /// symbols 16, 17 and 18), a lone end of block, and 15-bit codes.
    @Test func dynamicHeaderBitCountIsWhatItWrites() {
        var generator = SeededGenerator(seed: 21)
        var sparse = [Int](repeating: 0, count: 286)
        for symbol in [0, 1, 2, 40, 41, 42, 43, 44, 45, 46, 47, 100, 250, 256, 257, 270, 285] {
            sparse[symbol] = 1 + symbol % 5
        }
        var skewed = [Int](repeating: 1, count: 286)
        for symbol in 1..<30 { skewed[symbol] = skewed[symbol - 1] * 2 }   // codes up to 15 bits
        let literalSets: [[Int]] = [
            { var f = [Int](repeating: 0, count: 286); f[256] = 1; return f }(),   // empty block
            { var f = [Int](repeating: 0, count: 286); f[65] = 9; f[256] = 1; return f }(),
            [Int](repeating: 3, count: 286),                                     // runs of one length
            sparse,
            skewed,
            (0..<286).map { _ in Int(generator.next() % 4 == 0 ? generator.next() % 50 : 0) },
        ]
        let distanceSets: [[Int]] = [
            [Int](repeating: 0, count: 30),
            { var f = [Int](repeating: 0, count: 30); f[29] = 4; return f }(),
            [Int](repeating: 7, count: 30),
            (0..<30).map { _ in Int(generator.next() % 3 == 0 ? generator.next() % 20 : 0) },
        ]
        for (literalIndex, literals) in literalSets.enumerated() {
            var literals = literals
            literals[256] = max(literals[256], 1)   // every block ends with end of block
            for (distanceIndex, distances) in distanceSets.enumerated() {
                let header = DynamicBlockHeader(literalFrequencies: literals, distanceFrequencies: distances)
                for offset in [0, 3, 7] {
                    var writer = BitWriter()
                    writer.write(0, count: offset)
                    let before = writer.bitCount
                    header.write(to: &writer)
                    #expect(writer.bitCount - before == header.bitCount,
                            "literals \(literalIndex), distances \(distanceIndex), offset \(offset)")
                }
            }
        }
    }
}
