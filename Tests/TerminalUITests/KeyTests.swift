import TerminalUI
import Testing

@Suite struct KeyTests {
    @Test(
        arguments: [
            (9, Key.tab), (10, .enter), (13, .enter), (27, .escape), (127, .backspace), (8, .backspace),
            (1, .control("a")), (3, .control("c")), (19, .control("s")), (23, .control("w")), (26, .control("z")),
        ] as [(UInt32, Key)])
    func controlCodesBecomeKeys(_ code: UInt32, _ key: Key) {
        #expect(Key.fromCharacterCode(code) == key)
    }

    @Test(arguments: [(0x61, "a"), (0x20, " "), (0x00E9, "é"), (0x738B, "王"), (0x1F355, "🍕")] as [(UInt32, Character)])
    func otherCodesBecomeText(_ code: UInt32, _ character: Character) {
        #expect(Key.fromCharacterCode(code) == .character(character))
    }

    @Test(arguments: [0, 28, 29, 30, 31, 0xD800, 0x110000] as [UInt32])
    func codesWithoutAKeyAreNil(_ code: UInt32) {
        #expect(Key.fromCharacterCode(code) == nil)
    }

    @Test func interruptIsControlC() {
        #expect(Key.interrupt == .control("c"))
        #expect(Key.fromCharacterCode(3) == Key.interrupt)
    }
}

@MainActor
@Suite struct ColorChoiceTests {
    @Test func noColorSetAndNotEmptyTurnsColourOff() {
        #expect(NCursesTerminal.colorIsWanted(environment: [:]))
        #expect(NCursesTerminal.colorIsWanted(environment: ["NO_COLOR": ""]))
        #expect(!NCursesTerminal.colorIsWanted(environment: ["NO_COLOR": "1"]))
    }
}

@Suite struct KeyNameTests {
    @Test func altKeysAreNamedAsEmacsAndReadlineDo() {
        #expect(Key.alt(.character("b")).displayName == "M-b")
        #expect(Key.alt(.backspace).displayName == "M-Backspace")
        #expect(Key.controlLeft.displayName == "^Left")
        #expect(Key.paste("x").displayName == "Paste")
    }
}
