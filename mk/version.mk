# The version the game and the server print (--version): the number from common/version.h
# and the commit from git, in $(BUILD)/gen/cit_commit.h (scripts/commit-header.sh rewrites
# it only when the commit changes, so it rebuilds only the two objects that print it).
CIT_VERSION := $(shell sed -n 's/^\#define CIT_VERSION "\(.*\)"$$/\1/p' common/version.h)
COMMIT_HEADER := $(BUILD)/gen/cit_commit.h

.PHONY: commit-header-always
$(COMMIT_HEADER): commit-header-always
	@sh scripts/commit-header.sh $@

$(BUILD)/obj/gui/app/main.o $(BUILD)/obj/server/server.o: $(COMMIT_HEADER)
$(BUILD)/obj/gui/app/main.o: GUI_CFLAGS += -I$(BUILD)/gen
$(BUILD)/obj/server/server.o: NET_CFLAGS += -I$(BUILD)/gen

# Both programs print the number from common/version.h and the commit they were built from.
TEST_CMDS += "sh tests/tools/version.sh $(BUILD)"

# The AppStream metadata with this build's version, the date of its commit (SOURCE_DATE_EPOCH
# when set, as the .deb's changelog) and the homepage its screenshots are published under:
# typed by hand, the file said 0.1.0 for a week after 0.2.0 began. Then msgfmt adds each
# language's text from po/LANG.po (po/its/ names the translated elements; mk/po.mk).
CIT_HOMEPAGE ?= https://citadela.cz/
METAINFO := $(BUILD)/gen/cz.citadela.Citadela.metainfo.xml
TOOLS += $(METAINFO)
$(METAINFO): assets/cz.citadela.Citadela.metainfo.xml.in common/version.h $(COMMIT_HEADER) \
             $(LINGUAS:%=po/%.po) po/LINGUAS po/its/metainfo.its po/its/metainfo.loc
	@mkdir -p $(@D)
	@d=$$(date -u -d "@$${SOURCE_DATE_EPOCH:-$$(git log -1 --format=%ct 2>/dev/null || date +%s)}" +%F) && \
	  sed -e 's|@VERSION@|$(CIT_VERSION)|' -e "s|@DATE@|$$d|" -e 's|@HOMEPAGE@|$(CIT_HOMEPAGE)|' $< >$@.in && \
	  GETTEXTDATADIRS=po msgfmt --xml --template=$@.in -d po -o $@.tmp && rm $@.in && mv $@.tmp $@
