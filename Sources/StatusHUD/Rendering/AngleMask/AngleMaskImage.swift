import Foundation

/// The angle mask image at one scale as a PNG file, and where it came from: the library's
/// resource bundle if its copy passes the checks of ``FallbackReason/fileUnreadable``, otherwise
/// the same mask computed in memory.
///
/// Loading never fails and never crashes: a missing bundle, a missing file or a damaged file
/// (wrong size, wrong format, bad CRC) all lead to the computed image, which is byte for byte
/// the file the generator writes, and ``source`` says why.
///
/// ```swift
/// let mask = AngleMaskImage.load(scale: 2)
/// let image = UIImage(data: Data(mask.png), scale: CGFloat(mask.scale))
/// if case .computed(let reason) = mask.source { print("angle mask computed: \(reason)") }
/// ```
struct AngleMaskImage: Sendable {
    /// Where an image came from.
    enum Source: Sendable, Equatable {
        /// Read from this file in the resource bundle.
        case bundle(URL)
        /// Computed in memory, for this reason.
        case computed(FallbackReason)
    }

    /// Why an image was computed rather than read.
    enum FallbackReason: Sendable, Equatable {
        /// No resource bundle in any searched folder.
        case bundleNotFound
        /// The bundle has no file for this scale.
        case fileMissing
        /// The file could not be read, or failed the checks made without decoding it: the PNG
        /// structure and every chunk's CRC (``PNGHeader``), and an IHDR saying 8-bit grey+alpha of
        /// the expected size. The compressed pixel data itself is not inflated, so damage that
        /// keeps the CRCs right is not caught.
        case fileUnreadable
    }

    /// Pixels per point: 1, 2 or 3.
    let scale: Int
    /// The PNG file: `100 × scale` pixels square, 8-bit grey+alpha.
    let png: [UInt8]
    /// Where ``png`` came from.
    let source: Source

    /// The side of the image in pixels.
    var side: Int { AngleMask.side * scale }

    /// The image for `scale` (rounded, then clamped to 1…3; not a number counts as 1), read from
    /// the resource bundle found in `directories` or else computed.
    static func load(scale: Double, searching directories: [URL] = ResourceBundle.searchDirectories) -> AngleMaskImage {
        let scale = clamped(scale)
        let side = AngleMask.side * scale
        func computed(_ reason: FallbackReason) -> AngleMaskImage {
            AngleMaskImage(scale: scale, png: computedFile(side: side), source: .computed(reason))
        }
        guard let resources = ResourceBundle.find(in: directories)?.resourceURL else { return computed(.bundleNotFound) }
        // Not `Bundle.url(forResource:)`: Foundation may answer from an earlier listing of the bundle.
        let url = resources.appendingPathComponent(AngleMask.fileName(scale: scale))
        guard FileManager.default.fileExists(atPath: url.path) else { return computed(.fileMissing) }
        guard let bytes = (try? Data(contentsOf: url)).map([UInt8].init),
              let header = PNGHeader(validating: bytes),
              header.width == side, header.height == side, header.bitDepth == 8,
              header.colorType == PNGEncoder.ColorType.greyAlpha.rawValue
        else { return computed(.fileUnreadable) }
        return AngleMaskImage(scale: scale, png: bytes, source: .bundle(url))
    }

    /// ``AngleMask/png(side:)``, computed once per process for each side: at @3x that takes tens
    /// of milliseconds.
    static func computedFile(side: Int) -> [UInt8] {
        computedFiles.withLock { files in
            if let png = files[side] { return png }
            let png = AngleMask.png(side: side)
            files[side] = png
            return png
        }
    }

    /// The files ``computedFile(side:)`` has made, by side.
    private static let computedFiles = Locked<[Int: [UInt8]]>([:])

    private static func clamped(_ scale: Double) -> Int {
        scale.isFinite ? Int(min(max(scale.rounded(), 1), 3)) : 1
    }
}
