extension HUD {
    /// A platform-neutral sRGB colour that each presenter turns into its own colour type. A
    /// terminal HUD draws in the terminal's own palette and ignores it.
    ///
    /// ```swift
    /// HUD.configuration.style = .custom(foreground: .white, background: HUD.Color(red: 0.1, green: 0.3, blue: 0.6))
    /// ```
    public struct Color: Sendable, Equatable, Hashable {
        /// Red, 0…1.
        public var red: Double
        /// Green, 0…1.
        public var green: Double
        /// Blue, 0…1.
        public var blue: Double
        /// Opacity, 0…1.
        public var alpha: Double

        /// Creates a colour; components are clamped to 0…1 and NaN counts as 0.
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = Self.unit(red)
            self.green = Self.unit(green)
            self.blue = Self.unit(blue)
            self.alpha = Self.unit(alpha)
        }

        /// Creates a grey; `white` 0 is black and 1 is white.
        public init(white: Double, alpha: Double = 1) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// The same colour with another opacity.
        public func withAlpha(_ alpha: Double) -> Color {
            Color(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Opaque black.
        public static let black = Color(white: 0)
        /// Opaque white.
        public static let white = Color(white: 1)
        /// Fully transparent black.
        public static let clear = Color(white: 0, alpha: 0)

        private static func unit(_ value: Double) -> Double {
            value.clampedToUnitInterval
        }
    }
}
