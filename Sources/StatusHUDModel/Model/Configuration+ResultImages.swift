import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Configuration {
    /// The images set in place of the success, error and info glyphs (``HUD/Configuration/successImage``
    /// and its siblings), immutable and shared between copies of a configuration.
    package final class ResultImages: Sendable, Equatable {
        package let success: HUD.Image?
        package let error: HUD.Image?
        package let info: HUD.Image?

        /// The box, or `nil` when no image is set.
        package init?(success: HUD.Image?, error: HUD.Image?, info: HUD.Image?) {
            guard success != nil || error != nil || info != nil else { return nil }
            self.success = success
            self.error = error
            self.info = info
        }

        /// The image set in place of `result`'s glyph, if any.
        package subscript(result: HUD.Indicator.Result) -> HUD.Image? {
            switch result {
            case .success: success
            case .error: error
            case .info: info
            }
        }

        package static func == (lhs: ResultImages, rhs: ResultImages) -> Bool {
            lhs === rhs || (lhs.success == rhs.success && lhs.error == rhs.error && lhs.info == rhs.info)
        }
    }
}
