/* Castles's strings in English and Czech: its own table (gui_words, app/i18n.h), looked up
   in the current language. */
#ifndef GUI_CASTLE_TEXT_H
#define GUI_CASTLE_TEXT_H

#include "app/i18n.h"

typedef enum {
    CASTLE_RULES_CASTLES, CASTLE_ASK, CASTLE_HELP, CASTLE_BUILD, CASTLE_TAKE, CASTLE_NONE_LEFT, CASTLE_PICK_ASK,
    CASTLE_PICK_ROW, CASTLE_MV_CASTLE_BUILD, CASTLE_MV_CASTLE_SCORE, CASTLE_MV_CASTLE_PAY, CASTLE_HIST_CASTLE,
    CASTLE_HIST_CASTLE_PAID, CASTLE_DIAGRAM, CASTLE_LESSON_1, CASTLE_LESSON_2, CASTLE_WHAT_CASTLE, CASTLE_NWORDS
} castle_text_id;

extern const gui_words castle_text[CASTLE_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *castle_tr(castle_text_id id);

#endif
