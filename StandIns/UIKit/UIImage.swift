// Stand-in for the part of UIKit that StatusHUD's platform-neutral code names, so that its
// `#if canImport(UIKit)` branches type-check on Linux (see .ci/checks/apple-standin.sh).
// Each declaration mirrors Apple's documented signature and isolation; the page is cited above it.
// Verified signatures: ../shared/reference/apple-api.md, "UIImageView / UIImage / symbols".

import Foundation

// https://developer.apple.com/documentation/uikit/uiimage
// Declaration: "class UIImage" (an NSObject subclass), not main-actor isolated;
// Relationships → Conforms To lists Sendable (apple-docs-for-rag `UIKit/md/uikit-uiimage.md`).
// `@unchecked` only because Foundation's NSObject on Linux is not Sendable.
open class UIImage: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    // Declaration: "init?(named name: String)"
    public init?(named name: String) {
        return nil
    }
}
