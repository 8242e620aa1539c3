import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Layout {
    /// Where a top or bottom bezel goes so that it does not cover the field the user is typing in
    /// (``Container/focusedField``), as a Mac designer would place it; `nil` when it stays. The rule:
    ///
    /// - Only a top or bottom bezel moves: a centred HUD stays centred (it is where a Mac's own
    ///   HUD windows are, and one moved about would read as another kind of HUD).
    /// - The field counts only as far as it lies in the free area: a field in the toolbar (a
    ///   search field) or scrolled out of sight, an empty field, and invalid numbers count for nothing.
    /// - The bezel covers the field when it overlaps it or comes within ``edgeSpacing`` (8 pt) of
    ///   it above or below; side by side it does not (a field in a sidebar beside a centred toast
    ///   is left alone), and a bezel clear of it stays where it is.
    /// - A top bezel that covers the field goes just below it, 8 pt under its bottom edge, when it
    ///   fits there with 8 pt left above the free area's bottom; a bottom bezel goes just above it
    ///   alike, 8 pt over its top edge, with 8 pt left under the free area's top. There it is still
    ///   near where the eye was told to look (the toolbar; the status bar's end of the window),
    ///   next to what is being typed, and the field and what is typed in it are seen whole.
    /// - When it does not fit there (a field as tall as the window, or nearly), it stays where
    ///   its placement puts it: no place in the area would show the field.
    ///
    /// Alternatives not taken: the other edge first (a top toast at the window's bottom while the
    /// user types at its top is easily missed, and the bottom edge is where a Mac app keeps its
    /// status bar); the other edge when there is no room past the field (without an offset, the
    /// other edge is clear of the field exactly when there is room past it, so it adds nothing);
    /// sideways (a toast off centre reads as belonging to the control under it); a top toast
    /// above the field (one that covers the field has no room above it: the field is within a
    /// toast's height of the top).
    ///
    /// Plain arithmetic on values: nothing here allocates, so a HUD updated in place stays
    /// allocation-free.
    ///
    /// - Returns: the bezel's new top, not yet kept inside the container; `nil` when it stays.
    static func clearing(_ field: CGRect, bezel: CGRect, placement: HUD.Placement, freeArea: CGRect) -> CGFloat? {
        guard let field = visiblePart(of: field, in: freeArea), covers(bezel, field) else { return nil }
        switch placement {
        case .center:
            return nil
        case .top:
            let top = field.maxY + edgeSpacing
            return top + bezel.height <= freeArea.maxY - edgeSpacing ? top : nil
        case .bottom:
            let top = field.minY - edgeSpacing - bezel.height
            return top >= freeArea.minY + edgeSpacing ? top : nil
        }
    }

    /// The part of `field` inside `freeArea`; nil when there is none, or `field` has invalid numbers.
    private static func visiblePart(of field: CGRect, in freeArea: CGRect) -> CGRect? {
        guard field.minX.isFinite, field.minY.isFinite, field.width.isFinite, field.height.isFinite,
              field.width > 0, field.height > 0 else { return nil }
        let visible = field.intersection(freeArea)
        return visible.isNull || visible.isEmpty ? nil : visible
    }

    /// Whether `bezel` overlaps `field` or comes within ``edgeSpacing`` of it above or below;
    /// touching edges do not overlap. (Compared by hand: `CGRect.intersects` counts touching
    /// edges on Linux's Foundation and not on Apple's.)
    private static func covers(_ bezel: CGRect, _ field: CGRect) -> Bool {
        bezel.minX < field.maxX && field.minX < bezel.maxX
            && bezel.minY < field.maxY + edgeSpacing && field.minY - edgeSpacing < bezel.maxY
    }
}
