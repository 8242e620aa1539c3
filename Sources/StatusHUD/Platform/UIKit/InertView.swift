#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// A view that draws nothing, takes no touch and is no accessibility element: what the library
/// puts inside an app's view to hear what UIKit tells only that view's subviews (that it entered or
/// left a window, or was freed). `ContainerSentinel` and the progress watcher are its kinds.
@MainActor
class InertView: UIView {
    init() {
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is made in code")
    }
}
#endif
