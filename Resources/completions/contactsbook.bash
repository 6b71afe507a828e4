#!/bin/bash

__contactsbook_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__contactsbook_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__contactsbook_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

# Contact names are data: each line is one completion, never expanded (compgen -W would run
# a $(...) in it), and quoted for the command line here, not by readline, which leaves $ bare.
__contactsbook_add_literal_completions() {
    compopt +o filenames 2>/dev/null
    local completion
    while IFS='' read -r completion; do
        [[ -n "${completion}" ]] && COMPREPLY+=("$(printf %q "${completion}")")
    done <<<"${1}"
}

__contactsbook_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_contactsbook() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--read-only --force-write --version -h --help)
    local -a repeating_options=(-a --book)
    local -a non_repeating_options=(--file -f --settings)
    __contactsbook_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    esac

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    browse|list|show|add|edit|delete|query|add-email|import|export|birthdays|sync|books|copy|move|help)
        # Offer subcommand argument completions
        "_contactsbook_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'browse list show add edit delete query add-email import export birthdays sync books copy move help' -- "${cur}"))
        ;;
    esac
}

_contactsbook_browse() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings)
    __contactsbook_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion browse -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    esac
}

_contactsbook_list() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --json --parsable --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --fields --tag --sort)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion list -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--fields')
        __contactsbook_add_completions -W 'id'$'\n''name'$'\n''first'$'\n''last'$'\n''nickname'$'\n''company'$'\n''title'$'\n''emails'$'\n''phones'$'\n''urls'$'\n''addresses'$'\n''birthday'$'\n''anniversary'$'\n''tags'$'\n''notes'$'\n''favorite'$'\n''created'$'\n''updated'$'\n''uid'$'\n''book'
        return
        ;;
    '--tag')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion list -- --tag "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--sort')
        __contactsbook_add_completions -W 'last'$'\n''first'$'\n''company'$'\n''changed'
        return
        ;;
    esac
}

_contactsbook_show() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --json --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --id)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion show -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--id')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion show -- positional@0 "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_contactsbook_add() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --favorite --no-favorite --version -h --help)
    repeating_options=(-a --book --email --phone --url --address --related --profile --date --organization --add-tag)
    non_repeating_options=(--file -f --settings --first --last --middle --prefix --suffix --phonetic-first --phonetic-last --shown-as --nickname --company --department --title --street --city --region --postcode --country --address-label --photo --logo --role --gender --birthday --anniversary --notes --tags)
    __contactsbook_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion add -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--first')
        return
        ;;
    '--last')
        return
        ;;
    '--middle')
        return
        ;;
    '--prefix')
        return
        ;;
    '--suffix')
        return
        ;;
    '--phonetic-first')
        return
        ;;
    '--phonetic-last')
        return
        ;;
    '--shown-as')
        return
        ;;
    '--nickname')
        return
        ;;
    '--company')
        return
        ;;
    '--department')
        return
        ;;
    '--title')
        return
        ;;
    '--email')
        return
        ;;
    '--phone')
        return
        ;;
    '--url')
        return
        ;;
    '--address')
        return
        ;;
    '--street')
        return
        ;;
    '--city')
        return
        ;;
    '--region')
        return
        ;;
    '--postcode')
        return
        ;;
    '--country')
        return
        ;;
    '--address-label')
        return
        ;;
    '--related')
        return
        ;;
    '--profile')
        return
        ;;
    '--date')
        return
        ;;
    '--organization')
        return
        ;;
    '--photo')
        return
        ;;
    '--logo')
        return
        ;;
    '--role')
        return
        ;;
    '--gender')
        return
        ;;
    '--birthday')
        return
        ;;
    '--anniversary')
        return
        ;;
    '--notes')
        return
        ;;
    '--tags')
        return
        ;;
    '--add-tag')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion add -- --add-tag "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_contactsbook_edit() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --favorite --no-favorite --version -h --help)
    repeating_options=(-a --book --email --phone --url --address --related --profile --date --organization --add-tag --add-email --remove-email --add-phone --remove-phone --add-url --remove-url --add-address --remove-address --remove-tag --add-related --remove-related --add-profile --remove-profile --add-date --remove-date --add-organization --remove-organization)
    non_repeating_options=(--file -f --settings --id --first --last --middle --prefix --suffix --phonetic-first --phonetic-last --shown-as --nickname --company --department --title --street --city --region --postcode --country --address-label --photo --logo --role --gender --birthday --anniversary --notes --tags)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion edit -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--id')
        return
        ;;
    '--first')
        return
        ;;
    '--last')
        return
        ;;
    '--middle')
        return
        ;;
    '--prefix')
        return
        ;;
    '--suffix')
        return
        ;;
    '--phonetic-first')
        return
        ;;
    '--phonetic-last')
        return
        ;;
    '--shown-as')
        return
        ;;
    '--nickname')
        return
        ;;
    '--company')
        return
        ;;
    '--department')
        return
        ;;
    '--title')
        return
        ;;
    '--email')
        return
        ;;
    '--phone')
        return
        ;;
    '--url')
        return
        ;;
    '--address')
        return
        ;;
    '--street')
        return
        ;;
    '--city')
        return
        ;;
    '--region')
        return
        ;;
    '--postcode')
        return
        ;;
    '--country')
        return
        ;;
    '--address-label')
        return
        ;;
    '--related')
        return
        ;;
    '--profile')
        return
        ;;
    '--date')
        return
        ;;
    '--organization')
        return
        ;;
    '--photo')
        return
        ;;
    '--logo')
        return
        ;;
    '--role')
        return
        ;;
    '--gender')
        return
        ;;
    '--birthday')
        return
        ;;
    '--anniversary')
        return
        ;;
    '--notes')
        return
        ;;
    '--tags')
        return
        ;;
    '--add-tag')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion edit -- --add-tag "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--add-email')
        return
        ;;
    '--remove-email')
        return
        ;;
    '--add-phone')
        return
        ;;
    '--remove-phone')
        return
        ;;
    '--add-url')
        return
        ;;
    '--remove-url')
        return
        ;;
    '--add-address')
        return
        ;;
    '--remove-address')
        return
        ;;
    '--remove-tag')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion edit -- --remove-tag "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--add-related')
        return
        ;;
    '--remove-related')
        return
        ;;
    '--add-profile')
        return
        ;;
    '--remove-profile')
        return
        ;;
    '--add-date')
        return
        ;;
    '--remove-date')
        return
        ;;
    '--add-organization')
        return
        ;;
    '--remove-organization')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion edit -- positional@0 "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_contactsbook_delete() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --yes -y --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --id)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion delete -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--id')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion delete -- positional@0 "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_contactsbook_query() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion query -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    esac
}

