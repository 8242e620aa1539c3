import StatusHUDModel
import StatusHUDRendering
/// What AppKit has begun and not yet finished, heard from its notifications, for the facts the
/// AppKit presenter gives `MacHost`: a window being minimised, the app being hidden.
///
/// A window being minimised, and every window of an app being hidden, is ordered out; the
/// headers do not say whether `isMiniaturized` and `NSApp.isHidden` are already true when it is,
/// and the windows' other news (a window becoming key as one is minimised, occlusion changes)
/// comes in between. Read then, such a window looks closed (ordered out, not minimised), and a
/// HUD would leave it, or stand free, for good. So a window counts as minimised from
/// `NSWindow.willMiniaturizeNotification` until it is (`didMiniaturize`), restored or closed,
/// and the app as hidden from `NSApplication.willHideNotification` until `didUnhide`.
///
/// ```swift
/// var transitions = MacTransitions<ObjectIdentifier>()
/// transitions.heard(.willHide)
/// let app = transitions.app(HUD.MacAppDescription(isHidden: NSApp.isHidden))   // hidden
/// ```
package struct MacTransitions<WindowID: Hashable> {
    package init() {}

    /// A notification about a window or the app.
    package enum Event: Equatable {
        case willMiniaturize(WindowID)
        case didMiniaturize(WindowID)
        case didDeminiaturize(WindowID)
        case willClose(WindowID)
        case willHide
        case didUnhide
    }

    /// The windows being minimised.
    package private(set) var minimising: Set<WindowID> = []
    /// Whether a hide has begun and the app has not been shown again.
    package private(set) var isHiding = false

    package mutating func heard(_ event: Event) {
        switch event {
        case .willMiniaturize(let id): minimising.insert(id)
        case .didMiniaturize(let id), .didDeminiaturize(let id), .willClose(let id): minimising.remove(id)
        case .willHide: isHiding = true
        case .didUnhide: isHiding = false
        }
    }

    /// `description` of window `id`, minimised if it is being minimised.
    package func window(_ id: WindowID, _ description: HUD.MacWindowDescription) -> HUD.MacWindowDescription {
        var description = description
        if minimising.contains(id) { description.isMiniaturized = true }
        return description
    }

    /// `app`, hidden if a hide has begun.
    package func app(_ app: HUD.MacAppDescription) -> HUD.MacAppDescription {
        var app = app
        if isHiding { app.isHidden = true }
        return app
    }
}

extension MacTransitions.Event: Sendable where WindowID: Sendable {}
