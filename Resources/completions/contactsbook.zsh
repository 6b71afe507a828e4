#compdef contactsbook

__contactsbook_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__contactsbook_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __contactsbook_complete "${completions[@]:0:-1}"
    fi
}

__contactsbook_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_contactsbook() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'browse:Open the book full-screen (the default).'
            'list:List the contacts (or those matching a query): name, phone, email.'
            'show:Show one contact, by id (any unique prefix) or by a query that matches only it.'
            'add:Add a contact; it is checked like the form (a name or company, valid emails, dates).'
            'edit:Change a contact: the add flags replace fields; --add-/--remove- change single entries.'
            'delete:Delete a contact (no question asked).'
            'query:Look up addresses for mutt, neomutt and aerc.'
            'add-email:Add the sender of a mail message read on standard input.'
            'import:Import contacts from vCard (2.1, 3.0, 4.0), CSV, abook or JSON files.'
            'export:Export the contacts (or those matching a query) as vCard, CSV, abook or JSON.'
            'birthdays:Birthdays and anniversaries in the next days, soonest first.'
            'sync:Sync the book with a vdir, and through vdirsyncer with CardDAV servers.'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        browse|list|show|add|edit|delete|query|add-email|import|export|birthdays|sync|help)
            "_contactsbook_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_contactsbook_browse() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_list() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--json[Print JSON instead of text columns.]'
        '--sort[last (the default), first, company or changed (most recent first).]:sort:'
        '*:query:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_show() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--json[Print JSON ({"version"\: 1, "contacts"\: \[the contact\]}) instead of text.]'
        '*:contact:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_add() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--first[First name.]:first:'
        '--last[Last name.]:last:'
        '--nickname[Nickname.]:nickname:'
        '--company[Company.]:company:'
        '--title[Job title.]:title:'
        '*--email[An email address, with a label after a colon (repeatable).]:value\[\:label\]:'
        '*--phone[A phone number, with a label after a colon (repeatable).]:value\[\:label\]:'
        '*--url[A URL, with a label after a colon (repeatable).]:value\[\:label\]:'
        '--birthday[YYYY-MM-DD, or --MM-DD without a year.]:date:'
        '--anniversary[YYYY-MM-DD, or --MM-DD without a year.]:date:'
        '--notes[Notes.]:notes:'
        '--tags[Tags, separated by commas (replaces the tags).]:tags:'
        '--favorite[Mark (or unmark) as a favourite.]'
        '--no-favorite[Mark (or unmark) as a favourite.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_edit() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        ':contact:'
        '--first[First name.]:first:'
        '--last[Last name.]:last:'
        '--nickname[Nickname.]:nickname:'
        '--company[Company.]:company:'
        '--title[Job title.]:title:'
        '*--email[An email address, with a label after a colon (repeatable).]:value\[\:label\]:'
        '*--phone[A phone number, with a label after a colon (repeatable).]:value\[\:label\]:'
        '*--url[A URL, with a label after a colon (repeatable).]:value\[\:label\]:'
        '--birthday[YYYY-MM-DD, or --MM-DD without a year.]:date:'
        '--anniversary[YYYY-MM-DD, or --MM-DD without a year.]:date:'
        '--notes[Notes.]:notes:'
        '--tags[Tags, separated by commas (replaces the tags).]:tags:'
        '--favorite[Mark (or unmark) as a favourite.]'
        '--no-favorite[Mark (or unmark) as a favourite.]'
        '*--add-email[Add an email (value\[\:label\]).]:add-email:'
        '*--remove-email[Remove an email.]:remove-email:'
        '*--add-phone[Add a phone (value\[\:label\]).]:add-phone:'
        '*--remove-phone[Remove a phone.]:remove-phone:'
        '*--add-url[Add a URL (value\[\:label\]).]:add-url:'
        '*--remove-url[Remove a URL.]:remove-url:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_delete() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        ':contact:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_query() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '*:query:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_add-email() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_import() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--format[auto, vcard, csv, abook or json.]:format:'
        '--on-duplicate[skip, update or add.]:on-duplicate:'
        '--dry-run[Say what would change, write nothing.]'
        '*:files:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_export() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--format[vcard, csv, abook or json.]:format:'
        '--vcard-version[4 (the default) or 3.]:vcard-version:'
        '--csv-layout[google (the default), outlook or generic.]:csv-layout:'
        '(--output -o)'{--output,-o}'[Write to this file (atomically) instead of standard output.]:file:'
        '*:query:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_birthdays() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--days[How many days ahead to look.]:days:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_sync() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:'
        '--read-only[Open the book without ever writing to it.]'
        '--vdir[The vdir to sync with, instead of the settings'\'' \[sync\] vdir.]:path:'
        '--no-command[Do not run the settings'\'' sync command; only exchange with the vdir.]'
        '--force-delete[Let a side emptied since the last sync empty the other.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _contactsbook ]]; then
    _contactsbook "${@}"
else
    compdef _contactsbook contactsbook
fi
