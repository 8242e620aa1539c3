#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if (os(iOS) || os(tvOS) || os(visionOS)) || canImport(AppKit)
extension HUD.Layout.Label {
    /// The label's text as the layout set it, for a UIKit or AppKit label: centred, in its writing
    /// direction, every line ``lineHeight`` tall, wrapping at words, in `font` and `color`.
    func attributedText(font: PlatformFont, color: PlatformColor) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.baseWritingDirection = writingDirection == .rightToLeft ? .rightToLeft : .leftToRight
        paragraph.minimumLineHeight = lineHeight
        paragraph.maximumLineHeight = lineHeight
        paragraph.lineBreakMode = .byWordWrapping
        return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color, .paragraphStyle: paragraph])
    }
}
#endif
