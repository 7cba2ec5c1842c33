# Tile art: tools/build/tileart paints every tile and sprite from assets/tiles into $(BUILD)/art.
#   make              builds the atlases (tiles-128.png, tiles-256-*.png + .txt), icon and anchors
#   make art-sheet    writes $(BUILD)/art/contact-sheet.png (every tile, id and count)
TILEART_SRC := $(wildcard tools/build/tileart/*.c)
TILEART_OBJ := $(TILEART_SRC:%.c=$(BUILD)/obj/tileart/%.o) \
               $(BUILD)/obj/tileart/engine/tileset.o $(BUILD)/obj/tileart/engine/textfmt.o \
               $(BUILD)/obj/tileart/tools/shared/readfile.o $(TILE_WORDS_SRC:%.c=$(BUILD)/obj/tileart/%.o)
TILEART := $(BUILD)/tileart
# libpng comes with libsdl2-image-dev (a dependency); the atlas writer uses it directly.
PNG_CFLAGS = $(shell pkg-config --cflags libpng 2>/dev/null)
PNG_LIBS = $(shell pkg-config --libs libpng 2>/dev/null || echo -lpng)
ART := $(BUILD)/art
# The 256-px sheet in parts, a picture a tile file, one of the followers and one of the other
# figures (docs/art.md): a page fetches only the parts its game draws (mk/web.mk).
ART_PARTS := $(foreach s,$(notdir $(basename $(TILE_FILES))),$(ART)/tiles-256-$(s).png) \
             $(ART)/tiles-256-followers.png $(ART)/tiles-256-figures.png
ART_OUT := $(ART)/tiles-128.txt $(ART_PARTS) $(ART)/tiles-256.txt \
           $(ART)/icon-256.png $(ART)/feature-anchors.txt $(ART)/feature-marks.txt \
           $(ART)/feature-shapes.txt
# Leak reports from SDL/fontconfig internals would fail sanitizer builds; leaks of a
# short-lived build tool do not matter.
ART_ENV := ASAN_OPTIONS=detect_leaks=0

TOOLS += $(ART)/tiles-128.png $(ART_OUT)

$(BUILD)/obj/tileart/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(TOOL_CFLAGS) $(SDL_CFLAGS) $(PNG_CFLAGS) -c $< -o $@

$(TILEART): $(TILEART_OBJ)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SDL_LIBS) $(PNG_LIBS) -lm

$(ART)/tiles-128.png: $(TILEART) $(TILE_FILES)
	@mkdir -p $(@D)
	$(ART_ENV) $(TILEART) $(ART) $(TILE_FILES)

$(ART_OUT): $(ART)/tiles-128.png
	@test -f $@ || { rm -f $<; $(MAKE) --no-print-directory $<; }

.PHONY: art-sheet
art-sheet: $(TILEART)
	@mkdir -p $(ART)
	$(ART_ENV) $(TILEART) --sheet $(ART) $(TILE_FILES)

# ---- tests -------------------------------------------------------------------------------
TEST_ART_OBJ := $(BUILD)/obj/tileart/tests/art/test_art.o $(BUILD)/obj/tileart/engine/tileset.o \
                $(BUILD)/obj/tileart/engine/textfmt.o $(BUILD)/obj/tileart/tools/shared/readfile.o
$(BUILD)/test_art: $(TEST_ART_OBJ) $(LIBENGINE)
	$(CC) $^ -o $@ $(ALL_LDFLAGS) $(SDL_LIBS) -lm

TEST_BINS += $(BUILD)/test_art
TEST_CMDS += "ASAN_OPTIONS=detect_leaks=0 $(BUILD)/test_art $(BUILD)/art $(TILE_FILES)"
