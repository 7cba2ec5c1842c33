# Citadela: one entry point for building, running, testing and benchmarking.
#   make            build the engine, tools, art and the game
#   make run        install missing packages, build, open the game
#   make test       install missing packages, build, run every test (also under ASan+UBSan)
#   make bench      engine speed figures
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
TOOL_CFLAGS := $(BASE_CFLAGS) -Iengine -Itools $(CFLAGS)
ALL_LDFLAGS := $(SANFLAGS) $(LDFLAGS)

SDL_CFLAGS = $(shell pkg-config --cflags sdl2 SDL2_image SDL2_ttf 2>/dev/null)
SDL_LIBS = $(shell pkg-config --libs sdl2 SDL2_image SDL2_ttf 2>/dev/null)

TILE_FILES := $(sort $(wildcard assets/tiles/*.tiles))

.PHONY: all deps run test check bench clean install uninstall asan-test
all: deps engine tools

deps:
	@sh scripts/install-deps.sh

# ---- engine ---------------------------------------------------------------------------
ENGINE_SRC := $(wildcard engine/*.c)
ENGINE_OBJ := $(ENGINE_SRC:engine/%.c=$(BUILD)/obj/engine/%.o) $(BUILD)/obj/gen/tiles_gen.o
LIBENGINE := $(BUILD)/libengine.a

# The tile generator compiles its own copy of the parser and table builder, so it
# never waits for the library it feeds.
TILEGEN_SRC := tools/tilegen.c tools/readfile.c engine/tileset.c engine/tiletables.c engine/textfmt.c
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
TEST_BINS :=
RUN_CMD := @echo "the game is not built yet"
-include $(sort $(wildcard mk/*.mk))

.PHONY: tools
tools: $(TOOLS)

# ---- tests, bench ------------------------------------------------------------------------
# check-core is the whole suite; `make test` runs it again under ASan+UBSan.
.PHONY: check check-core
check: check-core
check-core: all $(TEST_BINS)
	@sh tests/run-suite.sh $(TEST_CMDS)

test: deps
	@$(MAKE) --no-print-directory check
	@echo "== the whole suite again under ASan+UBSan =="
	@$(MAKE) --no-print-directory BUILD=build/asan SAN=1 check-core

bench: deps $(BUILD)/bench
	$(BUILD)/bench

run: deps all
	$(RUN_CMD)

clean:
	rm -rf build

# Install: a separate build whose compiled-in data dir is the installed one.
DATADIR := $(PREFIX)/share/citadela
install: deps
	$(MAKE) --no-print-directory BUILD=build/install CIT_DATA_DIR=$(DATADIR) all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(DATADIR)/art
	install -m 755 build/install/citadela $(DESTDIR)$(PREFIX)/bin/citadela
	install -m 644 build/install/art/*.png build/install/art/*.txt $(DESTDIR)$(DATADIR)/art/
	if [ -f assets/citadela.desktop ]; then \
	  install -d $(DESTDIR)$(PREFIX)/share/applications $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps; \
	  install -m 644 assets/citadela.desktop $(DESTDIR)$(PREFIX)/share/applications/citadela.desktop; \
	  install -m 644 build/install/art/icon-256.png $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/citadela.png; \
	fi

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/citadela $(DESTDIR)$(PREFIX)/share/applications/citadela.desktop
	rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/citadela.png
	rm -rf $(DESTDIR)$(DATADIR)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
