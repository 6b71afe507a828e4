"""`make bench`, several books: the release build on ten books of 10,000 contacts shown together
(against one book of 100,000, the same count), and a move between two books of 50,000, in a
100x30 pseudo-terminal. Writes its table to docs/BENCHMARKS.md between its own markers.

usage: bench_books.py BINARY WORKDIR REPORT (RUNS in the environment, default 5)"""
import os
import shutil
import statistics
import subprocess
import sys
import time

from bench_tui import Session, environment, fmt, ms, ours_full, ours_loaded, searching, wait_for_new_file, write_table

binary, work, report = sys.argv[1], sys.argv[2], sys.argv[3]
runs = int(os.environ.get("RUNS", "5"))
here = os.path.dirname(os.path.abspath(__file__))
env = environment(work)


def make_books(prefix, count, size):
    """`count` books of `size` contacts, each its own seed (its own ids), and settings naming them."""
    paths = []
    for number in range(count):
        path = "%s/%s-%d.json" % (work, prefix, number)
        subprocess.run([sys.executable, os.path.join(here, "bench-book.py"), str(size), path, path + ".abook", str(100 + number)],
                       check=True, capture_output=True)
        paths.append(path)
    settings = "%s/%s.toml" % (work, prefix)
    with open(settings, "w") as file:
        for number, path in enumerate(paths):
            file.write('[books.b%d]\nfile = "%s.run"\n%s\n' % (number, path, "default = true" if number == 0 else ""))
    return paths, settings


def fresh_copies(paths):
    # copy2 keeps each book's time: saved before the session, as a user's books are.
    for path in paths:
        shutil.copy2(path, path + ".run")
        for leftover in os.listdir(work):
            if leftover.startswith(os.path.basename(path) + ".run."):
                os.remove(os.path.join(work, leftover))


ten, ten_settings = make_books("ten", 10, 10_000)
two, two_settings = make_books("two", 2, 50_000)
results = {key: [] for key in ["first", "key_reading", "loaded", "memory", "moved", "key_moving", "written"]}
for run in range(runs):
    fresh_copies(ten)
    session = Session([binary, "--settings", ten_settings], env)
    results["first"].append(ms(session.until(ours_full)))
    results["key_reading"].append(ms(session.answered(b"/", searching)))
    results["loaded"].append(ms(session.until(ours_loaded)))
    session.settle()
    session.burst(b"\x1b")
    results["memory"].append(session.quit(b"q"))

    fresh_copies(two)
    session = Session([binary, "--settings", two_settings], env)
    session.until(ours_loaded)
    session.settle()
    # b0 alone shown (B, j, Enter), so the selected contact is in b0; then moved to b1 (M, j, Enter).
    session.burst(b"B")
    session.burst(b"j")
    session.burst(b"\r")
    session.burst(b"M")
    session.burst(b"j")
    target, source = two[1] + ".run", two[0] + ".run"
    inodes = {path: os.stat(path).st_ino for path in (target, source)}
    pressed = time.monotonic()
    results["moved"].append(ms(session.answered(b"\r", lambda lines: any("Moved 1 contact" in line for line in lines[-2:]))))
    # A key typed while both files are written (off the run loop): its answer, the search line
    # (the status line keeps saying what the move did).
    results["key_moving"].append(ms(session.answered(b"/", lambda lines: lines[-2].rstrip() == " /")))
    results["written"].append(ms(max(wait_for_new_file(path, inodes[path], pressed) for path in (target, source))))
    session.settle()
    # Esc alone first: an Esc with a key after it at once is Alt and that key.
    session.burst(b"\x1b")
    session.quit(b"q")
    print("  several books: run %d of %d done" % (run + 1, runs), file=sys.stderr)


figures = [
    ("10 books of 10,000", "start to first full screen", statistics.median(results["first"]), "ms"),
    ("10 books of 10,000", "start to loaded, sorted, searchable", statistics.median(results["loaded"]), "ms"),
    ("10 books of 10,000", "a key while the books are read (/, median)", statistics.median(results["key_reading"]), "ms"),
    ("10 books of 10,000", "peak memory (session)", statistics.median(results["memory"]), "MB"),
    ("2 books of 50,000", "move one contact: Enter until the list says so", statistics.median(results["moved"]), "ms"),
    ("2 books of 50,000", "a key while both files are written (/, slowest)", max(results["key_moving"]), "ms"),
    ("2 books of 50,000", "move one contact: Enter until both files are written (fsync each)", statistics.median(results["written"]), "ms"),
]
table = "\n".join(["| books | figure | ContactsBook |", "|---|---|---|"]
                  + ["| %s | %s | %s |" % (books, name, fmt(value, unit)) for books, name, value, unit in figures])
print(table)
write_table(report, "books table", "%s, %d runs a figure.\n\n" % (time.strftime("%Y-%m-%d"), runs), table)
