#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// A view that draws nothing, takes no touch and is no accessibility element: what the library
/// puts inside an app's view to hear what UIKit tells only that view's subviews (that it entered or
/// left a window, or was freed). `ContainerSentinel` is its kind; the controls' progress watcher,
/// in another module, cannot subclass a `package` class, so it is a `UIView` made inert by
/// ``makeInert(_:)``.
@MainActor
package class InertView: UIView {
    init() {
        super.init(frame: .zero)
        Self.makeInert(self)
    }

    /// Makes `view` draw nothing, take no touch and be no accessibility element.
    package static func makeInert(_ view: UIView) {
        view.isHidden = true
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is made in code")
    }
}
#endif
