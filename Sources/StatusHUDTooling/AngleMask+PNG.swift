import StatusHUD

extension AngleMask {
    /// The mask as a PNG file (grey+alpha, 8-bit, stored uncompressed), as the generator writes
    /// it: 20,168, 80,273 and 180,378 bytes at 100, 200 and 300 px. The files in `Resources/`
    /// hold the same pixels compressed (2,061, 4,792 and 7,942 bytes), which a test checks.
    package static func png(side: Int) -> [UInt8] {
        PNGEncoder.encode(pixels: pixels(side: side), width: side, height: side, colorType: .greyAlpha)
    }

    /// ``png(side:)`` for each side, computed once per process (the pixels take a few
    /// milliseconds at @3x).
    package static func cachedPNG(side: Int) -> [UInt8] {
        files.withLock { files in
            if let png = files[side] { return png }
            let png = png(side: side)
            files[side] = png
            return png
        }
    }

    private static let files = Locked<[Int: [UInt8]]>([:])
}
