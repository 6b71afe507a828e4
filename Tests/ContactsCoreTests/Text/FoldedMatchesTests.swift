import ContactsCore
import Testing

@Suite struct FoldedMatchesTests {
    func matched(_ text: String, _ query: String) -> [String] {
        let characters = Array(text)
        return text.foldedMatchRanges(of: ContactSearch(query).words).map { String(characters[$0]) }
    }

    @Test func matchesMapBackToTheCharactersShown() {
        #expect(matched("Zoë Müller", "zoe") == ["Zoë"])
        #expect(matched("Zoë Müller", "MULLER zo") == ["Zo", "Müller"], "only what was typed")
        #expect(matched("Straße 5", "strasse") == ["Straße"], "ß folds to two letters")
        #expect(matched("ＡＢＣ", "abc") == ["ＡＢＣ"], "full-width letters fold to ASCII")
        #expect(matched("王小明", "小") == ["小"])
        #expect(matched("Rene\u{301}", "rene") == ["Rene\u{301}"])
    }

    @Test func overlappingAndTouchingMatchesMerge() {
        #expect("banana".foldedMatchRanges(of: ["ana", "nan"]) == [1..<5])
        #expect("abcabc".foldedMatchRanges(of: ["abc"]) == [0..<6])
        #expect("abc abc".foldedMatchRanges(of: ["abc"]) == [0..<3, 4..<7])
        #expect("abc".foldedMatchRanges(of: []) == [])
    }
}
