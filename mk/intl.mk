# GNU libintl's own test for the builds without glibc (tests/intl/plurals.c): the test
# catalogues tests/intl/LANG.po compiled once into $(INTL_TEST_LOCALE), which the Windows test
# copies beside its .exe (mk/windows.mk) and the browser's carries in its data (mk/web.mk).
INTL_TEST_LOCALE := $(BUILD)/intl-test/locale
INTL_TEST_MO := $(patsubst tests/intl/%.po,$(INTL_TEST_LOCALE)/%/LC_MESSAGES/citadela-test.mo,$(wildcard tests/intl/*.po))
$(INTL_TEST_LOCALE)/%/LC_MESSAGES/citadela-test.mo: tests/intl/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<
