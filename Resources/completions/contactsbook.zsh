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
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
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
            'list:List the contacts (or those matching a query): name and the settings'\'' columns.'
            'show:Show one contact: by words that match only it, its id or a unique id prefix, or --id.'
            'add:Add a contact; it is checked like the form (a name or company, valid emails, dates).'
            'edit:Change a contact: the add flags set fields (and replace a group); --add-/--remove- change single entries.'
            'delete:Delete a contact; one named by words is confirmed first (on a terminal) or needs --yes.'
            'query:Look up addresses for mutt, neomutt and aerc.'
            'add-email:Add the sender of a mail message read on standard input.'
            'import:Import contacts from vCard (2.1, 3.0, 4.0), CSV, abook or JSON files.'
            'export:Export the contacts (or those matching a query) as vCard, CSV, abook or JSON.'
            'birthdays:Birthdays and anniversaries in the next days, soonest first.'
            'sync:Sync the book with a vdir, and through vdirsyncer with CardDAV servers.'
            'books:List the address books: each one'\''s name, how many contacts it holds, and its file.'
            'copy:Copy a contact into another book of the settings (--to NAME), as a contact of its own.'
            'move:Move a contact to another book of the settings (--to NAME).'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        browse|list|show|add|edit|delete|query|add-email|import|export|birthdays|sync|books|copy|move|help)
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
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion browse -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_list() {
    local -i ret=1
    local -ar ___fields=('id' 'name' 'first' 'last' 'nickname' 'company' 'title' 'emails' 'phones' 'urls' 'addresses' 'birthday' 'anniversary' 'tags' 'notes' 'favorite' 'created' 'updated' 'uid' 'book')
    local -ar ___sort=('last' 'first' 'company' 'changed')
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion list -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--json[Print JSON in the data file'\''s format.]'
        '--parsable[Print tab-separated fields, one contact a line (see --fields).]'
        '--fields[The fields of --parsable, separated by commas\: id,name,first,last,nickname,company,title,emails,phones,urls,addresses,birthday,anniversary,tags,notes,favorite,created,updated,uid,book.]:fields:{__contactsbook_complete "${___fields[@]}"}'
        '--tag[Only contacts with this tag.]:tag:{__contactsbook_custom_complete ---completion list -- --tag "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--sort[last, first, company or changed (most recent first); else the settings'\'' sort.]:sort:{__contactsbook_complete "${___sort[@]}"}'
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
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion show -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--json[Print JSON ({"version"\: 1, "contacts"\: \[the contact\]}) instead of text.]'
        '--id[The contact'\''s id or a unique prefix of it, never read as words.]:id:'
        '*:contact:{__contactsbook_custom_complete ---completion show -- positional@0 "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_add() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion add -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--first[First name.]:first:'
        '--last[Last name.]:last:'
        '--middle[Middle name (or several, apart by commas).]:middle:'
        '--prefix[Before the name, as in Dr.]:prefix:'
        '--suffix[After the name, as in Jr.]:suffix:'
        '--phonetic-first[How the first name sounds.]:phonetic-first:'
        '--phonetic-last[How the last name sounds.]:phonetic-last:'
        '--shown-as[The name to show, when not first and last; empty to clear.]:name:'
        '--nickname[Nickname.]:nickname:'
        '--company[Company.]:company:'
        '--department[Department within the company.]:department:'
        '--title[Job title.]:title:'
        '*--email[An email, with a label after a colon (repeatable; edit\: replaces them all).]:value\[\:label\]:'
        '*--phone[A phone number, with a label after a colon (repeatable; edit\: replaces them all).]:value\[\:label\]:'
        '*--url[A URL, with a label after a colon (repeatable; edit\: replaces them all).]:value\[\:label\]:'
        '*--address[street;city;region;postcode;country (a ; inside a part as \\;), with a label after a colon (repeatable; edit\: replaces them all).]:address\[\:label\]:'
        '--street[The street of the address (with --city, --region, --postcode, --country\: one address, its parts named).]:street:'
        '--city[The city of the address (edit\: changes it in the contact'\''s only address, or the one --address-label names).]:city:'
        '--region[The region, state or county of the address.]:region:'
        '--postcode[The postcode or ZIP code of the address.]:postcode:'
        '--country[The country of the address.]:country:'
        '--address-label[The label of the address the named parts are for (home if new).]:label:'
        '*--related[A related person, with the relation after a colon (repeatable; edit\: replaces them all).]:name\[\:label\]:'
        '*--profile[A messaging or social profile, with the service after a colon (repeatable; edit\: replaces them all).]:handle\[\:service\]:'
        '*--date[A date worth remembering, with a label after a colon (repeatable; edit\: replaces them all).]:date\[\:label\]:'
        '*--organization[A further organisation, with the title held there after a colon (repeatable; edit\: replaces them all).]:name\[\:title\]:'
        '--photo[A picture of the person\: an image file (JPEG, PNG, GIF, WebP) or its URL; empty to remove.]:file|url:'
        '--logo[The organisation'\''s picture, as --photo takes it.]:file|url:'
        '--role[The role played, beside the job title.]:role:'
        '--gender[female, male, other, or own words; empty to clear.]:gender:'
        '--birthday[YYYY-MM-DD, or --MM-DD without a year; empty to clear.]:date:'
        '--anniversary[YYYY-MM-DD, or --MM-DD without a year; empty to clear.]:date:'
        '--notes[Notes.]:notes:'
        '--tags[Tags, separated by commas, a comma inside a tag as \\, (edit\: replaces them all).]:tags:'
        '*--add-tag[Add a tag (repeatable).]:tag:{__contactsbook_custom_complete ---completion add -- --add-tag "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
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
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion edit -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--id[The contact'\''s id or a unique prefix of it, never read as words.]:id:'
        '*:contact:{__contactsbook_custom_complete ---completion edit -- positional@0 "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--first[First name.]:first:'
        '--last[Last name.]:last:'
        '--middle[Middle name (or several, apart by commas).]:middle:'
        '--prefix[Before the name, as in Dr.]:prefix:'
        '--suffix[After the name, as in Jr.]:suffix:'
        '--phonetic-first[How the first name sounds.]:phonetic-first:'
        '--phonetic-last[How the last name sounds.]:phonetic-last:'
        '--shown-as[The name to show, when not first and last; empty to clear.]:name:'
        '--nickname[Nickname.]:nickname:'
        '--company[Company.]:company:'
        '--department[Department within the company.]:department:'
        '--title[Job title.]:title:'
        '*--email[An email, with a label after a colon (repeatable; edit\: replaces them all).]:value\[\:label\]:'
        '*--phone[A phone number, with a label after a colon (repeatable; edit\: replaces them all).]:value\[\:label\]:'
        '*--url[A URL, with a label after a colon (repeatable; edit\: replaces them all).]:value\[\:label\]:'
        '*--address[street;city;region;postcode;country (a ; inside a part as \\;), with a label after a colon (repeatable; edit\: replaces them all).]:address\[\:label\]:'
        '--street[The street of the address (with --city, --region, --postcode, --country\: one address, its parts named).]:street:'
        '--city[The city of the address (edit\: changes it in the contact'\''s only address, or the one --address-label names).]:city:'
        '--region[The region, state or county of the address.]:region:'
        '--postcode[The postcode or ZIP code of the address.]:postcode:'
        '--country[The country of the address.]:country:'
        '--address-label[The label of the address the named parts are for (home if new).]:label:'
        '*--related[A related person, with the relation after a colon (repeatable; edit\: replaces them all).]:name\[\:label\]:'
        '*--profile[A messaging or social profile, with the service after a colon (repeatable; edit\: replaces them all).]:handle\[\:service\]:'
        '*--date[A date worth remembering, with a label after a colon (repeatable; edit\: replaces them all).]:date\[\:label\]:'
        '*--organization[A further organisation, with the title held there after a colon (repeatable; edit\: replaces them all).]:name\[\:title\]:'
        '--photo[A picture of the person\: an image file (JPEG, PNG, GIF, WebP) or its URL; empty to remove.]:file|url:'
        '--logo[The organisation'\''s picture, as --photo takes it.]:file|url:'
        '--role[The role played, beside the job title.]:role:'
        '--gender[female, male, other, or own words; empty to clear.]:gender:'
        '--birthday[YYYY-MM-DD, or --MM-DD without a year; empty to clear.]:date:'
        '--anniversary[YYYY-MM-DD, or --MM-DD without a year; empty to clear.]:date:'
        '--notes[Notes.]:notes:'
        '--tags[Tags, separated by commas, a comma inside a tag as \\, (edit\: replaces them all).]:tags:'
        '*--add-tag[Add a tag (repeatable).]:tag:{__contactsbook_custom_complete ---completion edit -- --add-tag "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--favorite[Mark (or unmark) as a favourite.]'
        '--no-favorite[Mark (or unmark) as a favourite.]'
        '*--add-email[Add an email (not twice).]:value\[\:label\]:'
        '*--remove-email[Remove an email.]:value:'
        '*--add-phone[Add a phone (not twice).]:value\[\:label\]:'
        '*--remove-phone[Remove a phone (its digits compared).]:value:'
        '*--add-url[Add a URL (not twice).]:value\[\:label\]:'
        '*--remove-url[Remove a URL.]:value:'
        '*--add-address[Add an address (not twice).]:address\[\:label\]:'
        '*--remove-address[Remove an address, written as --add-address writes it.]:address:'
        '*--remove-tag[Remove a tag.]:tag:{__contactsbook_custom_complete ---completion edit -- --remove-tag "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '*--add-related[Add a related person (not twice).]:name\[\:label\]:'
        '*--remove-related[Remove a related person.]:name:'
        '*--add-profile[Add a profile (not twice).]:handle\[\:service\]:'
        '*--remove-profile[Remove a profile.]:handle:'
        '*--add-date[Add a date (not twice).]:date\[\:label\]:'
        '*--remove-date[Remove a date.]:date:'
        '*--add-organization[Add a further organisation (not twice).]:name\[\:title\]:'
        '*--remove-organization[Remove a further organisation.]:name:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_delete() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion delete -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--id[The contact'\''s id or a unique prefix of it, never read as words.]:id:'
        '*:contact:{__contactsbook_custom_complete ---completion delete -- positional@0 "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '(--yes -y)'{--yes,-y}'[Delete a contact named by words without asking.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_query() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion query -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
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
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion add-email -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_import() {
    local -i ret=1
    local -ar ___format=('auto' 'vcard' 'csv' 'abook' 'json')
    local -ar ___on_duplicate=('skip' 'update' 'add')
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion import -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--format[auto, vcard, csv, abook or json.]:format:{__contactsbook_complete "${___format[@]}"}'
        '--on-duplicate[skip, update or add.]:on-duplicate:{__contactsbook_complete "${___on_duplicate[@]}"}'
        '--dry-run[Say what would change, write nothing.]'
        '*:files:_files'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_export() {
    local -i ret=1
    local -ar ___format=('vcard' 'csv' 'abook' 'json')
    local -ar ___vcard_version=('4' '3')
    local -ar ___csv_layout=('google' 'outlook' 'generic')
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion export -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--format[vcard, csv, abook or json.]:format:{__contactsbook_complete "${___format[@]}"}'
        '--vcard-version[4 (the default) or 3.]:vcard-version:{__contactsbook_complete "${___vcard_version[@]}"}'
        '--csv-layout[google (the default), outlook or generic.]:csv-layout:{__contactsbook_complete "${___csv_layout[@]}"}'
        '(--output -o)'{--output,-o}'[Write to this file instead of standard output (-)\: a file is replaced atomically, keeping its mode (a new one is 0600); a FIFO or device is written in place.]:file:_files'
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
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion birthdays -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--days[How many days ahead to look.]:days:'
        '--json[Print JSON.]'
        '--parsable[Print tab-separated fields, one date a line.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_sync() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion sync -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--vdir[The vdir to sync with, instead of the settings'\'' \[sync\] vdir.]:path:'
        '--no-command[Do not run the settings'\'' sync command; only exchange with the vdir.]'
        '--force-delete[Let a side emptied since the last sync empty the other.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_books() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion books -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--parsable[Print tab-separated values\: name, count, file, default.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_copy() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion copy -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--id[The contact'\''s id or a unique prefix of it, never read as words.]:id:'
        '*:contact:{__contactsbook_custom_complete ---completion copy -- positional@0 "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--to[The book of the settings it goes to.]:name:{__contactsbook_custom_complete ---completion copy -- --to "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_contactsbook_move() {
    local -i ret=1
    local -ar arg_specs=(
        '(--file -f)'{--file,-f}'[The contacts file to use.]:path:_files'
        '*'{-a,--book}'[The book of this name in the settings (\[books.NAME\]), instead of the default one; list, query, export, books and the full screen take several.]:name:{__contactsbook_custom_complete ---completion move -- --book "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--read-only[Open the book without ever writing to it.]'
        '--force-write[Write a book whose file is read-only (mode 0444) or another user'\''s all the same.]'
        '--settings[The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.]:path:_files -g '\''*.toml'\'''
        '--id[The contact'\''s id or a unique prefix of it, never read as words.]:id:'
        '*:contact:{__contactsbook_custom_complete ---completion move -- positional@0 "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
        '--to[The book of the settings it goes to.]:name:{__contactsbook_custom_complete ---completion move -- --to "${current_word_index}" "$(__contactsbook_cursor_index_in_current_word)"}'
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
