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
