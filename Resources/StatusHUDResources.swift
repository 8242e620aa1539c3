// The resource target `StatusHUDResources` is this folder: SwiftPM copies its images, unchanged,
// into the bundle `StatusHUD_StatusHUDResources` (`.bundle` on Apple platforms, `.resources`
// elsewhere). The library finds that bundle itself (ResourceBundle.swift in Sources/StatusHUDModel)
// and never calls the generated `Bundle.module`, which crashes when the bundle is missing.
//
// A target needs at least one source file to be a Swift target; this is it.

/// The module that carries the library's images; it has no code of its own.
enum StatusHUDResources {}
