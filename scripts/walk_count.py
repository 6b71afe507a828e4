#!/usr/bin/env python3
"""Counts the functions of ours that ran while callgrind collected (scripts/walk.sh): named
functions, methods and initialisers, with closures and local functions counted apart, and
accessors, witnesses, thunks and compiler-made helpers left out. Usage:
walk_count.py [-v] CALLGRIND_OUT..."""
import collections
import re
import subprocess
import sys

OURS = ("12ContactsCore", "14ContactsEngine", "15ContactsBookApp", "10TerminalUI", "12contactsbook")
LEFT_OUT = re.compile(
    r"\.(getter|setter|modify|read|unsafeMutableAddressor|didset|willset)\b|key path (getter|setter)|__allocating_init"
    r"|^\$defer|witness|metadata|outlined|thunk|\bdestroy\b|initializeWithCopy|assignWith|EnumTag|deinit|default argument"
    r"|lazy protocol|associated type|reflection|ivar_destroyer|partial apply|__derived_")
CLOSURE = re.compile(r"^(implicit )?closure #|^\w+ #\d+ ")


def executed(path):
    """The functions with a cost of their own in one callgrind output file."""
    names, ran, current, after_call = {}, set(), None, False
    for line in open(path, errors="replace"):
        if line.startswith(("fn=", "cfn=")):
            match = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.strip())
            if match.group(2):
                names[match.group(1)] = match.group(2)
            if line.startswith("fn="):
                current, after_call = names.get(match.group(1)), False
        elif line.startswith("calls="):
            after_call = True
        elif line[:1] in "0123456789+-*" and current:
            # A cost line: the function's own, unless it is the inclusive cost of a call.
            if after_call:
                after_call = False
            elif any(int(word) for word in line.split()[1:] if word.isdigit()):
                ran.add(current)
    return ran


def count(paths, verbose):
    symbols = sorted({s for path in paths for s in executed(path) if any(m in s for m in OURS)})
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(symbols), capture_output=True, text=True).stdout.split("\n")
    named = sorted({name for name in demangled[: len(symbols)] if name and not LEFT_OUT.search(name)})
    closures = [name for name in named if CLOSURE.search(name)]
    functions = [name for name in named if not CLOSURE.search(name)]
    types = {re.sub(r"^static ", "", name).split("(")[0].rsplit(".", 1)[0] for name in functions}
    print(f"{len(functions)} functions in {len(types)} types (and {len(closures)} closures)")
    if verbose:
        for name in functions:
            print("   ", name[:150])


if __name__ == "__main__":
    arguments = sys.argv[1:]
    verbose = "-v" in arguments
    count([a for a in arguments if a != "-v"], verbose)
