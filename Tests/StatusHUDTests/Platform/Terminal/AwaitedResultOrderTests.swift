#if canImport(Glibc)   // openpty and /proc/self/exe: Linux only here
import Glibc
import Foundation
import Testing

/// A command-line tool whose next `print` after an awaited HUD call landed above the call's
/// "✔" line (or lost it, when the tool exited): the success was still waiting for the main queue.
/// Each case runs a small tool (`TerminalBenchmark after-…`, built with the package) in a real
/// pseudo-terminal, standard output and standard error both on it, and reads what arrived.
@Suite("Awaited calls in a command-line tool", .timeLimit(.minutes(1)))
struct AwaitedResultOrderTests {
    @Test(arguments: [
        ("after-work", "✔ Thought hard", "printed after whileRunning returned 42"),
        ("after-progress", "✔ Exported", "printed after waitUntilHidden returned"),
        ("after-flush", "✔ Saved", "printed after flush returned"),
    ])
    func theResultLineComesBeforeTheNextPrintedLine(mode: String, result: String, printed: String) throws {
        let output = try Self.run(tool: "TerminalBenchmark", arguments: [mode])
        let lines = output.components(separatedBy: "\r\n")
        let resultLine = lines.firstIndex { $0.hasSuffix(result) }
        let printedLine = lines.firstIndex { $0.hasSuffix(printed) }
        #expect(resultLine != nil, "no result line in \(output.debugDescription)")
        #expect(printedLine != nil, "no printed line in \(output.debugDescription)")
        if let resultLine, let printedLine {
            #expect(resultLine < printedLine, "the printed line came first: \(output.debugDescription)")
        }
    }

    @Test("In a pipe, a result line comes after what was printed before it, though print buffers")
    func aPipeKeepsTheOrderOfPrintedAndResultLines() throws {
        let output = try Self.run(tool: "TerminalBenchmark", arguments: ["before-result"], onAPipe: true)
        #expect(output == "printed before the result\n✔ Saved\nprinted after the result\n")
    }

    /// Runs the package's `tool` with standard output and standard error on a new pseudo-terminal,
    /// 80 columns wide, or with `onAPipe` on one pipe (`2>&1 | cat`), and returns everything it
    /// wrote there once it has exited.
    static func run(tool: String, arguments: [String], onAPipe: Bool = false) throws -> String {
        let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let executable = products.appendingPathComponent(tool)
        try #require(FileManager.default.isExecutableFile(atPath: executable.path),
                     "\(tool) is not built next to the tests (swift build --build-tests builds it)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8",
                               "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.standardInput = FileHandle.nullDevice
        var output = ""
        if onAPipe {
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
        } else {
            let terminal = try #require(PseudoTerminal(columns: 80))
            let handle = FileHandle(fileDescriptor: terminal.terminal, closeOnDealloc: false)
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            // Read while it runs, so that a full pseudo-terminal never blocks it.
            while process.isRunning {
                output += terminal.read(timeout: 0.05)
            }
            output += terminal.read(timeout: 0.2)
        }
        #expect(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        return output
    }
}
#endif
