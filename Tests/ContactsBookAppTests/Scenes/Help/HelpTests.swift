import ContactsCore
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct HelpTests {
    @Test func theInteractorPresentsTheKeymapSections() {
        let sut = HelpInteractor()
        let spy = HelpPresentationLogicSpy()
        sut.presenter = spy
        sut.showHelp(request: .init(columns: 80))
        #expect(spy.response?.sections == AppKeymap.helpSections)
    }

    @Test func helpListsEveryKeyOfTheListScreenFromTheSameTable() throws {
        let sut = HelpPresenter()
        let spy = HelpDisplayLogicSpy()
        sut.view = spy
        sut.presentHelp(response: .init(sections: AppKeymap.helpSections, columns: 80))
        let text = try #require(spy.viewModel).lines.map(\.text).joined(separator: "\n")
        let entries =
            AppKeymap.list.bindings.map { ($0.keyNames, $0.summary.text) } + AppKeymap.edit.bindings.map { ($0.keyNames, $0.summary.text) }
        for (keys, summary) in entries {
            #expect(text.contains(keys), "\(keys)")
            #expect(text.contains(summary), "\(summary)")
        }
    }

    @Test func linesFitANarrowTerminal() throws {
        let sut = HelpPresenter()
        let spy = HelpDisplayLogicSpy()
        sut.view = spy
        sut.presentHelp(response: .init(sections: AppKeymap.helpSections, columns: 40))
        for line in try #require(spy.viewModel).lines { #expect(DisplayWidth.of(line.text) <= 40, "\(line.text)") }
    }

    @Test func statusLinesComeFromTheKeymap() {
        #expect(
            AppKeymap.list.statusItems == [
                "Enter Open", "a Add", "e Edit", "d Delete", "/ Search", "t Tag", "s Sort", "u Undo", "? Help", "q Quit",
            ])
        #expect(ScreenChrome.fitting(AppKeymap.list.statusItems, into: 40) == "Enter Open  a Add  e Edit  ? Help")
        #expect(AppKeymap.list.command(for: .character("j")) == .move(.down))
        #expect(AppKeymap.list.command(for: .delete) == .delete)
        #expect(AppKeymap.edit.command(for: .function(2)) == .save)
    }
}

@MainActor
@Suite struct HelpNamesEveryKeyTests {
    @Test func keyNamesAreMadeFromTheBoundKeys() throws {
        let open = try #require(AppKeymap.list.bindings.first { $0.command == .open })
        #expect(open.keyNames == "Enter Right")
        let save = try #require(AppKeymap.edit.bindings.first { $0.command == .save })
        #expect(save.keyNames == "^S F2")
        #expect(AppKeymap.helpSections.contains { $0.title.text == "Help" })
    }
}
