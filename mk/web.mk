# The game in a browser: the same C compiled to WebAssembly with Debian's emscripten, against
# SDL2, SDL2_image, SDL2_ttf and FreeType built from Debian's source packages
# (scripts/web-deps.sh, cached in $(WEB)/deps), docs/building.md.
#   make web         $(WEB)/index.html, sw.js and v/ (the files under hashed names, compressed),
#                    from emcc's citadela.js, .wasm, .data; and $(BUILD)/citadela-server to serve them
#   make web-check   the page in headless Chromium (tests/web/)
#   make web-bench   the engine's bench and the computer's search in node against the native ones
# The tile tables come from the native build's generator ($(BUILD)/gen/tiles_gen.c) and the
# art and sounds from the native tools, as for Windows: the page carries them in its data.
WEB := $(BUILD)/web
WEB_PREFIX := $(WEB)/deps/prefix
WEB_DEPS_STAMP := $(WEB_PREFIX)/.citadela-deps
# emscripten's JavaScript tools load acorn from Debian's node-acorn, which a node not from
# Debian (NodeSource's) does not search by itself (scripts/web-deps.sh says the same).
# emcc and emar are Python programs that Debian's wrappers start with EMSDK_PYTHON, else the
# first python3 on PATH. Debian's own python3 (the emscripten package's dependency): a version
# manager's python3 on PATH (pyenv's shim, a chain of shell scripts) cost 0.6 s of CPU a call,
# more than compiling most of our files (docs/history/ci-time.md, 29 Nov 2026).
WEB_PYTHON := $(or $(EMSDK_PYTHON),$(wildcard /usr/bin/python3),python3)
WEB_CC := NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=$(WEB_PYTHON) emcc
WEB_AR := EMSDK_PYTHON=$(WEB_PYTHON) emar
# -pthread everywhere: the computer players search on worker threads, as on the desktop
# (SharedArrayBuffer, which the page gets only when served with COOP/COEP headers).
WEB_OPT := -O2 -pthread
WEB_BASE_CFLAGS := -std=c11 $(WEB_OPT) $(WARN) -MMD -MP
WEB_ENGINE_CFLAGS := $(WEB_BASE_CFLAGS) -Wconversion -Iengine $(CFLAGS)
# The platform layer is POSIX's but where the browser differs (platform/web/: the loop, the
# folders, the font, the display, the languages, the write-back of files).
WEB_CFLAGS := $(WEB_BASE_CFLAGS) -D_POSIX_C_SOURCE=200809L -Iengine -Iai -Igui -Icommon -Inet -Iplatform -Iplatform/posix \
              -I$(BUILD)/gen -I$(WEB_PREFIX)/include/SDL2 -I$(WEB_PREFIX)/include -DCIT_DATA_DIR='"/data"' $(CFLAGS)
WEB_PLAT_SRC := $(wildcard platform/web/*.c) \
                $(filter-out $(patsubst platform/web/%,platform/posix/%,$(wildcard platform/web/*.c)),$(wildcard platform/posix/*.c))
WEB_GUI_SRC := $(filter-out gui/app/icon_sizes.c,$(wildcard gui/*/*.c gui/scenes/*/*.c gui/modules/*/*.c))
WEB_ENGINE_OBJ := $(ENGINE_SRC:engine/%.c=$(WEB)/obj/engine/%.o) $(WEB)/obj/gen/tiles_gen.o
WEB_OBJ := $(WEB_GUI_SRC:%.c=$(WEB)/obj/%.o) $(AI_SRC:%.c=$(WEB)/obj/%.o) $(NET_SRC:%.c=$(WEB)/obj/%.o) \
           $(WEB_PLAT_SRC:%.c=$(WEB)/obj/%.o) $(WEB)/obj/common/args.o
