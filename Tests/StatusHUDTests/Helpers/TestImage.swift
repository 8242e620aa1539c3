#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Test images made the same way on every platform, whatever `HUD.Image` is there.
enum TestImage {
    /// A `width` × `height` image, opaque red.
    static func make(width: Int = 1, height: Int = 1) -> HUD.Image {
        #if canImport(UIKit) && !os(watchOS)
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        #else
        HUD.Image(width: width, height: height, pixels: [UInt8]((0..<width * height).flatMap { _ in [255, 0, 0, 255] }))
        #endif
    }
}