_contactsbook_add-email() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings)
    __contactsbook_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion add-email -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    esac
}

_contactsbook_import() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --dry-run --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --format --on-duplicate)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion import -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--format')
        __contactsbook_add_completions -W 'auto'$'\n''vcard'$'\n''csv'$'\n''abook'$'\n''json'
        return
        ;;
    '--on-duplicate')
        __contactsbook_add_completions -W 'skip'$'\n''update'$'\n''add'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __contactsbook_add_completions -f
        return
        ;;
    esac
}

_contactsbook_export() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --format --vcard-version --csv-layout --output -o)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion export -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--format')
        __contactsbook_add_completions -W 'vcard'$'\n''csv'$'\n''abook'$'\n''json'
        return
        ;;
    '--vcard-version')
        __contactsbook_add_completions -W '4'$'\n''3'
        return
        ;;
    '--csv-layout')
        __contactsbook_add_completions -W 'google'$'\n''outlook'$'\n''generic'
        return
        ;;
    '--output'|'-o')
        __contactsbook_add_completions -f
        return
        ;;
    esac
}

_contactsbook_birthdays() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --json --parsable --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --days)
    __contactsbook_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion birthdays -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--days')
        return
        ;;
    esac
}

_contactsbook_sync() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --no-command --force-delete --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --vdir)
    __contactsbook_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion sync -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--vdir')
        return
        ;;
    esac
}

_contactsbook_books() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --parsable --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings)
    __contactsbook_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion books -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    esac
}

_contactsbook_copy() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --id --to)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion copy -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--id')
        return
        ;;
    '--to')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion copy -- --to "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion copy -- positional@0 "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_contactsbook_move() {
    repeating_flags=()
    non_repeating_flags=(--read-only --force-write --version -h --help)
    repeating_options=(-a --book)
    non_repeating_options=(--file -f --settings --id --to)
    __contactsbook_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file'|'-f')
        __contactsbook_add_completions -f
        return
        ;;
    '-a'|'--book')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion move -- --book "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    '--settings')
        __contactsbook_add_completions -o plusdirs -fX '!*.@(toml)'
        return
        ;;
    '--id')
        return
        ;;
    '--to')
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion move -- --to "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __contactsbook_add_literal_completions "$(__contactsbook_custom_complete ---completion move -- positional@0 "${COMP_CWORD}" "$(__contactsbook_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_contactsbook_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __contactsbook_offer_flags_options -1
}

complete -o filenames -F _contactsbook contactsbook
