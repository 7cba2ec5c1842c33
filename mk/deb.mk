# The Debian package (docs/building.md): make deb builds it from make install into
# $(BUILD)/deb; make deb-check runs lintian on it, installs it, runs it and purges it
# (scripts/check-deb.sh, as root: it changes the machine's installed packages).
DEB_DIR := $(BUILD)/deb
DEB_FILE = $(DEB_DIR)/citadela_$(CIT_VERSION)_$(shell dpkg --print-architecture 2>/dev/null || echo amd64).deb

.PHONY: deb deb-check deb-check-run
deb: deps-run
	@sh scripts/build-deb.sh $(DEB_DIR) $(CIT_VERSION) $(CIT_HOMEPAGE)
deb-check: deb
	@$(MAKE) --no-print-directory deb-check-run
# The package as built (scripts/package-checks.sh builds it first, beside the other checks').
deb-check-run:
	@sh scripts/check-deb.sh $(DEB_FILE)

# docs/server.md followed as an admin would, in a booted Debian 12 container
# (scripts/check-server-page.sh, as root). Not in make test or CI: its first run
# debootstraps the base system, and it downloads the package's dependencies and certbot.
.PHONY: server-page-check server-page-check-run
server-page-check: deb
	@$(MAKE) --no-print-directory server-page-check-run
server-page-check-run:
	@sh scripts/check-server-page.sh $(DEB_FILE)

# The three package checks side by side (scripts/package-checks.sh; .ci/run): the same
# checks as make deb-check, make windows-check and make web-check one after another, in
# less wall time (most of theirs is Wine, Chromium and games a second a turn, not CPU).
.PHONY: package-checks
package-checks:
	@JOBS=$(JOBS) sh scripts/package-checks.sh
