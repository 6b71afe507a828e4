import ContactsCore

@MainActor
public protocol DamagedFilePresentationLogic {
    func presentProblem(response: DamagedFile.ShowProblem.Response)
}

@MainActor
public final class DamagedFilePresenter: DamagedFilePresentationLogic {
    public weak var view: DamagedFileDisplayLogic?

    public init() {}

    public func presentProblem(response: DamagedFile.ShowProblem.Response) {
        let width = max(10, min(76, response.columns - 4))
        let advice =
            "Nothing has been changed. Fix the file in an editor, or move it aside to start a new book; "
            + "then run contactsbook again. The message is printed again when you quit, so you can copy it."
        let lines = WordWrap.lines(response.error.description, width: width) + [""] + WordWrap.lines(advice, width: width)
        view?.displayProblem(viewModel: .init(title: "The contacts file cannot be opened", lines: lines))
    }
}
