import ContactsCore
import Testing

/// The three-way decision (book, vdir, last sync) for every way each side can stand.
@Suite struct SyncDecisionTests {
    /// Every combination that can happen: with a last-synced version, each side is unchanged,
    /// changed or deleted; without one, created or absent.
    @Test(arguments: [
        (SideChange.unchanged, SideChange.unchanged, SyncDecision.nothing),
        (.changed, .unchanged, .push),
        (.unchanged, .changed, .pull),
        (.deleted, .unchanged, .deleteInVdir),
        (.unchanged, .deleted, .deleteInBook),
        (.deleted, .changed, .pull),
        (.changed, .deleted, .push),
        (.deleted, .deleted, .forget),
        (.created, .absent, .push),
        (.absent, .created, .pull),
        (.absent, .absent, .forget),
    ])
    func decision(book: SideChange, vdir: SideChange, expected: SyncDecision) {
        #expect(SyncDecision.decide(book: book, vdir: vdir, sameContent: { false }) == expected)
        #expect(SyncDecision.decide(book: book, vdir: vdir, sameContent: { true }) == expected, "content only matters when both changed")
    }

    @Test(arguments: [(SideChange.changed, SideChange.changed), (.created, .created)])
    func bothChangedConflictUnlessTheyAgree(book: SideChange, vdir: SideChange) {
        #expect(SyncDecision.decide(book: book, vdir: vdir, sameContent: { false }) == .conflict)
        #expect(SyncDecision.decide(book: book, vdir: vdir, sameContent: { true }) == .link)
    }

    @Test func noCombinationDeletesAChangeOrCreation() {
        for book in SideChange.allCases {
            for vdir in SideChange.allCases {
                let decision = SyncDecision.decide(book: book, vdir: vdir, sameContent: { false })
                if decision == .deleteInBook { #expect(book == .unchanged, "\(book)/\(vdir)") }
                if decision == .deleteInVdir { #expect(vdir == .unchanged, "\(book)/\(vdir)") }
            }
        }
    }
}
