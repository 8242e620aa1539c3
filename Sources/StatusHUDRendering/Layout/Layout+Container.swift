import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Layout {
    /// The space the HUD is laid out in: the container's size, the parts of it that are covered,
    /// and its interface direction.
    ///
    /// ```swift
    /// let container = HUD.Layout.Container(
    ///     size: CGSize(width: 390, height: 844),
    ///     safeAreaInsets: HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    ///     keyboardHeight: 336
    /// )
    /// ```
    package struct Container: Sendable, Equatable {
        /// The container's size in points (a window's or a view's bounds).
        package var size: CGSize
        /// The container's safe-area insets; none by default.
        package var safeAreaInsets: HUD.EdgeInsets
        /// How far the keyboard reaches up from the container's bottom edge, in points; 0 (no
        /// keyboard) by default. It overlaps the bottom safe-area inset, not adds to it.
        package var keyboardHeight: CGFloat
        /// The direction of the interface; left to right by default. Text with no strongly
        /// directional letter runs this way, and the progress bar fills from this direction's leading edge.
        package var layoutDirection: HUD.WritingDirection
        /// The frame of the field the user is typing in, in the container's coordinates (y down);
        /// `nil` (none known) by default. A top or bottom toast keeps clear of it (see
        /// `HUD.Layout.clearing`); the macOS presenter passes its window's focused text field.
        package var focusedField: CGRect?

        /// Creates a container description.
        package init(
            size: CGSize,
            safeAreaInsets: HUD.EdgeInsets = .zero,
            keyboardHeight: CGFloat = 0,
            layoutDirection: HUD.WritingDirection = .leftToRight,
            focusedField: CGRect? = nil
        ) {
            self.size = size
            self.safeAreaInsets = safeAreaInsets
            self.keyboardHeight = keyboardHeight
            self.layoutDirection = layoutDirection
            self.focusedField = focusedField
        }

        /// The part of the container inside the safe area and above the keyboard, in the
        /// container's coordinates; an empty rectangle inside the container when nothing is free.
        ///
        /// Invalid numbers (NaN, infinite, negative) count as 0.
        package var freeArea: CGRect {
            let size = size.sanitized
            let left = safeAreaInsets.left.sanitizedLength
            let right = safeAreaInsets.right.sanitizedLength
            let top = safeAreaInsets.top.sanitizedLength
            let bottom = max(safeAreaInsets.bottom.sanitizedLength, keyboardHeight.sanitizedLength)
            let minX = min(left, size.width)
            let maxX = max(minX, size.width - right)
            let minY = min(top, size.height)
            let maxY = max(minY, size.height - bottom)
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
