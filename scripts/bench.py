"""`make bench`: ContactsBook's release build and abook 0.6.1, side by side in the same run, on the
same generated contacts, in a 100x30 pseudo-terminal. Prints a table of medians and ratios
(ours / abook) and writes it, with the method, to docs/BENCHMARKS.md.

usage: bench.py BINARY WORKDIR REPORT SIZE... (RUNS in the environment, default 5)"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

from bench_tui import ROWS, Session, environment, filled_rows, fmt, ms, ours_full, ours_loaded, searching, wait_for_new_file, write_table

binary, work, report, sizes = sys.argv[1], sys.argv[2], sys.argv[3], [int(size) for size in sys.argv[4:]]
runs = int(os.environ.get("RUNS", "5"))
here = os.path.dirname(os.path.abspath(__file__))
env = environment(work)
# Measured once each, at the largest of these sizes: abook's pairwise duplicate removal takes
# minutes at 100,000 and the idle measure takes 10 s a program.
once_at = max(size for size in sizes if size <= 100_000)


def median(values):
    return statistics.median(values) if values else None


def listing(lines):
    return lines[0].startswith(" ContactsBook —")


def abook_full(lines):
    # abook draws its rows, then a line (of box characters) under them, and leaves the last row.
    return filled_rows(lines) >= ROWS - 1 and lines[-2].strip() != ""


def session_ours(book, query, run, results):
    copy = "%s/ours-run.json" % work
    # copy2 keeps the book's modification time: a user's book was saved before the session,
    # not a moment ago (a file changed in the last two seconds is read again before a save).
    shutil.copy2(book, copy)
    for leftover in os.listdir(work):
        if leftover.startswith("ours-run.json."):
            os.remove(os.path.join(work, leftover))
    session = Session([binary, "--file", copy], env)
    results["first"].append(ms(session.until(ours_full)))
    # A key typed while the book is read (a large book's first page is up): its answer.
    results["key_reading"].append(ms(session.answered(b"/", searching)))
    results["loaded"].append(ms(session.until(ours_loaded)))
    session.settle()
    session.burst(b"\x1b")
    if run == 0 and results.get("measure_idle"):
        results["idle"].append(idle_cpu(session))
    session.burst(b"/")
    keys = [ms(session.burst(char.encode())) for char in query]
    results["filter"].extend(keys)
    results["filter_last"].append(keys[-1])
    session.burst(b"\r")
    session.burst(b"\x1b")
    results["sort"].append(ms(session.burst(b"s")))
    info = os.stat(copy)
    saved = session.send(b"*")
    # A key typed while the save is written (off the run loop): its answer.
    results["key_saving"].append(ms(session.answered(b"/", searching)))
    results["save"].append(ms(wait_for_new_file(copy, info.st_ino, saved, info.st_size)))
    session.settle()
    session.burst(b"\x1b")
    if run == 0:
        # The screen says it is looking first (the grouping runs off the run loop): wait for the groups.
        results["dups"].append(
            ms(session.shown(b"D", lambda lines: "Possible duplicates" in lines[0] and "looking" not in lines[0])))
        session.burst(b"\x1b")
    # Esc typed while duplicates are grouped: back on the list (ncurses waits 25 ms to tell an
    # Esc from a key sequence's start).
    session.send(b"D")
    session.until(lambda lines: "Possible duplicates" in lines[0])
    results["key_grouping"].append(ms(session.answered(b"\x1b", listing)))
    session.settle()
    results["memory"].append(session.quit(b"q"))
    # The saved book opened again (a book this app wrote, one line changed).
    again = Session([binary, "--file", copy], env)
    results["loaded_changed"].append(ms(again.until(ours_loaded)))
    again.settle()
    again.quit(b"q")


def open_ours(book, results, key):
    """Start to loaded of a copy of `book` (another layout of the same contacts), then quit."""
    copy = "%s/ours-layout.json" % work
    shutil.copy2(book, copy)
    session = Session([binary, "--file", copy], env)
    results[key].append(ms(session.until(ours_loaded)))
    session.settle()
    session.quit(b"q")


def other_layouts(book):
    """The same book as other tools write JSON: pretty-printed (two-space indent, Python's and
    jq's default) and all on one line. Written once a size, with the original's time."""
    with open(book) as source:
        data = json.load(source)
    paths = {"pretty": book + ".pretty.json", "oneline": book + ".oneline.json"}
    with open(paths["pretty"], "w") as target:
        json.dump(data, target, indent=2, ensure_ascii=False)
    with open(paths["oneline"], "w") as target:
        json.dump(data, target, separators=(",", ":"), ensure_ascii=False)
    for path in paths.values():
        shutil.copystat(book, path)
    return paths


def session_abook(book, query, run, results, size):
    copy = "%s/abook-run" % work
    shutil.copy2(book, copy)
    session = Session(["abook", "--datafile", copy], env)
    results["first"].append(ms(session.until(abook_full)))
    results["loaded"].append(results["first"][-1])
    session.settle()
    if run == 0 and results.get("measure_idle"):
        results["idle"].append(idle_cpu(session))
    session.burst(b"/")
    session.burst(query.encode())
    results["search"].append(ms(session.burst(b"\r")))
    results["sort"].append(ms(session.burst(b"s")))
    info = os.stat(copy)
    results["save"].append(ms(wait_for_new_file(copy, info.st_ino, session.send(b"w"), info.st_size)))
    session.settle()
    if run == 0 and size <= 10_000:
        session.burst(b"U")  # "Remove duplicates (y/N)?"
        results["dups"].append(ms(session.burst(b"y", quiet=1.0)))
    results["memory"].append(session.quit(b"Qy"))  # y: abook asks when there are unsaved changes


def idle_cpu(session, seconds=10):
    # Steady state: after the load's own background work (ours makes the other orders, ~0.3 s).
    time.sleep(2)
    before = session.cpu_seconds()
    time.sleep(seconds)
    return ms(session.cpu_seconds() - before)


def command_time(argv, output=None, stdout_to=None):
    """Wall time of a command that must succeed. A file it writes is removed first: abook
    refuses to overwrite one, and a refusal (after reading the whole book) is not an export.
    `stdout_to`: a file its standard output goes to, as a shell's `>` would."""
    for path in (output, stdout_to):
        if path and os.path.exists(path):
            os.remove(path)
    with open(stdout_to, "wb") if stdout_to else open(os.devnull, "wb") as stdout:
        started = time.monotonic()
        subprocess.run(argv, env=env, stdout=stdout, stderr=subprocess.DEVNULL, check=True)
        return ms(time.monotonic() - started)


def ratio(ours, theirs):
    return "%.2f" % (ours / theirs) if ours is not None and theirs else "-"


rows = []
for size in sizes:
    book, addressbook = "%s/book-%d.json" % (work, size), "%s/abook-%d" % (work, size)
    query = subprocess.run([sys.executable, os.path.join(here, "bench-book.py"), str(size), book, addressbook],
                           check=True, capture_output=True, text=True).stdout.strip()
    ours = {key: [] for key in ["first", "loaded", "loaded_changed", "filter", "filter_last", "sort", "save", "dups", "key_reading", "key_saving", "key_grouping", "memory", "idle", "query", "export", "export_output", "loaded_pretty", "loaded_oneline"]}
    layouts = other_layouts(book)
    theirs = {key: [] for key in ["first", "loaded", "search", "sort", "save", "dups", "memory", "idle", "query", "export"]}
    ours["measure_idle"] = theirs["measure_idle"] = size == once_at
    for run in range(runs):
        session_ours(book, query, run, ours)
        session_abook(addressbook, query, run, theirs, size)
        open_ours(layouts["pretty"], ours, "loaded_pretty")
        open_ours(layouts["oneline"], ours, "loaded_oneline")
        ours["query"].append(command_time([binary, "query", "--file", book, query]))
        theirs["query"].append(command_time(["abook", "--datafile", addressbook, "--mutt-query", query]))
        ours["export"].append(command_time([binary, "export", "--file", book, "--format", "vcard"], stdout_to=work + "/out.vcf"))
        ours["export_output"].append(command_time([binary, "export", "--file", book, "--format", "vcard", "--output", work + "/out.vcf"],
                                                  output=work + "/out.vcf"))
        theirs["export"].append(command_time(["abook", "--convert", "--informat", "abook", "--infile", addressbook,
                                              "--outformat", "vcard", "--outfile", work + "/out-abook.vcf"],
                                             output=work + "/out-abook.vcf"))
        print("  %d contacts: run %d of %d done" % (size, run + 1, runs), file=sys.stderr)
    figures = [
        ("start to first full screen", median(ours["first"]), median(theirs["first"]), "ms"),
        ("start to loaded, sorted, searchable", median(ours["loaded"]), median(theirs["loaded"]), "ms"),
        ("the same, the open after a one-edit save", median(ours["loaded_changed"]), median(theirs["loaded"]), "ms"),
        ("the same, a book pretty-printed by another tool", median(ours["loaded_pretty"]), median(theirs["loaded"]), "ms"),
        ("the same, a book all on one line", median(ours["loaded_oneline"]), median(theirs["loaded"]), "ms"),
        ("search: a key typed in the filter (median)", median(ours["filter"]), median(theirs["search"]), "ms"),
        ("search: slowest key of the filter", max(ours["filter"]), median(theirs["search"]), "ms"),
        ("sort change", median(ours["sort"]), median(theirs["sort"]), "ms"),
        ("a key while the book is read (/, median)", median(ours["key_reading"]), None, "ms"),
        ("a key while a save is written (/, median)", median(ours["key_saving"]), None, "ms"),
        ("Esc while duplicates are grouped (median)", median(ours["key_grouping"]), None, "ms"),
        ("slowest key of all sessions (any above)", max(ours["filter"] + ours["sort"] + ours["key_reading"] + ours["key_saving"]
                                                     + ours["key_grouping"]), None, "ms"),
        ("save one edit (ours with fsync)", median(ours["save"]), median(theirs["save"]), "ms"),
        ("duplicate grouping (once)", median(ours["dups"]), median(theirs["dups"]), "ms"),
        ("peak memory (session)", median(ours["memory"]), median(theirs["memory"]), "MB"),
        ("CPU over 10 idle seconds (once)", median(ours["idle"]), median(theirs["idle"]), "ms"),
        ("query (mutt)", median(ours["query"]), median(theirs["query"]), "ms"),
        ("export to vCard", median(ours["export"]), median(theirs["export"]), "ms"),
        ("export to vCard, --output (atomic, fsync)", median(ours["export_output"]), None, "ms"),
    ]
    for name, mine, abook, unit in figures:
        rows.append("| {:,} | {} | {} | {} | {} |".format(size, name, fmt(mine, unit), fmt(abook, unit), ratio(mine, abook)))
        print(rows[-1])

table = "\n".join(["| contacts | figure | ContactsBook | abook 0.6.1 | ours / abook |", "|---|---|---|---|---|"] + rows)
print(table)
stamp = "%s, %d runs a figure, `BENCH_SIZES=\"%s\"`.\n\n" % (time.strftime("%Y-%m-%d"), runs, " ".join(map(str, sizes)))
write_table(report, "table", stamp, table)
