#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// An inert view put in a HUD's container to hear what UIKit tells only the container's subviews:
/// that it entered or left a window, and, by its own `deinit`, that the container was freed
/// (`ContainerFollower`).
@MainActor
final class ContainerSentinel: InertView {
    private let moved: @MainActor () -> Void
    private let freed: @Sendable () -> Void

    init(moved: @escaping @MainActor () -> Void, freed: @escaping @Sendable () -> Void) {
        self.moved = moved
        self.freed = freed
        super.init()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if superview != nil { moved() }
    }

    deinit {
        freed()
    }
}
#endif
