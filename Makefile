# Citadela: one entry point for building, running, testing and benchmarking.
#   make            build the engine, tools, art and the game
#   make run        install missing packages, build, open the game
#   make test       install missing packages, build, run every test (also under ASan+UBSan)
#   make bench      speed figures: the engine, the window, the network
#   make soak       long runs under ASan+UBSan: random games and every fuzzer (not in CI)
#   make WERROR=0   build without -Werror (for packagers)
# Parts of the build live in mk/*.mk, one per component.

CC ?= cc
PREFIX ?= /usr/local
DESTDIR ?=
BUILD ?= build
WERROR ?= 1
SAN ?= 0
OPT ?= -O2

WARN := -Wall -Wextra -Wpedantic -Wshadow -Wmissing-prototypes -Wstrict-prototypes \
        -Wwrite-strings -Wformat=2
ifeq ($(WERROR),1)
WARN += -Werror
endif
SANFLAGS :=
ifeq ($(SAN),1)
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
OPT := -O1
endif

BASE_CFLAGS := -std=c11 $(OPT) -g $(WARN) $(SANFLAGS) -MMD -MP
ENGINE_CFLAGS := $(BASE_CFLAGS) -Wconversion -Iengine $(CFLAGS)
TOOL_CFLAGS := $(BASE_CFLAGS) -Iengine -Itools/shared -Icommon $(CFLAGS)
ALL_LDFLAGS := $(SANFLAGS) $(LDFLAGS)

SDL_CFLAGS = $(shell pkg-config --cflags sdl2 SDL2_image SDL2_ttf 2>/dev/null)
SDL_LIBS = $(shell pkg-config --libs sdl2 SDL2_image SDL2_ttf 2>/dev/null)

