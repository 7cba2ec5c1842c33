# Engine tests. Every component appends runnable commands to TEST_CMDS (each prints a
# "N passed, N failed" line and exits non-zero on failure) and their programs to
# TEST_BINS; the Makefile's check-core runs them all.

SCENARIOS := $(sort $(wildcard tests/scenarios/*.scn))
TEST_BINS += $(BUILD)/scenario_runner
TEST_CMDS += "$(BUILD)/scenario_runner $(SCENARIOS)"

$(BUILD)/obj/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_CFLAGS) -c $< -o $@

$(BUILD)/scenario_runner: $(BUILD)/obj/tests/scenario_runner.o $(LIBENGINE)
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

# Property tests: 10,000 seeded random games (PROPERTY_GAMES to change), as many with the
# Count of Carcassonne, golden catalogue.
PROPERTY_GAMES ?= 10000
TEST_BINS += $(BUILD)/property
TEST_CMDS += "$(BUILD)/property $(PROPERTY_GAMES)" "$(BUILD)/property --count $(PROPERTY_GAMES)" \
             "$(BUILD)/property --check tests/golden/catalogue.txt"

$(BUILD)/property: $(BUILD)/obj/tests/property.o $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

.PHONY: golden
golden: $(BUILD)/property
	$(BUILD)/property --golden > tests/golden/catalogue.txt

# libFuzzer targets for the save loader and the tile parser, when clang is installed.
FUZZ_SECONDS ?= 15
CLANG := $(shell command -v clang 2>/dev/null)
TEST_CMDS += "sh tests/fuzz/run-fuzz.sh $(BUILD) $(FUZZ_SECONDS)"
ifneq ($(CLANG),)
FUZZ_CFLAGS := -std=c11 -g -O1 -fsanitize=fuzzer-no-link,address,undefined -Iengine -MMD -MP
FUZZ_ENGINE_OBJ := $(ENGINE_SRC:engine/%.c=$(BUILD)/fuzz/engine/%.o) $(BUILD)/fuzz/gen/tiles_gen.o
TEST_BINS += $(BUILD)/fuzz_save $(BUILD)/fuzz_tiles

$(BUILD)/fuzz/engine/%.o: engine/%.c
	@mkdir -p $(@D)
	$(CLANG) $(FUZZ_CFLAGS) -c $< -o $@

$(BUILD)/fuzz/gen/tiles_gen.o: $(BUILD)/gen/tiles_gen.c
	@mkdir -p $(@D)
	$(CLANG) $(FUZZ_CFLAGS) -c $< -o $@

$(BUILD)/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_ENGINE_OBJ)
	$(CLANG) $(FUZZ_CFLAGS) -fsanitize=fuzzer $(filter %.c %.o,$^) -o $@
endif

# The engine keeps its promises (no SDL, printf, rand/time, file I/O).
TEST_CMDS += "sh tests/engine-purity.sh"
