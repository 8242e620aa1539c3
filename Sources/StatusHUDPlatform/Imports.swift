// The presenters draw what the layers below decide: every file here uses the model, the drawing,
// the presenter contract and the engine's clock. One import for the module (Exports.swift in
// StatusHUD re-exports the same modules to apps); this module sits below the static API, so a
// presenter cannot call `HUD.show` (CONTRIBUTING.md, "The layers").
@_exported import StatusHUDModel
@_exported import StatusHUDRendering
@_exported import StatusHUDPresenting
@_exported import StatusHUDEngine
