#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// A view whose y axis points down, as the layout's frames do.
final class FlippedView: NSView {
    override var isFlipped: Bool { true }
}
#endif
