// Stand-ins for what the documentation's examples take an app to have (its work, its data), so
// that each example compiles as written with nothing of the library's but its public API
// (.ci/checks/doc-examples.sh). Only an app's own names belong here, never the library's.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StatusHUD

// The work: a build, an export, a count, a download.
func build() async throws {}
func exportDocument() async throws {}
func countFiles() async throws -> Int { 0 }
func search(_ query: String) async throws -> [String] { [] }

struct AppFile: Sendable { var name: String }
let files = [AppFile(name: "a.txt")]
func compress(_ files: [AppFile]) {}
func download(_ file: AppFile) throws {}
@MainActor func showResults() {}
let reportURL = URL(fileURLWithPath: "/tmp/report.html")

struct Photo: Sendable {}
final class PhotoLibrary: Sendable {
    func fetchPhotos() async throws -> [Photo] { [] }
    func fetchPhoto(_ id: Int) async throws -> Photo { Photo() }
}
let library = PhotoLibrary()
let id = 42

/// An export that reports its progress.
final class Export: Sendable { let progress = Progress(totalUnitCount: 100) }
let export = Export()

/// A long operation that can be stopped and tells of each file it copies.
final class Copier: @unchecked Sendable {
    var onFileCopied: (@Sendable (Int) -> Void)?
    func stop() {}
}
let copier = Copier()

/// A sync that can be cancelled.
final class Sync: Sendable { func cancel() {} }
let sync = Sync()

struct UploadError: Error {}
let error: any Error = UploadError()

/// An app's own HUD and the image it shows.
let hud = HUD.Instance()
#if canImport(UIKit)
let heart = HUD.Image(systemName: "heart.fill")!     // HUD.Image is UIImage where UIKit is
#else
let heart = HUD.Image(width: 1, height: 1, pixels: [255, 0, 0, 255])
#endif

/// The network: a session, a request and its body.
let session = URLSession.shared
let request = URLRequest(url: URL(fileURLWithPath: "/upload"))
let data = Data()
let url = URL(fileURLWithPath: "/download")

/// Where an app shows what it loaded.
@MainActor func display(_ photos: [Photo]) {}
@MainActor func display(_ photo: Photo) {}
