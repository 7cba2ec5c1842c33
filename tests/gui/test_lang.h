/* The two languages the GUI tests check by number, so a test can loop over both: English
   (the msgids themselves) and Czech (po/cs.po). The game knows a language by its code. */
#ifndef TEST_LANG_H
#define TEST_LANG_H

#include "app/i18n.h"

#include <string.h>

enum { GUI_LANG_EN, GUI_LANG_CS, GUI_LANG_COUNT };
typedef int gui_lang;

static inline const char *harness_lang(gui_lang lang) { return lang == GUI_LANG_CS ? "cs" : "en"; }

/* The current language as one of the two (any other counts as English). */
static inline gui_lang harness_lang_now(void) { return strcmp(gui_i18n_get(), "cs") == 0 ? GUI_LANG_CS : GUI_LANG_EN; }

#endif
