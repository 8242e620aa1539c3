import StatusHUD
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// How the spinner and ring views follow their traits: the colour they draw is resolved for the
/// view's own trait collection, and a change of light or dark, contrast or display scale lays
/// them out again, which resolves it anew.
///
/// Why both trait APIs (the decision UIKit forces): a dynamic `tintColor` is one object in light and
/// dark, so `tintColorDidChange` is not called when the appearance flips, and a colour turned into a
/// `CGColor` for a layer stays as it was. iOS 17 deprecates `traitCollectionDidChange` for
/// `registerForTraitChanges`; iOS 15 and 16 have only the former. So the views register on 17 and
/// later and let `traitCollectionDidChange` act only before 17, so one change is handled once
/// (tvOS the same). (Alternative: resolving against `UITraitCollection.current` in
/// `layoutSubviews`, which UIKit sets there; rejected, as nothing asks for that layout pass.)
@MainActor
enum ControlTraits {
    /// Registers `view` for a new layout pass when its colour traits change (iOS and tvOS 17 on).
    static func redraw(_ view: UIView) {
        if #available(iOS 17.0, tvOS 17.0, *) {
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
                                          UITraitDisplayScale.self]) { (view: UIView, _: UITraitCollection) in
                view.setNeedsLayout()
            }
        }
    }

    /// `traitCollectionDidChange` before iOS 17: a new layout pass when the colour or scale changed.
    static func changed(_ view: UIView, from previous: UITraitCollection?) {
        if #available(iOS 17.0, tvOS 17.0, *) { return }     // registerForTraitChanges does it
        let traits = view.traitCollection
        if traits.hasDifferentColorAppearance(comparedTo: previous) || traits.displayScale != previous?.displayScale {
            view.setNeedsLayout()
        }
    }

    /// The colour `view` draws in: `explicit` or its tint, resolved for its traits.
    static func color(of view: UIView, explicit: HUD.DynamicColor?) -> HUD.Color {
        let traits = view.traitCollection
        let environment = HUD.Environment(
            appearance: HUD.Appearance(userInterfaceStyle: traits.userInterfaceStyle.rawValue),
            displayScale: Double(traits.displayScale),
            increasesContrast: traits.accessibilityContrast == .high)
        let tint = HUD.Color(view.tintColor.resolvedColor(with: traits))
        return HUD.ControlColor(explicit: explicit, tint: tint).resolved(in: environment)
    }
}
#endif
