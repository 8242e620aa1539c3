// swift-tools-version: 6.0
// The macOS smoke program: AppKit in-process, it makes its own windows, shows HUDs, lets the run
// loop turn and checks what AppKit answers, a line per check; exit status 1 on any failure.
// Run it on a Mac from the repository's root: `swift run --package-path Smoke/macOS`.
import PackageDescription

let package = Package(
    name: "StatusHUDMacSmoke",
    platforms: [.macOS(.v12)],
    // Named: SwiftPM otherwise takes the name from the checkout's folder (StatusHUD-main in a zip).
    dependencies: [.package(name: "StatusHUD", path: "../..")],
    targets: [
        .executableTarget(
            name: "StatusHUDMacSmoke",
            dependencies: [.product(name: "StatusHUD", package: "StatusHUD"),
                           .product(name: "StatusHUDSmokeKit", package: "StatusHUD")],
            path: "Sources/StatusHUDMacSmoke"
        ),
    ],
    swiftLanguageModes: [.v6]
)
