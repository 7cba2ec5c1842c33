# The SDL2 game (gui/) and its headless tests (tests/gui/).
CIT_DATA_DIR ?= $(abspath $(BUILD))
# Where an installed game's catalogues are (make install); a build tree's are in $(BUILD)/locale,
# found beside the data first (gui/app/language.c).
CIT_LOCALE_DIR ?= $(PREFIX)/share/locale
GUI_CFLAGS = $(BASE_CFLAGS) -Iengine -Iai -Igui -Icommon -Inet -Iplatform $(SDL_CFLAGS) $(shell pkg-config --cflags fontconfig 2>/dev/null) \
             -DCIT_DATA_DIR='"$(CIT_DATA_DIR)"' -DCIT_LOCALE_DIR='"$(CIT_LOCALE_DIR)"' $(CFLAGS)
GUI_LIBS = $(COMMON_OBJ) $(LIBNET) $(GUI_ENGINE_LIBS) $(SDL_LIBS) $(shell pkg-config --libs fontconfig 2>/dev/null) -pthread -lm $(ALL_LDFLAGS)

# The GUI module table (gui/modules/registry.c) is an object of its own, so a test binary can
# link its own copy of the table (with a module of its own) in its place.
GUI_SRC := $(filter-out gui/app/main.c gui/app/icon_sizes.c gui/modules/registry.c,$(wildcard gui/*/*.c gui/scenes/*/*.c gui/modules/*/*.c))
# The platform layer's font lookup (fontconfig) and gettext binding are the window's alone; the
# rest is in libnet.a.
GUI_CORE_OBJ := $(GUI_SRC:gui/%.c=$(BUILD)/obj/gui/%.o) $(BUILD)/obj/platform/posix/font.o \
                $(BUILD)/obj/platform/posix/intl.o
$(BUILD)/obj/platform/posix/font.o: NET_CFLAGS += $(shell pkg-config --cflags fontconfig 2>/dev/null)
GUI_OBJ := $(GUI_CORE_OBJ) $(BUILD)/obj/gui/modules/registry.o

TOOLS += $(BUILD)/citadela
RUN_CMD := $(BUILD)/citadela

$(BUILD)/obj/gui/%.o: gui/%.c
	@mkdir -p $(@D)
	$(CC) $(GUI_CFLAGS) -c $< -o $@

$(BUILD)/obj/tests/gui/%.o: tests/gui/%.c
	@mkdir -p $(@D)
	$(CC) $(GUI_CFLAGS) -c $< -o $@

$(BUILD)/citadela: $(BUILD)/obj/gui/app/main.o $(GUI_OBJ) $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/gui/app/main.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_gui: $(BUILD)/obj/tests/gui/test_gui.o $(BUILD)/obj/tests/gui/gui_menus.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                   $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_gui.o $(BUILD)/obj/tests/gui/gui_menus.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_newgame_gui: $(BUILD)/obj/tests/gui/test_newgame.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                           $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_newgame.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_files_gui: $(BUILD)/obj/tests/gui/test_files.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_files.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_count_gui: $(BUILD)/obj/tests/gui/test_count.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_count.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_bridges_gui: $(BUILD)/obj/tests/gui/test_bridges.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                           $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_bridges.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_castle_gui: $(BUILD)/obj/tests/gui/test_castle.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_castle.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_halflings_gui: $(BUILD)/obj/tests/gui/test_halflings.o $(BUILD)/obj/tests/gui/halflings_hands.o \
                             $(BUILD)/obj/tests/gui/halflings_setup.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                             $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_halflings.o $(BUILD)/obj/tests/gui/halflings_hands.o $(BUILD)/obj/tests/gui/halflings_setup.o \
	  $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_inns_gui: $(BUILD)/obj/tests/gui/test_inns.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                        $(COMMON_OBJ) $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_inns.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_board_gui: $(BUILD)/obj/tests/gui/test_board.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_board.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_spots_gui: $(BUILD)/obj/tests/gui/test_spots.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_spots.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_bazaar_gui: $(BUILD)/obj/tests/gui/test_bazaar.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_bazaar.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_panel_gui: $(BUILD)/obj/tests/gui/test_panel.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_panel.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_river_gui: $(BUILD)/obj/tests/gui/test_river.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_river.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_city_gui: $(BUILD)/obj/tests/gui/test_city.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                        $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_city.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_replay_gui: $(BUILD)/obj/tests/gui/test_replay.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_replay.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_review_gui: $(BUILD)/obj/tests/gui/test_review.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_review.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_hints_gui: $(BUILD)/obj/tests/gui/test_hints.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_hints.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_ponder_gui: $(BUILD)/obj/tests/gui/test_ponder.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_ponder.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_specials_gui: $(BUILD)/obj/tests/gui/test_specials.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                           $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_specials.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_traders_gui: $(BUILD)/obj/tests/gui/test_traders.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_traders.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_lesson_gui: $(BUILD)/obj/tests/gui/test_lesson.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_lesson.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_tower_gui: $(BUILD)/obj/tests/gui/test_tower.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_tower.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_dragon_gui: $(BUILD)/obj/tests/gui/test_dragon_gui.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_dragon_gui.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

$(BUILD)/test_abbey_gui: $(BUILD)/obj/tests/gui/test_abbey.o $(BUILD)/obj/tests/gui/abbey_setup.o $(BUILD)/obj/tests/gui/harness.o \
                         $(GUI_OBJ) $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_abbey.o $(BUILD)/obj/tests/gui/abbey_setup.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
	  -o $@ $(GUI_LIBS)

# The new-game screen with more expansions than the shipped table (tests/gui/newgame_rows.c
# replaces both registries: the GUI's and, linked before libengine.a, the engine's).
$(BUILD)/test_newgame_rows_gui: $(BUILD)/obj/tests/gui/test_newgame_rows.o $(BUILD)/obj/tests/gui/newgame_rows.o \
                                $(BUILD)/obj/tests/gui/harness.o $(GUI_CORE_OBJ) $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_newgame_rows.o $(BUILD)/obj/tests/gui/newgame_rows.o $(BUILD)/obj/tests/gui/harness.o \
	  $(GUI_CORE_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_newgame_rows_gui
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/test_newgame_rows_gui"

$(BUILD)/test_barn_gui: $(BUILD)/obj/tests/gui/test_barn_gui.o $(BUILD)/obj/tests/gui/abbey_setup.o $(BUILD)/obj/tests/gui/harness.o \
                        $(GUI_OBJ) $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_barn_gui.o $(BUILD)/obj/tests/gui/abbey_setup.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
	  -o $@ $(GUI_LIBS)

$(BUILD)/test_figure_step_gui: $(BUILD)/obj/tests/gui/test_figure_step_gui.o $(BUILD)/obj/tests/gui/abbey_setup.o \
                               $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_figure_step_gui.o $(BUILD)/obj/tests/gui/abbey_setup.o $(BUILD)/obj/tests/gui/harness.o \
	  $(GUI_OBJ) -o $@ $(GUI_LIBS)

# Network play in the window: the host, join and lobby flow over loopback (a TLS host too:
# net/tls.h's sockets want the POSIX platform headers).
$(BUILD)/obj/tests/gui/test_net.o $(BUILD)/obj/tests/gui/test_net_server.o: GUI_CFLAGS += -Iplatform/posix
$(BUILD)/test_net_gui: $(BUILD)/obj/tests/gui/test_net.o $(BUILD)/obj/tests/gui/test_net_server.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                       $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_net.o $(BUILD)/obj/tests/gui/test_net_server.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

# Test runs that open sockets go through tests/gui/loopback-only.sh: an LD_PRELOAD shim
# aborts a process that asks for a broadcast socket or connects or sends beyond loopback.
# Built without sanitizers (it is preloaded into the ASan pass's programs too), as GNU C:
# it defines the C library's own socket calls, whose GNU prototypes ISO C cannot match.
LOOPBACK_ONLY_LIB := $(BUILD)/libloopback_only.so
LOOPBACK_ONLY = sh tests/gui/loopback-only.sh $(BUILD)
$(LOOPBACK_ONLY_LIB): tests/gui/loopback_only.c
	@mkdir -p $(@D)
	$(CC) -std=gnu11 -O2 $(filter-out -Wpedantic,$(WARN)) -shared -fPIC $< -o $@ -ldl

$(BUILD)/loopback_probe: tests/gui/loopback_probe.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $< -o $@ $(ALL_LDFLAGS)

TEST_BINS += $(LOOPBACK_ONLY_LIB) $(BUILD)/loopback_probe
TEST_CMDS += "sh tests/gui/loopback-only-check.sh $(BUILD)"

TEST_BINS += $(BUILD)/test_net_gui
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/test_net_gui"

# Player keys by mouse: a key kept, a code for another device, its use, export and import.
$(BUILD)/test_keys_gui: $(BUILD)/obj/tests/gui/test_keys.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                        $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_keys.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_keys_gui
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/test_keys_gui"

# "My games" by mouse against the real server: the order, Remove, Open and its marks, a
# server that is down.
$(BUILD)/obj/tests/gui/test_mygames.o: GUI_CFLAGS += -Itests/net
$(BUILD)/test_mygames_gui: $(BUILD)/obj/tests/gui/test_mygames.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                           $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_mygames.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_mygames_gui
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/test_mygames_gui $(BUILD)/citadela-server"

# The games waiting for the player: the title's count, the menu's, the taskbar's flash, against
# the real server.
$(BUILD)/obj/tests/gui/test_turns.o: GUI_CFLAGS += -Itests/net
$(BUILD)/test_turns_gui: $(BUILD)/obj/tests/gui/test_turns.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_turns.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_turns_gui
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/test_turns_gui $(BUILD)/citadela-server"

# A friend's chat round trip at a hosting window under a ready-mark storm (figures, not a test).
$(BUILD)/net_storm_gui: $(BUILD)/obj/tests/gui/net_storm.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                        $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/net_storm.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TOOLS += $(BUILD)/net_storm_gui

TEST_BINS += $(BUILD)/test_gui $(BUILD)/test_newgame_gui $(BUILD)/test_files_gui $(BUILD)/test_count_gui $(BUILD)/test_castle_gui $(BUILD)/test_bazaar_gui \
             $(BUILD)/test_bridges_gui $(BUILD)/test_city_gui $(BUILD)/test_halflings_gui \
             $(BUILD)/test_replay_gui $(BUILD)/test_review_gui $(BUILD)/test_hints_gui $(BUILD)/test_ponder_gui \
             $(BUILD)/test_board_gui $(BUILD)/test_panel_gui $(BUILD)/test_river_gui $(BUILD)/test_inns_gui \
             $(BUILD)/test_specials_gui $(BUILD)/test_traders_gui $(BUILD)/test_lesson_gui $(BUILD)/test_spots_gui $(BUILD)/test_tower_gui
TEST_BINS += $(BUILD)/test_dragon_gui
TEST_BINS += $(BUILD)/test_abbey_gui
TEST_BINS += $(BUILD)/test_barn_gui
TEST_BINS += $(BUILD)/test_figure_step_gui
# The window's speed figures (make bench; docs/testing.md "The window's figures"): frame time
# and a key's latency on the hidden window's boards. A bench, never a test.
$(BUILD)/gui_bench: $(BUILD)/obj/tests/gui/gui_bench.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                    $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/gui_bench.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TOOLS += $(BUILD)/gui_bench
# Hills & Sheep's window: the shepherd, the flock's dialog, a closed field, a hill's tile.
$(BUILD)/test_hills_gui: $(BUILD)/obj/tests/gui/test_hills.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                        $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_hills.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_hills_gui
# Under the Big Top's window: the ringmaster dragged, the acrobats' dialog, a pyramid scored.
$(BUILD)/test_bigtop_gui: $(BUILD)/obj/tests/gui/test_bigtop.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_bigtop.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_bigtop_gui
# Every label of every screen in every language fits its widget (tests/gui/test_layout.c).
$(BUILD)/test_layout_gui: $(BUILD)/obj/tests/gui/test_layout.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_layout.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_layout_gui
# A phone's game at 2, 4 and 6 seats, base and Big Box, and its lists' ends by swipe
# (tests/gui/test_layout_phone.c).
$(BUILD)/test_layout_phone_gui: $(BUILD)/obj/tests/gui/test_layout_phone.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                                $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_layout_phone.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_layout_phone_gui
# Every window test runs behind the shim: several host a table through the harness.
GUI_TESTS := test_gui test_newgame_gui test_files_gui test_count_gui test_castle_gui test_bazaar_gui test_bridges_gui \
             test_city_gui test_halflings_gui test_replay_gui test_review_gui test_hints_gui \
             test_ponder_gui test_board_gui test_panel_gui test_river_gui test_inns_gui test_specials_gui test_traders_gui \
             test_lesson_gui test_spots_gui test_tower_gui
GUI_TESTS += test_dragon_gui
GUI_TESTS += test_abbey_gui
GUI_TESTS += test_barn_gui
GUI_TESTS += test_figure_step_gui
GUI_TESTS += test_hills_gui
GUI_TESTS += test_bigtop_gui
TEST_CMDS += $(foreach t,$(GUI_TESTS),"$(LOOPBACK_ONLY) $(BUILD)/$(t)")
# The layout tests check every language at every size; the sanitizer pass, which looks for
# memory faults, not for labels that do not fit, runs each language at one size and each size
# in one language (--sweep: 6 of 30 pairs, 4 of 8): it took 258 of the pass's 1,422 CPU
# seconds with every pair (tests/test-costs.txt, 30 Nov 2026).
LAYOUT_SWEEP := $(if $(filter 1,$(SAN)),--sweep)
TEST_CMDS += "$(strip $(LOOPBACK_ONLY) $(BUILD)/test_layout_gui $(LAYOUT_SWEEP))"
TEST_CMDS += "$(strip $(LOOPBACK_ONLY) $(BUILD)/test_layout_phone_gui $(LAYOUT_SWEEP))"

# Desktop icons in the hicolor sizes, scaled down from the 256 px icon the art tool paints.
ICON_SIZES := 16 24 32 48 64 128
ICONS := $(ICON_SIZES:%=$(BUILD)/art/icon-%.png)
TOOLS += $(ICONS)

$(BUILD)/icon_sizes: gui/app/icon_sizes.c
	@mkdir -p $(@D)
	@mkdir -p $(BUILD)/obj/gui/app
	$(CC) $(GUI_CFLAGS) -MF $(BUILD)/obj/gui/app/icon_sizes.d $< -o $@ $(SDL_LIBS) $(ALL_LDFLAGS)

$(ICONS) &: $(BUILD)/icon_sizes $(BUILD)/art/icon-256.png
	ASAN_OPTIONS=detect_leaks=0 $(BUILD)/icon_sizes $(BUILD)/art/icon-256.png $(BUILD)/art

# Two real game windows under Xvfb play over the network, driven by xdotool (xvfb and
# xdotool come with scripts/install-deps.sh; the script fails without them). It waits on
# the windows' log lines and the host's table file, not on pauses: 9-18 s.
TEST_BINS += $(BUILD)/citadela
TEST_CMDS += "$(LOOPBACK_ONLY) sh tests/gui/net-two-windows.sh $(BUILD)/citadela"

# The title a window manager reads names whose turn it is, Czech letters intact, on Xvfb
# (xprop from x11-utils): 1-2 s.
TEST_CMDS += "sh tests/gui/window-title.sh $(BUILD)/citadela"

# The desktop file, AppStream metadata and man page are checked when the tools are there.
TEST_BINS += $(METAINFO)
TEST_CMDS += "sh tests/gui/desktop-files.sh $(BUILD)"

# GUI modules meet through the core, not by name: no module includes another's headers,
# the window's core none but the table's (docs/gui.md "The module table").
SOURCE_CHECKS += "sh tests/gui/modules-apart.sh"

# A screen's parts take a scene context, not the application: only the screens' entry points
# name gui_app (docs/gui.md "Screens").
SOURCE_CHECKS += "sh tests/gui/scenes-apart.sh"

# The window's literal sizes and colours outside the theme (gui/draw/theme.h), counted against
# a ceiling that only goes down (issue 96: toward 150, each left with its reason).
SOURCE_CHECKS += "sh tests/gui/theme-literals.sh"

# The window's state in the structs that own it: a mutable global in gui/ only where SDL, a
# library or the platform makes a thing one per process, each listed with its reason.
SOURCE_CHECKS += "sh tests/gui/globals.sh"

# A test module's part of the window (tests/modules/NAME/gui/) plugs in from its own folder:
# each test_*.c there is a program, linked with the folder's other files (the module's GUI part
# and the GUI registry that replaces gui/modules/registry.c), the module's engine files with its
# registry (before libengine.a) and the hidden-window harness. The counter's shows itself in the
# side panel; the scout's is a figure the window never heard of, dragged and named.
define test_module_window
TEST_BINS += $$(BUILD)/$(2)
TEST_CMDS += "env -u LANGUAGE LANG=C.UTF-8 LC_ALL=C $$(LOOPBACK_ONLY) $$(BUILD)/$(2)"
$(1)_WINDOW_OBJ := $$(patsubst %.c,$$(BUILD)/obj/%.o,$$(filter-out tests/modules/$(1)/gui/test_%.c,\
                     $$(wildcard tests/modules/$(1)/gui/*.c)) $$(filter-out tests/modules/$(1)/test_%.c,\
                     $$(wildcard tests/modules/$(1)/*.c)))
$$(BUILD)/obj/tests/modules/$(1)/gui/%.o: tests/modules/$(1)/gui/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(GUI_CFLAGS) -Itests/modules/$(1) -Itests/modules/$(1)/gui -Itests/gui -c $$< -o $$@
$$(BUILD)/$(2): $$(BUILD)/obj/tests/modules/$(1)/gui/$(2).o $$($(1)_WINDOW_OBJ) $$(BUILD)/obj/tests/gui/harness.o \
                $$(GUI_CORE_OBJ) $$(COMMON_OBJ) $$(BUILD)/libnet.a $$(GUI_ENGINE_LIBS)
	$$(CC) $$(BUILD)/obj/tests/modules/$(1)/gui/$(2).o $$($(1)_WINDOW_OBJ) $$(BUILD)/obj/tests/gui/harness.o \
	  $$(GUI_CORE_OBJ) -o $$@ $$(GUI_LIBS)
endef
$(foreach t,$(wildcard tests/modules/*/gui/test_*.c),\
  $(eval $(call test_module_window,$(word 3,$(subst /, ,$(t))),$(basename $(notdir $(t))))))

# The person at the screen spoken to against the computer, everyone named at a hot seat
# (tests/gui/test_you.c).
$(BUILD)/test_you_gui: $(BUILD)/obj/tests/gui/test_you.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                       $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_you.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_BINS += $(BUILD)/test_you_gui
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/test_you_gui"

# The notification settings dialog by mouse against two real servers (one with --smtp): each
# setting reaches the server; mail offered only where it is sent; the phone sizes.
$(BUILD)/obj/tests/gui/test_notify.o: GUI_CFLAGS += -Itests/net
$(BUILD)/test_notify_gui: $(BUILD)/obj/tests/gui/test_notify.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                          $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_notify.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS) -lsqlite3
TEST_BINS += $(BUILD)/test_notify_gui
TEST_CMDS += "$(LOOPBACK_ONLY) $(BUILD)/test_notify_gui $(BUILD)/citadela-server"
