import StatusHUD
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

// Views that follow a `Progress` or a `URLSessionTask`'s transfer, as AFNetworking's UIKit
// categories bind a `UIProgressView` to a task. `ProgressFollower` decides when to read (when the
// source tells of a change by KVO, at most once a frame, never while nothing changes or the view
// cannot be seen); this file only connects it, and tells it whether the view can be seen.
//
// Decisions UIKit forces, and the alternatives:
// - Who keeps the follower: `UIProgressView` is UIKit's class, so an extension cannot add a
//   stored property to it, nor override `didMoveToWindow`. A hidden, zero-size subview (the
//   watcher) holds the follower: the view keeps its subviews, so the follower goes with the view,
//   and the watcher's own `didMoveToWindow` says when the view enters or leaves a window (a
//   subview moves with its superview). The alternatives: key-value observing of `window`, which
//   UIKit does not document as KVO-compliant, so it may never fire; a table from views to
//   followers, a mutable global needing its own clean-up; an associated object, which holds the
//   follower but hears nothing of windows. The ring view uses the same path, so there is one.
// - The background: `UIApplication`'s notifications name the whole app, and an iPad scene can go
//   to the background while another stays; the watcher observes its window's scene
//   (`UIScene.didEnterBackgroundNotification`, `willEnterForegroundNotification`, iOS 13, allowed
//   in app extensions, which cannot use `UIApplication.shared`), re-registering when the view
//   moves to another scene's window, and reads `activationState` when it arrives. A window with
//   no scene counts as in the foreground.
// - Not covered: a view in a window but hidden, transparent or scrolled off (UIKit posts nothing
//   for those); a cell in a reuse pool is out of its window on current iOS versions.

extension HUD.ProgressRingView {
    /// Follows `progress` until it finishes or is cancelled, this view goes, or
    /// ``stopFollowing()``: the ring shows its `fractionCompleted`, read on the main actor when it
    /// changes (by key-value observing; at most once a display frame), and not at all while it does
    /// not, while it is paused, while the ring is out of a window, or while its scene is in the
    /// background (read once on return). Following something else stops following this.
    ///
    /// ```swift
    /// ring.follow(export.progress)
    /// ```
    public func follow(_ progress: Progress) {
        ProgressFollowing.start(on: self, source: .progress(progress)) { $0.progress = $1 }
    }

    /// Follows a task's upload (its bytes sent of those expected to be sent) until it completes,
    /// fails or is cancelled, this view goes, or ``stopFollowing()``; the task is let go then. It
    /// is read when the task changes, as ``follow(_:)`` reads a progress; while the task is
    /// suspended the ring stays where it is, and nothing runs until the task resumes.
    ///
    /// ```swift
    /// let task = session.uploadTask(with: request, from: data)
    /// ring.follow(uploadOf: task)
    /// task.resume()
    /// ```
    public func follow(uploadOf task: URLSessionTask) {
        ProgressFollowing.start(on: self, source: .upload(of: task)) { $0.progress = $1 }
    }

    /// Follows a task's download (its bytes received of those expected) as
    /// ``follow(uploadOf:)`` follows an upload, until it completes, fails or is cancelled, this
    /// view goes, or ``stopFollowing()``; the task is let go then.
    public func follow(downloadOf task: URLSessionTask) {
        ProgressFollowing.start(on: self, source: .download(of: task)) { $0.progress = $1 }
    }

    /// Stops following, and lets go of what was followed; the ring keeps what it shows.
    public func stopFollowing() {
        ProgressFollowing.stop(on: self)
    }
}

/// Connects a view to its `ProgressFollower`, through a watcher subview that holds it.
@MainActor
enum ProgressFollowing {
    static func start<View: UIView>(on view: View, source: ProgressSource,
                                    show: @escaping @MainActor (View, Double) -> Void) {
        stop(on: view)
        let follower = ProgressFollower(scheduler: DispatchScheduler(), source: source) { [weak view] reading in
            guard let view else { return false }
            // No fraction (a total not known, a cancelled source): the view keeps what it shows.
            if let fraction = reading.fraction { show(view, fraction) }
            return true
        }
        guard follower.isFollowing else { return }      // it ended at its first reading
        let watcher = ProgressWatcher(follower: follower)
        view.addSubview(watcher)
        watcher.windowChanged()     // UIKit need not call didMoveToWindow for a view with no window
    }

    static func stop(on view: UIView) {
        for case let watcher as ProgressWatcher in view.subviews {
            watcher.follower.stop()
            watcher.removeFromSuperview()
        }
    }
}

/// An inert subview (`InertView.makeInert(_:)`) that keeps a view's `ProgressFollower` and tells
/// it whether the view can be seen: in a window whose scene is not in the background.
private final class ProgressWatcher: UIView {
    let follower: ProgressFollower
    private var sceneObservers: NotificationObservers?
    private weak var observedScene: UIScene?

    init(follower: ProgressFollower) {
        self.follower = follower
        super.init(frame: .zero)
        InertView.makeInert(self)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("\(Self.self) is made in code")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowChanged()
    }

    /// Tells the follower whether the view can be seen now, and hears of its scene's changes.
    func windowChanged() {
        guard let scene = window?.windowScene else {
            sceneObservers = nil
            observedScene = nil
            return follower.viewMoved(inWindow: window != nil, sceneInBackground: nil)
        }
        if scene !== observedScene {
            observedScene = scene
            let center = NotificationCenter.default
            let names = [UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification]
            sceneObservers = NotificationObservers(names.map { name in
                center.addObserver(forName: name, object: scene, queue: .main) { [weak self] _ in
                    MainActor.assumeIsolated {
                        self?.follower.viewMoved(inWindow: true, sceneInBackground: name == UIScene.didEnterBackgroundNotification)
                    }
                }
            })
        }
        follower.viewMoved(inWindow: true, sceneInBackground: scene.activationState == .background)
    }
}
#endif
