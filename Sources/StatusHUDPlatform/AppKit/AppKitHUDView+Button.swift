#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The action button: its frames, fill and title from the drawing, and its press, by click or as
// VoiceOver's custom action on the bezel.
extension AppKitHUDView {
    /// The action button with the drawing's frames, fill, corners and title colour.
    func apply(_ drawn: HUD.Drawing.Button?) {
        button.isHidden = drawn == nil
        buttonFill.isHidden = drawn == nil
        guard let drawn else {
            bezel.setAccessibilityCustomActions(nil)
            return
        }
        // The button spans the 44 pt hit frame, where the hit test sends clicks (a click must go
        // up inside it to count); its fill is the visible frame, centred in it, as the title is.
        button.frame = drawn.layout.hitFrame
        buttonFill.frame = drawn.layout.frame
        buttonFill.layer?.backgroundColor = drawn.fill.layerColor
        buttonFill.layer?.cornerRadius = drawn.cornerRadius
        let title = drawn.layout.title
        button.attributedTitle = NSAttributedString(string: title.text, attributes: [
            .font: title.font.systemFont, .foregroundColor: drawn.titleColor.nsColor,
        ])
        bezel.setAccessibilityCustomActions([
            NSAccessibilityCustomAction(name: title.text, target: self, selector: #selector(performAccessibilityAction)),
        ])
    }

    @objc func performAction() {
        content?.action?.perform()
    }

    @objc private func performAccessibilityAction() -> Bool {
        guard let action = content?.action else { return false }
        action.perform()
        return true
    }
}
#endif
