import Foundation

extension String {
    /// A key that compares the way people expect in a contacts book, whatever LANG says:
    /// case, accents and width ignored, so "Ångström" sorts with A and "Émile" with E.
    public var folded: String {
        folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
