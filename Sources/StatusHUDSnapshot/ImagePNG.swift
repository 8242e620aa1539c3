import Foundation
import StatusHUD
import StatusHUDTooling
#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// PNG files for images in a document.
enum ImagePNG {
    /// The angle mask: the bundled file when there is one, else the generator's encoding of the
    /// same pixels (byte for byte the bundled file, as a test proves).
    static func angleMask(_ mask: HUD.AngleMaskImage) -> String {
        masks.withLock { cache in
            if let base64 = cache[mask.side] { return base64 }
            let data: Data
            if let file = mask.bundledFile, let bytes = try? Data(contentsOf: file), !bytes.isEmpty {
                data = bytes
            } else {
                data = Data(AngleMask.cachedPNG(side: mask.side))
            }
            let base64 = data.base64EncodedString()
            cache[mask.side] = base64
            return base64
        }
    }

    /// Each mask's file in base64, read once per process and side.
    private static let masks = Locked<[Int: String]>([:])

    static func data(of image: HUD.Image) -> Data? {
        #if canImport(UIKit) && !os(watchOS)
        return image.pngData()
        #else
        return ToolSupport.png(pixels: image.pixels, width: image.width, height: image.height, kind: "rgba").map { Data($0) }
        #endif
    }
}
