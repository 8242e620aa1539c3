extension UInt32 {
    /// The four bytes of this value, most significant first, as PNG lengths and CRCs and the
    /// zlib Adler-32 trailer are written.
    ///
    /// ```swift
    /// UInt32(0x11E6_0398).bigEndianBytes   // [0x11, 0xE6, 0x03, 0x98]
    /// ```
    var bigEndianBytes: [UInt8] {
        [UInt8(truncatingIfNeeded: self >> 24), UInt8(truncatingIfNeeded: self >> 16),
         UInt8(truncatingIfNeeded: self >> 8), UInt8(truncatingIfNeeded: self)]
    }
}
