#!/usr/bin/env python3
"""The translation catalogs: po/contactsbook.pot from the sources, the .po files checked and compiled.

xgettext does not read Swift, so this extracts what it would: the first literal of each
tr("..."), tr("...", context: "..."), trn("...", "...", n) and N_("...") call, with its place.

  scripts/po.py pot            writes po/contactsbook.pot
  scripts/po.py update         writes the .pot, then merges it into each po/LANG.po (msgmerge)
  scripts/po.py check          fails when the .pot is not current, or a .po fails msgfmt --check,
                               is incomplete, or has a fuzzy entry
  scripts/po.py compile DIR    compiles each po/LANG.po to DIR/LANG/LC_MESSAGES/contactsbook.mo
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POT = os.path.join(ROOT, "po", "contactsbook.pot")
HEADER = '''# Every message of ContactsBook a person reads. Written by scripts/po.py: do not edit.
msgid ""
msgstr ""
"Project-Id-Version: contactsbook\\n"
"Report-Msgid-Bugs-To: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
'''.rstrip("\n")
SWIFT_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}


def tokens(text):
    """Swift tokens that matter here: (kind, value, line) for names, literals and punctuation.
    Comments are skipped; a literal with interpolation is ("interpolated", None, line)."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else n
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            line += text.count("\n", i, end)
            i = end
        elif c == '"' or (c == "#" and text.startswith('#"', i)):
            start_line = line
            raw = c == "#"
            if raw:
                i += 1
            multi = text.startswith('"""', i)
            quote = '"""' if multi else '"'
            i += len(quote)
            value, interpolated = [], False
            while i < n and not text.startswith(quote + ("#" if raw else ""), i):
                ch = text[i]
                if ch == "\\" and not raw:
                    nxt = text[i + 1]
                    if nxt == "(":
                        interpolated = True
                        depth, i = 1, i + 2
                        while i < n and depth:
                            depth += {"(": 1, ")": -1}.get(text[i], 0)
                            i += 1
                        continue
                    if nxt == "u":
                        end = text.index("}", i)
                        value.append(chr(int(text[i + 3:end], 16)))
                        i = end + 1
                        continue
                    if nxt == "\n":
                        line += 1
                        i += 2
                        continue
                    value.append(SWIFT_ESCAPES.get(nxt, nxt))
                    i += 2
                    continue
                if ch == "\n":
                    line += 1
                value.append(ch)
                i += 1
            i += len(quote) + (1 if raw else 0)
            if multi:
                value = "".join(value)
                value = value[1:] if value.startswith("\n") else value
            yield ("interpolated", None, start_line) if interpolated else ("string", "".join(value), start_line)
        elif c.isalnum() or c == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            yield ("name", text[i:j], line)
            i = j
        else:
            yield ("punct", c, line)
            i += 1


def note_above(lines, line):
    """The `// TRANSLATORS: ...` comment block right above `line` (1-based), for translators."""
    block, number = [], line - 2
    while number >= 0 and lines[number].strip().startswith("//"):
        block.insert(0, lines[number].strip()[2:].strip())
        number -= 1
    for index, text in enumerate(block):
        if text.startswith("TRANSLATORS:"):
            return " ".join(block[index:])[len("TRANSLATORS:"):].strip()
    return None


def messages(path, rel):
    """(context, msgid, plural, place, note) of each marked literal; exits on a call that marks no literal."""
    source = open(path, encoding="utf-8").read()
    lines = source.split("\n")
    toks = list(tokens(source))
    found = []
    for k, (kind, value, line) in enumerate(toks):
        if kind != "name" or value not in ("tr", "trn", "N_") or k + 2 >= len(toks):
            continue
        if toks[k + 1][1] != "(" or (k > 0 and toks[k - 1][1] in (".",)) or (k > 0 and toks[k - 1][1] == "func"):
            continue
        first = toks[k + 2]
        if first[0] != "string":
            sys.exit(f"{rel}:{line}: {value}( needs a plain literal (no interpolation) as its message")
        place = f"{rel}:{line}"
        if value == "trn":
            second = toks[k + 4] if k + 4 < len(toks) else None
            if toks[k + 3][1] != "," or not second or second[0] != "string":
                sys.exit(f"{place}: trn( needs two plain literals, the singular and the plural")
            found.append((None, first[1], second[1], place, note_above(lines, line)))
            continue
        context = None
        if value == "tr" and k + 6 < len(toks) and toks[k + 3][1] == "," and toks[k + 4][1] == "context" and toks[k + 5][1] == ":":
            if toks[k + 6][0] != "string":
                sys.exit(f"{place}: a context must be a plain literal")
            context = toks[k + 6][1]
        found.append((context, first[1], None, place, note_above(lines, line)))
    return found


