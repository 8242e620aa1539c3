import StatusHUDModel

extension HUD.Configuration {
    /// The configuration a free-standing macOS HUD is drawn with (``MacHost``'s
    /// `Placement.freeStanding`): it covers none of the app's windows, so it draws no backdrop (a
    /// dimmed screen would dim the other apps) and blocks nothing (clicks and typing go on where
    /// they were, and its panel never takes the keyboard); a button still takes its clicks.
    package var freeStanding: HUD.Configuration {
        var copy = self
        copy.backdrop = .none
        copy.interaction = .passedThrough
        return copy
    }
}
