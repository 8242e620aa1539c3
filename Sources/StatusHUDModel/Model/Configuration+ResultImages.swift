import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Configuration {
    /// The images set in place of the success, error and info glyphs (``HUD/Configuration/successImage``
    /// and its siblings) and their tint (``HUD/Configuration/glyphTint``), immutable and shared
    /// between copies of a configuration: the tint rides in the same box so that a configuration
    /// is no larger to copy on every update than before it.
    package final class ResultImages: Sendable, Equatable {
        package let success: HUD.Image?
        package let error: HUD.Image?
        package let info: HUD.Image?
        package let tint: HUD.DynamicColor?

        /// The box, or `nil` when no image and no tint is set.
        package init?(success: HUD.Image?, error: HUD.Image?, info: HUD.Image?, tint: HUD.DynamicColor?) {
            guard success != nil || error != nil || info != nil || tint != nil else { return nil }
            self.success = success
            self.error = error
            self.info = info
            self.tint = tint
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
            lhs === rhs || (lhs.success == rhs.success && lhs.error == rhs.error && lhs.info == rhs.info
                            && lhs.tint == rhs.tint)
        }
    }
}
