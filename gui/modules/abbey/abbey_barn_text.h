/* The barn's strings in English and Czech (gui_words, app/i18n.h): a table of its own beside
   the abbey's, the words of its entry in the GUI module table. */
#ifndef GUI_ABBEY_BARN_TEXT_H
#define GUI_ABBEY_BARN_TEXT_H

#include "app/i18n.h"

typedef enum {
    BN_RULES, BN_DIAGRAM, BN_LESSON, BN_TIP, BN_ASK, BN_NONE_BTN, BN_HINT_DRAG,
    BN_MV_NONE, BN_MV_NE, BN_MV_SE, BN_MV_SW, BN_MV_NW,
    BN_HIST_PUT, BN_HIST_PLACED_SCORE, BN_HIST_JOIN_SCORE, BN_HIST_FINAL, BN_HOVER, BN_FINALE,
    /* a placed barn's farmers when they are the person's at this screen; what the barns' points
       are for in a score line spoken to */
    BN_HIST_PLACED_SCORE_YOU, BN_HIST_PLACED_SCORE_OWN, BN_FINAL_WHAT,
    BN_NWORDS
} barn_text_id;

extern const gui_words barn_text[BN_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *barn_tr(barn_text_id id);

#endif
