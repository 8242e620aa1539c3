import Foundation

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
            case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

            /// The style's size at the default (Large) text size, in points, as UIKit gives it on iOS.
            public var defaultPointSize: CGFloat {
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
            case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// The size to lay text out with when no Dynamic Type scaling applies: `size` when it is a
        /// positive number, otherwise the text style's default size.
        public var pointSize: CGFloat {
            if let size, size.isFinite, size > 0 { return size }
            return textStyle.defaultPointSize
        }
    }
}
