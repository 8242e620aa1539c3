@_spi(Presenter) import StatusHUD

extension AngleMask {
    /// The mask as a PNG file (grey+alpha, 8-bit), as the generator writes it.
    ///
    /// Every row gets the Sub filter and deflate searches as hard as zlib's level 9: of the
    /// filter choices measured, that gave the smallest files (2 061, 4 792 and 7 942 bytes at
    /// 100, 200 and 300 px, against 2 335, 5 641 and 9 682 with adaptive filtering).
    package static func png(side: Int) -> [UInt8] {
        PNGEncoder(filterStrategy: .always(.sub), deflate: .best)
            .encode(pixels: pixels(side: side), width: side, height: side, colorType: .greyAlpha)
    }

    /// ``png(side:)`` for each side, computed once per process: at @3x that takes tens of
    /// milliseconds.
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
