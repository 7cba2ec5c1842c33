/* Text the GUI takes from outside (the settings file, the seed field), parsed without SDL. */
#ifndef GUI_TEXTPARSE_H
#define GUI_TEXTPARSE_H

#include <stddef.h>
#include <stdint.h>

#include "app/settings.h"

/* A seed as typed: decimal digits (blanks around them allowed) that fit in 64 bits.
   Returns 1 and *out, or 0 (then *out is untouched). text may be NULL. */
int gui_parse_seed(const char *text, uint64_t *out);

/*
 * Applies `key = value` lines of a settings file (len bytes) over *s, which the caller
 * has filled with defaults. Unknown keys, comments and malformed lines are skipped;
 * values are clamped to their ranges. Returns the number of malformed lines.
 */
int gui_settings_parse(gui_settings *s, const char *text, size_t len);

#endif
