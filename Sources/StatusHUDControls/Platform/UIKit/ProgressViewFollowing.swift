import StatusHUD
#if canImport(UIKit) && !os(watchOS)
import UIKit

// `UIProgressView` is UIKit's class: methods StatusHUD added to it directly (`follow(_:)`,
// `stopFollowing()`) would sit beside UIKit's own and any other library's, unprefixed, and could
// clash with a later UIKit method of the same name. They sit behind one property named after the
// library instead, as SnapKit's `view.snp` does: `progressView.statusHUD.follow(progress)`. The
// wrapper is a struct made on each access, holding nothing but the bar; the follower itself is
// kept by the bar (`ProgressFollowing`), so dropping the wrapper stops nothing.

extension UIProgressView {
    /// StatusHUD's additions to this bar: following a `Progress` or a task's transfer.
    ///
    /// ```swift
    /// progressView.statusHUD.follow(downloadOf: task)
    /// ```
    public var statusHUD: HUD.ProgressViewFollowing { HUD.ProgressViewFollowing(progressView: self) }
}

extension HUD {
    /// A `UIProgressView` following a `Progress` or a `URLSessionTask`'s transfer, as
    /// AFNetworking's UIKit categories bound a bar to a task; reached through the bar's
    /// `statusHUD` property.
    ///
    /// The bar is read as ``HUD/ProgressRingView/follow(_:)`` reads the ring: when what it follows
    /// changes (by key-value observing), at most once a display frame, and not at all while it does
    /// not change, while it is paused, while the bar is out of a window or while its scene is in the
    /// background (read once on return). Following something else stops following the previous.
    ///
    /// ```swift
    /// let task = session.downloadTask(with: url)
    /// progressView.statusHUD.follow(downloadOf: task)
    /// task.resume()
    /// ```
    @MainActor
    public struct ProgressViewFollowing {
        /// The bar that follows.
        let progressView: UIProgressView

        /// Follows `progress` until it finishes or is cancelled, the bar goes, or
        /// ``stopFollowing()``, setting the bar's `progress` to its `fractionCompleted`, animated
        /// unless `animated` is false (`true` by default).
        ///
        /// ```swift
        /// progressView.statusHUD.follow(export.progress)
        /// ```
        public func follow(_ progress: Progress, animated: Bool = true) {
            ProgressFollowing.start(on: progressView, source: .progress(progress)) {
                $0.setProgress(Float($1), animated: animated)
            }
        }

        /// Follows a task's upload (its bytes sent of those expected to be sent) until the task
        /// completes, fails or is cancelled, the bar goes, or ``stopFollowing()``; read when the
        /// task changes, and not while it is suspended. Animated unless `animated` is false
        /// (`true` by default).
        public func follow(uploadOf task: URLSessionTask, animated: Bool = true) {
            ProgressFollowing.start(on: progressView, source: .upload(of: task)) {
                $0.setProgress(Float($1), animated: animated)
            }
        }

        /// Follows a task's download (its bytes received of those expected) as
        /// ``follow(uploadOf:animated:)`` follows an upload.
        public func follow(downloadOf task: URLSessionTask, animated: Bool = true) {
            ProgressFollowing.start(on: progressView, source: .download(of: task)) {
                $0.setProgress(Float($1), animated: animated)
            }
        }

        /// Stops following, and lets go of what was followed; the bar keeps what it shows.
        public func stopFollowing() {
            ProgressFollowing.stop(on: progressView)
        }
    }
}
#endif
