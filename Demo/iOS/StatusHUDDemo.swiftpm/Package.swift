// swift-tools-version: 5.9
// A Swift Playgrounds app package: open this folder (StatusHUDDemo.swiftpm) in Xcode or in Swift
// Playgrounds and run it. It uses the StatusHUD package three folders up.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "StatusHUDDemo",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "StatusHUD Demo",
            targets: ["AppModule"],
            bundleIdentifier: "org.statushud.demo",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .magicWand),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
        ),
    ],
    // Named: SwiftPM otherwise takes the name from the checkout's folder (StatusHUD-main in a zip).
    dependencies: [.package(name: "StatusHUD", path: "../../..")],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [.product(name: "StatusHUD", package: "StatusHUD"),
                           .product(name: "StatusHUDControls", package: "StatusHUD")],
            path: "Sources/AppModule",
            swiftSettings: [.enableUpcomingFeature("StrictConcurrency")]
        ),
    ]
)
