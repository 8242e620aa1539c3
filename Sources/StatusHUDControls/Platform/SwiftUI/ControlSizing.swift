import StatusHUD
#if (os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)
import UIKit

/// The intrinsic-size priorities the wrappers give their views, for iOS and tvOS 15, where SwiftUI
/// sizes a `UIViewRepresentable` from its intrinsic size and these priorities alone.
@MainActor
enum ControlSizing {
    static func hug(_ view: UIView) {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            view.setContentHuggingPriority(.required, for: axis)
            view.setContentCompressionResistancePriority(.defaultLow, for: axis)
        }
    }
}
#endif
