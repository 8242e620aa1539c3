import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// A platform-neutral font: a Dynamic Type text style, with an optional fixed size and a weight.
    ///
    /// Without a size the font follows the user's text-size setting where the platform has one.
    ///
    /// ```swift
    /// HUD.configuration.font = HUD.Font(textStyle: .headline)
    /// HUD.configuration.font = HUD.Font(size: 15, weight: .semibold)
    /// ```
    public struct Font: Sendable, Equatable, Hashable {
        /// The text style the size follows when `size` is `nil`.
        public var textStyle: TextStyle
        /// A fixed point size, or `nil` to use the text style's size.
        public var size: CGFloat?
        /// The stroke weight; `.regular` by default.
        public var weight: Weight

        /// A font following `textStyle`, at `size` if given.
        public init(textStyle: TextStyle, size: CGFloat? = nil, weight: Weight = .regular) {
            self.textStyle = textStyle
            self.size = size
            self.weight = weight
        }

        /// A font of a fixed size (scaled from the body text style where Dynamic Type exists).
        public init(size: CGFloat, weight: Weight = .regular) {
            self.init(textStyle: .body, size: size, weight: weight)
        }

        /// The Dynamic Type text styles, named as in UIKit.
        public enum TextStyle: String, Sendable, CaseIterable {
            /// 34 pt by default.
            case largeTitle
            /// 28 pt by default.
            case title1
            /// 22 pt by default.
            case title2
            /// 20 pt by default.
            case title3
            /// 17 pt, semibold on Apple platforms.
            case headline
            /// 15 pt by default.
            case subheadline
            /// 17 pt by default.
            case body
            /// 16 pt by default.
            case callout
            /// 13 pt by default.
            case footnote
            /// 12 pt by default.
            case caption1
            /// 11 pt by default.
            case caption2

            /// The style's size at the default (Large) text size, in points, as UIKit gives it on iOS.
            package var defaultPointSize: CGFloat {
                switch self {
                case .largeTitle: return 34
                case .title1: return 28
                case .title2: return 22
                case .title3: return 20
                case .headline, .body: return 17
                case .callout: return 16
                case .subheadline: return 15
                case .footnote: return 13
                case .caption1: return 12
                case .caption2: return 11
                }
            }
        }

        /// Stroke weights, named as in UIKit.
        public enum Weight: String, Sendable, CaseIterable {
            /// CSS weight 100.
            case ultraLight
            /// CSS weight 200.
            case thin
            /// CSS weight 300.
            case light
            /// CSS weight 400.
            case regular
            /// CSS weight 500.
            case medium
            /// CSS weight 600.
            case semibold
            /// CSS weight 700.
            case bold
            /// CSS weight 800.
            case heavy
            /// CSS weight 900.
            case black
        }

        /// The size to lay text out with when no Dynamic Type scaling applies: `size` when it is a
        /// positive number, otherwise the text style's default size.
        package var pointSize: CGFloat {
            if let size, size.isFinite, size > 0 { return size }
            return textStyle.defaultPointSize
        }
    }
}
