import Foundation
import Testing

/// Completion as a person uses it, in real interactive bash, zsh and fish: a contact's name is
/// data. Tab never runs what a name holds (`$(…)`, backquotes), and the completed line hands the
/// program exactly that name, quotes, colons and all. Global options may come first.
@Suite(.serialized) struct CompletionEndToEndTests {
    static let tag = "work $(touch pwned-tag)"
    static let names = [
        "Eve $(touch pwned-dollar)", "Mal `touch pwned-backquote`", "Var $HOME", "Quote \"Double\" Q", "O'Brien Pat", "Dr: Who", "Zoë Ström",
    ]

    /// Each shell started interactively with only the shipped completion script loaded.
    static let startups = [
        "bash": "exec bash --noprofile --rcfile rc.bash -i",
        "zsh": "ZDOTDIR=. exec zsh -i",
        "fish": "XDG_CONFIG_HOME=. XDG_DATA_HOME=. exec fish -i",
    ]

    static func prepare(_ directory: URL) throws {
        let contacts = names.enumerated().map { index, name in
            ["id": String(format: "C0000000-0000-4000-8000-%012d", index), "firstName": name, "tags": index == 0 ? [tag] : []] as [String: Any]
        }
        let book = try JSONSerialization.data(withJSONObject: ["version": 1, "contacts": contacts])
        try book.write(to: directory.appendingPathComponent("book.json"))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scripts = root.appendingPathComponent("Resources/completions").path
        let path = "PATH=\(Binary.shellQuoted((Binary.path as NSString).deletingLastPathComponent)):$PATH"
        let files = [
            "rc.bash": "PS1='READY> '\n\(path)\nsource \(scripts)/contactsbook.bash\n",
            ".zshrc": "PS1='READY> '\nbindkey -e\n\(path)\nautoload -U compinit; compinit -u\nsource \(scripts)/contactsbook.zsh\n",
            "fish/config.fish": """
            function fish_prompt; echo -n 'READY> '; end
            set -g fish_greeting
            set -gx PATH \((Binary.path as NSString).deletingLastPathComponent) $PATH
            source \(scripts)/contactsbook.fish

            """,
        ]
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("fish"), withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func namesCompleteAsDataAndRunNothing(_ shell: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.prepare(directory)
        let session = try TmuxSession(script: "cd \(Binary.shellQuoted(directory.path)) && \(Self.startups[shell] ?? "")", columns: 160, rows: 40)
        try #require(session.waitFor(text: "READY>"))
        let prefixes = Self.names.map { $0.hasPrefix("O'") ? "O" : String($0.prefix(2)) }
        let lines =
            zip(Self.names, prefixes).map { ("contactsbook show --file book.json \($1)", "<\($0)>") } + [
                ("contactsbook list --file book.json --tag wo", "<\(Self.tag)>"),
                ("contactsbook --file book.json show Zo", "<--file>\n<book.json>\n<show>\n<Zoë Ström>"),
            ]
        for (line, arguments) in lines {
            session.send("C-u")
            session.type(line)
            session.send("Tab")
            // The completed line, run with printf instead, shows each argument as the program gets it.
            usleep(700_000)
            session.send("C-a")
            session.type("printf '<%s>\\n' ")
            session.send("Enter")
            session.waitFor(text: arguments)
        }
        session.send("C-u")
        session.type("contactsbook --fi")
        session.send("Tab")
        session.waitFor(text: "contactsbook --file ")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!files.contains { $0.hasPrefix("pwned") }, "\(shell) ran a command from a name: \(files)")
    }
}

/// Fuzzing the completion words through real bash: any name, however hostile, comes back from
/// the shipped script's quoting as exactly itself, and nothing in it runs.
@Suite struct CompletionWordsFuzzTests {
    static let alphabet = Array("aZ09 '\"`$(){}[]<>|&;*?!~#=:,.-_\\/%^ëλ日🍕") + ["\u{202E}"]

    @Test func anyNameSurvivesBashsQuotingExactly() throws {
        var generator = SystemRandomNumberGenerator()
        let names = (0..<300).map { _ in
            String((0..<Int.random(in: 1...24, using: &generator)).map { _ in Self.alphabet.randomElement(using: &generator) ?? "a" })
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("names")
        try (names.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/completions/contactsbook.bash").path
        // Each name as the completion function puts it on the command line, read back by the shell.
        let result = Spawn.run([
            "bash", "-c",
            """
            cd \(Binary.shellQuoted(directory.path)) && source \(Binary.shellQuoted(script)) && while IFS='' read -r name; do
                COMPREPLY=(); __contactsbook_add_literal_completions "$name"; eval "words=(${COMPREPLY[0]})"; printf '%s\\0' "${words[*]}"
            done < names
            """,
        ])
        #expect(result.status == 0)
        let read = result.output.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(read.count == names.count)
        for (back, name) in zip(read, names) { #expect(back == name) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["names"])
    }
}