WEB_LIBENGINE := $(WEB)/libengine.a
# GNU libintl (scripts/intl-deps.sh) gives the game its messages: its libintl.h in the prefix
# comes before musl's, whose gettext cannot load a catalogue here (docs/building.md).
WEB_SDL_LIBS := -L$(WEB_PREFIX)/lib -lintl -lSDL2_ttf -lSDL2_image -lSDL2 -lfreetype
WEB_FONTS := /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# The page's data (citadela.data, loaded before main): the art and sounds at /data (the game's
# data dir, CIT_DATA_DIR above), the translations at /data/locale and the font at /fonts
# (platform/web/font.c).
# The 256-px tile sheet's parts (14.9 MB in all; an older build's single tiles-256.png too) are
# not in it: the page fetches a part when one of its tiles is first drawn larger than the 128-px
# sheet's (WEB_PAGE_LATER below, gui/draw/atlas.c).
WEB_DATA := --preload-file $(ART)@/data/art --exclude-file '*/tiles-256.png' --exclude-file '*/tiles-256-*.png' --preload-file $(SFX)@/data/sfx --preload-file $(BUILD)/locale@/data/locale \
            $(foreach f,$(WEB_FONTS),--preload-file $(f)@/fonts/$(notdir $(f)))
# A pool of workers started with the page, so that the computer players' threads start at
# once; more are made when a search asks for them. Memory grows as the search trees do.
# SDL's browser audio asks emscripten for two of its JavaScript helpers (emscripten's own SDL
# port adds them the same way): autoResumeAudioContext starts the sound on the first click or
# key, as browsers allow no sound before, and dynCall runs the mixing callback.
WEB_JS_HELPERS := '-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=$$autoResumeAudioContext,$$dynCall'
WEB_LDFLAGS := $(WEB_OPT) $(WEB_JS_HELPERS) -sPTHREAD_POOL_SIZE=4 -sINITIAL_MEMORY=128MB -sALLOW_MEMORY_GROWTH=1 \
               -sFORCE_FILESYSTEM=1 -lidbfs.js -sEXPORTED_RUNTIME_METHODS=FS,UTF8ToString -sENVIRONMENT=web,worker --pre-js platform/web/pre.js --pre-js platform/web/screen.js $(WEB_DATA)
WEB_OUT := $(WEB)/index.html $(WEB)/citadela.js

# The served page (platform/web/publish.js): each file below copied to v/ under a name with
# its content's hash (served Cache-Control: immutable by net/web.c), with a gzip and a brotli
# copy where they pay; index.html and the service worker sw.js get the table of names. FIRST:
# what the page loads before it starts (an emcc program's .js brings the files emcc wrote
# beside it, whatever they are); NAME=FILE names one in the table. LATER: fetched when wanted.
WEB_PAGE_FIRST := $(WEB)/citadela.js $(WEB)/citadela-nothreads.js $(WEB)/loader.js favicon.png=$(ART)/icon-32.png
WEB_PAGE_LATER := $(foreach f,$(ART_PARTS),art/$(notdir $(f))=$(f)) icon-192.png=$(WEB)/icon-192.png icon-256.png=$(ART)/icon-256.png \
                  icon-512.png=$(WEB)/icon-512.png
# The web app manifest (installing the page on a phone's home screen), its icons the game's
# icon painted from the tile art (192 px scaled down from it as the desktop's sizes are; 512
# painted at that size by the art tool for a home screen's splash, into $(WEB), not $(ART):
# the page's data takes the art folder whole).
WEB_PAGES := manifest.webmanifest=platform/web/manifest.webmanifest
$(WEB)/icon-192.png: $(BUILD)/icon_sizes $(ART)/icon-256.png
	@mkdir -p $(@D)
	ASAN_OPTIONS=detect_leaks=0 $(BUILD)/icon_sizes $(ART)/icon-256.png $(WEB) 192
$(WEB)/icon-512.png: $(TILEART)
	@mkdir -p $(@D)
	$(ART_ENV) $(TILEART) --icon 512 $@

.PHONY: web web-deps
# The server that serves the page (README: make web, then citadela-server --web build/web).
web: $(WEB_OUT) $(BUILD)/citadela-server

# Always asked: the script itself says when its cache is current (and then does nothing).
web-deps:
	@sh scripts/web-deps.sh $(WEB)/deps
$(WEB_DEPS_STAMP): web-deps

# emscripten itself, installed when missing (the libraries' script asks for it too); the
# engine and the bench need no more.
.PHONY: web-tools
web-tools:
	@sh scripts/web-tools.sh
