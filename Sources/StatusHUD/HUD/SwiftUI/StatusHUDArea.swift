#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

extension View {
    /// Gives this view's area a HUD of its own, as `HUD.Instance(in:)` gives one to a UIKit view:
    /// `hud` is set to it once the area is on screen, and the HUD draws over this view only, while
    /// taps reach the view beneath unless the HUD blocks them.
    ///
    /// ```swift
    /// @State private var hud: HUD.Instance?
    ///
    /// var body: some View {
    ///     PhotoCard(photo)
    ///         .statusHUDArea($hud)
    ///         .task { hud?.showProgress(0.5, status: "Uploading") }
    /// }
    /// ```
    public func statusHUDArea(_ hud: Binding<HUD.Instance?>) -> some View {
        overlay(StatusHUDArea(hud: hud))
    }
}

/// The UIKit view a SwiftUI area's HUD is drawn in.
private struct StatusHUDArea: UIViewRepresentable {
    var hud: Binding<HUD.Instance?>

    func makeUIView(context: Context) -> AreaView {
        let area = AreaView()
        let made = HUD.Instance(in: area)
        // Not during this update: SwiftUI forbids changing state while it builds views.
        DispatchQueue.main.async { hud.wrappedValue = made }
        return area
    }

    func updateUIView(_ area: AreaView, context: Context) {}

    /// The area goes: its HUD hides at once (it could show nowhere now).
    static func dismantleUIView(_ area: AreaView, coordinator: ()) {
        HUD.Instance.shown(in: area)?.dismiss(animated: false)
    }

    /// Transparent to touches itself: only the HUD inside it takes them, when it blocks or has a button.
    final class AreaView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }
}
#endif
