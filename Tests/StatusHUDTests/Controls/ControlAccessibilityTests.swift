import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// What VoiceOver hears from the ring and the refresh title.
@Suite("Control accessibility")
struct ControlAccessibilityTests {
    @Test func theRingSpeaksWholePercentRoundedDownInTheUsersLanguage() {
        #expect(ControlAccessibility.percentValue(of: 0.426, languages: ["en-US"]) == "42 percent")
        #expect(ControlAccessibility.percentValue(of: 0.999, languages: ["en"]) == "99 percent", "100 only when done")
        #expect(ControlAccessibility.percentValue(of: 1, languages: ["en"]) == "100 percent")
        #expect(ControlAccessibility.percentValue(of: 0.5, languages: ["de-CH"]) == "50 Prozent")
        #expect(ControlAccessibility.percentValue(of: 0.07, languages: ["ja", "fr"]) == "7 pour cent")
    }

    @Test func badProgressHasADefinedValue() {
        #expect(ControlAccessibility.percentValue(of: .nan, languages: ["en"]) == "0 percent")
        #expect(ControlAccessibility.percentValue(of: -3, languages: ["en"]) == "0 percent")
        #expect(ControlAccessibility.percentValue(of: 7, languages: ["en"]) == "100 percent")
        #expect(ControlAccessibility.percentValue(of: .infinity, languages: ["en"]) == "100 percent")
    }

    @Test func theRefreshActionIsNamedInTheUsersLanguage() {
        #expect(ControlAccessibility.refreshActionName(languages: ["en-GB"]) == "Refresh")
        #expect(ControlAccessibility.refreshActionName(languages: ["de-DE"]) == "Aktualisieren")
        #expect(ControlAccessibility.refreshActionName(languages: ["xx"]) == "Refresh")
    }
}
