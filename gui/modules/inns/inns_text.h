/* Inns & Cathedrals' strings in English and Czech: its own table (gui_words, app/i18n.h),
   looked up in the current language. */
#ifndef GUI_INNS_TEXT_H
#define GUI_INNS_TEXT_H

#include "app/i18n.h"

typedef enum {
    INNS_RULES, INNS_RULES_BIG, INNS_MV_BIG_YES, INNS_MV_BIG_NO, INNS_HIST_BIG, INNS_PANEL_BIG, INNS_NOTE_INN,
    INNS_NOTE_INN_OPEN, INNS_NOTE_CATHEDRAL, INNS_NOTE_CATHEDRAL_OPEN, INNS_DIAGRAM, INNS_HINT_BIG, INNS_HINT_NORMAL,
    INNS_ON_ROAD, INNS_ON_CITY, INNS_ON_FIELD, INNS_ON_CLOISTER, INNS_ON_OTHER, INNS_LESSON_1, INNS_LESSON_2, INNS_TIP_BIG,
    INNS_HIST_OPEN_INN, INNS_HIST_OPEN_CATHEDRAL, INNS_STEP_OPEN_INN, INNS_STEP_OPEN_CATHEDRAL, INNS_FINALE, INNS_ROW,
    INNS_ROW_OPEN,
    /* the big follower's names where other modules show it (GUI_FIGNAME_* order) */
    INNS_FIG_BIG, INNS_FIG_BIG_THE, INNS_FIG_BIG_THE_OBJ, INNS_FIG_BIG_YOUR_OBJ, INNS_FIG_BIG_TITLE,
    INNS_FIG_BIG_OWNED, INNS_FIG_BIG_OWN, INNS_FIG_BIG_HELD, INNS_FIG_BIG_IT, INNS_FIG_BIG_YOURS, INNS_NWORDS
} inns_text_id;

extern const gui_words inns_text[INNS_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *inns_tr(inns_text_id id);

#endif