$(WEB)/obj/engine/%.o: engine/%.c | web-tools
	@mkdir -p $(@D)
	$(WEB_CC) $(WEB_ENGINE_CFLAGS) -c $< -o $@
$(WEB)/obj/gen/tiles_gen.o: $(BUILD)/gen/tiles_gen.c | web-tools
	@mkdir -p $(@D)
	$(WEB_CC) $(WEB_ENGINE_CFLAGS) -c $< -o $@
$(WEB_LIBENGINE): $(WEB_ENGINE_OBJ)
	rm -f $@
	$(WEB_AR) rcs $@ $^

$(WEB)/obj/gui/app/main.o: $(COMMIT_HEADER)
$(WEB)/obj/%.o: %.c | $(WEB_DEPS_STAMP)
	@mkdir -p $(@D)
	$(WEB_CC) $(WEB_CFLAGS) -c $< -o $@

# emcc writes citadela.js with citadela.wasm, citadela.data and the workers' script beside it.
$(WEB)/citadela.js: $(WEB_OBJ) $(WEB_LIBENGINE) platform/web/pre.js platform/web/screen.js $(ART)/tiles-128.png $(ART_OUT) $(SFX_OUT) $(MO_FILES) | $(WEB_DEPS_STAMP)
	$(WEB_CC) $(WEB_OBJ) $(WEB_LIBENGINE) -o $@ $(WEB_SDL_LIBS) $(WEB_LDFLAGS)

$(WEB)/index.html: platform/web/index.html platform/web/sw.js platform/web/publish.js platform/web/manifest.webmanifest $(foreach f,$(WEB_PAGE_FIRST) $(WEB_PAGE_LATER),$(lastword $(subst =, ,$(f)))) | web-tools
	@mkdir -p $(@D)
	node platform/web/publish.js $(WEB) platform/web/index.html platform/web/sw.js \
	    $(foreach f,$(WEB_PAGE_FIRST),--first $(f)) $(foreach f,$(WEB_PAGE_LATER),--later $(f)) \
	    $(foreach f,$(WEB_PAGES),--page $(f))

# ---- The page without threads (issue 84) ----------------------------------------------------
# A page that is not cross-origin isolated (plain http:// from another machine's address: a
# browser isolates only a secure context) has no SharedArrayBuffer, so no threads: the loader
# (platform/web/loader.js, index.html's script) then runs citadela-nothreads.js, the same
# objects linked without -pthread (wasm-ld takes objects built for shared memory into a program
# without it: their atomics work on unshared memory, and libc's thread functions are then the
# stubs that say there are none). The game asks emscripten_has_threading_support(): its computer
# players, hints and reviews search in slices between frames (gui/app/ai_seam.c,
# gui/scenes/replay/game_review.c), the table's file is written on the frame loop. No pool of workers. The data is packed the same way as citadela.data and
# must come out the same bytes: the loader fetches citadela.data for both, so the copy goes.
WEB_NOTHREADS_OUT := $(WEB)/citadela-nothreads.js $(WEB)/loader.js
web: $(WEB_NOTHREADS_OUT)
WEB_NOTHREADS_LDFLAGS := $(filter-out -pthread -sPTHREAD_POOL_SIZE=%,$(WEB_LDFLAGS))
# What the objects built for threads ask of a runtime that has none (one thread: at once).
WEB_NOTHREADS_OBJ := $(WEB)/obj/nothreads/threadstubs.o
$(WEB_NOTHREADS_OBJ): platform/web/nothreads/threadstubs.c | $(WEB_DEPS_STAMP)
	@mkdir -p $(@D)
	$(WEB_CC) $(filter-out -pthread,$(WEB_CFLAGS)) -c $< -o $@
$(WEB)/citadela-nothreads.js: $(WEB_OBJ) $(WEB_NOTHREADS_OBJ) $(WEB_LIBENGINE) platform/web/pre.js platform/web/screen.js $(WEB)/citadela.js | $(WEB_DEPS_STAMP)
	$(WEB_CC) $(WEB_OBJ) $(WEB_NOTHREADS_OBJ) $(WEB_LIBENGINE) -o $@ $(WEB_SDL_LIBS) $(WEB_NOTHREADS_LDFLAGS)
	cmp $(WEB)/citadela.data $(WEB)/citadela-nothreads.data
	rm -f $(WEB)/citadela-nothreads.data
