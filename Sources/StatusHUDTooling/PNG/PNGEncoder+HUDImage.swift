#if !(canImport(UIKit) && !os(watchOS))
@_spi(Presenter) import StatusHUD
extension PNGEncoder {
    /// The PNG file (RGBA, 8-bit) of a platform-neutral `HUD.Image`; `nil` for an empty image,
    /// which PNG cannot hold.
    ///
    /// ```swift
    /// let dot = HUD.Image(width: 1, height: 1, pixels: [255, 0, 0, 255])
    /// let png = PNGEncoder().encode(dot)   // 70 bytes
    /// ```
    func encode(_ image: HUD.Image) -> [UInt8]? {
        guard image.width > 0, image.height > 0 else { return nil }
        return encode(pixels: image.pixels, width: image.width, height: image.height, colorType: .rgba)
    }
}
#endif
