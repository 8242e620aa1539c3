// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StatusHUD",
    platforms: [.iOS(.v15), .tvOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
    products: [
        .library(name: "StatusHUD", targets: ["StatusHUD"]),
    ],
    targets: [
        .target(name: "StatusHUD", dependencies: ["StatusHUDResources"], path: "Sources/StatusHUD"),
        // The images the library ships, made by `swift run generate-resources`; see ResourceBundle.swift.
        .target(
            name: "StatusHUDResources", path: "Resources",
            resources: [.copy("angle-mask.png"), .copy("angle-mask@2x.png"), .copy("angle-mask@3x.png"),
                        .copy("Localizable.json")]),
        // What the tools, benchmarks and tests need and apps never run: the PNG encoder that writes
        // Resources/, and hooks. Not a product.
        .target(name: "StatusHUDTooling", dependencies: ["StatusHUD"], path: "Sources/StatusHUDTooling"),
        .executableTarget(name: "Demo", dependencies: ["StatusHUD"], path: "Demo/CLI"),
        .executableTarget(name: "Benchmarks", dependencies: ["StatusHUD", "StatusHUDTooling"], path: "Benchmarks"),
        .executableTarget(name: "generate-resources", dependencies: ["StatusHUDTooling"], path: "Tools/GenerateResources"),
        .executableTarget(name: "TerminalBenchmark", dependencies: ["StatusHUD"], path: "Tools/TerminalBenchmark"),
        .testTarget(name: "StatusHUDTests", dependencies: ["StatusHUD", "StatusHUDTooling"], path: "Tests/StatusHUDTests"),
    ],
    swiftLanguageModes: [.v6]
)
