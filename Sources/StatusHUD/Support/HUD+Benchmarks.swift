extension HUD {
    /// How many hops to the main queue the static API has made so far.
    ///
    /// For the package's `Benchmarks` executable, which is built in release mode and so cannot use
    /// `@testable import`; package access, like the tools' ``ToolSupport``, not public API.
    package static var mainQueueHopCount: Int {
        calls.hopCount
    }
}
