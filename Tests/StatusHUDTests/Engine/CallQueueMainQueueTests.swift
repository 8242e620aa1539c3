import Dispatch
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

#if DEBUG
/// The call queue assumes the main queue where it applies calls; a debug build checks it.
@Suite("Call queue's main-queue check")
struct CallQueueMainQueueTests {
    @Test("applying waiting calls off the main queue stops a debug build")
    func applyingOffTheMainQueueStops() async {
        await #expect(processExitsWith: .failure) {
            let queue = CallQueue(apply: { _ in })
            DispatchQueue.global().sync { queue.applyWaitingCalls() }
        }
    }
}
#endif
