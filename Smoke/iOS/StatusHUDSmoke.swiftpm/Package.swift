// swift-tools-version: 5.9
// The iOS smoke app: on launch it runs its scenarios in the simulator (UIKit only), prints a line
// per check and exits with its status. CONTRIBUTING.md, "Smoke runs", says how to run it on a Mac.
// It uses the StatusHUD package three folders up.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "StatusHUDSmoke",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "StatusHUD Smoke",
            targets: ["AppModule"],
            bundleIdentifier: "org.statushud.smoke",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .checkmark),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
        ),
    ],
    // Named: SwiftPM otherwise takes the name from the checkout's folder (StatusHUD-main in a zip).
    dependencies: [.package(name: "StatusHUD", path: "../../..")],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [.product(name: "StatusHUD", package: "StatusHUD"),
                           .product(name: "StatusHUDSmokeKit", package: "StatusHUD")],
            path: "Sources/AppModule",
            swiftSettings: [.enableUpcomingFeature("StrictConcurrency")]
        ),
    ]
)
