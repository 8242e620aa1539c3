extension HUD {
    /// A platform's colour that the style and backdrop take as it is: SwiftUI's `Color` conforms
    /// (where SwiftUI exists), and ``HUD/DynamicColor`` itself.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// HUD.configuration.style = .custom(foreground: Color.white, background: .accentColor)
    /// ```
    ///
    /// `UIColor` does not conform: the style's and backdrop's `custom` calls take it directly, so that `.custom(foreground: .white, background: .systemIndigo)` finds
    /// `UIColor`'s members. A generic parameter does not look up implicit members, which is what
    /// keeps `.custom(foreground: .white, background: .gray)` from being ambiguous between
    /// `UIColor.gray` and SwiftUI's `Color.gray`: with SwiftUI, name the type once
    /// (`Color.white`), and the other argument may then be `.gray`.
    public protocol DynamicColorConvertible: Sendable {
        /// The colour, resolved each time the HUD draws.
        var hudDynamicColor: DynamicColor { get }
    }
}

extension HUD.DynamicColor: HUD.DynamicColorConvertible {
    /// Itself.
    public var hudDynamicColor: HUD.DynamicColor { self }
}
