import Testing
@_spi(Presenter) @testable import StatusHUD
@testable import StatusHUDTooling

@Suite struct HuffmanCodeTests {
    /// RFC 1951 §3.2.2's example: lengths (3, 3, 3, 3, 3, 2, 4, 4) for A…H give the codes
    /// 010, 011, 100, 101, 110, 00, 1110, 1111.
    @Test func canonicalCodesMatchTheRFCExample() {
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        let expected = ["010", "011", "100", "101", "110", "00", "1110", "1111"]
        for (symbol, bits) in expected.enumerated() {
            // Codes are stored bit-reversed (deflate sends them most significant bit first).
            let reversed = String(String(code.reversedCodes[symbol], radix: 2)
                .leftPadded(to: code.lengths[symbol]).reversed())
            #expect(reversed == bits, "symbol \(symbol)")
        }
    }

    @Test func fixedCodesFollowTheRFC() {
        // RFC 1951 §3.2.6: literal 0 is 00110000 (8 bits), 144 is 110010000 (9 bits),
        // 256 is 0000000 (7 bits), 280 is 11000000 (8 bits).
        let code = HuffmanCode.fixedLiteralLength
        let samples: [(symbol: Int, bits: String)] = [(0, "00110000"), (143, "10111111"), (144, "110010000"),
                                                      (255, "111111111"), (256, "0000000"), (279, "0010111"),
                                                      (280, "11000000"), (287, "11000111")]
        for sample in samples {
            let bits = String(String(code.reversedCodes[sample.symbol], radix: 2)
                .leftPadded(to: code.lengths[sample.symbol]).reversed())
            #expect(bits == sample.bits, "symbol \(sample.symbol)")
        }
        #expect(HuffmanCode.fixedDistance.lengths.allSatisfy { $0 == 5 })
    }

    /// A textbook example: frequencies 45, 13, 12, 16, 9, 5 have an optimal cost of 224 bits
    /// (CLRS §16.3).
    @Test func codeFromFrequenciesIsOptimal() {
        let frequencies = [45, 13, 12, 16, 9, 5]
        let code = HuffmanCode(frequencies: frequencies, maximumLength: 15)
        #expect(code.cost(of: frequencies) == 224)
        #expect(kraftSum(code.lengths) == 1)
    }

    /// Fibonacci frequencies make the deepest possible tree; the length limit must hold and the
    /// code must stay complete, with more frequent symbols never getting longer codes.
    @Test(arguments: [7, 9, 15])
    func lengthLimitHolds(limit: Int) {
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let code = HuffmanCode(frequencies: fibonacci, maximumLength: limit)
        #expect(code.lengths.max()! <= limit)
        #expect(kraftSum(code.lengths) == 1)
        for symbol in 1..<fibonacci.count {
            #expect(code.lengths[symbol] <= code.lengths[symbol - 1])
        }
        // Without a limit the tree is 29 deep; the unlimited code is cheaper or equal.
        let free = HuffmanCode(frequencies: fibonacci, maximumLength: 40)
        #expect(free.lengths.max() == 29)
        #expect(free.cost(of: fibonacci) <= code.cost(of: fibonacci))
    }

    @Test func unusedSymbolsGetNoCodeAndASingleSymbolGetsOneBit() {
        let code = HuffmanCode(frequencies: [0, 7, 0, 0], maximumLength: 15)
        #expect(code.lengths == [0, 1, 0, 0])
        #expect(HuffmanCode(frequencies: [0, 0], maximumLength: 15).lengths == [0, 0])
    }

    /// Σ 2^-length over used symbols, as a fraction of 2^-20 (exact).
    private func kraftSum(_ lengths: [Int]) -> Double {
        Double(lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (20 - $1)) }) / Double(1 << 20)
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(length - count, 0)) + self
    }
}
