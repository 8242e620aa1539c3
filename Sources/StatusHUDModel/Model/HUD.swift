/// The status HUD: one shared overlay, driven by one-line calls from any thread.
///
/// ```swift
/// HUD.show(status: "Uploading")
/// HUD.showProgress(0.4, status: "Uploading")
/// HUD.showSuccess(status: "Uploaded")          // dismisses itself
/// HUD.dismiss(withDelay: 0.5) { print("gone") }
/// ```
///
/// Every call may be made from any thread or task. A call made on the main queue takes effect
/// before it returns; a call from elsewhere is applied on the main queue, after the calls made
/// before it on the same thread. Floods of progress updates are merged, so the main queue sees
/// at most one hand-off per display frame.
public enum HUD {}
