/// The CRC-32 checksum of PNG chunks and zlib's `crc32` (ISO 3309, reflected polynomial
/// `0xEDB88320`, initial value and final XOR `0xFFFFFFFF`).
///
/// Feed bytes in as many pieces as you like; the value is the same as for one piece.
///
/// ```swift
/// var crc = CRC32()
/// crc.update(Array("IEND".utf8))
/// crc.value   // 0xAE42_6082
/// ```
struct CRC32: Sendable {
    /// The checksum of the bytes seen so far; `0` before any.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    private var state: UInt32 = 0xFFFF_FFFF

    /// Creates a checksum of no bytes.
    init() {}

    /// The checksum of `bytes` in one call.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        checksum(bytes[...])
    }

    /// The checksum of `bytes` in one call.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: [UInt8]) {
        update(bytes[...])
    }

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: ArraySlice<UInt8>) {
        let table = Self.table
        var state = self.state
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                state = table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8)
            }
        }
        self.state = state
    }

    /// The remainder of each byte value, computed once.
    private static let table: [UInt32] = (0..<256).map { index in
        var remainder = UInt32(index)
        for _ in 0..<8 {
            remainder = remainder & 1 == 1 ? 0xEDB8_8320 ^ (remainder >> 1) : remainder >> 1
        }
        return remainder
    }
}
