import Foundation

/// FNV-1a, 64 bits, byte by byte. Written to disk (sync fingerprints, card file names), so it
/// must never change.
package enum StableHash {
    package static func of(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
