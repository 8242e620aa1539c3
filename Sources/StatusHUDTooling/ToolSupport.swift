import Foundation
import StatusHUD

/// What the package's `generate-resources` tool needs: the bundled files, and the encoder and the
/// library's lookup exposed for the CI checks. In `StatusHUDTooling`, which the `StatusHUD`
/// product does not include; the `StatusHUDSnapshot` product links it for its PNG encoder.
package enum ToolSupport {
    /// The files of the top-level `Resources/` folder, by name: the library's mask pixels, encoded.
    package static func resourceFiles() -> [(name: String, contents: [UInt8])] {
        (1...3).map { scale in
            (AngleMask.fileName(scale: scale), AngleMask.cachedPNG(side: AngleMask.side * scale))
        }
    }

    /// A PNG file of 8-bit pixels of `kind` (`ga`: grey+alpha, `rgba`); `nil` for another kind,
    /// or unless `pixels` holds exactly `width × height` such pixels with sides of 1…2³¹−1.
    package static func png(pixels: [UInt8], width: Int, height: Int, kind: String) -> [UInt8]? {
        let colorType: PNGEncoder.ColorType
        switch kind {
        case "ga": colorType = .greyAlpha
        case "rgba": colorType = .rgba
        default: return nil
        }
        let sides = 1...Int(Int32.max)
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard sides.contains(width), sides.contains(height), !overflow,
              pixels.count % colorType.channelCount == 0, pixels.count / colorType.channelCount == area
        else { return nil }
        return PNGEncoder.encode(pixels: pixels, width: width, height: height, colorType: colorType)
    }

    /// A zlib stream of `bytes`, in stored blocks.
    package static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        PNGEncoder.zlibStored(bytes)
    }

    /// Where the angle mask at `scale` comes from in this process: `bundle <path>` or
    /// `computed (<reason>)`.
    package static func angleMaskSource(scale: Double) -> String {
        switch HUD.AngleMaskImage.load(scale: scale).source {
        case .bundle(let url): "bundle \(url.path)"
        case .computed(let reason): "computed (\(reason))"
        }
    }
}