$(WEB)/loader.js: platform/web/loader.js
	@mkdir -p $(@D)
	cp $< $@
# ---- end of the page without threads -----------------------------------------------------

# GNU libintl built with emcc, on its own in node (tests/intl/plurals.c, the test catalogues at
# /locale in its data as the page carries the game's); tests/web/check.sh runs it first.
# Threads as in the page (-pthread), EXIT_RUNTIME: node ends when main does.
WEB_INTL_TEST := $(WEB)/intl/plurals.js
$(WEB_INTL_TEST): tests/intl/plurals.c $(INTL_TEST_MO) | $(WEB_DEPS_STAMP)
	@mkdir -p $(@D)
	$(WEB_CC) $(WEB_BASE_CFLAGS) -I$(WEB_PREFIX)/include $< -o $@ -L$(WEB_PREFIX)/lib -lintl $(WEB_OPT) \
	    -sENVIRONMENT=node -sEXIT_RUNTIME=1 --preload-file $(INTL_TEST_LOCALE)@/locale

# The page in headless Chromium against the Linux window's menu (tests/web/check.sh), and at
# one table with a Linux and a Windows seat (tests/web/three-systems.sh: net_seat.exe under
# Wine, from the Windows build's folder, in a Wine prefix of the web build's own;
# mk/windows.mk, read after this file, adds net_seat.exe to web-check-bins' prerequisites).
# What it installs comes first, then the programs in a make of their own: as prerequisites of
# one make run, net_seat.exe could be compiled before apt had installed MinGW (mk/windows.mk).
# web-check-bins: what it runs, built (scripts/package-checks.sh, as windows-check-bins).
.PHONY: web-check web-check-run web-check-bins
web-check:
	@sh scripts/web-tools.sh check
	@$(MAKE) --no-print-directory web-check-run
web-check-bins: web $(WEB_INTL_TEST) $(BUILD)/citadela $(BUILD)/save_swap $(BUILD)/citadela-server $(BUILD)/net_seat \
               $(LOOPBACK_ONLY_LIB)
web-check-run: web-check-bins
	sh tests/web/check.sh $(BUILD) $(WEB) $(WIN)

# The engine's bench as WebAssembly, run by node against the native one (tests/web/bench.sh):
# the base game and the Big Box, the same games (their digests must agree) timed both ways.
# Built with -pthread like the page's engine (a program of shared-memory objects must be one);
# EXIT_RUNTIME: node ends when main does.
WEB_BENCH := $(WEB)/bench/bench.js
WEB_BENCH_OBJ := $(WEB)/obj/tools/dev/bench.o $(WEB)/obj/tools/dev/bench_args.o $(WEB)/obj/common/args.o
$(WEB)/obj/tools/%.o: tools/%.c | web-tools
	@mkdir -p $(@D)
	$(WEB_CC) $(WEB_BASE_CFLAGS) -Iengine -Itools/shared -Icommon $(CFLAGS) -c $< -o $@
$(WEB_BENCH): $(WEB_BENCH_OBJ) $(WEB_LIBENGINE)
	@mkdir -p $(@D)
	$(WEB_CC) $^ -o $@ $(WEB_OPT) -sENVIRONMENT=node -sEXIT_RUNTIME=1 -sALLOW_MEMORY_GROWTH=1

# The computer players' search as WebAssembly: cit-cli review (one search of a fixed number of
# iterations per decision of a saved game, on one thread: ai/review.h) against the native one.
# NODERAWFS: it reads the save from the disk as the native one does; a pool of two workers
# (the search's thread is started while main waits for it, before node could start one).
WEB_CLI := $(WEB)/bench/cit-cli.js
WEB_CLI_OBJ := $(WEB)/obj/tools/dev/cli.o $(WEB)/obj/tools/dev/cli_args.o $(WEB)/obj/tools/shared/readfile.o \
               $(WEB)/obj/tools/shared/optarg.o $(WEB)/obj/common/args.o $(AI_SRC:%.c=$(WEB)/obj/%.o)
