# Command-line tools on the engine: bench (speed figures) and cli (play/replay a game).
TOOLS += $(BUILD)/bench $(BUILD)/cit-cli

$(BUILD)/obj/tools/%.o: tools/%.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_CFLAGS) -c $< -o $@

$(BUILD)/bench: $(BUILD)/obj/tools/bench.o $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)

$(BUILD)/cit-cli: $(BUILD)/obj/tools/cli.o $(BUILD)/obj/tools/readfile.o $(BUILD)/obj/tools/optarg.o \
                  $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS)
