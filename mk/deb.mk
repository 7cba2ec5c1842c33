# The Debian package (docs/building.md): make deb builds it from make install into
# $(BUILD)/deb; make deb-check runs lintian on it, installs it, runs it and purges it
# (scripts/check-deb.sh, as root: it changes the machine's installed packages).
DEB_DIR := $(BUILD)/deb
DEB_FILE = $(DEB_DIR)/citadela_$(CIT_VERSION)_$(shell dpkg --print-architecture 2>/dev/null || echo amd64).deb

.PHONY: deb deb-check
deb: deps-run
	@sh scripts/build-deb.sh $(DEB_DIR) $(CIT_VERSION) $(CIT_HOMEPAGE)
deb-check: deb
	@sh scripts/check-deb.sh $(DEB_FILE)
