import Foundation
import StatusHUD

// `swift run Demo` — a tour of the terminal HUD. `--fast` runs it in under 3 seconds.

let arguments = Set(CommandLine.arguments.dropFirst())

if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: swift run Demo [--fast]

        A tour of StatusHUD in the terminal: a spinner while the main thread is busy, a progress
        bar filled from a background thread, a status change, success, error and info lines, and
        a delayed dismissal whose completion writes a line. About 12 s; --fast: under 3 s.
        """)
    exit(0)
}
if arguments.contains("--gallery") {
    FileHandle.standardError.write(Data("--gallery: not yet (it comes with the snapshot renderer)\n".utf8))
    exit(2)
}
if let unknown = arguments.subtracting(["--fast"]).first {
    FileHandle.standardError.write(Data("unknown option \(unknown); try --help\n".utf8))
    exit(2)
}

let tour = Tour(pace: arguments.contains("--fast") ? .fast : .normal)
// Until the first `await`, this top-level code runs on the main thread itself, and nothing
// services the main queue: the tour starts there on purpose (see Tour.busyMainThread).
tour.busyMainThread()
await tour.continueWithTheMainQueueRunning()
