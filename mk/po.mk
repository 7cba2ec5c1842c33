# Translations (docs/gui.md, "How to add a language"): each language in po/LINGUAS is
# po/LANG.po, compiled by msgfmt --check into $(BUILD)/locale/LANG/LC_MESSAGES/citadela.mo,
# which the game finds beside its other data. `make pot` regenerates po/citadela.pot from
# the sources; tests/po-check.sh fails on a stale template or an unfinished language.
LINGUAS := $(shell sed 's/\#.*//' po/LINGUAS)
MO_FILES := $(LINGUAS:%=$(BUILD)/locale/%/LC_MESSAGES/citadela.mo)
TOOLS += $(MO_FILES)

# Every source that marks text (and the desktop entry and metainfo, which scripts/make-pot.sh
# reads in their own languages): the GUI's _(), N_(), NC_(), NN_(), ngettext, and the
# engine's CIT_N_ (statuses, options' and modes' labels). %1-style strings are not printf
# formats, so xgettext's c-format guesses are dropped. File names without line numbers
# keep the template steady while code moves.
POT_SRC := $(sort $(wildcard gui/*/*.c gui/scenes/*/*.c gui/modules/*/*.c engine/*.c engine/modules/*/*.c)) \
           assets/cz.citadela.Citadela.desktop.in assets/cz.citadela.Citadela.metainfo.xml.in
XGETTEXT_FLAGS := --language=C --from-code=UTF-8 --add-comments=TRANSLATORS: --add-location=file \
                  --keyword=_ --keyword=N_ --keyword=NC_:1c,2 --keyword=NN_:1,2 --keyword=CIT_N_ \
                  --keyword=ngettext:1,2 --keyword=pgettext:1c,2 \
                  --package-name=Citadela --msgid-bugs-address=citadela@citadela.cz

.PHONY: pot
pot:
	@sh scripts/make-pot.sh po/citadela.pot $(XGETTEXT_FLAGS) -- $(POT_SRC)

$(BUILD)/locale/%/LC_MESSAGES/citadela.mo: po/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

# Every GUI program links language.o: building it first makes sure the catalogues are
# there, since the GUI tests check the Czech words.
$(BUILD)/obj/gui/app/language.o: | $(MO_FILES)

# The desktop entry and the AppStream metainfo with every language's name, comment and summary
# put in by msgfmt from the catalogues (po/its/ says which metainfo elements are text).
DESKTOP := $(BUILD)/gen/cz.citadela.Citadela.desktop
TOOLS += $(DESKTOP)
$(DESKTOP): assets/cz.citadela.Citadela.desktop.in $(LINGUAS:%=po/%.po) po/LINGUAS
	@mkdir -p $(@D)
	msgfmt --desktop --template=$< -d po -o $@.tmp && mv $@.tmp $@

SOURCE_CHECKS += "sh tests/po-check.sh $(XGETTEXT_FLAGS) -- $(POT_SRC)"

# The plural forms of every language with a catalogue, switching at run time, and the first
# start's choice from the system, all under the "C" locale a bare system (or CI) has.
TEST_BINS += $(BUILD)/test_plurals
$(BUILD)/test_plurals: $(BUILD)/obj/tests/gui/test_plurals.o $(GUI_OBJ) $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_plurals.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_CMDS += "env -u LANGUAGE LANG=C.UTF-8 LC_ALL=C $(BUILD)/test_plurals" \
             "env LANGUAGE=cs:de LANG=de_DE.UTF-8 $(BUILD)/test_plurals --detect cs" \
             "env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=cs_CZ.UTF-8 $(BUILD)/test_plurals --detect cs" \
             "env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=xx_YY.UTF-8 $(BUILD)/test_plurals --detect en"

# Every engine status and every reason a save fails to load in all six languages, and damaged
# saves explained by their code (gui/app/engine_words.c).
TEST_BINS += $(BUILD)/test_engine_words
$(BUILD)/test_engine_words: $(BUILD)/obj/tests/gui/test_engine_words.o $(GUI_OBJ) $(COMMON_OBJ) $(BUILD)/libnet.a $(GUI_ENGINE_LIBS)
	$(CC) $(BUILD)/obj/tests/gui/test_engine_words.o $(GUI_OBJ) -o $@ $(GUI_LIBS)
TEST_CMDS += "env -u LANGUAGE LANG=C.UTF-8 LC_ALL=C $(BUILD)/test_engine_words"
