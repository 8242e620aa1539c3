/// The Adler-32 checksum that ends a zlib stream (RFC 1950): two sums modulo 65521.
///
/// Feed bytes in as many pieces as you like; the value is the same as for one piece.
///
/// ```swift
/// Adler32.checksum(Array("Wikipedia".utf8))   // 0x11E6_0398
/// ```
struct Adler32: Sendable {
    /// The checksum of the bytes seen so far; `1` before any.
    var value: UInt32 { sumOfSums << 16 | sum }

    private var sum: UInt32 = 1
    private var sumOfSums: UInt32 = 0

    /// The largest prime below 2¹⁶.
    private static let modulus: UInt32 = 65521

    /// The most bytes that can be added before the sums must be reduced without
    /// overflowing 32 bits (the figure zlib uses).
    private static let bytesPerReduction = 5552

    /// Creates a checksum of no bytes.
    init() {}

    /// The checksum of `bytes` in one call.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0) }
    }

    /// Adds the bytes of `buffer` to the checksum.
    mutating func update(_ buffer: UnsafeBufferPointer<UInt8>) {
        var sum = self.sum
        var sumOfSums = self.sumOfSums
        var start = 0
        while start < buffer.count {
            let end = min(start + Self.bytesPerReduction, buffer.count)
            for index in start..<end {
                sum &+= UInt32(buffer[index])
                sumOfSums &+= sum
            }
            sum %= Self.modulus
            sumOfSums %= Self.modulus
            start = end
        }
        self.sum = sum
        self.sumOfSums = sumOfSums
    }
}
