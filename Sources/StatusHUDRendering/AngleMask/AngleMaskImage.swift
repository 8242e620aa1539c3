import StatusHUDModel
import Foundation

extension HUD {
    /// The spinner's angle mask at one display scale, as a `HUD.Drawing` carries it: its
    /// grey+alpha pixels, and the bundled PNG file that holds the same pixels when the app ships it.
    ///
    /// A presenter that can decode PNG files prefers ``bundledFile`` (UIKit and AppKit: ImageIO's
    /// `CGImageSource`) and falls back to ``pixels`` when there is none or its decoder
    /// rejects it; the pixels are always there. They are computed once per process and scale from
    /// the mask's formula (see `AngleMask`), and a test proves the bundled files decode to exactly
    /// these bytes.
    ///
    /// ```swift
    /// let mask = HUD.AngleMaskImage.forScale(3)
    /// mask.side            // 300 pixels square
    /// mask.pixels.count    // 300 × 300 × 2: grey, alpha, grey, alpha, …
    /// ```
    package struct AngleMaskImage: Sendable, Equatable {
        /// Pixels per point: 1, 2 or 3.
        package let scale: Int
        /// The side of the square image in pixels: 100 × ``scale``.
        package let side: Int
        /// Two bytes per pixel, grey then alpha (straight, not premultiplied), rows top to bottom.
        /// Every grey is 0: a mask only uses alpha.
        package let pixels: [UInt8]
        /// The bundled PNG file for this scale, when the library's resource bundle holds a
        /// non-empty one; the platform's decoder has the last word on whether it is sound.
        package let bundledFile: URL?
        /// Where the lookup found, or why it did not find, the bundled file.
        package let source: Source

        /// Where an image's file came from.
        package enum Source: Sendable, Equatable {
            /// This file in the resource bundle.
            case bundle(URL)
            /// No usable file, for this reason: only the computed pixels.
            case computed(FallbackReason)
        }

        /// Why there is no bundled file.
        package enum FallbackReason: Sendable, Equatable {
            /// No resource bundle in any searched folder.
            case bundleNotFound
            /// The bundle has no file for this scale.
            case fileMissing
            /// The file is empty or cannot be read.
            case fileUnreadable
        }

        /// The mask for a display `scale` (rounded, then clamped to 1…3; not a number counts as 1),
        /// with the file of the library's resource bundle, looked up once per process and scale.
        package static func forScale(_ scale: Double) -> AngleMaskImage {
            let scale = clamped(scale)
            return loaded.withLock { cache in
                if let image = cache[scale] { return image }
                let image = load(scale: Double(scale))
                cache[scale] = image
                return image
            }
        }

        private static let loaded = Locked<[Int: AngleMaskImage]>([:])

        /// The mask for `scale` with the bundle looked up in `directories` now (no caching).
        package static func load(scale: Double, searching directories: [URL] = ResourceBundle.searchDirectories) -> AngleMaskImage {
            let scale = clamped(scale)
            func image(_ source: Source) -> AngleMaskImage {
                let file: URL? = if case .bundle(let url) = source { url } else { nil }
                return AngleMaskImage(scale: scale, side: AngleMask.side * scale,
                                      pixels: computedPixels(scale: scale), bundledFile: file, source: source)
            }
            guard let resources = ResourceBundle.find(in: directories)?.resourceURL else { return image(.computed(.bundleNotFound)) }
            // Not `Bundle.url(forResource:)`: Foundation may answer from an earlier listing of the bundle.
            let url = resources.appendingPathComponent(AngleMask.fileName(scale: scale))
            guard FileManager.default.fileExists(atPath: url.path) else { return image(.computed(.fileMissing)) }
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber,
                  size.intValue > 0, FileManager.default.isReadableFile(atPath: url.path)
            else { return image(.computed(.fileUnreadable)) }
            return image(.bundle(url))
        }

        /// ``AngleMask/pixels(side:)`` at `scale`, computed once per process and scale.
        package static func computedPixels(scale: Int) -> [UInt8] {
            computed.withLock { cache in
                if let pixels = cache[scale] { return pixels }
                let pixels = AngleMask.pixels(side: AngleMask.side * scale)
                cache[scale] = pixels
                return pixels
            }
        }

        private static let computed = Locked<[Int: [UInt8]]>([:])

        private static func clamped(_ scale: Double) -> Int {
            scale.isFinite ? Int(min(max(scale.rounded(), 1), 3)) : 1
        }
    }
}
