// generate-resources: writes the images of the top-level Resources/ folder from the library's
// own formulas, and offers the PNG encoder and the resource lookup to the CI checks.
//
//   swift run generate-resources                 write Resources/angle-mask{,@2x,@3x}.png (uncompressed;
//                                                see CONTRIBUTING.md, "Resources", before committing them)
//   generate-resources encode ga|rgba W H IN OUT   PNG of raw 8-bit pixels (stored zlib blocks)
//   generate-resources zlib IN OUT               zlib stream of a file (stored blocks)
//   generate-resources mask-source [SCALE]       where this process gets the angle mask (bundle or computed)
//
// Whether the committed files hold the pixels this would write is a test
// (BundledResourcesTests.committedImagesHoldWhatTheGeneratorWrites).

import Foundation
import StatusHUDTooling

/// Resources/ beside Package.swift, found from this file's path at build time.
let packageResources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources", isDirectory: true)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-resources: \(message)\n".utf8))
    exit(1)
}

func readBytes(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return [UInt8](data)
}

func writeBytes(_ bytes: [UInt8], to url: URL) {
    do {
        try Data(bytes).write(to: url)
    } catch {
        fail("cannot write \(url.path): \(error)")
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "write"
if !arguments.isEmpty { arguments.removeFirst() }

switch command {
case "write":
    guard arguments.isEmpty else { fail("usage: generate-resources (no arguments; writes Resources/)") }
    for file in ToolSupport.resourceFiles() {
        let url = packageResources.appendingPathComponent(file.name)
        writeBytes(file.contents, to: url)
        print("wrote \(url.path): \(file.contents.count) bytes")
    }

case "encode":
    guard arguments.count == 5, let width = Int(arguments[1]), let height = Int(arguments[2]) else {
        fail("usage: encode ga|rgba WIDTH HEIGHT IN.raw OUT.png")
    }
    let pixels = readBytes(arguments[3])
    let started = Date()
    guard let file = ToolSupport.png(pixels: pixels, width: width, height: height, kind: arguments[0]) else {
        fail("\(arguments[3]) does not hold \(width)×\(height) pixels of kind \(arguments[0]) (ga or rgba)")
    }
    let seconds = Date().timeIntervalSince(started)
    writeBytes(file, to: URL(fileURLWithPath: arguments[4]))
    print("png \(file.count) bytes, raw \(pixels.count) bytes, \(String(format: "%.3f", seconds)) s")

case "zlib":
    guard arguments.count == 2 else { fail("usage: zlib IN OUT") }
    let input = readBytes(arguments[0])
    let stream = ToolSupport.zlib(input)
    writeBytes(stream, to: URL(fileURLWithPath: arguments[1]))
    print("zlib \(stream.count) bytes, raw \(input.count) bytes")

case "mask-source":
    print(ToolSupport.angleMaskSource(scale: arguments.first.flatMap(Double.init) ?? 1))

default:
    fail("unknown command \(command); see the comment at the top of Tools/GenerateResources/main.swift")
}
