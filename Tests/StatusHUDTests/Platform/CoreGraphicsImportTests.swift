import Foundation
import Testing

/// On Apple platforms `import Foundation` brings CoreGraphics' C types but not its Swift additions
/// (`CGSize.zero`, `CGRect.width`, `Equatable`): only a file's own `import CoreGraphics` (or UIKit's)
/// does. On iOS another file's `import UIKit` hides a missing import; on macOS nothing does, and the
/// package stopped compiling there. `Scripts/check-apple` proves it against the macOS SDK where one is
/// prepared; this test keeps the rule on every machine.
@Suite struct CoreGraphicsImportTests {
    static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file in the targets apps can link (Sources/, Resources/).
    static func shippedSwiftFiles() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for folder in ["Sources", "Resources"] {
            let root = packageFolder.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                files.append((folder + url.path.dropFirst(root.path.count), try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Whether a file names a CoreGraphics type (`CGFloat`, `CGSize`, `CGRect`, …) outside comments.
    static func namesCoreGraphicsType(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return code.range(of: #"\bCG[A-Z][A-Za-z]+\b"#, options: .regularExpression) != nil
        }
    }

    static func importsCoreGraphics(_ text: String) -> Bool {
        text.range(of: #"(?m)^\s*import (CoreGraphics|UIKit|AppKit)\s*$"#, options: .regularExpression) != nil
    }

    @Test func everyFileThatNamesACoreGraphicsTypeImportsCoreGraphics() throws {
        let files = try Self.shippedSwiftFiles()
        #expect(files.count > 50, "the source tree was not found from \(Self.packageFolder.path)")
        let missing = files.filter { Self.namesCoreGraphicsType($0.text) && !Self.importsCoreGraphics($0.text) }
        #expect(missing.map(\.path) == [], "add `#if canImport(CoreGraphics) import CoreGraphics #endif`")
    }

    /// The rule's own teeth: the two checks it is made of see what they must.
    @Test func theRuleSeesAFoundationOnlyFile() {
        let foundationOnly = "import Foundation\nlet size = CGSize.zero\n"
        #expect(Self.namesCoreGraphicsType(foundationOnly) && !Self.importsCoreGraphics(foundationOnly))
        let fixed = "import Foundation\n#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\nlet size = CGSize.zero\n"
        #expect(Self.importsCoreGraphics(fixed))
        #expect(!Self.namesCoreGraphicsType("import Foundation\n// a CGSize in a comment\n"))
    }
}
