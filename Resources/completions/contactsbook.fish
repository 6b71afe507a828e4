function __contactsbook_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __contactsbook_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __contactsbook_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __contactsbook_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __contactsbook_parse_tokens -S
    set -l unparsed_tokens (__contactsbook_tokens -pc)
    switch $unparsed_tokens[1]
    case 'contactsbook'
        __contactsbook_parse_subcommand 0 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'browse'
            __contactsbook_parse_subcommand 0 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'version' 'h/help'
        case 'list'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'json' 'parsable' 'fields=' 'tag=' 'sort=' 'version' 'h/help'
        case 'show'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'json' 'id=' 'version' 'h/help'
        case 'add'
            __contactsbook_parse_subcommand 0 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'first=' 'last=' 'middle=' 'prefix=' 'suffix=' 'phonetic-first=' 'phonetic-last=' 'shown-as=' 'nickname=' 'company=' 'department=' 'title=' 'email=+' 'phone=+' 'url=+' 'address=+' 'street=' 'city=' 'region=' 'postcode=' 'country=' 'address-label=' 'related=+' 'profile=+' 'date=+' 'organization=+' 'photo=' 'logo=' 'role=' 'gender=' 'birthday=' 'anniversary=' 'notes=' 'tags=' 'add-tag=+' 'favorite' 'no-favorite' 'version' 'h/help'
        case 'edit'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'id=' 'first=' 'last=' 'middle=' 'prefix=' 'suffix=' 'phonetic-first=' 'phonetic-last=' 'shown-as=' 'nickname=' 'company=' 'department=' 'title=' 'email=+' 'phone=+' 'url=+' 'address=+' 'street=' 'city=' 'region=' 'postcode=' 'country=' 'address-label=' 'related=+' 'profile=+' 'date=+' 'organization=+' 'photo=' 'logo=' 'role=' 'gender=' 'birthday=' 'anniversary=' 'notes=' 'tags=' 'add-tag=+' 'favorite' 'no-favorite' 'add-email=+' 'remove-email=+' 'add-phone=+' 'remove-phone=+' 'add-url=+' 'remove-url=+' 'add-address=+' 'remove-address=+' 'remove-tag=+' 'add-related=+' 'remove-related=+' 'add-profile=+' 'remove-profile=+' 'add-date=+' 'remove-date=+' 'add-organization=+' 'remove-organization=+' 'version' 'h/help'
        case 'delete'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'id=' 'y/yes' 'version' 'h/help'
        case 'query'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'version' 'h/help'
        case 'add-email'
            __contactsbook_parse_subcommand 0 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'version' 'h/help'
        case 'import'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'format=' 'on-duplicate=' 'dry-run' 'version' 'h/help'
        case 'export'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'format=' 'vcard-version=' 'csv-layout=' 'o/output=' 'version' 'h/help'
        case 'birthdays'
            __contactsbook_parse_subcommand 0 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'days=' 'json' 'parsable' 'version' 'h/help'
        case 'sync'
            __contactsbook_parse_subcommand 0 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'vdir=' 'no-command' 'force-delete' 'version' 'h/help'
        case 'books'
            __contactsbook_parse_subcommand 0 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'parsable' 'version' 'h/help'
        case 'copy'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'id=' 'to=' 'version' 'h/help'
        case 'move'
            __contactsbook_parse_subcommand -r 1 'f/file=' 'a/book=+' 'read-only' 'force-write' 'settings=' 'id=' 'to=' 'version' 'h/help'
        case 'help'
            __contactsbook_parse_subcommand -r 1 'version'
        end
    end
end

