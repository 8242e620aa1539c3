import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
/// The presenter of a HUD that has nowhere to be drawn: one made before its view (a SwiftUI
/// area's, which the app makes as `@State` before the area exists), or whose view has gone.
///
/// A show never comes on screen: the HUD waits for a place, not visible, its countdown not started,
/// and is drawn once it gets one (the place's presenter takes it over). A HUD that was on screen
/// when its place went is reported off screen, so a dismissal ends it at once, without a fade or
/// the minimum display time. A hide finishes at once: nothing is drawn to fade.
@MainActor
package final class UnplacedPresenter: HUD.Presenter {
    package init() {}

    package func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        transition.reportOffScreen()
    }

    package func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {}

    package func hide(transition: HUD.Transition) {
        transition.reportFinished()
    }
}
