import StatusHUDModel
import StatusHUDRendering
import Foundation

extension HUD.Feedback.Announcement {
    /// What VoiceOver says, in the first of `languages` (BCP 47 codes, most preferred first, as
    /// `Locale.preferredLanguages`) that the package's `Localizable.json` has, English otherwise:
    /// the status, or what the indicator means when there is none ("Loading", "Success", "Error",
    /// "Information"), then the details, then the progress ("42 percent").
    ///
    /// ```swift
    /// HUD.Feedback.Announcement(status: nil, meaning: .loading, percent: 42).text(languages: ["de-DE"])
    /// // "Wird geladen, 42 Prozent"
    /// ```
    package func text(languages: [String]) -> String {
        let table = SpokenText.table(for: languages)
        let head = (status ?? table[meaning.key] ?? meaning.key) + (details.map { ", " + $0 } ?? "")
        guard let percent else { return head }
        let format = table["percent"] ?? "%d percent"
        return head + ", " + format.replacingOccurrences(of: "%d", with: String(percent))
    }
}

extension HUD.Feedback.Announcement.Meaning {
    var key: String {
        switch self {
        case .loading: "loading"
        case .result(.success): "success"
        case .result(.error): "error"
        case .result(.info): "information"
        case .image: "image"
        case .text: "text"
        }
    }
}

/// The spoken labels of `Resources/Localizable.json`, read once from the library's resource
/// bundle; English built in when the bundle or the file is missing.
package enum SpokenText {
    static let english = ["loading": "Loading", "success": "Success", "error": "Error", "information": "Information",
                          "image": "Image", "text": "Message", "percent": "%d percent",
                          "refresh": "Refresh"]

    static let tables: [String: [String: String]] = {
        guard let url = ResourceBundle.find(in: ResourceBundle.searchDirectories)?.resourceURL?
                .appendingPathComponent("Localizable.json"),
              let data = try? Data(contentsOf: url),
              let tables = try? JSONDecoder().decode([String: [String: String]].self, from: data)
        else { return ["en": english] }
        return tables
    }()

    /// The table of the first language (or its base language: "de" for "de-CH") that has one.
    package static func table(for languages: [String], in tables: [String: [String: String]] = tables) -> [String: String] {
        for language in languages {
            if let table = tables[language] { return table }
            let base = String(language.prefix { $0 != "-" && $0 != "_" })
            if let table = tables[base] { return table }
        }
        return tables["en"] ?? english
    }
}
