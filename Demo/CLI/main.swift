import Foundation
import StatusHUD
import StatusHUDSnapshot

// `swift run Demo` — a tour of the terminal HUD. `--fast` runs it in under 3 seconds.

let arguments = Set(CommandLine.arguments.dropFirst())

if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: swift run Demo [--fast]
               swift run Demo --gallery DIR

        A tour of StatusHUD in the terminal: a spinner while the main thread is busy, a progress
        bar with a details line filled from a background thread, a status change, success, error
        and info lines, a Progress followed to its success with a Cancel button (press Ctrl-C once
        to cancel it; again to quit), and a delayed dismissal whose completion writes a line.
        About 10 s; --fast: under 3 s.
        --gallery DIR writes every state of the HUD as SVG, with an index.html to open in a browser.
        """)
    exit(0)
}
if let index = CommandLine.arguments.firstIndex(of: "--gallery") {
    guard index + 1 < CommandLine.arguments.count else {
        FileHandle.standardError.write(Data("usage: swift run Demo --gallery DIR\n".utf8))
        exit(2)
    }
    let folder = URL(fileURLWithPath: CommandLine.arguments[index + 1])
    do {
        let names = try SnapshotGallery.write(to: folder)
        print("wrote \(names.count) SVG files and index.html to \(folder.path)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("--gallery: \(error)\n".utf8))
        exit(1)
    }
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
