#if canImport(Glibc)   // openpty, /proc/self/exe and a pipe that tells its fill: Linux only here
import Glibc
import Foundation
import Testing

/// `mytool | tee log` in a terminal: the printed lines reach the screen through `tee`, the HUD's
/// result lines straight from standard error, so a result could overtake a line printed before
/// it. Each run starts `TerminalBenchmark tee-order` (lines numbered in the order its code writes
/// them) with standard output into a real `tee` and standard error on a pseudo-terminal that is
/// also `tee`'s output, and reads the screen. The tool is the one built next to the tests, or the
/// one in `STATUSHUD_TOOL_PRODUCTS` (terminal-e2e.sh points it at a release build).
@Suite("mytool | tee log", .timeLimit(.minutes(1)))
struct TeeOrderTests {
    @Test("The screen shows the lines in the order the code wrote them, 20 runs in 20")
    func theScreenKeepsTheOrderOfTheCode() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tee), "no \(Self.tee)")
        var outOfOrder: [String] = []
        for _ in 0..<20 {
            let screen = try Self.runThroughTee()
            let numbers = Self.numbers(in: screen)
            if numbers != Array(1...8) { outOfOrder.append(screen) }
        }
        #expect(outOfOrder.isEmpty, "\(outOfOrder.count) of 20 runs out of order; first: \(outOfOrder.first?.debugDescription ?? "")")
    }

    static let tee = "/usr/bin/tee"

    /// The leading number of each screen line, after a result's glyph if any: "✔ 3 synced" is 3.
    static func numbers(in screen: String) -> [Int] {
        screen.components(separatedBy: "\r\n").compactMap { line in
            let words = line.split(separator: " ")
            return words.lazy.prefix(2).compactMap { Int($0) }.first
        }
    }

    /// Runs `TerminalBenchmark tee-order | tee /dev/null` with the terminal as the screen and
    /// returns what arrived there.
    static func runThroughTee() throws -> String {
        let products = ProcessInfo.processInfo.environment["STATUSHUD_TOOL_PRODUCTS"].map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let tool = products.appendingPathComponent("TerminalBenchmark")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path),
                     "TerminalBenchmark is not built in \(products.path) (swift build --build-tests builds it)")
        let terminal = try #require(PseudoTerminal(columns: 80))
        let screen = FileHandle(fileDescriptor: terminal.terminal, closeOnDealloc: false)
        let pipe = Pipe()
        let environment = ["TERM": "xterm", "NO_COLOR": "1", "LANG": "C.UTF-8"]

        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: tee)
        reader.arguments = ["/dev/null"]
        reader.standardInput = pipe.fileHandleForReading
        reader.standardOutput = screen
        reader.environment = environment

        let program = Process()
        program.executableURL = tool
        program.arguments = ["tee-order"]
        program.standardInput = FileHandle.nullDevice
        program.standardOutput = pipe.fileHandleForWriting
        program.standardError = screen
        program.environment = environment

        try reader.run()
        try program.run()
        try pipe.fileHandleForReading.close()    // the children hold their own ends now: tee ends at EOF
        try pipe.fileHandleForWriting.close()
        var output = ""
        while program.isRunning || reader.isRunning {
            output += terminal.read(timeout: 0.05)
        }
        output += terminal.read(timeout: 0.1)
        #expect(program.terminationStatus == 0 && reader.terminationStatus == 0)
        return output
    }
}
#endif
