/* The Tower's strings in English and Czech: its own table (gui_words, app/i18n.h), looked up
   in the current language. */
#ifndef GUI_TOWER_TEXT_H
#define GUI_TOWER_TEXT_H

#include "app/i18n.h"

typedef enum {
    TOWER_RULES, TOWER_DIAGRAM, TOWER_LESSON_1, TOWER_LESSON_2,
    TOWER_MV_STEP_NONE, TOWER_MV_PIECE, TOWER_MV_CLOSE, TOWER_MV_CLOSE_BIG,
    TOWER_MV_CAPTURE_NONE, TOWER_MV_CAPTURE, TOWER_MV_CAPTURE_TOP,
    TOWER_MV_EXCHANGE_NORMAL, TOWER_MV_RANSOM_NONE, TOWER_MV_RANSOM,
    TOWER_HIST_PIECE, TOWER_HIST_CLOSE, TOWER_HIST_CAPTURE, TOWER_HIST_HOME, TOWER_HIST_EXCHANGE,
    TOWER_HIST_RANSOM, TOWER_FOLLOWER, TOWER_PRISONERS,
    TOWER_BAR_STEP, TOWER_BAR_STEP_PIECE, TOWER_BAR_CAPTURE, TOWER_DROP_PIECE, TOWER_DROP_CLOSE, TOWER_SUPPLY,
    TOWER_RANSOM_ASK, TOWER_RANSOM_HELD, TOWER_RANSOM_HELD_N, TOWER_RANSOM_PAY,
    TOWER_RANSOM_NOT_NOW, TOWER_RANSOM_POOR, TOWER_RANSOM_KEYS, TOWER_EXCHANGE_ASK, TOWER_EXCHANGE_KEYS,
    TOWER_RANSOM_KEYS_ONE, TOWER_RANSOM_SCORE, TOWER_EXCHANGE_NORMAL,
    /* a figure of a declared kind (the big follower, the mayor, the wagon...), its names from
       its declarer (gui_figure_say) */
    TOWER_MV_CAPTURE_KIND, TOWER_MV_EXCHANGE_KIND, TOWER_MV_RANSOM_KIND, TOWER_MV_RANSOM_FOLLOWER,
    TOWER_RANSOM_HELD_KIND, TOWER_RANSOM_HELD_FOLLOWER, TOWER_EXCHANGE_ASK_KINDS,
    TOWER_EXCHANGE_KEYS_N, TOWER_ROW_RANSOMS,
    /* the figure step's and the capture's keys */
    TOWER_KEYS_BAR, TOWER_KEY_PICKED, TOWER_KEY_HELP,
    /* the history's lines about two seats when the second (%2) is the person at this screen */
    TOWER_HIST_CAPTURE_YOURS, TOWER_HIST_EXCHANGE_YOU, TOWER_HIST_RANSOM_YOU,
    TOWER_NWORDS
} tower_text_id;

extern const gui_words tower_text[TOWER_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *tower_tr(tower_text_id id);

#endif
