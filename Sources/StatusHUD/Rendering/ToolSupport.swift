import Foundation

/// What the package's `generate-resources` tool needs from the library: the bundled files, and
/// the encoder and lookup exposed for the CI checks. Package access only, not public API.
package enum ToolSupport {
    /// The files of the top-level `Resources/` folder, by name, as the library computes them.
    package static func resourceFiles() -> [(name: String, contents: [UInt8])] {
        (1...3).map { scale in
            (AngleMask.fileName(scale: scale), AngleMask.png(side: AngleMask.side * scale))
        }
    }

    /// A PNG file of 8-bit pixels (`hasColor`: RGBA, otherwise grey+alpha) and the kinds of its
    /// deflate blocks.
    package static func png(pixels: [UInt8], width: Int, height: Int, hasColor: Bool)
        -> (file: [UInt8], blockKinds: [String]) {
        let result = PNGEncoder().encodeWithReport(
            pixels: pixels, width: width, height: height, colorType: hasColor ? .rgba : .greyAlpha)
        return (result.file, result.blockKinds.map(\.rawValue))
    }

    /// A zlib stream of `bytes` and the kinds of its deflate blocks.
    package static func zlib(_ bytes: [UInt8]) -> (stream: [UInt8], blockKinds: [String]) {
        let output = Deflate().zlibCompressWithReport(bytes)
        return (output.bytes, output.blockKinds.map(\.rawValue))
    }

    /// Where the angle mask at `scale` comes from in this process: `bundle <path>` or
    /// `computed (<reason>)`.
    package static func angleMaskSource(scale: Double) -> String {
        switch AngleMaskImage.load(scale: scale).source {
        case .bundle(let url): "bundle \(url.path)"
        case .computed(let reason): "computed (\(reason))"
        }
    }
}
