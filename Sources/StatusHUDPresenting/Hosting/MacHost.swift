import StatusHUDModel
import StatusHUDRendering
/// Where the macOS HUD is, and what its presenter reports to the engine, decided from plain
/// descriptions of the windows it could go over: the AppKit presenter's state, kept apart from
/// AppKit so it is tested on Linux.
///
/// A show puts the HUD over the window `HUD.MacWindowChoice` names now, the one the user is in (key,
/// else main), and reports it on screen (at once if it already is, fading out, as the new show
/// turns the fade back: a HUD fading out over window B that is shown again while the user is in
/// A goes over A, so work started in A never blocks B); with no window it waits, and arrives,
/// reported on screen, when the windows change so that one will do.
///
/// Once placed, the HUD is pinned to its window until it hides or is shown afresh, through every
/// change of the windows: another window becoming key or main does not take it (a busy
/// document's blocking HUD moving onto an idle one would free the busy window and block the idle
/// one), nor does its window going to another Space or behind others (it goes with its window, a
/// child window, and is there when the user is). Its window minimised, its tab behind another of
/// its group, or the app hidden, it goes off screen, reported so, still pinned, and comes back to
/// that window, reported on screen again, when the window is restored, its tab picked or the app
/// shown again; whichever window is key then. It leaves
/// its window only when the window closes or is ordered out for good (neither on screen nor
/// minimised, the app not hidden: `HUD.MacWindowDescription.isOpen`): then it goes where the
/// choice says, or off screen to wait, reported so.
///
/// **With no window to go over** because the app has none open (none, or only closed ones it keeps
/// alive), or none but panels, popovers, sheets and windows above the normal level (a menu-bar
/// app, its `MenuBarExtra` window, an app whose last window has closed), or because it is a
/// menu-bar app in the background (its settings window behind other apps'), the shared HUD does
/// not wait: it stands free on the screen (``Placement/freeStanding``), reported on screen, and
/// stays so until it hides (`HUD.MacWindowChoice.NoWindowReason.standsFree`). It waits only when
/// the app's windows are there but out of sight (minimised, on another Space, the app hidden), to
/// come back with them; a HUD in one view always waits for its view. A hide fades the
/// HUD out where it is, and ends at once when it is not on screen, or when its window closes or
/// leaves sight mid-fade (the fade's end might never come, and completions wait on it).
///
/// A HUD in one view (`HUD.Instance(in:)`) is hosted the same way, its view's window the only one.
///
/// ```swift
/// var host = MacHost<ObjectIdentifier>()
/// let step = host.show(windows)   // .attach(to: the key window's id), reported .onScreen(arrived: true)
/// ```
package struct MacHost<WindowID: Hashable> {
    /// A host for the shared HUD (`allowsFreeStanding`), which stands free on the screen when the
    /// app has no window for it, or for a HUD in one view, which waits for its view.
    package init(allowsFreeStanding: Bool = false) {
        self.allowsFreeStanding = allowsFreeStanding
    }

    private let allowsFreeStanding: Bool

    /// A window the HUD could go over, front to back.
    package struct Window {
        package var id: WindowID
        package var description: HUD.MacWindowDescription

        package init(id: WindowID, description: HUD.MacWindowDescription) {
            self.id = id
            self.description = description
        }
    }

    /// What to do with the HUD's panel (or view).
    package enum Placement: Equatable {
        /// Leave it where it is.
        case unchanged
        /// Put it over this window, or keep it there and follow its size.
        case attach(WindowID)
        /// Take it off screen.
        case detach
        /// Show it on its own, over every window, on the screen with the pointer, in no window.
        case freeStanding
    }

    /// What to report to the engine about the HUD being shown.
    package enum Report: Equatable {
        /// On screen: `arrived` when it has just come on screen (fade it in, announce it), not when
        /// it was already there (a show during the fade-out).
        case onScreen(arrived: Bool)
        /// Gone off screen to wait.
        case offScreen
    }

    package struct Step: Equatable {
        package var placement: Placement
        package var report: Report?
        /// The hide under way ends now.
        package var endsHide = false

        package init(placement: Placement, report: Report?, endsHide: Bool = false) {
            self.placement = placement
            self.report = report
            self.endsHide = endsHide
        }
    }

    /// The window the HUD is over, if any.
    private(set) var host: WindowID?
    /// Whether a show is under way (not hiding).
    private(set) var isShowing = false
    /// Whether a hide is fading out.
    private(set) var isHiding = false
    /// Whether the HUD is over a window the user can see, or standing free.
    package private(set) var isOnScreen = false
    /// Whether the HUD stands free on the screen, in no window.
    package private(set) var isFreeStanding = false

    /// A show of the HUD over `windows`, in `app`.
    package mutating func show(_ windows: [Window], app: HUD.MacAppDescription = HUD.MacAppDescription()) -> Step {
        let wasOnScreen = isOnScreen
        isShowing = true
        isHiding = false
        var step = place(windows, app: app, afresh: true)
        // Back during the fade-out: on screen for the new show at once (its window gone meanwhile,
        // `place` reports it off screen, as the engine counts a show on screen until told).
        if wasOnScreen, isOnScreen { step.report = .onScreen(arrived: false) }
        return step
    }

    /// A hide: a fade-out where the HUD is, or, off screen, the end at once.
    package mutating func hide() -> Step {
        isShowing = false
        guard isOnScreen else { return finish() }
        isHiding = true
        return Step(placement: .unchanged, report: nil)
    }

    /// The fade-out has ended.
    package mutating func fadeOutEnded() -> Step {
        guard isHiding else { return Step(placement: .unchanged, report: nil) }
        return finish()
    }

    /// The windows changed (one became key or main, moved, was minimised or restored, the Space
    /// changed); `closing` is about to close and is left out.
    package mutating func windowsChanged(_ windows: [Window], app: HUD.MacAppDescription = HUD.MacAppDescription(),
                                         closing: WindowID? = nil) -> Step {
        let open = windows.filter { $0.id != closing }
        if isHiding {
            guard !isFreeStanding else { return Step(placement: .unchanged, report: nil) }
            let stillSeen = open.contains { $0.id == host && $0.description.isSeen }
            return stillSeen ? Step(placement: .unchanged, report: nil) : finish()
        }
        guard isShowing else { return Step(placement: .unchanged, report: nil) }
        return place(open, app: app)
    }

    /// Where the HUD goes: `afresh` (a show), where the choice says; else to its pinned window
    /// while that is open, on screen when the user can see it there, off screen while it is
    /// minimised or the app hidden.
    private mutating func place(_ windows: [Window], app: HUD.MacAppDescription, afresh: Bool = false) -> Step {
        if !afresh, isOnScreen, isFreeStanding { return Step(placement: .unchanged, report: nil) }
        if !afresh, let host, let window = windows.first(where: { $0.id == host }),
           window.description.isOpen || app.isHidden {
            return window.description.keepsHUD && !app.isHidden ? arrive(at: host) : leaveForNow()
        }
        switch HUD.MacWindowChoice(frontToBack: windows.map(\.description), app: app) {
        case .window(let index):
            return arrive(at: windows[index].id)
        case .noneYet(let reason) where allowsFreeStanding && reason.standsFree:
            host = nil
            isFreeStanding = true
            guard !isOnScreen else { return Step(placement: .freeStanding, report: nil) }
            isOnScreen = true
            return Step(placement: .freeStanding, report: .onScreen(arrived: true))
        case .noneYet:
            let wasPlaced = host != nil
            host = nil
            guard isOnScreen else { return Step(placement: wasPlaced ? .detach : .unchanged, report: nil) }
            isOnScreen = false
            return Step(placement: .detach, report: .offScreen)
        }
    }

    /// Over window `id`, pinned to it; reported on screen if it was not.
    private mutating func arrive(at id: WindowID) -> Step {
        host = id
        isFreeStanding = false
        guard !isOnScreen else { return Step(placement: .attach(id), report: nil) }
        isOnScreen = true
        return Step(placement: .attach(id), report: .onScreen(arrived: true))
    }

    /// Off screen while its window is minimised or the app hidden, still pinned to the window.
    private mutating func leaveForNow() -> Step {
        guard isOnScreen else { return Step(placement: .unchanged, report: nil) }
        isOnScreen = false
        return Step(placement: .detach, report: .offScreen)
    }

    private mutating func finish() -> Step {
        let step = Step(placement: .detach, report: nil, endsHide: true)
        isHiding = false
        isOnScreen = false
        isFreeStanding = false
        host = nil
        return step
    }
}
