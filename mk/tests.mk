# Tests: every component appends runnable commands to TEST_CMDS (each prints a
# "N passed, N failed" line and exits non-zero on failure) and their programs to TEST_BINS.
TEST_CMDS ?=
TEST_BINS ?=

.PHONY: check check-core
# check-core is the whole suite; it is also what `make test` reruns under ASan+UBSan.
check: check-core
check-core: all $(TEST_BINS)
	@sh tests/run-suite.sh $(TEST_CMDS)
