extension HUD {
    /// Shows the indefinite spinner with `status` and `details` (a second line, in a smaller font
    /// under the status), and counts one activity (see ``popActivity()``).
    ///
    /// ```swift
    /// HUD.show(status: "Syncing", details: "Contacts")
    /// ```
    public nonisolated static func show(status: String?, details: String?) {
        calls.submit(.show(Content(indicator: .spinner, status: status, details: details), kind: .activity))
    }

    /// Shows a determinate progress, 0…1, as ``showProgress(_:status:)`` does, with `details`
    /// under the status.
    ///
    /// ```swift
    /// HUD.showProgress(0.3, status: "Uploading", details: "3 of 10 photos")
    /// ```
    public nonisolated static func showProgress(_ progress: Double, status: String?, details: String?) {
        calls.submit(.show(Content(indicator: .progress(progress), status: status, details: details), kind: .progress))
    }

    /// Shows a check mark with `status` and `details`, then dismisses itself after
    /// ``displayDuration(for:)`` of both lines
    /// together.
    public nonisolated static func showSuccess(status: String?, details: String?) {
        calls.submit(.show(Content(indicator: .success, status: status, details: details), kind: .dismissesItself))
    }

    /// Shows a cross with `status` and `details`, then dismisses itself after
    /// ``displayDuration(for:)`` of both lines
    /// together.
    ///
    /// ```swift
    /// HUD.showError(status: "Upload failed", details: error.localizedDescription)
    /// ```
    public nonisolated static func showError(status: String?, details: String?) {
        calls.submit(.show(Content(indicator: .error, status: status, details: details), kind: .dismissesItself))
    }

    /// Shows an "i" with `status` and `details`, then dismisses itself after
    /// ``displayDuration(for:)`` of both lines
    /// together.
    public nonisolated static func showInfo(status: String?, details: String?) {
        calls.submit(.show(Content(indicator: .info, status: status, details: details), kind: .dismissesItself))
    }

    /// Shows `image` with `status` and `details`, then dismisses itself after
    /// ``displayDuration(for:)`` of both lines together.
    ///
    /// ```swift
    /// HUD.showImage(heart, status: "Liked", details: "Your friends will see it")
    /// ```
    public nonisolated static func showImage(_ image: HUD.Image, status: String?, details: String?) {
        calls.submit(.show(Content(indicator: .image(image), status: status, details: details), kind: .dismissesItself))
    }
}
