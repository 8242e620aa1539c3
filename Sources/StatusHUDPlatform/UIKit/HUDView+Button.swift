#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// The action button: its configuration, built only when what it is built from changes, and its
// press, by touch or as VoiceOver's custom action on the bezel.
extension HUDView {
    /// The action button: its frame is the drawing's 44 pt hit frame, and its background (a
    /// configuration's, inset to the visible 36 pt) the drawing's fill in its capsule,
    /// or on Liquid Glass the system's glass button style; for VoiceOver, a custom action on the
    /// bezel (the bezel is one element, so the button inside it is not one of its own).
    func apply(_ drawn: HUD.Drawing.Button?) {
        guard let drawn else {
            button.isHidden = true
            buttonLook = nil
            bezel.accessibilityCustomActions = nil
            return
        }
        button.isHidden = false
        button.frame = drawn.layout.hitFrame
        var onGlass = false
        if case .glass = blurLook { onGlass = true }
        // Configured only when what it is built from changes: a layout pass runs on every
        // rotation, keyboard move, trait change and relayout, and setting a configuration makes the
        // button rebuild its views each time. The button's layout is in the bezel's coordinates, so
        // a bezel that only moves leaves it as it is.
        let look = ButtonLook(drawn: drawn, onGlass: onGlass, sizeCategory: traitCollection.preferredContentSizeCategory,
                              weight: traitCollection.legibilityWeight)
        guard look != buttonLook else { return }
        buttonLook = look
        button.configuration = buttonConfiguration(drawn, onGlass: onGlass)
        bezel.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: drawn.layout.title.text, target: self, selector: #selector(performAccessibilityAction)),
        ]
    }

    /// What the button's configuration is built from: the drawn button, the bezel's glass, and the
    /// Dynamic Type size and Bold Text setting its title font is made for.
    struct ButtonLook: Equatable {
        var drawn: HUD.Drawing.Button
        var onGlass: Bool
        var sizeCategory: UIContentSizeCategory
        var weight: UILegibilityWeight
    }

    /// The button's configuration: its background (inset from the hit frame to the visible 36 pt)
    /// the drawing's fill in its capsule, or the system's glass button style.
    private func buttonConfiguration(_ drawn: HUD.Drawing.Button, onGlass: Bool) -> UIButton.Configuration {
        let hit = drawn.layout.hitFrame, visible = drawn.layout.frame
        var configuration = Self.buttonConfiguration(onGlass: onGlass)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = drawn.cornerRadius
        configuration.background.backgroundInsets = NSDirectionalEdgeInsets(
            top: visible.minY - hit.minY, leading: visible.minX - hit.minX,
            bottom: hit.maxY - visible.maxY, trailing: hit.maxX - visible.maxX)
        configuration.contentInsets = .zero
        configuration.titleLineBreakMode = .byTruncatingTail
        let title = drawn.layout.title
        var attributes: [NSAttributedString.Key: Any] = [.font: title.font.uiFont(compatibleWith: traitCollection)]
        if !onGlass {   // glass picks its own fill and title colour over what is behind it
            configuration.background.backgroundColor = drawn.fill.uiColor
            configuration.baseForegroundColor = drawn.titleColor.uiColor
            attributes[.foregroundColor] = drawn.titleColor.uiColor
        }
        configuration.attributedTitle = AttributedString(NSAttributedString(string: title.text, attributes: attributes))
        return configuration
    }

    /// The button's base style: iOS 26's glass button on a glass bezel, else a plain one whose
    /// background the drawing fills (a plain configuration has no background colour of its own).
    private static func buttonConfiguration(onGlass: Bool) -> UIButton.Configuration {
        #if canImport(UIKit, _version: 9000) && os(iOS)
        if #available(iOS 26.0, *), onGlass { return .glass() }
        #endif
        return .plain()
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
