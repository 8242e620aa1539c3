import Dispatch
import Testing

/// Lets the main queue run until `condition` holds; records an issue after 10 s instead of
/// hanging the test run. For work that really runs on other threads (a detached task, a
/// background queue), where the virtual clock cannot be advanced instead.
@MainActor
func until(_ condition: @MainActor () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
    while !condition() {
        if DispatchTime.now().uptimeNanoseconds > deadline {
            Issue.record("the condition did not hold within 10 s", sourceLocation: sourceLocation)
            return
        }
        await Task.yield()
    }
}
