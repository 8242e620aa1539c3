#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// VoiceOver's view of a HUD that blocks: modal, or beside a scroll view, the scroll view's
// elements hidden while it blocks, and given back after.
extension HUDView {
    /// Modal in a window or in its container; beside a scroll view, the scroll view's elements hidden
    /// instead while it blocks (`ContainerPlacement.voiceOver(blocks:)`), so the search bar or button
    /// the app placed beside it stays reachable, as it is to touch.
    func applyVoiceOver() {
        let blocks = drawing?.blocksInteraction ?? false
        let treatment = placement?.voiceOver(blocks: blocks) ?? (blocks ? .modal : .none)
        accessibilityViewIsModal = treatment == .modal
        if treatment == .hideContainer, let container {
            guard voiceOverHiddenContainer !== container else { return }
            giveBackContainerVoiceOver()
            // Another HUD beside the same container may hide it already: the earlier value is its.
            containerWasHiddenFromVoiceOver = otherHUDHiding(container)?.containerWasHiddenFromVoiceOver
                ?? container.accessibilityElementsHidden
            container.accessibilityElementsHidden = true
            voiceOverHiddenContainer = container
        } else {
            giveBackContainerVoiceOver()
        }
    }

    /// Puts back the container's earlier value, unless another HUD beside it still blocks.
    private func giveBackContainerVoiceOver() {
        guard let container = voiceOverHiddenContainer else { return }
        voiceOverHiddenContainer = nil
        if otherHUDHiding(container) == nil { container.accessibilityElementsHidden = containerWasHiddenFromVoiceOver }
    }

    private func otherHUDHiding(_ container: UIView) -> HUDView? {
        container.superview?.subviews.lazy.compactMap { $0 as? HUDView }
            .first { $0 !== self && $0.voiceOverHiddenContainer === container }
    }
}
#endif
