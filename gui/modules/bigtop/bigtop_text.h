/* Under the Big Top's strings: its own table (gui_words, app/i18n.h), looked up in the current
   language. */
#ifndef GUI_BIGTOP_TEXT_H
#define GUI_BIGTOP_TEXT_H

#include "app/i18n.h"

typedef enum {
    BT_RULES, BT_RULES_CIRCUS, BT_RULES_ACROBATS, BT_RULES_RINGMASTER, BT_DIAGRAM,
    BT_TIP_RINGMASTER, BT_HINT_RINGMASTER, BT_HINT_ACROBATS,
    BT_HINT_FIGURE, BT_HINT_THEN_FIGURE, BT_HINT_NONE, BT_HINT_THEN_NONE,
    BT_MV_RING_NONE, BT_MV_RING, BT_MV_ACRO_NONE, BT_MV_ACRO, BT_MV_PYRAMID,
    BT_HIST_MOVE, BT_HIST_TOKEN, BT_HIST_CIRCUS, BT_HIST_ACROBAT, BT_HIST_PYRAMID, BT_HIST_ACRO_SCORE, BT_HIST_HOME, BT_HIST_HOME_YOU,
    BT_HIST_RINGMASTER, BT_HIST_RING_SCORE,
    BT_ANIMAL_0, BT_ANIMAL_1, BT_ANIMAL_2, BT_ANIMAL_3, BT_ANIMAL_4, BT_ANIMAL_5,
    BT_ACRO_ASK, BT_ACRO_PICK, BT_ACRO_SPACE, BT_BTN_NONE, BT_BTN_PYRAMID, BT_ACRO_KEYS,
    BT_TOKENS, BT_TOKENS_TIP, BT_TIP_BIGTOP, BT_HOVER_RINGMASTER, BT_HOVER_RINGMASTER_YOU,
    BT_RESULT_CIRCUS, BT_RESULT_ACROBATS, BT_RESULT_RINGMASTER,
    BT_LESSON_1, BT_LESSON_2,
    BT_FIG_RING, BT_FIG_RING_THE, BT_FIG_RING_THE_OBJ, BT_FIG_RING_YOUR_OBJ, BT_FIG_RING_TITLE,
    BT_FIG_RING_OWNED, BT_FIG_RING_OWN, BT_FIG_RING_HELD, BT_FIG_RING_IT, BT_FIG_RING_YOURS,
    /* what a score line spoken to says the points are for (the ringmaster's: BT_FIG_RING) */
    BT_WHAT_CIRCUS, BT_WHAT_ACROBATS,
    BT_NWORDS
} bigtop_text_id;

extern const gui_words bigtop_text[BT_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *bigtop_tr(bigtop_text_id id);
/* The string `id` in the plural form for n (a counted line). */
const char *bigtop_tr_n(bigtop_text_id id, int n);

#endif
