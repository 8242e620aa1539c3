import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

@Suite("Spoken text")
struct SpokenTextTests {
    typealias Announcement = HUD.Feedback.Announcement

    @Test func theBundledTablesSpeakEnglishAndGerman() {
        #expect(SpokenText.tables.keys.contains("de"), "Localizable.json was read from the resource bundle")
        #expect(Announcement(status: nil, meaning: .loading).text(languages: ["en-US"]) == "Loading")
        #expect(Announcement(status: nil, meaning: .loading, percent: 42).text(languages: ["de-DE"]) == "Wird geladen, 42 Prozent")
        #expect(Announcement(status: nil, meaning: .result(.error)).text(languages: ["fr-CA", "en"]) == "Erreur")
        #expect(Announcement(status: nil, meaning: .result(.info)).text(languages: ["ja", "es"]) == "Información")
    }

    @Test func theStatusIsSpokenAsItIsAndUnknownLanguagesFallBackToEnglish() {
        #expect(Announcement(status: "مرحبا", meaning: .result(.success)).text(languages: ["ar"]) == "مرحبا")
        #expect(Announcement(status: nil, meaning: .result(.success)).text(languages: ["xx", ""]) == "Success")
        #expect(Announcement(status: nil, meaning: .result(.success)).text(languages: []) == "Success")
        #expect(SpokenText.table(for: ["de"], in: [:]) == SpokenText.english)
    }

    @Test func everyLanguageHasEveryKey() {
        for (language, table) in SpokenText.tables {
            #expect(Set(table.keys) == Set(SpokenText.english.keys), "\(language)")
            #expect(table["percent"]?.contains("%d") == true, "\(language)")
        }
    }
}
