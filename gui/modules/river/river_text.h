/* The River's strings in English and Czech: its own table (gui_words, app/i18n.h), looked up
   in the current language. */
#ifndef GUI_RIVER_TEXT_H
#define GUI_RIVER_TEXT_H

#include "app/i18n.h"

typedef enum {
    RIVER_RULES, RIVER_DIAGRAM, RIVER_KIND, RIVER_HOVER, RIVER_HIST_REMOVED, RIVER_HIST_LAKE_REMOVED,
    RIVER_PANEL_LEFT, RIVER_PANEL_LAKE, RIVER_HINT, RIVER_LESSON_1, RIVER_LESSON_2, RIVER_NWORDS
} river_text_id;

extern const gui_words river_text[RIVER_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *river_tr(river_text_id id);

#endif
