#if canImport(SwiftUI)
import SwiftUI
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// SwiftUI's colours where the HUD's colours are set: `.custom(foreground: Color.white,
// background: .accentColor)` (the generic `custom` in Model/DynamicColor.swift). Each is kept as it
// is and resolved each time the HUD draws, for the drawing's light or dark appearance.

extension SwiftUI.Color: HUD.DynamicColorConvertible {
    /// This colour, resolved each time the HUD draws (see `HUD.DynamicColor.init(_:)`).
    public var hudDynamicColor: HUD.DynamicColor { HUD.DynamicColor(self) }
}

extension HUD.DynamicColor {
    /// `color`, resolved for each drawing's appearance: with `Color.resolve(in:)` from iOS 17,
    /// tvOS 17 and macOS 14 (in an environment of that colour scheme; SwiftUI offers no public way
    /// to set the contrast there), and before that as UIKit resolves `UIColor(color)` (appearance,
    /// contrast and scale), or on older macOS in the process's current appearance.
    public init(_ color: SwiftUI.Color) {
        self.init(source: color) { environment in
            if #available(iOS 17.0, tvOS 17.0, macOS 14.0, *) {
                var values = EnvironmentValues()
                values.colorScheme = environment.appearance == .dark ? .dark : .light
                let resolved = color.resolve(in: values)
                return HUD.Color(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                                 alpha: Double(resolved.opacity))
            }
            #if os(iOS) || os(tvOS) || os(visionOS)
            return HUD.Color(UIColor(color).resolvedColor(with: environment.traitCollection))
            #elseif canImport(AppKit)
            guard let srgb = NSColor(color).usingColorSpace(.sRGB) else { return .black }
            return HUD.Color(red: Double(srgb.redComponent), green: Double(srgb.greenComponent),
                             blue: Double(srgb.blueComponent), alpha: Double(srgb.alphaComponent))
            #else
            return .black
            #endif
        }
    }
}
#endif
