/* The Tower's strings in English and Czech: its own table (gui_words, app/i18n.h), looked up
   in the current language. */
#ifndef GUI_TOWER_TEXT_H
#define GUI_TOWER_TEXT_H

#include "app/i18n.h"

typedef enum {
    TOWER_RULES, TOWER_DIAGRAM, TOWER_LESSON_1, TOWER_LESSON_2,
    TOWER_MV_STEP_NONE, TOWER_MV_PIECE, TOWER_MV_CLOSE, TOWER_MV_CLOSE_BIG,
    TOWER_MV_CAPTURE_NONE, TOWER_MV_CAPTURE, TOWER_MV_CAPTURE_BIG, TOWER_MV_CAPTURE_TOP,
    TOWER_MV_EXCHANGE_NORMAL, TOWER_MV_EXCHANGE_BIG, TOWER_MV_RANSOM_NONE, TOWER_MV_RANSOM, TOWER_MV_RANSOM_BIG,
    TOWER_HIST_PIECE, TOWER_HIST_CLOSE, TOWER_HIST_CAPTURE, TOWER_HIST_HOME, TOWER_HIST_EXCHANGE,
    TOWER_HIST_RANSOM, TOWER_FOLLOWER, TOWER_BIG_FOLLOWER, TOWER_PRISONERS, TOWER_NWORDS
} tower_text_id;

extern const gui_words tower_text[TOWER_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *tower_tr(tower_text_id id);

#endif
