# The speed guard (tests/speed/guard.sh): every kind of `bench --fixed N KIND --digest`
# under valgrind against tests/speed/baseline.txt, instructions within +3 % and the digest
# the same. Plain build only: the sanitizer build counts (and plays) nothing comparable.
# About 4 s on 27 Nov 2026.
SPEED_BASELINE := tests/speed/baseline.txt
ifeq ($(SAN),0)
TEST_BINS += $(BUILD)/bench
TEST_CMDS += "sh tests/speed/guard.sh $(BUILD)/bench $(SPEED_BASELINE)"
endif

# Rewrites the baseline from this build: commit it with the reason the counts moved.
.PHONY: speed-baseline
speed-baseline: $(BUILD)/bench
	sh tests/speed/guard.sh $(BUILD)/bench $(SPEED_BASELINE) --update
