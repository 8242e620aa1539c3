import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Configuration {
    /// The configuration a macOS HUD is drawn with: where it keeps the shared defaults, which are
    /// iOS's measures, a Mac's instead; what the app set is kept.
    ///
    /// | measure | iOS (the default) | Mac | why |
    /// |---|---|---|---|
    /// | status | 15 pt semibold | 13 pt semibold | a Mac's body text is 13 pt (`NSFont.systemFontSize`) |
    /// | details | 13 pt | 11 pt | a Mac's small text (`NSFont.smallSystemFontSize`) |
    /// | button | 15 pt | 13 pt | a regular-size push button's title |
    /// | indicator | 36 pt box, r16.5 ring | 32 pt box, r14.5 ring | a regular spinning `NSProgressIndicator` is 32 pt |
    /// | corners | 24 pt | 16 pt | near a macOS 26 window's own corners, not a phone's |
    ///
    /// So the tile around "Loading" is 85 pt square rather than 91, and a toast (whose measures
    /// follow the status font, `HUD.Layout`'s `Toast`) a 44 pt capsule with a 20 pt symbol rather
    /// than 48 and 22 (the gallery's Mac states). Why not the defaults themselves per platform: Mac Catalyst is iOS code drawn
    /// at 77 %, and the gallery and the tests draw the Mac's states on Linux, so the choice is a
    /// value the AppKit presenter applies, not a compile-time switch. An app that sets one of
    /// these to iOS's very value on a Mac gets the Mac's (they cannot be told apart); any other
    /// value is kept.
    package var macProportions: HUD.Configuration {
        let shared = HUD.Configuration()
        var copy = self
        if font == shared.font { copy.font = HUD.Font(size: 13, weight: .semibold) }
        if detailsFont == shared.detailsFont { copy.detailsFont = HUD.Font(size: 11) }
        if buttonFont == shared.buttonFont { copy.buttonFont = HUD.Font(size: 13) }
        if imageSize == shared.imageSize { copy.imageSize = CGSize(width: 32, height: 32) }
        if ringRadius == shared.ringRadius { copy.ringRadius = 14.5 }
        if ringRadiusWithoutText == shared.ringRadiusWithoutText { copy.ringRadiusWithoutText = 14.5 }
        if cornerRadius == shared.cornerRadius { copy.cornerRadius = 16 }
        return copy
    }
}
