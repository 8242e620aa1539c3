import StatusHUD
import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// What VoiceOver hears from the building-block controls, in the first of the user's languages
/// that the package's `Localizable.json` has (English otherwise), as the HUD's own announcements.
///
/// ```swift
/// ControlAccessibility.percentValue(of: 0.426, languages: ["de-DE"])   // "42 Prozent"
/// ```
package enum ControlAccessibility {
    /// The progress ring's value: its progress in whole percent, rounded down as the HUD's
    /// announcements are (so "100 percent" means done), clamped to 0…100; NaN counts as 0.
    package static func percentValue(of progress: Double, languages: [String]) -> String {
        let format = SpokenText.table(for: languages)["percent"] ?? "%d percent"
        return format.replacingOccurrences(of: "%d", with: String(wholePercent(of: progress)))
    }

    /// `progress` in whole percent as ``percentValue(of:languages:)`` speaks it: 0…100, rounded
    /// down, NaN as 0.
    package static func wholePercent(of progress: Double) -> Int {
        progress.isNaN ? 0 : Int((Swift.min(Swift.max(progress, 0), 1) * 100).rounded(.down))
    }

    /// The name of the refresh title's VoiceOver action that starts a refresh: "Refresh".
    package static func refreshActionName(languages: [String]) -> String {
        SpokenText.table(for: languages)["refresh"] ?? "Refresh"
    }
}
