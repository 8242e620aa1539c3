import Foundation

/// Finds the bundle SwiftPM builds for the library's images (the `StatusHUDResources` target,
/// folder `Resources/`) the way the generated `Bundle.module` accessor does, but without that
/// accessor's `fatalError` when the bundle is missing: here a missing bundle is `nil`.
///
/// The bundle is named `StatusHUD_StatusHUDResources` plus `.bundle` (Apple platforms) or
/// `.resources` (Linux and others). It sits in the app's resources (Xcode builds), in the
/// resources of the framework that holds this code, or next to the executable (command-line
/// builds, tests).
///
/// ```swift
/// let bundle = ResourceBundle.find(in: ResourceBundle.searchDirectories)   // nil if not shipped
/// ```
package enum ResourceBundle {
    /// The bundle's file names, tried in this order.
    static let names = ["StatusHUD_StatusHUDResources.bundle", "StatusHUD_StatusHUDResources.resources"]

    /// The folders searched by default, in the order of the accessor Xcode generates: the main
    /// bundle's resources, the resources of the bundle holding this code, the main bundle's own
    /// folder (the executable's folder on Linux), and the folder two levels up from this code's
    /// resources (where SwiftUI previews put package bundles).
    package static var searchDirectories: [URL] {
        let owner = Bundle(for: BundleMarker.self)
        let candidates = [
            Bundle.main.resourceURL,
            owner.resourceURL,
            Bundle.main.bundleURL,
            owner.resourceURL?.deletingLastPathComponent().deletingLastPathComponent(),
        ]
        var seen = Set<String>()
        return candidates.compactMap { $0 }.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The bundle in the first of `directories` that holds one named as in ``names``; `nil` if
    /// none does.
    package static func find(in directories: [URL]) -> Bundle? {
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
