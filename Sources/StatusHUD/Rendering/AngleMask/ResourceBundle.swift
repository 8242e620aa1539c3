import Foundation

/// Finds the resource bundle SwiftPM builds for the library, the way its generated
/// `Bundle.module` accessor does but without that accessor's `fatalError` when the bundle is
/// missing: here a missing bundle is `nil`.
///
/// SwiftPM names the bundle `StatusHUD_StatusHUD` plus `.bundle` on Apple platforms or
/// `.resources` elsewhere, and puts it next to the executable (command-line builds), in the app's
/// resources (Xcode builds), or in the resources of the framework that holds this code.
///
/// ```swift
/// let bundle = ResourceBundle.find()   // nil if the bundle was not shipped
/// ```
enum ResourceBundle {
    /// The bundle's file names, tried in this order.
    static let names = ["StatusHUD_StatusHUD.bundle", "StatusHUD_StatusHUD.resources"]

    /// The folders searched by default: the main bundle's resources and its own folder (the
    /// executable's folder on Linux), then those of the bundle that holds this code.
    static var searchDirectories: [URL] {
        let owner = Bundle(for: BundleMarker.self)
        let candidates = [Bundle.main.resourceURL, Bundle.main.bundleURL, owner.resourceURL, owner.bundleURL]
        var seen = Set<String>()
        return candidates.compactMap { $0 }.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The first folder in `directories` that holds a bundle named as in ``names``, opened as a
    /// `Bundle`; `nil` if there is none.
    static func find(in directories: [URL] = searchDirectories) -> Bundle? {
        for directory in directories {
            for name in names {
                let url = directory.appendingPathComponent(name, isDirectory: true)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                   isDirectory.boolValue, let bundle = Bundle(url: url) {
                    return bundle
                }
            }
        }
        return nil
    }

    /// A class of this module, for `Bundle(for:)`.
    private final class BundleMarker {}
}
