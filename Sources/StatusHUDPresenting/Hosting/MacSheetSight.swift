/// Whether a blocking macOS HUD is seen while its sheet waits behind another (`MacSheet.waits`),
/// and when the engine is told: decided here, applied by the AppKit presenter.
///
/// While its sheet waits the HUD is hidden and told off screen, so that its countdown waits. Out
/// of waiting, it is shown again, but told on screen, spoken and faded in only once its place is
/// settled (``placeSettled(isOnScreen:)``): the waiting may end because the HUD is leaving its
/// window (its sheet ended as it moves to another, stands free or hides), and a fade started
/// then would redraw it, and so attach it again, on the window it is leaving. A HUD taken off
/// screen meanwhile (``leftScreen()``), or told on screen by its placing (``toldOnScreen()``),
/// is not told again.
///
/// ```swift
/// var sight = MacSheetSight()
/// sight.sheetWaits(true, isShowing: true)      // .hide(tellsOffScreen: true)
/// sight.sheetWaits(false, isShowing: true)     // .show
/// sight.placeSettled(isOnScreen: true)         // true: tell on screen, speak, fade in
/// ```
package struct MacSheetSight: Equatable, Sendable {
    package init() {}

    /// What the presenter does to the HUD as its sheet starts or stops waiting.
    package enum Change: Equatable {
        /// Nothing: no change.
        case none
        /// Hide it (its content, and its clicks), telling the engine it is off screen if it shows.
        case hide(tellsOffScreen: Bool)
        /// Show it again; the engine is told later, at ``placeSettled(isOnScreen:)``.
        case show
    }

    /// Whether the HUD is hidden while its sheet waits.
    package private(set) var waits = false
    /// Whether it has come out of waiting and is yet to be told on screen.
    package private(set) var comesOut = false

    /// The HUD's sheet waits (or not) now; `isShowing`: it shows, rather than hides.
    package mutating func sheetWaits(_ waits: Bool, isShowing: Bool) -> Change {
        guard waits != self.waits else { return .none }
        self.waits = waits
        comesOut = !waits && isShowing
        return waits ? .hide(tellsOffScreen: isShowing) : .show
    }

    /// A drawing that settles the HUD's place has been applied, or the sheets looked at:
    /// whether to tell the engine it is on screen, speak and fade in now (once).
    package mutating func placeSettled(isOnScreen: Bool) -> Bool {
        guard comesOut, !waits, isOnScreen else { return false }
        comesOut = false
        return true
    }

    /// The HUD has been taken off screen (its window minimised, its app hidden): its placing
    /// tells the engine when it is back.
    package mutating func leftScreen() {
        comesOut = false
    }

    /// Its placing has told the engine it is on screen.
    package mutating func toldOnScreen() {
        comesOut = false
    }
}
