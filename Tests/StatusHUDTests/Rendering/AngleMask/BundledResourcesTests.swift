import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls
@testable import StatusHUDTooling

/// The committed images match the generator, and the lookup finds them, or falls back to the
/// computed mask without crashing when the bundle or a file is missing or damaged.
@Suite struct BundledResourcesTests {
    /// `Resources/` of this package, found from this file's path.
    static let resourcesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    static func committed(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: resourcesFolder.appendingPathComponent(name)))
    }

    /// A fresh empty folder, removed at the end of `body`.
    static func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("statushud-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// The committed files hold, pixel for pixel, what the generator writes, compressed: they were
    /// written once by a deflate encoder and are kept (see CONTRIBUTING.md, "Resources"); the
    /// generator's files are uncompressed. A committed file as large as the generator's is one
    /// written by `swift run generate-resources` and not yet recompressed.
    @Test func committedImagesHoldWhatTheGeneratorWrites() throws {
        let files = ToolSupport.resourceFiles()
        #expect(files.map(\.name) == ["angle-mask.png", "angle-mask@2x.png", "angle-mask@3x.png"])
        for file in files {
            let committed = try Self.committed(file.name)
            #expect(try PNGReader(committed).pixels.firstDifference(from: try PNGReader(file.contents).pixels) == nil,
                    "\(file.name) differs from the generator's pixels: run `swift run generate-resources`, then recompress")
            #expect(committed.count * 4 < file.contents.count,
                    "\(file.name): \(committed.count) bytes, not compressed: recompress it (CONTRIBUTING.md, \"Resources\")")
        }
    }

    /// Decoded by the test decoder, the committed files hold exactly the documented mask.
    @Test(arguments: [1, 2, 3])
    func committedImagesHoldTheMaskPixels(scale: Int) throws {
        let image = try PNGReader(try Self.committed(AngleMask.fileName(scale: scale)))
        #expect(image.width == 100 * scale && image.height == 100 * scale)
        #expect(image.colorType == 4)
        #expect(image.pixels.firstDifference(from: AngleMask.pixels(side: 100 * scale)) == nil)
    }

    /// The built bundle carries the privacy manifest, a property list that declares no tracking
    /// (what it declares is checked against the sources by `.ci/checks/privacy-manifest.sh`).
    @Test func builtBundleCarriesThePrivacyManifest() throws {
        let resources = try #require(ResourceBundle.find(in: ResourceBundle.searchDirectories)?.resourceURL)
        let data = try Data(contentsOf: resources.appendingPathComponent("PrivacyInfo.xcprivacy"))
        #expect(data == (try Data(contentsOf: Self.resourcesFolder.appendingPathComponent("PrivacyInfo.xcprivacy"))))
        let manifest = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
        #expect(manifest["NSPrivacyAccessedAPITypes"] is [[String: Any]])
    }

    @Test(arguments: [1, 2, 3])
    func lookupFindsTheBuiltBundle(scale: Int) throws {
        let mask = HUD.AngleMaskImage.load(scale: Double(scale))
        guard case .bundle(let url) = mask.source else {
            Issue.record("expected the SwiftPM-built bundle, got \(mask.source)")
            return
        }
        #expect(url.path.contains("StatusHUD_StatusHUDResources"))
        #expect(mask.scale == scale && mask.side == 100 * scale)
        #expect(mask.bundledFile == url)
        #expect([UInt8](try Data(contentsOf: url)).firstDifference(from: try Self.committed(AngleMask.fileName(scale: scale))) == nil)
        // The drawing's pixels are the ones the file holds.
        #expect(try PNGReader(try Self.committed(AngleMask.fileName(scale: scale))).pixels.firstDifference(from: mask.pixels) == nil)
    }

    @Test(arguments: [1, 2, 3])
    func missingBundleFallsBackToTheComputedMask(scale: Int) throws {
        try Self.withTemporaryFolder { empty in
            let committed = try Self.committed(AngleMask.fileName(scale: scale))
            let mask = HUD.AngleMaskImage.load(scale: Double(scale), searching: [empty])
            #expect(mask.source == .computed(.bundleNotFound))
            #expect(mask.bundledFile == nil)
            // The same pixels the committed file holds.
            #expect(try PNGReader(committed).pixels.firstDifference(from: mask.pixels) == nil)
        }
        #expect(HUD.AngleMaskImage.load(scale: Double(scale), searching: []).source == .computed(.bundleNotFound))
    }

    /// The library holds no PNG decoder: it offers any non-empty file, and a presenter whose
    /// decoder rejects it draws the pixels, which are there in every case.
    @Test func missingOrEmptyFilesLeaveOnlyThePixels() throws {
        try Self.withTemporaryFolder { folder in
            let bundle = folder.appendingPathComponent("StatusHUD_StatusHUDResources.resources", isDirectory: true)
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            let good = try Self.committed("angle-mask.png")
            let pixels = AngleMask.pixels(side: 100)
            let missing = HUD.AngleMaskImage.load(scale: 1, searching: [folder])
            #expect(missing.source == .computed(.fileMissing) && missing.bundledFile == nil)
            #expect(missing.pixels == pixels)

            let file = bundle.appendingPathComponent("angle-mask.png")
            try Data().write(to: file)
            let empty = HUD.AngleMaskImage.load(scale: 1, searching: [folder])
            #expect(empty.source == .computed(.fileUnreadable) && empty.bundledFile == nil)
            #expect(empty.pixels == pixels)

            try Data(good).write(to: file)
            #expect(HUD.AngleMaskImage.load(scale: 1, searching: [folder]).bundledFile == file)
            #expect(HUD.AngleMaskImage.load(scale: 2, searching: [folder]).source == .computed(.fileMissing))
        }
    }

    @Test func appleBundleNameIsFoundToo() throws {
        try Self.withTemporaryFolder { folder in
            let bundle = folder.appendingPathComponent("StatusHUD_StatusHUDResources.bundle", isDirectory: true)
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            let file = bundle.appendingPathComponent("angle-mask@3x.png")
            try Data(try Self.committed("angle-mask@3x.png")).write(to: file)
            let mask = HUD.AngleMaskImage.load(scale: 3, searching: [folder.appendingPathComponent("nowhere"), folder])
            #expect(mask.source == .bundle(file))
        }
    }

    @Test func scaleIsRoundedAndClamped() throws {
        try Self.withTemporaryFolder { empty in
            let cases: [(Double, Int)] = [(0, 1), (1.4, 1), (2.4, 2), (2.6, 3), (-2, 1), (.nan, 1), (.infinity, 1)]
            for (given, expected) in cases {
                let mask = HUD.AngleMaskImage.load(scale: given, searching: [empty])
                #expect(mask.scale == expected, "scale \(given)")
                #expect(mask.side == 100 * expected && mask.pixels.count == 2 * mask.side * mask.side, "scale \(given)")
            }
        }
    }
}
