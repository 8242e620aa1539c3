// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StatusHUD",
    platforms: [.iOS(.v15), .tvOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
    products: [
        .library(name: "StatusHUD", targets: ["StatusHUD"]),
        // The building-block controls: spinner and ring views, progress following, the refresh
        // title. A product of its own, so an app that shows only the HUD does not link them.
        .library(name: "StatusHUDControls", targets: ["StatusHUDControls"]),
        // Pictures of the HUD as SVG (gallery, goldens, documentation); apps do not link it.
        .library(name: "StatusHUDSnapshot", targets: ["StatusHUDSnapshot"]),
        // What the smoke programs (Smoke/macOS, Smoke/iOS) check with: a line per check and the
        // rules they compare by. Plain Foundation, tested on Linux; apps do not link it.
        .library(name: "StatusHUDSmokeKit", targets: ["StatusHUDSmokeKit"]),
    ],
    targets: [
        // The layers, lowest first, each a module, so that an upward reference does not compile
        // (CONTRIBUTING.md, "The layers"). StatusHUDPlatform holds the presenters (terminal, UIKit,
        // AppKit, Core Animation, SwiftUI colours), below StatusHUD, which holds the static API,
        // so a presenter cannot call it. StatusHUD re-exports the public parts of the five below
        // it; StatusHUDControls is the controls' product. They share what the package needs across
        // them with `package` access.
        .target(name: "StatusHUDModel", dependencies: ["StatusHUDResources"], path: "Sources/StatusHUDModel"),
        .target(name: "StatusHUDRendering", dependencies: ["StatusHUDModel"], path: "Sources/StatusHUDRendering"),
        .target(name: "StatusHUDPresenting", dependencies: ["StatusHUDRendering"], path: "Sources/StatusHUDPresenting"),
        .target(name: "StatusHUDEngine", dependencies: ["StatusHUDPresenting"], path: "Sources/StatusHUDEngine"),
        .target(name: "StatusHUDPlatform", dependencies: ["StatusHUDEngine"], path: "Sources/StatusHUDPlatform"),
        .target(name: "StatusHUD", dependencies: ["StatusHUDPlatform"], path: "Sources/StatusHUD"),
        .target(name: "StatusHUDControls", dependencies: ["StatusHUD"], path: "Sources/StatusHUDControls"),
        // The images the library ships, made by `swift run generate-resources` (see ResourceBundle.swift),
        // its spoken texts, and its privacy manifest (CONTRIBUTING.md, "Privacy manifest").
        .target(
            name: "StatusHUDResources", path: "Resources",
            resources: [.copy("angle-mask.png"), .copy("angle-mask@2x.png"), .copy("angle-mask@3x.png"),
                        .copy("Localizable.json"), .copy("PrivacyInfo.xcprivacy")]),
        // What the tools, benchmarks and tests need and apps never run: the PNG encoder that writes
        // Resources/ (and the gallery's PNGs, so the StatusHUDSnapshot product links it), and hooks.
        // Not a product of its own.
        .target(name: "StatusHUDTooling", dependencies: ["StatusHUD"], path: "Sources/StatusHUDTooling"),
        .target(name: "StatusHUDSnapshot", dependencies: ["StatusHUD", "StatusHUDControls", "StatusHUDTooling"], path: "Sources/StatusHUDSnapshot"),
        .target(name: "StatusHUDSmokeKit", path: "Smoke/Kit"),
        .executableTarget(name: "Demo", dependencies: ["StatusHUD", "StatusHUDSnapshot"], path: "Demo/CLI"),
        .executableTarget(name: "Benchmarks", dependencies: ["StatusHUD", "StatusHUDTooling", "StatusHUDSnapshot", "MallocCounter"],
                          path: "Benchmarks", exclude: ["README.md"]),
        // Counts the heap allocations of a thread, for the benchmarks (Linux with glibc only).
        .target(name: "MallocCounter", path: "Tools/MallocCounter"),
        .executableTarget(name: "generate-resources", dependencies: ["StatusHUDTooling"], path: "Tools/GenerateResources"),
        .executableTarget(name: "TerminalBenchmark", dependencies: ["StatusHUD"], path: "Tools/TerminalBenchmark"),
        .testTarget(name: "StatusHUDTests", dependencies: ["StatusHUD", "StatusHUDControls", "StatusHUDTooling", "StatusHUDSnapshot",
                                                      "StatusHUDSmokeKit"],
                    path: "Tests/StatusHUDTests", exclude: ["Snapshot/Goldens"]),   // read from the source tree
    ],
    swiftLanguageModes: [.v6]
)
