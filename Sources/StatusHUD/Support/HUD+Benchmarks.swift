extension HUD {
    /// How many hops to the main queue the static API has made so far.
    ///
    /// For the `Benchmarks` executable only (`@_spi(Benchmarks) import StatusHUD`), which is built
    /// in release mode and so cannot use `@testable import`.
    @_spi(Benchmarks) public static var mainQueueHopCount: Int {
        calls.hopCount
    }
}
