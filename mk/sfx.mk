# Sound effects: tools/build/sfxgen synthesises them into $(BUILD)/sfx at build time (no
# downloaded files), as the art tool paints the tiles.
SFXGEN := $(BUILD)/sfxgen
SFX := $(BUILD)/sfx
SFX_NAMES := tile follower complete points bid move final mayor wagon
SFX_OUT := $(SFX_NAMES:%=$(SFX)/%.wav)

TOOLS += $(SFX_OUT)

$(SFXGEN): tools/build/sfxgen.c
	@mkdir -p $(@D)
	@mkdir -p $(BUILD)/obj/tools/build
	$(CC) $(TOOL_CFLAGS) -MF $(BUILD)/obj/tools/build/sfxgen.d $< -o $@ $(ALL_LDFLAGS) -lm

$(SFX_OUT) &: $(SFXGEN)
	@mkdir -p $(SFX)
	ASAN_OPTIONS=detect_leaks=0 $(SFXGEN) $(SFX)

# Its headless test (tests/gui/test_sound.c) needs the files built.
$(BUILD)/test_sound_gui: $(BUILD)/obj/tests/gui/test_sound.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) \
                         $(COMMON_OBJ) $(GUI_ENGINE_LIBS) | $(SFX_OUT)
	$(CC) $(BUILD)/obj/tests/gui/test_sound.o $(BUILD)/obj/tests/gui/harness.o $(GUI_OBJ) -o $@ $(GUI_LIBS)

TEST_BINS += $(BUILD)/test_sound_gui
TEST_CMDS += "$(BUILD)/test_sound_gui"
