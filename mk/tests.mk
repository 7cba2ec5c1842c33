# Engine tests. Every component appends runnable commands to TEST_CMDS (each prints a
# "N passed, N failed" line and exits non-zero on failure) and their programs to
# TEST_BINS; the Makefile's check-core runs them all.

SCENARIOS := $(sort $(wildcard tests/scenarios/*.scn))
TEST_BINS += $(BUILD)/scenario_runner
TEST_CMDS += "$(BUILD)/scenario_runner $(SCENARIOS)"

$(BUILD)/obj/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_CFLAGS) -c $< -o $@

SCENARIO_SRC := $(sort $(wildcard tests/scenario*.c))
$(BUILD)/scenario_runner: $(SCENARIO_SRC:tests/%.c=$(BUILD)/obj/tests/%.o) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

UNIT_SRC := $(wildcard tests/unit/*.c)
UNIT_OBJ := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/obj/tests/unit/%.o)
TEST_BINS += $(BUILD)/unit_tests
TEST_CMDS += "$(BUILD)/unit_tests"

$(BUILD)/obj/tests/unit/%.o: tests/unit/%.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_CFLAGS) $(shell pkg-config --cflags cmocka 2>/dev/null) -c $< -o $@

$(BUILD)/unit_tests: $(UNIT_OBJ) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(shell pkg-config --libs cmocka 2>/dev/null || echo -lcmocka) -lm

# Property tests: 1,000 seeded random games (PROPERTY_GAMES to change) of the base game and
# of every mode a module's property file registers (`.name = "NAME"`: property --NAME), the
# golden catalogue. The whole Big Box (bigbox) runs every module's checks at once. The seeds
# are 1..N, so every run replays the same games: more of them only guard more of the same;
# looking for rare cases is make soak's (SOAK_PROPERTY_GAMES of each). Each mode's check that
# its games reached its decisions holds at the sanitizer pass's 400. 10,000 a mode cost CI
# 580 CPU seconds on 29 Nov 2026, 3,000 about 215 (docs/history/ci-time.md).
PROPERTY_GAMES ?= 1000
PROPERTY_MODES := $(shell sed -n 's/.*\.name = "\([a-z0-9-][a-z0-9-]*\)".*/\1/p' $(sort $(wildcard tests/property_*.c)))
TEST_BINS += $(BUILD)/property
TEST_CMDS += "$(BUILD)/property $(PROPERTY_GAMES)" $(foreach m,$(PROPERTY_MODES),"$(BUILD)/property --$(m) $(PROPERTY_GAMES)") \
             "$(BUILD)/property --check tests/golden/catalogue.txt"

# property.c plays the games; tests/property_*.c hold each module's checks and the catalogue.
PROPERTY_SRC := $(sort $(wildcard tests/property*.c))
$(BUILD)/property: $(PROPERTY_SRC:tests/%.c=$(BUILD)/obj/tests/%.o) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

.PHONY: golden
golden: $(BUILD)/property
	$(BUILD)/property --golden > tests/golden/catalogue.txt

# libFuzzer targets, one per parser of outside input (tests/fuzz/fuzz_*.c, each with a
# corpus in tests/fuzz/corpus-*), when clang is installed. Undefined behaviour stops a
# fuzzer (-fno-sanitize-recover), so a run cannot pass over it.
FUZZ_SECONDS ?= 5
FUZZ_TARGETS := save tiles move settings seed atlas anchors args net ws link
CLANG := $(shell command -v clang 2>/dev/null)
# The fuzzers are always built with ASan+UBSan, so only the plain pass builds and runs
# them; the sanitizer pass would build and run the same programs again.
ifeq ($(SAN),0)
TEST_CMDS += "sh tests/fuzz/run-fuzz.sh $(BUILD) $(FUZZ_SECONDS) $(FUZZ_TARGETS)"
endif
ifneq ($(CLANG),)
FUZZ_CFLAGS = -std=c11 -g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined \
              -Iengine -Iai -Igui -Itools/dev -Itools/shared -Icommon -Inet -Iplatform -Iplatform/posix $(SDL_CFLAGS) -pthread -MMD -MP
FUZZ_ENGINE_OBJ := $(ENGINE_SRC:engine/%.c=$(BUILD)/fuzz/engine/%.o) $(BUILD)/fuzz/gen/tiles_gen.o
# The SDL-free parsers of the tools and the GUI, and the AI (selfplay checks configs).
FUZZ_PARSER_OBJ := $(patsubst %.c,$(BUILD)/fuzz/%.o,$(wildcard ai/*.c) common/args.c tools/dev/cli_args.c \
                   tools/dev/bench_args.c tools/dev/selfplay_args.c tools/shared/optarg.c net/codec.c net/discover.c net/conn.c net/table.c net/host.c net/host_admit.c net/host_log.c net/host_players.c net/host_talk.c net/host_push.c net/host_away.c net/absence.c net/push_sub.c net/games.c net/store.c net/timers.c net/guard.c net/namefold.c $(PLAT_SRC) gui/app/cmdline.c gui/draw/textparse.c gui/draw/artindex.c)
ifeq ($(SAN),0)
TEST_BINS += $(FUZZ_TARGETS:%=$(BUILD)/fuzz_%)
endif
# The web layer under net/conn.c (citadela-server --web), fuzzed by fuzz_ws.
FUZZ_PARSER_OBJ += $(patsubst %.c,$(BUILD)/fuzz/%.o,net/web.c net/http.c net/ws.c net/digest.c)
# conn.c's TLS calls: net/tls.c without CIT_TLS (the fuzzers carry no OpenSSL; the bytes a TLS
# record holds reach the same web layer and parser the fuzzers feed).
FUZZ_PARSER_OBJ += $(BUILD)/fuzz/net/tls.o
# The join link (net/link.c), fuzzed by fuzz_link.
FUZZ_PARSER_OBJ += $(BUILD)/fuzz/net/link.o
# Made by pattern rules only, so make would delete them as intermediates and rebuild
# them every run.
.SECONDARY: $(FUZZ_ENGINE_OBJ) $(FUZZ_PARSER_OBJ)

$(BUILD)/fuzz/%.o: %.c
	@mkdir -p $(@D)
	$(CLANG) $(FUZZ_CFLAGS) -c $< -o $@

$(BUILD)/fuzz/gen/tiles_gen.o: $(BUILD)/gen/tiles_gen.c
	@mkdir -p $(@D)
	$(CLANG) $(FUZZ_CFLAGS) -c $< -o $@

$(BUILD)/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_ENGINE_OBJ) $(FUZZ_PARSER_OBJ)
	$(CLANG) $(FUZZ_CFLAGS) -fsanitize=fuzzer $(filter %.c %.o,$^) -o $@ -lm
endif

# The engine keeps its promises (no SDL, printf, rand/time, file I/O).
SOURCE_CHECKS += "sh tests/engine-purity.sh"
SOURCE_CHECKS += "sh tests/harness-apart.sh"

# make soak (not in CI): SOAK_GAMES random games per player count under ASan+UBSan, then
# every fuzzer for SOAK_FUZZ_SECONDS; one summary line at the end (docs/testing.md).
SOAK_GAMES ?= 100000
SOAK_FUZZ_SECONDS ?= 60
.PHONY: soak
soak: deps
	@$(MAKE) --no-print-directory BUILD=build/asan SAN=1 build/asan/soak $(if $(CLANG),$(FUZZ_TARGETS:%=build/asan/fuzz_%))
	@ASAN_OPTIONS=detect_leaks=1 sh tests/soak.sh build/asan $(SOAK_GAMES) $(SOAK_FUZZ_SECONDS) $(FUZZ_TARGETS)

SOAK_PROPERTY_GAMES ?= 30000
.PHONY: property-soak
soak: property-soak
property-soak: deps
	@$(MAKE) --no-print-directory $(BUILD)/property
	@sh tests/run-suite.sh "$(BUILD)/property $(SOAK_PROPERTY_GAMES)" \
	    $(foreach m,$(PROPERTY_MODES),"$(BUILD)/property --$(m) $(SOAK_PROPERTY_GAMES)")

$(BUILD)/soak: $(BUILD)/obj/tests/soak.o $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# The seam's smallest module (tests/modules/counter): its own registry.o is linked
# before libengine.a, so the library's registry is not pulled in.
COUNTER_OBJ := $(patsubst tests/modules/counter/%.c,$(BUILD)/obj/tests/modules/counter/%.o,$(wildcard tests/modules/counter/*.c))
TEST_BINS += $(BUILD)/test_counter_module
TEST_CMDS += "$(BUILD)/test_counter_module"

$(BUILD)/obj/tests/modules/counter/%.o: tests/modules/counter/%.c
	@mkdir -p $(@D)
	$(CC) $(ENGINE_CFLAGS) -Itests/modules/counter -c $< -o $@

$(BUILD)/test_counter_module: $(COUNTER_OBJ) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# A new figure by its declaration alone (tests/modules/scout): the dragon, The Tower, the
# portal and the Count act on a follower kind no shipped module knows. Its own registry.o
# is linked before libengine.a.
SCOUT_OBJ := $(patsubst tests/modules/scout/%.c,$(BUILD)/obj/tests/modules/scout/%.o,$(wildcard tests/modules/scout/*.c))
TEST_BINS += $(BUILD)/test_scout_module
TEST_CMDS += "$(BUILD)/test_scout_module"

$(BUILD)/obj/tests/modules/scout/%.o: tests/modules/scout/%.c
	@mkdir -p $(@D)
	$(CC) $(ENGINE_CFLAGS) -Itests/modules/scout -c $< -o $@

$(BUILD)/test_scout_module: $(SCOUT_OBJ) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# A test module (tests/modules/NAME) plugs into the rule harnesses from its own folder: its
# scenarios (scenarios/*.scn) run on the scenario runner linked with its registry, and its
# property mode (property/*.c: the mode, its checks and the run's registry) on the property
# run linked with both. The module's objects are its folder's files but its own test
# programs (test_*.c).
define test_module_harness
$(1)_MODULE_OBJ := $$(patsubst tests/modules/$(1)/%.c,$$(BUILD)/obj/tests/modules/$(1)/%.o,$$(filter-out tests/modules/$(1)/test_%.c,$$(wildcard tests/modules/$(1)/*.c)))
ifneq ($$(wildcard tests/modules/$(1)/scenarios/*.scn),)
TEST_BINS += $$(BUILD)/scenario_runner_$(1)
TEST_CMDS += "$$(BUILD)/scenario_runner_$(1) $$(sort $$(wildcard tests/modules/$(1)/scenarios/*.scn))"
$$(BUILD)/scenario_runner_$(1): $$(SCENARIO_SRC:tests/%.c=$$(BUILD)/obj/tests/%.o) $$($(1)_MODULE_OBJ) $$(LIBENGINE)
	$$(CC) $$^ -o $$@ $$(ALL_LDFLAGS)
endif
ifneq ($$(wildcard tests/modules/$(1)/property/*.c),)
$(1)_PROPERTY_OBJ := $$(patsubst tests/%.c,$$(BUILD)/obj/tests/%.o,$$(wildcard tests/modules/$(1)/property/*.c))
TEST_BINS += $$(BUILD)/property_$(1)
TEST_CMDS += "$$(BUILD)/property_$(1) --$(1) $$(PROPERTY_GAMES)"
$$(BUILD)/obj/tests/modules/$(1)/property/%.o: tests/modules/$(1)/property/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(TOOL_CFLAGS) -Itests -Itests/modules/$(1) -c $$< -o $$@
$$(BUILD)/property_$(1): $$(filter-out %/property_registry.o,$$(PROPERTY_SRC:tests/%.c=$$(BUILD)/obj/tests/%.o)) \
                         $$($(1)_PROPERTY_OBJ) $$($(1)_MODULE_OBJ) $$(LIBENGINE)
	$$(CC) $$^ -o $$@ $$(ALL_LDFLAGS)
endif
endef
$(foreach m,$(notdir $(wildcard tests/modules/*)),$(eval $(call test_module_harness,$(m))))

# The City's wall: the walk over the town against the completion search, every candidate
# of every wall and gate decision of 10,000 random games (CI's unit run checks 150).
.PHONY: wall-soak
wall-soak: $(BUILD)/unit_tests
	CIT_WALL_GAMES=10000 $(BUILD)/unit_tests

# Tile types above 255 (tests/wide, issue 67): tilegen on a set of more than 255 types, and
# games of such a catalogue. test_wide.o defines cit_catalog_builtin itself (a catalogue
# built at run time), so the library's generated one is not linked in.
TEST_BINS += $(BUILD)/test_wide
TEST_CMDS += "sh tests/wide/run.sh $(BUILD)"
$(BUILD)/obj/tests/wide/test_wide.o: tests/wide/test_wide.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_CFLAGS) -Iai -Inet -Itests -c $< -o $@

$(BUILD)/test_wide: $(BUILD)/obj/tests/wide/test_wide.o $(LIBNET) $(LIBAI) $(LIBENGINE) $(BUILD)/tilegen
	$(CC) $(filter-out $(BUILD)/tilegen,$^) -o $@ $(ALL_LDFLAGS) -pthread -lm

# A busy machine (docs/testing.md): the window, network and computer-player programs of make
# test, plainly and under ASan+UBSan, while CPU hogs (stress-ng, or shell loops) keep every
# core busy at the tests' own priority (tests/run-loaded.sh). LOADED_PATTERN (an extended
# regular expression on the commands) narrows it; LOADED_HOGS sets the hogs (two a core).
# test-loaded-timed is the part meant for CI (not in .ci/run: docs/history/ci-time.md): the
# programs that wait on a clock (a server's timers, a worker's search, the window's wake-ups,
# a hub's budgets), with one hog a core; test_ai's time checks in its plain pass only (under
# ASan it costs 140 CPU seconds more).
LOADED_PATTERN ?=
LOADED_HOGS ?=
LOADED_TIMED := test_review_gui|test_hints_gui|test_newgame_gui|test_barn_gui|test_net_gui|/net_hostile |/net_tls |/net_faults|/net_slots |/net_web |/net_fairness |^build/test_ai 
.PHONY: test-loaded test-loaded-timed
test-loaded: deps
	@$(MAKE) --no-print-directory -j$(JOBS) test-bins
	@$(ASAN_MAKE) -j$(JOBS) test-bins
	@$(MAKE) --no-print-directory test-list TEST_LIST=build/test-list.txt
	@$(ASAN_MAKE) test-list TEST_LIST=build/asan/test-list.txt
	@HOGS='$(LOADED_HOGS)' PATTERN='$(LOADED_PATTERN)' sh tests/run-loaded.sh $(JOBS) "plainly, under load" \
	    build/test-list.txt "under ASan+UBSan, under load" build/asan/test-list.txt
test-loaded-timed:
	@$(MAKE) --no-print-directory test-loaded LOADED_PATTERN='$(LOADED_TIMED)' LOADED_HOGS=$(JOBS)
