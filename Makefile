# ContactsBook: `make run` starts the app, `make test` runs every test, `make check` what CI runs.
PREFIX ?= /usr/local
SWIFT ?= swift
BIN_DIR = $$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)

.PHONY: run build release test check lint format coverage deps install uninstall clean sample scene scene-check completions bench fuzz sanitize walk po po-check locale
# The catalogs compiled from po/, which `make run` and `make sample` use (CONTACTSBOOK_LOCALEDIR).
LOCALE_DIR = .build/locale

# Installs libncurses-dev and tmux when missing (Debian), as root or through sudo.
deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --static-swift-stdlib

# Opens the book at the default place ($$XDG_DATA_HOME/contactsbook/contacts.json).
run: release locale
	CONTACTSBOOK_LOCALEDIR="$(LOCALE_DIR)" "$(BIN_DIR)/contactsbook" $(ARGS)

# Opens a scratch copy of the bundled sample book, so trying things out touches nothing real.
sample: release locale
	@mkdir -p .sample && cp Resources/sample-contacts.json .sample/contacts.json
	CONTACTSBOOK_LOCALEDIR="$(LOCALE_DIR)" "$(BIN_DIR)/contactsbook" --file .sample/contacts.json

# Every test, in a debug build: the loop a contributor runs (under 10 minutes from a fresh clone).
test: deps lint po-check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# What CI runs: the tests, then the longer checks: a short fuzz of each target, the engine's
# tests under the sanitizers, the scene generator on a scratch copy, and line coverage.
check: test
	FUZZ_SECONDS=20 ./scripts/fuzz.sh
	$(MAKE) sanitize
	$(MAKE) scene-check
	$(MAKE) coverage

# The domain's and the storage engine's tests (ContactsCoreTests, ContactsEngineTests: the JSON
# codec, buffers, parallel parts) under the address and the thread sanitizer, each in its own build folder. Leak reports are off: the
# only leaks found are the toolchain's (XCTest's runner, Foundation reading an empty file).
sanitize: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize address --scratch-path .build-asan --filter 'Contacts(Core|Engine)Tests'
	$(SWIFT) test --sanitize thread --scratch-path .build-tsan --filter 'Contacts(Core|Engine)Tests'

# libFuzzer with the address sanitizer on the book's loader and each importer, in .build-fuzz:
# make fuzz FUZZ_SECONDS=600 [FUZZ_TARGETS=FuzzVCard]. Crashes land in .build-fuzz/crashes.
FUZZ_SECONDS ?= 300
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./scripts/fuzz.sh

# swift-format ships with the toolchain; .swift-format forbids force unwraps and force tries
# in Sources (Tests/.swift-format allows them in tests).
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

# Line coverage of ContactsCore and of the scenes; fails below 85%.
coverage: deps
	@./scripts/coverage.sh

format:
	$(SWIFT) format format --in-place --recursive Package.swift Sources Tests

# A new VIP scene with its tests, wired into Screen, the factory and Help: make scene NAME=Birthdays
scene:
	@./scripts/new-scene.sh "$(NAME)"

# Proves the generator on a scratch copy: the generated scene compiles, lints and passes its tests.
scene-check:
	@./scripts/check-scene-generator.sh

# The functions of ours one edit walks through, phase by phase (valgrind's callgrind on the
# debug binary): the table in docs/ARCHITECTURE.md, "One edit, key press to disk".
walk: deps
	@./scripts/walk.sh

# ContactsBook against abook on generated books, in a pseudo-terminal: see docs/BENCHMARKS.md.
bench: deps
	@./scripts/bench.sh

# The translations (po/README.md): `make po` extracts every marked message into
# po/contactsbook.pot and merges it into each po/LANG.po; `make po-check` (part of `make test`)
# fails when the .pot is not current or a catalog fails msgfmt --check or is incomplete.
po:
	python3 scripts/po.py update

po-check:
	python3 scripts/po.py check

locale:
	python3 scripts/po.py compile "$(LOCALE_DIR)"

# Shell completions, generated from the commands' own definitions (a test checks they are current).
completions: build
	for shell in bash zsh fish; do "$$($(SWIFT) build --show-bin-path)/contactsbook" --generate-completion-script $$shell \
		> Resources/completions/contactsbook.$$shell; done

install: release locale
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/contactsbook" "$(DESTDIR)$(PREFIX)/share/man/man1"
	for catalog in $(LOCALE_DIR)/*/LC_MESSAGES/contactsbook.mo; do language=$${catalog#$(LOCALE_DIR)/}; language=$${language%%/*}; \
		install -D -m 0644 "$$catalog" "$(DESTDIR)$(PREFIX)/share/locale/$$language/LC_MESSAGES/contactsbook.mo"; done
	install -s -m 0755 "$(BIN_DIR)/contactsbook" "$(DESTDIR)$(PREFIX)/bin/contactsbook"
	install -m 0644 Resources/sample-contacts.json "$(DESTDIR)$(PREFIX)/share/contactsbook/sample-contacts.json"
	install -m 0644 Resources/contactsbook.1 "$(DESTDIR)$(PREFIX)/share/man/man1/contactsbook.1"
	install -d "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 0644 Resources/completions/contactsbook.bash "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/contactsbook"
	install -m 0644 Resources/completions/contactsbook.zsh "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_contactsbook"
	install -m 0644 Resources/completions/contactsbook.fish "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/contactsbook.fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/contactsbook" "$(DESTDIR)$(PREFIX)/share/man/man1/contactsbook.1"
	rm -rf "$(DESTDIR)$(PREFIX)/share/contactsbook"
	rm -f "$(DESTDIR)$(PREFIX)"/share/locale/*/LC_MESSAGES/contactsbook.mo
	rm -f "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/contactsbook" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_contactsbook" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/contactsbook.fish"

clean:
	$(SWIFT) package clean
	rm -rf .sample .build-fuzz .build-asan .build-tsan
