#if canImport(SwiftUI) && (os(iOS) || os(tvOS) || os(visionOS) || os(macOS))
import SwiftUI
#if os(macOS)
import AppKit
#else
import UIKit
#endif

extension View {
    /// Draws `hud` over this view's area only, as `HUD.Instance(in:)` draws a HUD over a UIKit or
    /// AppKit view: taps and clicks reach the view beneath unless the HUD blocks them or has a
    /// button.
    ///
    /// You make the HUD (``HUD/Instance/init()``) and keep it, as a `@State`, so it is yours
    /// before any `.task` or `.onAppear` of the view runs; a call made before the area exists
    /// waits for it. When the area goes, its HUD ends at once (completions run) and waits for a
    /// place again; an area made again for the same HUD draws it there. Of two areas given one
    /// HUD, the newer draws it, and the older going does not end it.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// struct UploadCard: View {
    ///     let photo: Photo
    ///     @State private var hud = HUD.Instance()
    ///
    ///     var body: some View {
    ///         PhotoCard(photo)
    ///             .statusHUDArea(hud)
    ///             .task { hud.showProgress(0.5, status: "Uploading") }
    ///     }
    /// }
    /// ```
    public func statusHUDArea(_ hud: HUD.Instance) -> some View {
        overlay(StatusHUDArea(hud: hud))
    }
}

/// The HUD a SwiftUI area draws, on either platform.
///
/// The app's instance, not one the area makes: an area cannot hand SwiftUI state a HUD while
/// SwiftUI builds views (changing state there is forbidden), so a binding set later would race
/// the view's `.task`. Made before its view, the instance waits for a place (`UnplacedPresenter`)
/// and takes the area's presenter when the platform view is made. It leaves when SwiftUI
/// dismantles the view for good; a push onto a navigation stack keeps the view, and the HUD with it.
///
/// Placing and leaving are applied on the main queue's next turn, not inside SwiftUI's view
/// update: both can end a HUD, which runs the app's completions and posts `didDisappear`, and an
/// app that sets its state there would be "modifying state during view update". Calls the app
/// makes meanwhile wait for the place (`UnplacedPresenter`), so nothing is lost; a newer area that
/// took the HUD in the same update makes the older one's leaving end nothing.
@MainActor
private final class AreaPlacement {
    private(set) var placed: HUD.Instance?

    func place(_ hud: HUD.Instance, in area: AreaView) {
        placed = hud
        #if os(macOS)
        let presenter = HUD.AppKitPresenter(containerView: area, inView: true, sender: hud)
        // Laid over the SwiftUI content, not around it: a blocking HUD takes the keyboard from the
        // field under it.
        presenter.coversContentBeneath = true
        #else
        let presenter = HUD.UIKitPresenter(containerView: area, boundToContainer: true, sender: hud)
        #endif
        DispatchQueue.main.async { hud.place(in: area, presenter: presenter) }
    }

    func leave(_ area: AreaView) {
        guard let hud = placed else { return }
        placed = nil
        DispatchQueue.main.async { hud.leave(area) }
    }

    /// The app may hand the area another HUD: the one it had leaves, the new one is drawn here.
    func update(_ hud: HUD.Instance, in area: AreaView) {
        guard placed !== hud else { return }
        leave(area)
        place(hud, in: area)
    }
}

#if os(macOS)
/// The AppKit view a SwiftUI area's HUD is drawn in (`AreaPlacement`).
private struct StatusHUDArea: NSViewRepresentable {
    let hud: HUD.Instance

    func makeCoordinator() -> AreaPlacement { AreaPlacement() }

    func makeNSView(context: Context) -> AreaView {
        let area = AreaView()
        context.coordinator.place(hud, in: area)
        return area
    }

    func updateNSView(_ area: AreaView, context: Context) { context.coordinator.update(hud, in: area) }

    /// The area goes: its HUD ends (it could show nowhere now) and waits for a place again.
    static func dismantleNSView(_ area: AreaView, coordinator: AreaPlacement) { coordinator.leave(area) }
}

/// Transparent to clicks itself: only the HUD inside it takes them, when it blocks or has a button.
private final class AreaView: NSView {
    override func hitTest(_ point: NSPoint) -> NSView? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }
}
#else
/// The UIKit view a SwiftUI area's HUD is drawn in (`AreaPlacement`).
private struct StatusHUDArea: UIViewRepresentable {
    let hud: HUD.Instance

    func makeCoordinator() -> AreaPlacement { AreaPlacement() }

    func makeUIView(context: Context) -> AreaView {
        let area = AreaView()
        context.coordinator.place(hud, in: area)
        return area
    }

    func updateUIView(_ area: AreaView, context: Context) { context.coordinator.update(hud, in: area) }

    /// The area goes: its HUD ends (it could show nowhere now) and waits for a place again.
    static func dismantleUIView(_ area: AreaView, coordinator: AreaPlacement) { coordinator.leave(area) }
}

/// Transparent to touches itself: only the HUD inside it takes them, when it blocks or has a button.
private final class AreaView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
#endif
#endif