def po_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    if "\\n" in escaped[:-2]:
        parts = escaped.split("\\n")
        lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return '""\n' + "\n".join(f'"{line}"' for line in lines)
    return f'"{escaped}"'


def pot_text():
    entries, order = {}, []
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            for context, msgid, plural, place, note in messages(path, os.path.relpath(path, ROOT)):
                key = (context, msgid)
                if key not in entries:
                    entries[key] = {"plural": plural, "places": [], "notes": []}
                    order.append(key)
                elif entries[key]["plural"] != plural:
                    sys.exit(f"{place}: {msgid!r} is used with two different plurals")
                entries[key]["places"].append(place)
                if note and note not in entries[key]["notes"]:
                    entries[key]["notes"].append(note)
    out = [HEADER]
    for key in order:
        context, msgid = key
        entry = entries[key]
        out.append("")
        out.extend("#. " + note for note in entry["notes"])
        out.append("#: " + " ".join(entry["places"]))
        if re.search(r"\{[a-zA-Z_]+\}", msgid + (entry["plural"] or "")):
            out.append("#, python-brace-format")
        if context is not None:
            out.append("msgctxt " + po_string(context))
        out.append("msgid " + po_string(msgid))
        if entry["plural"] is not None:
            out.append("msgid_plural " + po_string(entry["plural"]))
            out.append('msgstr[0] ""')
            out.append('msgstr[1] ""')
        else:
            out.append('msgstr ""')
    return "\n".join(out) + "\n"


def languages():
    return sorted(name[:-3] for name in os.listdir(os.path.join(ROOT, "po")) if name.endswith(".po"))


def main(args):
    command = args[0] if args else "check"
    if command == "pot":
        open(POT, "w", encoding="utf-8").write(pot_text())
    elif command == "update":
        open(POT, "w", encoding="utf-8").write(pot_text())
        for language in languages():
            po = os.path.join(ROOT, "po", language + ".po")
            subprocess.run(["msgmerge", "--quiet", "--update", "--backup=none", "--no-fuzzy-matching", "--no-wrap", po, POT], check=True)
    elif command == "check":
        problems = []
        if open(POT, encoding="utf-8").read() != pot_text():
            problems.append("po/contactsbook.pot is not current: run `make po` and commit it")
        for language in languages():
            po = os.path.join(ROOT, "po", language + ".po")
            result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po], capture_output=True, text=True)
            said = result.stderr.strip()
            if result.returncode != 0:
                problems.append(f"po/{language}.po fails msgfmt --check:\n{said}")
            elif "untranslated" in said or "fuzzy" in said:
                problems.append(f"po/{language}.po is incomplete: {said}")
            missing = subprocess.run(["msgcmp", "--use-untranslated", po, POT], capture_output=True, text=True)
            if missing.returncode != 0:
                problems.append(f"po/{language}.po lacks messages of the .pot (run `make po`):\n{missing.stderr.strip()}")
        if problems:
            sys.exit("\n".join(problems))
    elif command == "compile":
        for language in languages():
            folder = os.path.join(args[1], language, "LC_MESSAGES")
            os.makedirs(folder, exist_ok=True)
            subprocess.run(["msgfmt", "--check", "-o", os.path.join(folder, "contactsbook.mo"),
                            os.path.join(ROOT, "po", language + ".po")], check=True)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