# The catalogue numbers tile types in file order: a set added later goes after those before it
# (LATE_TILE_FILES, in the order they came), so the older sets keep their numbers and every game
# of them plays and hashes as before (the speed guard's digests, tests/speed/baseline.txt).
LATE_TILE_FILES := assets/tiles/tower.tiles assets/tiles/dragon.tiles assets/tiles/abbey.tiles assets/tiles/hills.tiles assets/tiles/bigtop.tiles
TILE_FILES := $(filter-out $(LATE_TILE_FILES),$(sort $(wildcard assets/tiles/*.tiles))) $(LATE_TILE_FILES)

.PHONY: all deps deps-run run test check bench clean install uninstall asan-test
all: deps-run engine tools

# What building and running need (make, make run) and what only the tests need (make test).
deps:
	@sh scripts/install-deps.sh test
deps-run:
	@sh scripts/install-deps.sh run

# ---- engine ---------------------------------------------------------------------------
ENGINE_SRC := $(wildcard engine/*.c engine/modules/*/*.c)
ENGINE_OBJ := $(ENGINE_SRC:engine/%.c=$(BUILD)/obj/engine/%.o) $(BUILD)/obj/gen/tiles_gen.o
LIBENGINE := $(BUILD)/libengine.a

# The tile generator compiles its own copy of the parser and table builder, so it
# never waits for the library it feeds.
# The modules' tile words come with it (the registry's word table and each module's
# table: data only).
TILE_WORDS_SRC := engine/registry_tilewords.c $(sort $(wildcard engine/modules/*/*_tilewords.c))
TILEGEN_SRC := tools/build/tilegen.c tools/shared/readfile.c engine/tileset.c engine/tiletables.c engine/textfmt.c \
               $(TILE_WORDS_SRC)
TILEGEN_OBJ := $(TILEGEN_SRC:%.c=$(BUILD)/obj/tilegen/%.o)

.PHONY: engine
engine: $(LIBENGINE)

$(LIBENGINE): $(ENGINE_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/obj/engine/%.o: engine/%.c
	@mkdir -p $(@D)
	$(CC) $(ENGINE_CFLAGS) -c $< -o $@

$(BUILD)/obj/gen/%.o: $(BUILD)/gen/%.c
	@mkdir -p $(@D)
	$(CC) $(ENGINE_CFLAGS) -c $< -o $@

$(BUILD)/obj/tilegen/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_CFLAGS) -c $< -o $@

$(BUILD)/tilegen: $(TILEGEN_OBJ)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

$(BUILD)/gen/tiles_gen.c: $(BUILD)/tilegen $(TILE_FILES)
	@mkdir -p $(@D)
	$(BUILD)/tilegen $@ $(TILE_FILES)

# ---- components -------------------------------------------------------------------------
TOOLS :=
TEST_CMDS :=
# Checks that read the sources alone, no program of the build (after the components, below).
SOURCE_CHECKS :=
TEST_BINS :=
RUN_CMD := @echo "the game is not built yet"
# common/: the small utilities both the tools and the game use (strict number parsing).
COMMON_OBJ := $(BUILD)/obj/common/args.o

# ASAN_GUI_PLAIN_ENGINE=1: the sanitizer tree's window programs link the plain tree's engine and
# AI (-O2, no sanitizers; a sub-make brings them up to date). Most of their CPU went to the
# rules and the computer players, which their own sanitizer programs check; the window, network
# and harness code stays instrumented, and the runtime still watches every malloc and free.
ASAN_GUI_PLAIN_ENGINE ?= 1
GUI_ENGINE_LIBS = $(LIBAI) $(LIBENGINE)
ifeq ($(SAN)$(ASAN_GUI_PLAIN_ENGINE),11)
ifneq ($(abspath $(BUILD)),$(abspath build))
GUI_ENGINE_LIBS = build/libai.a build/libengine.a
.PHONY: FORCE
build/libai.a build/libengine.a &: FORCE
	@$(MAKE) --no-print-directory BUILD=build SAN=0 build/libai.a build/libengine.a
endif
endif
$(BUILD)/obj/common/%.o: common/%.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) -Icommon $(CFLAGS) -c $< -o $@

-include $(sort $(wildcard mk/*.mk))

# The sanitizer pass (SAN=1) would run the same source checks again, to the same result.
ifeq ($(SAN),0)
TEST_CMDS += $(SOURCE_CHECKS)
endif

.PHONY: tools
tools: $(TOOLS)

# ---- tests, bench ------------------------------------------------------------------------
# check-core is the whole suite, one program at a time; `make test` runs it and again under
# ASan+UBSan from one queue (below).
.PHONY: check check-core test-list
check: check-core
check-core: all $(TEST_BINS)
	@sh tests/run-suite.sh $(TEST_CMDS)
# The suite's commands, one a line, into TEST_LIST (for tests/run-pool.sh).
test-list:
	@printf '%s\n' $(TEST_CMDS) >$(TEST_LIST)

# The sanitizer pass looks for memory and undefined-behaviour faults, not for rare rule
# cases (the plain pass plays PROPERTY_GAMES games per mode, test_ai 40 games): fewer random
# games keep CI short (ten property modes, network and window tests since 2026-11-26; test_ai
# took 148 s under ASan with 40, 155 with 12 and 120 with 6 on 30 Nov 2026).
ASAN_PROPERTY_GAMES ?= 400
ASAN_AI_TEST_GAMES ?= 6
ASAN_MAKE = $(MAKE) --no-print-directory BUILD=build/asan SAN=1 PROPERTY_GAMES=$(ASAN_PROPERTY_GAMES) \
            AI_TEST_GAMES=$(ASAN_AI_TEST_GAMES)
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# Both builds first, then both suites' programs from one queue on JOBS workers
# (tests/run-pool.sh): the two suites cost about the same CPU but not the same wall time
# (the window tests wait on timers), and a shared queue keeps both cores busy to the end,
# the costliest programs of the last run (build/test-costs.txt; on a first run, as CI's,
# tests/test-costs.txt: `cp build/test-costs.txt tests/` when the suite changes much) first.
# The three checks of the sources side by side, each one process (about 12, 17 and 4 CPU
# seconds), each one's lines together (-Otarget).
test: deps
	@$(MAKE) --no-print-directory -j$(JOBS) -Otarget check-docs check-commits check-test-clocks
	@$(MAKE) --no-print-directory test-builds
	@$(MAKE) --no-print-directory test-list TEST_LIST=build/test-list.txt
	@$(ASAN_MAKE) test-list TEST_LIST=build/asan/test-list.txt
	@COSTS=build/test-costs.txt COSTS_START=tests/test-costs.txt sh tests/run-pool.sh $(JOBS) "" build/test-list.txt \
	    "the whole suite again under ASan+UBSan (run from the same queue as the plain pass)" build/asan/test-list.txt

.PHONY: test-bins test-builds
test-bins: all $(TEST_BINS)
# make test's builds, both trees (.ci/run makes them before the package checks' builds).
test-builds: deps
	@$(MAKE) --no-print-directory -j$(JOBS) test-bins
	@$(ASAN_MAKE) -j$(JOBS) test-bins

bench: deps all $(BUILD)/bench $(BUILD)/gui_bench $(BUILD)/net_bench $(BUILD)/store_bench $(BUILD)/citadela-server
	$(BUILD)/bench
	$(BUILD)/gui_bench
	$(BUILD)/net_bench $(BUILD)/citadela-server $(NET_BENCH_TABLES)
	$(BUILD)/net_bench $(BUILD)/citadela-server tls $(NET_BENCH_TABLES)
	$(BUILD)/store_bench $(BUILD)/citadela-server $(STORE_BENCH_GAMES)

run: deps-run all
	$(RUN_CMD)

clean:
	rm -rf build

# Install: a separate build whose compiled-in data dir is the installed one. It never
# installs packages (a packager's build root has no apt): missing libraries are an error.
APP_ID := cz.citadela.Citadela
DATADIR := $(PREFIX)/share/citadela
LOCALEDIR := $(PREFIX)/share/locale
ICONDIR := $(PREFIX)/share/icons/hicolor
MAN6DIR := $(PREFIX)/share/man/man6
# The README's pictures the metainfo names (software centres fetch them from the homepage).
SCREENSHOTS := menu midgame lesson finale results
# What install copies, and only that: the developer tools (bench, selfplay, cit-cli...) are
# not installed, so the install build (make deb's, with Debian's flags) does not compile them.
.PHONY: install-files
install-files: $(BUILD)/citadela $(BUILD)/citadela-server $(ART)/tiles-128.png $(ART_OUT) $(ICONS) $(SFX_OUT) $(METAINFO) $(DESKTOP) $(MO_FILES)
install:
	@pkg-config --exists sdl2 SDL2_image SDL2_ttf || \
	  { echo "make install: SDL2, SDL2_image and SDL2_ttf development files are missing (make deps installs them)" >&2; exit 1; }
	$(MAKE) --no-print-directory BUILD=build/install CIT_DATA_DIR=$(DATADIR) CIT_LOCALE_DIR=$(LOCALEDIR) install-files
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(DATADIR)/art $(DESTDIR)$(DATADIR)/sfx $(DESTDIR)$(PREFIX)/share/applications \
	  $(DESTDIR)$(PREFIX)/share/metainfo $(DESTDIR)$(MAN6DIR)
	install -m 755 build/install/citadela $(DESTDIR)$(PREFIX)/bin/citadela
	install -m 644 build/install/art/tiles-*.png build/install/art/*.txt build/install/art/icon-256.png \
	  $(DESTDIR)$(DATADIR)/art/
	install -m 644 build/install/sfx/*.wav $(DESTDIR)$(DATADIR)/sfx/
	for l in $(LINGUAS); do \
	  install -d $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
	  install -m 644 build/install/locale/$$l/LC_MESSAGES/citadela.mo $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/ || exit 1; \
	done
	install -m 644 build/install/gen/$(APP_ID).desktop $(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop
	install -m 644 build/install/gen/$(APP_ID).metainfo.xml $(DESTDIR)$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml
	install -d $(DESTDIR)$(DATADIR)/screenshots
	install -m 644 $(SCREENSHOTS:%=docs/screenshots/%.png) $(DESTDIR)$(DATADIR)/screenshots/
	install -m 644 assets/citadela.6 $(DESTDIR)$(MAN6DIR)/citadela.6
	install -m 755 build/install/citadela-server $(DESTDIR)$(PREFIX)/bin/citadela-server
	install -m 644 assets/citadela-server.6 $(DESTDIR)$(MAN6DIR)/citadela-server.6
	install -d $(DESTDIR)$(PREFIX)/lib/systemd/system
	sed 's|/usr/local/bin/|$(PREFIX)/bin/|' assets/citadela-server.service > $(DESTDIR)$(PREFIX)/lib/systemd/system/citadela-server.service
	for s in 16 24 32 48 64 128 256; do \
	  install -d $(DESTDIR)$(ICONDIR)/$${s}x$${s}/apps && \
	  install -m 644 build/install/art/icon-$$s.png $(DESTDIR)$(ICONDIR)/$${s}x$${s}/apps/$(APP_ID).png || exit 1; \
	done

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/citadela $(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop
	rm -f $(DESTDIR)$(PREFIX)/bin/citadela-server $(DESTDIR)$(MAN6DIR)/citadela-server.6 $(DESTDIR)$(PREFIX)/lib/systemd/system/citadela-server.service
	rm -f $(DESTDIR)$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml $(DESTDIR)$(MAN6DIR)/citadela.6
	for s in 16 24 32 48 64 128 256; do rm -f $(DESTDIR)$(ICONDIR)/$${s}x$${s}/apps/$(APP_ID).png; done
	rm -rf $(DESTDIR)$(DATADIR)
	for l in $(LINGUAS); do rm -f $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/citadela.mo; done

# Dependency files live below $(BUILD) (objects' beside them, a program built straight
# from its source in obj/ too): one left at the top by an older layout names sources
# that have moved, so only deeper ones are read.
-include $(shell find $(BUILD) -mindepth 2 -name '*.d' 2>/dev/null)
