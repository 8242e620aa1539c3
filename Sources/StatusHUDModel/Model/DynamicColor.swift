extension HUD {
    /// A colour worked out each time the HUD draws, for the light or dark appearance and the
    /// contrast it draws in: how an app's own colours (a `UIColor`, a dynamic system colour, an
    /// asset-catalog colour, a SwiftUI `Color`) reach the HUD.
    ///
    /// An app rarely makes one: on UIKit platforms `.custom(foreground:background:)` (a style) and
    /// `.custom(_:)` (a backdrop) take `UIColor`s, and the same calls take SwiftUI colours, and
    /// wrap them. On Linux and in the terminal, ``init(light:dark:)`` gives one colour
    /// per appearance.
    ///
    /// ```swift
    /// import UIKit
    ///
    /// HUD.configuration.style = .custom(foreground: UIColor.label, background: UIColor(named: "Brand")!)
    /// HUD.configuration.style = .dynamic(foreground: HUD.DynamicColor(light: .black, dark: .white),
    ///                                    background: HUD.DynamicColor(light: .white, dark: .black))
    /// ```
    ///
    /// Why a resolver and not the colour's values: a dynamic or asset colour has no single value.
    /// Resolving it when the style is set would freeze the appearance of that moment, so a HUD
    /// set up in light mode would stay light after the user switches to dark. The neutral drawing
    /// (`HUD.Drawing`), which already knows the appearance and contrast it draws for, calls
    /// the resolver each time it is made; the platform part is only the resolver, which the
    /// `UIColor` and SwiftUI wrappers supply (UIKit resolves with a trait collection of that
    /// appearance and contrast). So the code that decides stays platform-free and Linux-tested,
    /// and the UIKit presenter, which makes a drawing on every layout pass and trait change,
    /// shows the colour of the moment.
    public struct DynamicColor: Sendable, Equatable {
        private let key: Key
        private let resolve: @Sendable (Environment) -> Color

        /// `light` in light mode and `dark` in dark mode, whatever the contrast.
        public init(light: Color, dark: Color) {
            key = .pair(light: light, dark: dark)
            resolve = { $0.appearance == .dark ? dark : light }
        }

        /// `color` in every appearance.
        public init(_ color: Color) {
            self.init(light: color, dark: color)
        }

        /// A colour that `resolve` works out for each drawing's environment, from a platform's
        /// colour. Two such colours are equal when their `source`s are (a `UIColor` compares by
        /// its definition: the same asset or the same provider).
        ///
        /// `resolve` runs whenever a `HUD.Drawing` is made (on the main actor for the UIKit
        /// presenter, on any thread for a snapshot), so it must be quick and thread-safe.
        package init(source: some Hashable & Sendable, resolve: @escaping @Sendable (Environment) -> Color) {
            key = .source(source)
            self.resolve = resolve
        }

        /// The colour for one appearance and contrast; `HUD.Drawing` asks for it, so presenters get
        /// resolved colours.
        package func resolved(in environment: Environment) -> Color {
            resolve(environment)
        }

        /// Whether two colours are the same: the same light and dark colours, or equal sources.
        public static func == (lhs: DynamicColor, rhs: DynamicColor) -> Bool {
            switch (lhs.key, rhs.key) {
            case let (.pair(lightA, darkA), .pair(lightB, darkB)): lightA == lightB && darkA == darkB
            case let (.source(a), .source(b)): AnyHashable(a) == AnyHashable(b)
            default: false
            }
        }

        private enum Key: Sendable {
            case pair(light: Color, dark: Color)
            case source(any Hashable & Sendable)
        }
    }
}

extension HUD.Style {
    /// A custom style in colours the HUD works out when it draws (see ``HUD/DynamicColor``):
    /// SwiftUI colours, or ``HUD/DynamicColor``s.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// HUD.configuration.style = .custom(foreground: Color.white, background: Color("Brand"))
    /// ```
    @_disfavoredOverload
    public static func custom<C: HUD.DynamicColorConvertible>(foreground: C, background: C) -> HUD.Style {
        .dynamic(foreground: foreground.hudDynamicColor, background: background.hudDynamicColor)
    }
}

extension HUD.Backdrop {
    /// A cover in a colour the HUD works out when it draws (see ``HUD/DynamicColor``): a
    /// SwiftUI colour, or a ``HUD/DynamicColor``.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// HUD.configuration.backdrop = .custom(Color.black.opacity(0.3))
    /// ```
    @_disfavoredOverload
    public static func custom<C: HUD.DynamicColorConvertible>(_ color: C) -> HUD.Backdrop {
        .dynamic(color.hudDynamicColor)
    }
}
