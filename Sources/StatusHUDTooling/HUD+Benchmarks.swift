import StatusHUD

extension HUD {
    /// How many hops to the main queue the static API has made so far.
    ///
    /// For the package's `Benchmarks` executable, which is built in release mode and so cannot use
    /// `@testable import`. In `StatusHUDTooling`, which the `StatusHUD` product does not include
    /// (only `StatusHUDSnapshot` links it).
    package static var mainQueueHopCount: Int {
        calls.hopCount
    }
}
