# Engine tests. Every component appends runnable commands to TEST_CMDS (each prints a
# "N passed, N failed" line and exits non-zero on failure) and their programs to
# TEST_BINS; the Makefile's check-core runs them all.