function __contactsbook_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __contactsbook_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __contactsbook_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __contactsbook_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__contactsbook_tokens -p)
    if test -z "$(__contactsbook_tokens -t)"
        set -l index (count (__contactsbook_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'contactsbook' -f
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'browse' -d 'Open the book full-screen (the default).'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'list' -d 'List the contacts (or those matching a query): name and the settings\' columns.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'show' -d 'Show one contact: by words that match only it, its id or a unique id prefix, or --id.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'add' -d 'Add a contact; it is checked like the form (a name or company, valid emails, dates).'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'edit' -d 'Change a contact: the add flags set fields (and replace a group); --add-/--remove- change single entries.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'delete' -d 'Delete a contact; one named by words is confirmed first (on a terminal) or needs --yes.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'query' -d 'Look up addresses for mutt, neomutt and aerc.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'add-email' -d 'Add the sender of a mail message read on standard input.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'import' -d 'Import contacts from vCard (2.1, 3.0, 4.0), CSV, abook or JSON files.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'export' -d 'Export the contacts (or those matching a query) as vCard, CSV, abook or JSON.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'birthdays' -d 'Birthdays and anniversaries in the next days, soonest first.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'sync' -d 'Sync the book with a vdir, and through vdirsyncer with CardDAV servers.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'books' -d 'List the address books: each one\'s name, how many contacts it holds, and its file.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'copy' -d 'Copy a contact into another book of the settings (--to NAME), as a contact of its own.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'move' -d 'Move a contact to another book of the settings (--to NAME).'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook browse" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook browse"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion browse -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook browse" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook browse" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook browse" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook browse" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook browse" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion list -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" json' -l 'json' -d 'Print JSON in the data file\'s format.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" parsable' -l 'parsable' -d 'Print tab-separated fields, one contact a line (see --fields).'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" fields' -l 'fields' -d 'The fields of --parsable, separated by commas: id,name,first,last,nickname,company,title,emails,phones,urls,addresses,birthday,anniversary,tags,notes,favorite,created,updated,uid,book.' -rfka 'id name first last nickname company title emails phones urls addresses birthday anniversary tags notes favorite created updated uid book'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" tag' -l 'tag' -d 'Only contacts with this tag.' -rfka '(__contactsbook_custom_completion ---completion list -- --tag (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" sort' -l 'sort' -d 'last, first, company or changed (most recent first); else the settings\' sort.' -rfka 'last first company changed'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion show -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show" json' -l 'json' -d 'Print JSON ({"version": 1, "contacts": [the contact]}) instead of text.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show" id' -l 'id' -d 'The contact\'s id or a unique prefix of it, never read as words.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook show" -ge 1' -fka '(__contactsbook_custom_completion ---completion show -- positional@0 (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion add -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" first' -l 'first' -d 'First name.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" last' -l 'last' -d 'Last name.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" middle' -l 'middle' -d 'Middle name (or several, apart by commas).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" prefix' -l 'prefix' -d 'Before the name, as in Dr.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" suffix' -l 'suffix' -d 'After the name, as in Jr.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" phonetic-first' -l 'phonetic-first' -d 'How the first name sounds.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" phonetic-last' -l 'phonetic-last' -d 'How the last name sounds.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" shown-as' -l 'shown-as' -d 'The name to show, when not first and last; empty to clear.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" nickname' -l 'nickname' -d 'Nickname.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" company' -l 'company' -d 'Company.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" department' -l 'department' -d 'Department within the company.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" title' -l 'title' -d 'Job title.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'email' -d 'An email, with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'phone' -d 'A phone number, with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'url' -d 'A URL, with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'address' -d 'street;city;region;postcode;country (a ; inside a part as \\;), with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" street' -l 'street' -d 'The street of the address (with --city, --region, --postcode, --country: one address, its parts named).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" city' -l 'city' -d 'The city of the address (edit: changes it in the contact\'s only address, or the one --address-label names).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" region' -l 'region' -d 'The region, state or county of the address.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" postcode' -l 'postcode' -d 'The postcode or ZIP code of the address.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" country' -l 'country' -d 'The country of the address.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" address-label' -l 'address-label' -d 'The label of the address the named parts are for (home if new).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'related' -d 'A related person, with the relation after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'profile' -d 'A messaging or social profile, with the service after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'date' -d 'A date worth remembering, with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'organization' -d 'A further organisation, with the title held there after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" photo' -l 'photo' -d 'A picture of the person: an image file (JPEG, PNG, GIF, WebP) or its URL; empty to remove.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" logo' -l 'logo' -d 'The organisation\'s picture, as --photo takes it.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" role' -l 'role' -d 'The role played, beside the job title.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" gender' -l 'gender' -d 'female, male, other, or own words; empty to clear.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" birthday' -l 'birthday' -d 'YYYY-MM-DD, or --MM-DD without a year; empty to clear.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" anniversary' -l 'anniversary' -d 'YYYY-MM-DD, or --MM-DD without a year; empty to clear.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" notes' -l 'notes' -d 'Notes.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" tags' -l 'tags' -d 'Tags, separated by commas, a comma inside a tag as \\, (edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add"' -l 'add-tag' -d 'Add a tag (repeatable).' -rfka '(__contactsbook_custom_completion ---completion add -- --add-tag (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" favorite' -l 'favorite' -d 'Mark (or unmark) as a favourite.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" no-favorite' -l 'no-favorite' -d 'Mark (or unmark) as a favourite.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion edit -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" id' -l 'id' -d 'The contact\'s id or a unique prefix of it, never read as words.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook edit" -ge 1' -fka '(__contactsbook_custom_completion ---completion edit -- positional@0 (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" first' -l 'first' -d 'First name.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" last' -l 'last' -d 'Last name.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" middle' -l 'middle' -d 'Middle name (or several, apart by commas).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" prefix' -l 'prefix' -d 'Before the name, as in Dr.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" suffix' -l 'suffix' -d 'After the name, as in Jr.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" phonetic-first' -l 'phonetic-first' -d 'How the first name sounds.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" phonetic-last' -l 'phonetic-last' -d 'How the last name sounds.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" shown-as' -l 'shown-as' -d 'The name to show, when not first and last; empty to clear.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" nickname' -l 'nickname' -d 'Nickname.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" company' -l 'company' -d 'Company.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" department' -l 'department' -d 'Department within the company.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" title' -l 'title' -d 'Job title.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'email' -d 'An email, with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'phone' -d 'A phone number, with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'url' -d 'A URL, with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'address' -d 'street;city;region;postcode;country (a ; inside a part as \\;), with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" street' -l 'street' -d 'The street of the address (with --city, --region, --postcode, --country: one address, its parts named).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" city' -l 'city' -d 'The city of the address (edit: changes it in the contact\'s only address, or the one --address-label names).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" region' -l 'region' -d 'The region, state or county of the address.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" postcode' -l 'postcode' -d 'The postcode or ZIP code of the address.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" country' -l 'country' -d 'The country of the address.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" address-label' -l 'address-label' -d 'The label of the address the named parts are for (home if new).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'related' -d 'A related person, with the relation after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'profile' -d 'A messaging or social profile, with the service after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'date' -d 'A date worth remembering, with a label after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'organization' -d 'A further organisation, with the title held there after a colon (repeatable; edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" photo' -l 'photo' -d 'A picture of the person: an image file (JPEG, PNG, GIF, WebP) or its URL; empty to remove.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" logo' -l 'logo' -d 'The organisation\'s picture, as --photo takes it.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" role' -l 'role' -d 'The role played, beside the job title.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" gender' -l 'gender' -d 'female, male, other, or own words; empty to clear.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" birthday' -l 'birthday' -d 'YYYY-MM-DD, or --MM-DD without a year; empty to clear.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" anniversary' -l 'anniversary' -d 'YYYY-MM-DD, or --MM-DD without a year; empty to clear.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" notes' -l 'notes' -d 'Notes.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" tags' -l 'tags' -d 'Tags, separated by commas, a comma inside a tag as \\, (edit: replaces them all).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-tag' -d 'Add a tag (repeatable).' -rfka '(__contactsbook_custom_completion ---completion edit -- --add-tag (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" favorite' -l 'favorite' -d 'Mark (or unmark) as a favourite.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" no-favorite' -l 'no-favorite' -d 'Mark (or unmark) as a favourite.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-email' -d 'Add an email (not twice).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-email' -d 'Remove an email.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-phone' -d 'Add a phone (not twice).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-phone' -d 'Remove a phone (its digits compared).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-url' -d 'Add a URL (not twice).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-url' -d 'Remove a URL.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-address' -d 'Add an address (not twice).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-address' -d 'Remove an address, written as --add-address writes it.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-tag' -d 'Remove a tag.' -rfka '(__contactsbook_custom_completion ---completion edit -- --remove-tag (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-related' -d 'Add a related person (not twice).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-related' -d 'Remove a related person.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-profile' -d 'Add a profile (not twice).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-profile' -d 'Remove a profile.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-date' -d 'Add a date (not twice).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-date' -d 'Remove a date.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'add-organization' -d 'Add a further organisation (not twice).' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit"' -l 'remove-organization' -d 'Remove a further organisation.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook edit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion delete -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete" id' -l 'id' -d 'The contact\'s id or a unique prefix of it, never read as words.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook delete" -ge 1' -fka '(__contactsbook_custom_completion ---completion delete -- positional@0 (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete" y yes' -l 'yes' -s 'y' -d 'Delete a contact named by words without asking.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook delete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook query" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook query"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion query -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook query" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook query" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook query" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook query" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook query" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add-email" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add-email"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion add-email -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add-email" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add-email" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add-email" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add-email" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook add-email" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion import -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" format' -l 'format' -d 'auto, vcard, csv, abook or json.' -rfka 'auto vcard csv abook json'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" on-duplicate' -l 'on-duplicate' -d 'skip, update or add.' -rfka 'skip update add'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" dry-run' -l 'dry-run' -d 'Say what would change, write nothing.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook import" -ge 1' -F
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion export -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" format' -l 'format' -d 'vcard, csv, abook or json.' -rfka 'vcard csv abook json'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" vcard-version' -l 'vcard-version' -d '4 (the default) or 3.' -rfka '4 3'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" csv-layout' -l 'csv-layout' -d 'google (the default), outlook or generic.' -rfka 'google outlook generic'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" o output' -l 'output' -s 'o' -d 'Write to this file instead of standard output (-): a file is replaced atomically, keeping its mode (a new one is 0600); a FIFO or device is written in place.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion birthdays -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" days' -l 'days' -d 'How many days ahead to look.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" json' -l 'json' -d 'Print JSON.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" parsable' -l 'parsable' -d 'Print tab-separated fields, one date a line.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook birthdays" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion sync -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" vdir' -l 'vdir' -d 'The vdir to sync with, instead of the settings\' [sync] vdir.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" no-command' -l 'no-command' -d 'Do not run the settings\' sync command; only exchange with the vdir.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" force-delete' -l 'force-delete' -d 'Let a side emptied since the last sync empty the other.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook sync" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook books" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook books"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion books -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook books" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook books" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook books" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook books" parsable' -l 'parsable' -d 'Print tab-separated values: name, count, file, default.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook books" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook books" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion copy -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy" id' -l 'id' -d 'The contact\'s id or a unique prefix of it, never read as words.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook copy" -ge 1' -fka '(__contactsbook_custom_completion ---completion copy -- positional@0 (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy" to' -l 'to' -d 'The book of the settings it goes to.' -rfka '(__contactsbook_custom_completion ---completion copy -- --to (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook copy" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move" f file' -l 'file' -s 'f' -d 'The contacts file to use.' -rF
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move"' -s 'a' -l 'book' -d 'The book of this name in the settings ([books.NAME]), instead of the default one; list, query, export, books and the full screen take several.' -rfka '(__contactsbook_custom_completion ---completion move -- --book (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move" read-only' -l 'read-only' -d 'Open the book without ever writing to it.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move" force-write' -l 'force-write' -d 'Write a book whose file is read-only (mode 0444) or another user\'s all the same.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move" settings' -l 'settings' -d 'The settings file, instead of $XDG_CONFIG_HOME/contactsbook/config.toml.' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move" id' -l 'id' -d 'The contact\'s id or a unique prefix of it, never read as words.' -rfka ''
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_positional "contactsbook move" -ge 1' -fka '(__contactsbook_custom_completion ---completion move -- positional@0 (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move" to' -l 'to' -d 'The book of the settings it goes to.' -rfka '(__contactsbook_custom_completion ---completion move -- --to (count (__contactsbook_tokens -pc)) (__contactsbook_tokens -tC))'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move" version' -l 'version' -d 'Show the version.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook move" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'contactsbook' -n '__contactsbook_should_offer_completions_for_flags_or_options "contactsbook help" version' -l 'version' -d 'Show the version.'
