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
