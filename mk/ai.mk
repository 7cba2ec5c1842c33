# Computer players: the AI library (ai/), the selfplay tool and the AI tests.
AI_SRC := $(wildcard ai/*.c)
AI_OBJ := $(AI_SRC:ai/%.c=$(BUILD)/obj/ai/%.o)
LIBAI := $(BUILD)/libai.a
AI_CFLAGS := $(TOOL_CFLAGS) -Wconversion -Iai -pthread
AI_LDLIBS := -pthread -lm

TOOLS += $(LIBAI) $(BUILD)/selfplay $(BUILD)/ladder-tally
TEST_BINS += $(BUILD)/test_ai $(BUILD)/selfplay $(BUILD)/ladder-tally
# AI_TEST_GAMES: the games test_ai's legal-move and module checks play (40; the sanitizer
# pass plays fewer, as it plays fewer property games: it looks for memory faults).
AI_TEST_GAMES ?= 40
TEST_CMDS += "$(BUILD)/test_ai $(AI_TEST_GAMES)" "sh tests/ai/selfplay-smoke.sh $(BUILD)/selfplay" \
             "sh tests/ai/ladder-tally.sh $(BUILD)/ladder-tally $(BUILD)/selfplay"

.PHONY: ai
ai: $(LIBAI) $(BUILD)/selfplay $(BUILD)/ladder-tally

$(LIBAI): $(AI_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/obj/ai/%.o: ai/%.c
	@mkdir -p $(@D)
	$(CC) $(AI_CFLAGS) -c $< -o $@

$(BUILD)/obj/tools/dev/selfplay.o $(BUILD)/obj/tools/dev/selfplay_args.o $(BUILD)/obj/tools/dev/selfplay_bidder.o \
$(BUILD)/obj/tools/dev/ladder_stats.o $(BUILD)/obj/tools/dev/ladder_tally.o: $(BUILD)/obj/tools/dev/%.o: tools/dev/%.c
	@mkdir -p $(@D)
	$(CC) $(AI_CFLAGS) -c $< -o $@

$(BUILD)/selfplay: $(BUILD)/obj/tools/dev/selfplay.o $(BUILD)/obj/tools/dev/selfplay_args.o $(BUILD)/obj/tools/dev/selfplay_bidder.o $(COMMON_OBJ) \
                   $(BUILD)/obj/tools/shared/optarg.o $(BUILD)/obj/tools/dev/ladder_stats.o $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)

# One ladder summary over several selfplay --ladder --verbose logs (docs/ai.md, "selfplay").
$(BUILD)/ladder-tally: $(BUILD)/obj/tools/dev/ladder_tally.o $(BUILD)/obj/tools/dev/ladder_stats.o
	$(CC) $^ -o $@ $(ALL_LDFLAGS) -lm

$(BUILD)/obj/tests/ai/%.o: tests/ai/%.c
	@mkdir -p $(@D)
	$(CC) $(AI_CFLAGS) -c $< -o $@

$(BUILD)/test_ai: $(BUILD)/obj/tests/ai/test_ai.o $(BUILD)/obj/tests/ai/estimates.o $(BUILD)/obj/tests/ai/choice.o \
                  $(BUILD)/obj/tests/ai/budgets.o $(BUILD)/obj/tests/ai/sliced.o $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)

# A measurement, not a test (docs/ai.md, "With the Count of Carcassonne"): make build/count_eval
$(BUILD)/count_eval: $(BUILD)/obj/tests/ai/count_eval.o $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)

# A measurement, not a test (docs/ai.md, "Review"): make build/review_eval
$(BUILD)/review_eval: $(BUILD)/obj/tests/ai/review_eval.o $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)

# Hands and observers with a real module (tests/modules/hands): its own registry.o is
# linked before the libraries, so engine/registry.c is not pulled in.
HANDS_OBJ := $(patsubst tests/modules/hands/%.c,$(BUILD)/obj/tests/modules/hands/%.o,$(wildcard tests/modules/hands/*.c))
TEST_BINS += $(BUILD)/test_hands_module
TEST_CMDS += "$(BUILD)/test_hands_module"

$(BUILD)/obj/tests/modules/hands/%.o: tests/modules/hands/%.c
	@mkdir -p $(@D)
	$(CC) $(AI_CFLAGS) -Itests/modules/hands -c $< -o $@

$(BUILD)/test_hands_module: $(HANDS_OBJ) $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)

# A measurement, not a test (docs/ai.md, "Every decision judged"): make build/decision_eval
$(BUILD)/obj/tools/dev/decision_eval.o $(BUILD)/obj/tools/dev/decision_judge.o: $(BUILD)/obj/tools/dev/%.o: tools/dev/%.c
	@mkdir -p $(@D)
	$(CC) $(AI_CFLAGS) -c $< -o $@

$(BUILD)/decision_eval: $(BUILD)/obj/tools/dev/decision_eval.o $(BUILD)/obj/tools/dev/decision_judge.o \
                        $(BUILD)/obj/tools/shared/optarg.o $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)

# Every decision judged (tests/ai/test_decisions.c): the search's answers against random ones.
TEST_BINS += $(BUILD)/test_decisions
TEST_CMDS += "$(BUILD)/test_decisions"
$(BUILD)/obj/tests/ai/test_decisions.o: AI_CFLAGS += -Itools/dev
$(BUILD)/test_decisions: $(BUILD)/obj/tests/ai/test_decisions.o $(BUILD)/obj/tools/dev/decision_judge.o $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)

# A measurement (docs/history/ai-experiments.md, row 21); the tests
# only check that it runs, is deterministic and refuses bad command lines.
TEST_BINS += $(BUILD)/closure_rates
TEST_CMDS += "sh tests/ai/closure-rates-smoke.sh $(BUILD)/closure_rates"
$(BUILD)/obj/tools/dev/closure_rates.o: tools/dev/closure_rates.c
	@mkdir -p $(@D)
	$(CC) $(AI_CFLAGS) -c $< -o $@

$(BUILD)/closure_rates: $(BUILD)/obj/tools/dev/closure_rates.o $(COMMON_OBJ) $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)

# The moves every level plays, pinned (tests/ai/pins.c): a cleanup of ai/ must keep them.
TEST_BINS += $(BUILD)/test_ai_pins
TEST_CMDS += "$(BUILD)/test_ai_pins tests/ai/pins.txt"
$(BUILD)/test_ai_pins: $(BUILD)/obj/tests/ai/pins.o $(LIBAI) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(AI_LDLIBS)
