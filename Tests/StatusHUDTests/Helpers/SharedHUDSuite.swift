import Testing

/// The parent of every suite that installs an engine behind the shared static `HUD` API.
///
/// Swift Testing runs suites in parallel; `.serialized` here applies to every suite nested in an
/// extension of this type, so tests that replace `HUD.engine` never overlap.
@Suite(.serialized)
enum SharedHUDTests {}
