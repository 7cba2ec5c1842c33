# Command-line tools on the engine: bench (speed figures) and cli (play/replay a game).
TOOLS += $(BUILD)/bench $(BUILD)/cit-cli

$(BUILD)/obj/tools/%.o: tools/%.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_CFLAGS) -c $< -o $@

$(BUILD)/bench: $(BUILD)/obj/tools/dev/bench.o $(BUILD)/obj/tools/dev/bench_args.o $(COMMON_OBJ) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

# cit-cli review uses the AI library (ai/review.h).
$(BUILD)/obj/tools/dev/cli.o: TOOL_CFLAGS += -Iai

$(BUILD)/cit-cli: $(BUILD)/obj/tools/dev/cli.o $(BUILD)/obj/tools/dev/cli_args.o $(COMMON_OBJ) \
                  $(BUILD)/obj/tools/shared/readfile.o $(BUILD)/obj/tools/shared/optarg.o $(BUILD)/libai.a $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) -pthread -lm

# The command lines of every tool refuse bad values (exit 2) and failed files (exit 1).
TEST_CMDS += "sh tests/tools/cmdline.sh $(BUILD)"
# cit-cli review: deterministic output, a blunder caught (ai/review.h).
TEST_CMDS += "sh tests/tools/review.sh $(BUILD)"
