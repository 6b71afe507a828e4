/// The options every command shares may come before the command's name, as git's and khard's
/// do: `contactsbook --file X list` is read as `contactsbook list --file X`. The argument
/// parser reads options only after the subcommand that declares them, so they are moved there.
enum GlobalOptions {
    /// Options that take a value, in their long and short spellings.
    static let valued: Set<String> = ["--file", "-f", "--book", "-a", "--settings"]
    static let flags: Set<String> = ["--read-only", "--force-write"]

    static func movedAfterTheCommand(_ arguments: [String], commands: Set<String> = commandNames) -> [String] {
        var moved: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if flags.contains(argument) || valued.contains(where: { argument.hasPrefix($0 + "=") }) {
                moved.append(argument)
                index += 1
            } else if valued.contains(argument), index + 1 < arguments.count {
                moved += arguments[index...index + 1]
                index += 2
            } else {
                break
            }
        }
        // Only when a command follows; otherwise (no command, --help) the parser reads them as is.
        guard !moved.isEmpty, index < arguments.count, commands.contains(arguments[index]) else { return arguments }
        // After the command's name and before its own arguments, so a `--` among them still
        // ends the options.
        return [arguments[index]] + moved + arguments[(index + 1)...]
    }

    static var commandNames: Set<String> {
        Set(ContactsBookCommand.configuration.subcommands.compactMap { $0.configuration.commandName })
    }
}
