import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls
@testable import StatusHUDTooling

/// CRC-32 and Adler-32 against values computed with Python's `zlib.crc32` and `zlib.adler32`
/// (and, for CRC-32 of "123456789", the standard check value 0xCBF43926).
@Suite struct ChecksumTests {
    static let vectors: [(text: String, crc: UInt32, adler: UInt32)] = [
        ("", 0x0000_0000, 0x0000_0001),
        ("a", 0xE8B7_BE43, 0x0062_0062),
        ("123456789", 0xCBF4_3926, 0x091E_01DE),
        ("IEND", 0xAE42_6082, 0x02D7_0121),
        ("The quick brown fox jumps over the lazy dog", 0x414F_A339, 0x5BDC_0FDA),
        ("Wikipedia", 0xADAA_C02E, 0x11E6_0398),
    ]

    @Test(arguments: vectors.indices)
    func knownVectors(index: Int) {
        let vector = Self.vectors[index]
        let bytes = Array(vector.text.utf8)
        #expect(PNGEncoder.crc32(bytes[...]) == vector.crc)
        #expect(PNGEncoder.adler32(bytes) == vector.adler)
    }

    /// The table-driven CRC against the test reader's bit-by-bit one, on noise.
    @Test func tableCRCMatchesTheBitwiseOne() {
        let bytes = SampleBytes.noise(count: 20_000)
        #expect(PNGEncoder.crc32(bytes[...]) == PNGReader.crc(bytes[...]))
    }

    @Test func longInputsReduceWithoutOverflow() {
        // One million 0xFF bytes: Adler's sums must be reduced often enough not to overflow.
        let ones = [UInt8](repeating: 0xFF, count: 1_000_000)
        #expect(PNGEncoder.crc32(ones[...]) == 0x13FB_DA0D)
        #expect(PNGEncoder.adler32(ones) == 0x3843_E1BE)
        let sequence = (0..<100_000).map { UInt8($0 * 7 % 251) }
        #expect(PNGEncoder.crc32(sequence[...]) == 0xB0A8_C3CD)
        #expect(PNGEncoder.adler32(sequence) == 0x437B_C42E)
    }
}
