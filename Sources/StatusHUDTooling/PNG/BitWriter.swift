/// Packs bit fields into bytes the way deflate wants them (RFC 1951 §3.1.1): each field's
/// least significant bit first, filling each byte from its least significant bit.
///
/// ```swift
/// var writer = BitWriter()
/// writer.write(0b1, count: 1)      // BFINAL
/// writer.write(0b01, count: 2)     // BTYPE: fixed Huffman codes
/// writer.alignToByte()
/// writer.bytes                     // [0b0000_0011]
/// ```
struct BitWriter {
    /// The finished bytes; bits still pending are not included until ``alignToByte()``.
    private(set) var bytes: [UInt8] = []

    /// Bits not yet written out, low bits first.
    private var pending: UInt64 = 0
    /// How many bits of ``pending`` are in use (always fewer than 8 between calls).
    private var pendingCount = 0

    /// Creates an empty writer; `capacity` reserves room for that many bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The number of bits written so far, including those still pending.
    var bitCount: Int { bytes.count * 8 + pendingCount }

    /// Appends the low `count` bits of `value` (`count` at most 32), lowest bit first.
    mutating func write(_ value: UInt32, count: Int) {
        pending |= (UInt64(value) & ((1 << UInt64(count)) - 1)) << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Pads with zero bits up to the next byte boundary.
    mutating func alignToByte() {
        if pendingCount > 0 {
            write(0, count: 8 - pendingCount)
        }
    }

    /// Appends whole bytes; the writer must be at a byte boundary.
    mutating func append<Bytes: Sequence<UInt8>>(contentsOf newBytes: Bytes) {
        precondition(pendingCount == 0, "append(contentsOf:) needs a byte boundary")
        bytes.append(contentsOf: newBytes)
    }
}
