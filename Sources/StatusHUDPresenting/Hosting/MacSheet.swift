/// How a macOS HUD over a window blocks it: as a document-modal sheet of that window, decided
/// here and applied by the AppKit presenter; with the order it keeps with the app's own sheets,
/// and where a click on it sends the keyboard.
///
/// **The mechanism.** A HUD that blocks the window it is over is drawn, as every HUD over a
/// window is, in a child window of it, and blocks it with a sheet: an empty, transparent panel as
/// big as the content area (the presenter's `SheetBlocker`), begun with `beginSheet` and ended
/// with `endSheet`. AppKit then blocks the window as it blocks it for any sheet, and the HUD has
/// nothing of its own to keep up to date: the content, the toolbar (its items that are views
/// too), the close button and the tab bar stop answering, the window cannot become key,
/// and assistive technologies meet the sheet first; the app's other windows stay usable. The
/// sheet, key, holds the keyboard for the HUD (its keys, the press of its button, what
/// VoiceOver reads) and stops every command but the app's own (`MacBlocking`); it is marked not to
/// prevent the app quitting (`preventsApplicationTerminationWhenModal`), as Quit passes. A HUD in
/// a view (`HUD.Instance(in:)`) blocks only its view and is never a sheet. A blocking HUD hiding
/// stops blocking as its fade-out starts: its sheet ends, and the window and its keyboard are the
/// user's at once.
///
/// Why the HUD is never the sheet itself (what it was): AppKit animates a sheet as it begins and
/// ends, and does not say how (it slides or genies out of the window's top, says
/// `window(_:willPositionSheet:using:)`); a HUD that was the sheet would move with that animation
/// as it faded, and one that stops blocking while it stays on screen (a blocking "Saving" followed
/// by a "Saved" that does not block) would be animated away under the app's eyes. The sheet draws
/// nothing, so its animations are not seen.
///
/// The alternatives, and why not: a child window that claims the commands (what it did) left
/// explicitly targeted menu and toolbar items, toolbar items that are views, the title bar's
/// menu and zoom button, the tab bar, and VoiceOver, Voice Control and Switch Control on the
/// covered window live, and each would need its own patch, none of them complete;
/// `accessibilityModal` is an attribute that no assistive technology enforces. An app-modal
/// session (`runModal(for:)`) blocks every window, not the one that is busy. A critical sheet
/// (`beginCriticalSheet`) would sit above the app's own later sheets, which must be above the HUD.
///
/// **The order with the app's sheets.** A window presents one sheet at a time and queues the ones
/// begun after it (`beginSheet`'s header): an overwrite prompt begun while "Saving" blocks would
/// wait behind the HUD, which waits for the prompt. So the HUD's sheet steps aside for a sheet
/// queued behind it (``Queue``): it ends, the app's sheet is presented, key and on top, and the
/// HUD begins its sheet again once that one is presented, queued behind it; AppKit presents it
/// again, key, when the app's sheet ends. A HUD shown while the app's sheet is up queues behind it
/// the same way. While its sheet waits (``waits(_:sheets:)``) the HUD is not on screen: its child
/// window, which AppKit does not queue, is hidden, and its countdown waits as it does while its
/// window is minimised (the window is blocked by the app's sheet meanwhile).
///
/// **Clicks.** A click on the HUD's panel (non-activating, so AppKit brings nothing forward)
/// brings its app and window forward, and sends the keyboard where a sheet would have it
/// (``clickFocus(appIsActive:parentIsKey:hudIsKey:attachedSheet:)``): to the HUD's own sheet, or
/// the app's, never to the HUD's window while a sheet is attached to it.
///
/// ```swift
/// MacSheet.attachment(blocks: true, hiding: false)   // .sheet
/// var queue = MacSheet.Queue()
/// queue.began()
/// queue.step([.init(isHUD: true, isPresented: true), .init(isHUD: false, isPresented: false)])   // .stepAside
/// ```
package enum MacSheet {
    /// How the HUD is attached to the window it is over: its panel is a child window of it
    /// either way; blocking, a sheet of the HUD's blocks the window too.
    package enum Attachment: Equatable {
        /// The HUD's child window alone: the HUD does not block.
        case childWindow
        /// The HUD's child window, and a document-modal sheet of the window: the HUD blocks it.
        case sheet
    }

    /// The attachment for a HUD over a window that `blocks` (or not), `hiding` (its fade-out under
    /// way) or not.
    package static func attachment(blocks: Bool, hiding: Bool) -> Attachment {
        blocks && !hiding ? .sheet : .childWindow
    }

    /// One of the window's sheets, as `NSWindow.sheets` lists them (the presented ones top to
    /// bottom, then the queued in their order).
    package struct Sheet: Equatable {
        /// Whether it is the HUD's own.
        package var isHUD: Bool
        /// Whether it is presented (ordered in), not waiting in the queue.
        package var isPresented: Bool
        /// Whether it is another HUD's (two blocking HUDs over one window): not the app's, so
        /// neither steps aside for the other; they take turns in AppKit's queue. (Taken for the
        /// app's, each stepped aside for the other in turn, for ever.)
        package var isAnotherHUD: Bool

        package init(isHUD: Bool, isPresented: Bool, isAnotherHUD: Bool = false) {
            self.isHUD = isHUD
            self.isPresented = isPresented
            self.isAnotherHUD = isAnotherHUD
        }

        /// Whether it is a sheet of the app's: a sheet or an alert, not a HUD's.
        var isTheApps: Bool { !isHUD && !isAnotherHUD }
    }

    /// The HUD's sheet among the window's sheets: begun (presented or queued), stepped aside for a
    /// sheet of the app's, or not a sheet.
    package struct Queue: Equatable, Sendable {
        package init() {}

        /// Where the HUD's sheet is.
        package enum State: Equatable, Sendable {
            /// Not a sheet: the HUD does not block, or is not over a window.
            case none
            /// Begun: presented, or queued behind a sheet of the app's.
            case begun
            /// Ended for a sheet of the app's queued behind it, to begin again behind that one.
            case steppedAside
        }

        /// What the presenter does to the HUD's sheet.
        package enum Step: Equatable {
            /// Nothing.
            case keep
            /// End it (`endSheet`), so that the app's queued sheet is presented above the window.
            case stepAside
            /// Begin it again (`beginSheet`): queued behind the app's sheet now presented, or
            /// presented if there is none.
            case rejoin
        }

        package private(set) var state = State.none

        /// The HUD's sheet has been begun.
        package mutating func began() {
            state = .begun
        }

        /// The HUD's sheet has been ended for good (it stops blocking, hides or leaves the window).
        package mutating func ended() {
            state = .none
        }

        /// What to do, the window's sheets being `sheets` now (the HUD's own among them when
        /// begun). Asked after each turn of the main run loop while the HUD is a sheet.
        package mutating func step(_ sheets: [Sheet]) -> Step {
            switch state {
            case .none:
                return .keep
            case .begun:
                // Presented, with a sheet of the app's queued behind it: that one must not wait.
                guard let hud = sheets.firstIndex(where: \.isHUD), sheets[hud].isPresented,
                      sheets[(hud + 1)...].contains(where: { $0.isTheApps && !$0.isPresented }) else { return .keep }
                state = .steppedAside
                return .stepAside
            case .steppedAside:
                // Back once the app's sheet is presented (then queued behind it), or at once if
                // it has gone without being presented; not while it is still queued (the HUD could
                // be presented before it).
                let others = sheets.filter(\.isTheApps)
                guard others.isEmpty || others.contains(where: \.isPresented) else { return .keep }
                state = .begun
                return .rejoin
            }
        }
    }

    /// Whether a blocking HUD waits out of sight for its turn: its sheet stepped aside for the
    /// app's, or begun but not presented while another sheet is (the app's, or another HUD's,
    /// with which it takes turns). `sheets` are the window's, as ``Queue/step(_:)`` gets them.
    package static func waits(_ state: Queue.State, sheets: [Sheet]) -> Bool {
        switch state {
        case .none: false
        case .steppedAside: true
        case .begun:
            !sheets.contains { $0.isHUD && $0.isPresented } && sheets.contains { !$0.isHUD && $0.isPresented }
        }
    }

    /// The sheet attached to the HUD's window (`attachedSheet`, the top one presented).
    package enum AttachedSheet: Equatable {
        case none
        /// The HUD's own.
        case hud
        /// The app's: a sheet, an alert.
        case other
    }

    /// Which window a click on the HUD makes key.
    package enum ClickFocus: Equatable {
        /// None: the user is in the HUD's window or the HUD already.
        case none
        /// The HUD's window (no sheet on it): a HUD that blocks takes the keyboard from there
        /// (`MacKeyboardClaim`).
        case window
        /// The HUD's own sheet.
        case hud
        /// The app's sheet on the HUD's window, which keeps the keyboard.
        case attachedSheet
    }

    /// Where a click on the HUD sends the keyboard: nowhere if the app is active and its window,
    /// or the HUD, is key; else to the top sheet on its window if there is one, the HUD's or the
    /// app's, never to the window under a sheet; else to the window.
    package static func clickFocus(appIsActive: Bool, parentIsKey: Bool, hudIsKey: Bool,
                                   attachedSheet: AttachedSheet) -> ClickFocus {
        if appIsActive, parentIsKey || hudIsKey { return .none }
        switch attachedSheet {
        case .none: return .window
        case .hud: return .hud
        case .other: return .attachedSheet
        }
    }
}
