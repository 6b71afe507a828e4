import Foundation
import Localization

/// A contact's photo or logo, held as a URI: a `data:` URI when the book holds the image
/// itself (as cards from phones carry it), else the image's address.
public enum Picture {
    /// A `data:` URI's media type ("image/jpeg") and base64 data; nil for any other URI.
    public static func data(_ uri: String) -> (mediaType: String, base64: String)? {
        guard uri.hasPrefix("data:"), let comma = uri.firstIndex(of: ",") else { return nil }
        let header = uri[uri.index(uri.startIndex, offsetBy: 5)..<comma].split(separator: ";")
        guard header.last == "base64" else { return nil }
        return (header.first.map(String.init) ?? "application/octet-stream", String(uri[uri.index(after: comma)...]))
    }

    /// In words: "JPEG image, 12 KB" for an image the book holds, else its address.
    public static func describe(_ uri: String) -> String {
        guard let (mediaType, base64) = data(uri) else { return uri }
        let bytes = base64.count * 3 / 4
        let kilobytes = Translation.grouped((bytes + 512) / 1024)
        guard mediaType.hasPrefix("image/") else {
            // TRANSLATORS: {type} is a media type such as "application/pdf".
            return bytes < 1024
                ? trn("{type}, {count} byte", "{type}, {count} bytes", bytes, ["type": mediaType])
                : tr("{type}, {size} KB", ["type": mediaType, "size": kilobytes])
        }
        let format = String(mediaType.dropFirst(6).uppercased())
        // TRANSLATORS: {format} is the image's format: "PNG", "JPEG".
        return bytes < 1024
            ? trn("{format} image, {count} byte", "{format} image, {count} bytes", bytes, ["format": format])
            : tr("{format} image, {size} KB", ["format": format, "size": kilobytes])
    }

    /// The image as a `data:` URI, its type told by its first bytes; nil when they are no
    /// JPEG, PNG, GIF or WebP.
    public static func dataURI(_ image: Data) -> String? {
        let start = Array(image.prefix(12))
        let types: [(String, [UInt8])] = [
            ("image/jpeg", [0xFF, 0xD8, 0xFF]), ("image/png", [0x89, 0x50, 0x4E, 0x47]), ("image/gif", Array("GIF8".utf8)),
        ]
        let webP = start.count == 12 && start[0..<4].elementsEqual("RIFF".utf8) && start[8..<12].elementsEqual("WEBP".utf8)
        guard let mediaType = types.first(where: { start.starts(with: $0.1) })?.0 ?? (webP ? "image/webp" : nil) else { return nil }
        return "data:\(mediaType);base64,\(image.base64EncodedString())"
    }
}
