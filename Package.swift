// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StatusHUD",
    platforms: [.iOS(.v15), .tvOS(.v15), .macCatalyst(.v15), .macOS(.v12)],
    products: [
        .library(name: "StatusHUD", targets: ["StatusHUD"]),
    ],
    targets: [
        .target(name: "StatusHUD", path: "Sources/StatusHUD"),
        .executableTarget(name: "Demo", dependencies: ["StatusHUD"], path: "Demo/CLI"),
        .executableTarget(name: "Benchmarks", dependencies: ["StatusHUD"], path: "Benchmarks"),
        .executableTarget(name: "TerminalBenchmark", dependencies: ["StatusHUD"], path: "Tools/TerminalBenchmark"),
        .testTarget(name: "StatusHUDTests", dependencies: ["StatusHUD"], path: "Tests/StatusHUDTests"),
    ],
    swiftLanguageModes: [.v6]
)
