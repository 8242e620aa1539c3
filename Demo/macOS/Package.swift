// swift-tools-version: 5.9
// The macOS demo: an AppKit window with a button per call. Run it with `swift run` in this folder
// on a Mac. It uses the StatusHUD package two folders up.
import PackageDescription

let package = Package(
    name: "StatusHUDMacDemo",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "StatusHUD", path: "../..")],
    targets: [
        .executableTarget(
            name: "StatusHUDMacDemo",
            dependencies: [.product(name: "StatusHUD", package: "StatusHUD")],
            path: "Sources/StatusHUDMacDemo",
            swiftSettings: [.enableUpcomingFeature("StrictConcurrency")]
        ),
    ]
)
