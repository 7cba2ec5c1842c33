# The docs' checkable claims (scripts/check-docs.sh: paths, C names and make targets named in
# README.md, HACKING.md and docs/*.md, the layering claims, the reference's length) and the
# commit subjects since this convention began (scripts/check-commits.sh). `make test` runs
# both first, and scripts/check-test-clocks.sh: they take a second or two.
.PHONY: check-docs check-commits check-test-clocks
check-docs:
	@sh scripts/check-docs.sh
# No test compares wall time with a number (docs/testing.md, "A busy machine").
check-test-clocks:
	@sh scripts/check-test-clocks.sh
check-commits:
	@sh scripts/check-commits.sh
