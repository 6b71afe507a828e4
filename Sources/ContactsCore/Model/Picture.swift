import Foundation

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
        let kind = mediaType.hasPrefix("image/") ? mediaType.dropFirst(6).uppercased() + " image" : mediaType
        let bytes = base64.count * 3 / 4
        return kind + ", " + (bytes < 1024 ? "\(bytes) bytes" : "\((bytes + 512) / 1024) KB")
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
