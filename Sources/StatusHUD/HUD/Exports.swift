// The app adds one product, StatusHUD, and writes `import StatusHUD`; the layers below are modules
// of their own (Package.swift) so that the compiler keeps them layered. Their public API is part
// of this module's: re-exported, as SwiftPM has no other way to make one import bring several
// modules. `@_exported` is underscored, but long-standing and what multi-module packages use; what
// the package shares between its own modules is `package` access, never SPI.
@_exported import StatusHUDModel
@_exported import StatusHUDRendering
@_exported import StatusHUDPresenting
@_exported import StatusHUDEngine
@_exported import StatusHUDPlatform
