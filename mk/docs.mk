# The docs' checkable claims (scripts/check-docs.sh: paths, C names and make targets named in
# README.md, HACKING.md and docs/*.md, the layering claims, the reference's length) and the
# commit subjects since this convention began (scripts/check-commits.sh). `make test` runs
# both first: they take a second or two.
.PHONY: check-docs check-commits
check-docs:
	@sh scripts/check-docs.sh
check-commits:
	@sh scripts/check-commits.sh
