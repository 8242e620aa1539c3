#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ObjectiveC

/// Tells when a view is freed: an object the view keeps (an associated object), which the view
/// lets go of as it is freed. A HUD in a view ends then (`ContainerLife`), with its completions.
///
/// The alternatives: a subview of the container, as on UIKit, would be taken for a pane by a
/// split view or a stack view; a view's removal is heard through the HUD's view, which is in the
/// container while it shows, but a view freed with its window is never removed first.
@MainActor
final class ContainerWatch {
    private let freed: @MainActor @Sendable () -> Void
    private weak var view: NSView?

    /// Calls `freed` on the main actor once `view` has been freed (or the view let go of the
    /// watch: ``stop()``). Only the view keeps the watch: whoever made it holds it weakly.
    init(_ view: NSView, freed: @escaping @MainActor @Sendable () -> Void) {
        self.freed = freed
        self.view = view
        // Each watch is its own key, so that every HUD of the view has one.
        objc_setAssociatedObject(view, key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The view lets go of the watch (its HUD's presenter has been let go): a view that outlives
    /// many HUDs does not gather their watches.
    func stop() {
        if let view { objc_setAssociatedObject(view, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        view = nil
    }

    private var key: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }

    deinit {
        let freed = self.freed
        Task { @MainActor in freed() }
    }
}
#endif