$(WEB)/obj/tools/dev/cli.o: tools/dev/cli.c | web-tools
	@mkdir -p $(@D)
	$(WEB_CC) $(WEB_BASE_CFLAGS) -Iengine -Iai -Itools/shared -Icommon $(CFLAGS) -c $< -o $@
$(WEB_CLI): $(WEB_CLI_OBJ) $(WEB_LIBENGINE)
	@mkdir -p $(@D)
	$(WEB_CC) $^ -o $@ $(WEB_OPT) -sENVIRONMENT=node -sEXIT_RUNTIME=1 -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 \
	    -sPTHREAD_POOL_SIZE=2

# The same search in a page, for Chromium (tests/web/bench-page.js): the saved game inside
# the program's data, main on a worker thread (a page's own thread may not wait for the
# search's), its lines to the console.
WEB_CLI_PAGE := $(WEB)/bench/page/cit-cli.js
$(WEB_CLI_PAGE): $(WEB_CLI_OBJ) $(WEB_LIBENGINE) tests/fixtures/save-v1-classic-seed7.sav
	@mkdir -p $(@D)
	$(WEB_CC) $(WEB_CLI_OBJ) $(WEB_LIBENGINE) -o $@ $(WEB_OPT) -sENVIRONMENT=web,worker -sEXIT_RUNTIME=1 \
	    -sALLOW_MEMORY_GROWTH=1 -sPROXY_TO_PTHREAD=1 -sPTHREAD_POOL_SIZE=2 \
	    --embed-file tests/fixtures/save-v1-classic-seed7.sav@/review.sav

# A computer player's search as the page runs it, for Chromium (tests/web/search-bench.sh):
# selfplay (one game at a time, each agent's search on the game's thread) with main on a
# worker as above, the arguments given in the page's address; native and page must play the
# same games. Its summary says the iterations a second of choosing.
WEB_SELFPLAY_PAGE := $(WEB)/bench/search/selfplay.js
WEB_SELFPLAY_OBJ := $(addprefix $(WEB)/obj/tools/dev/,selfplay.o selfplay_args.o selfplay_bidder.o ladder_stats.o) \
                    $(WEB)/obj/tools/shared/optarg.o $(WEB)/obj/common/args.o $(AI_SRC:%.c=$(WEB)/obj/%.o)
$(addprefix $(WEB)/obj/tools/dev/,selfplay.o selfplay_args.o selfplay_bidder.o ladder_stats.o): $(WEB)/obj/tools/dev/%.o: tools/dev/%.c | web-tools
	@mkdir -p $(@D)
	$(WEB_CC) $(WEB_BASE_CFLAGS) -Wconversion -Iengine -Iai -Itools/shared -Icommon $(CFLAGS) -c $< -o $@
$(WEB_SELFPLAY_PAGE): $(WEB_SELFPLAY_OBJ) $(WEB_LIBENGINE)
	@mkdir -p $(@D)
	$(WEB_CC) $^ -o $@ $(WEB_OPT) -sENVIRONMENT=web,worker -sEXIT_RUNTIME=1 -sALLOW_MEMORY_GROWTH=1 \
	    -sPROXY_TO_PTHREAD=1 -sPTHREAD_POOL_SIZE=2

web-check-bins: $(WEB_SELFPLAY_PAGE) $(BUILD)/selfplay

# make web-bench-search: a medium computer's iterations a second, native and in the page, the
# base game and the Big Box (tests/web/search-bench.sh; SEARCH_RUNS runs each, in turn).
SEARCH_RUNS ?= 3
.PHONY: web-bench-search
web-bench-search: $(WEB_SELFPLAY_PAGE) $(BUILD)/selfplay
	sh tests/web/search-bench.sh $(BUILD)/selfplay $(WEB_SELFPLAY_PAGE) $(SEARCH_RUNS)

.PHONY: web-bench
web-bench: $(WEB_BENCH) $(BUILD)/bench $(WEB_CLI) $(WEB_CLI_PAGE) $(BUILD)/cit-cli
	sh tests/web/bench.sh $(BUILD)/bench $(WEB_BENCH) $(BUILD)/cit-cli $(WEB_CLI)
