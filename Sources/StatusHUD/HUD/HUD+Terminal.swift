#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
extension HUD {
    /// Writes `line` and a line break to standard output, above the HUD: a line printed while a
    /// spinner turns never tears it. (`print` does the same while standard output is the terminal:
    /// the HUD catches it and writes it above the live line once the line is complete.)
    ///
    /// It may be called from any thread and writes before it returns (it does not wait for the
    /// main queue). Text already printed with `print` comes out first. Standard output need not be
    /// a terminal: when it is a pipe or a file the line simply goes there.
    /// Available where the terminal HUD is: on Linux and in macOS command-line tools.
    ///
    /// ```swift
    /// HUD.show(status: "Downloading")
    /// for file in files {
    ///     try download(file)
    ///     HUD.writeLine("Downloaded \(file.name)")
    /// }
    /// HUD.showSuccess(status: "Downloaded \(files.count) files")
    /// ```
    public nonisolated static func writeLine(_ line: String) {
        TerminalDisplay.standard.writeLine(line)
    }
}
#endif
