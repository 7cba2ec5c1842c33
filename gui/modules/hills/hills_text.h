/* Hills & Sheep's strings: its own table (gui_words, app/i18n.h), looked up in the current
   language. */
#ifndef GUI_HILLS_TEXT_H
#define GUI_HILLS_TEXT_H

#include "app/i18n.h"

typedef enum {
    HS_RULES, HS_RULES_SHEPHERD, HS_DIAGRAM, HS_SHEPHERD, HS_TIP_SHEPHERD, HS_HINT_SHEPHERD,
    HS_HINT_FIGURE, HS_HINT_THEN_FIGURE, HS_HINT_NONE, HS_HINT_THEN_NONE,
    HS_MV_NONE, HS_MV_SHEPHERD, HS_MV_GROW, HS_MV_GATHER,
    HS_HIST_UNDER, HS_HIST_SHEPHERD, HS_HIST_SHEEP, HS_HIST_WOLF, HS_HIST_HOME, HS_HIST_GATHER,
    HS_HIST_GROW, HS_HIST_GATHERS,
    HS_FLOCK_ASK, HS_FLOCK_NOW, HS_FLOCK_BAG, HS_GROW_SAYS, HS_GATHER_SAYS, HS_BTN_GROW, HS_BTN_GATHER,
    HS_FLOCK_KEYS, HS_BAG, HS_BAG_TIP, HS_HOVER_SHEPHERD, HS_HOVER_HILL, HS_HOVER_VINEYARDS, HS_RESULT_FLOCKS,
    HS_LESSON_1, HS_LESSON_2,
    /* the person at this screen spoken to, where the line counts (ngettext) */
    HS_HOVER_SHEPHERD_YOU, HS_HIST_SHEEP_YOU, HS_HIST_HOME_YOU, HS_GATHERED,
    /* with Halflings: the sheep triangle's sheep that stay, and the rules for the triangles */
    HS_HOVER_LASTING, HS_RULES_HALFLINGS,
    HS_NWORDS
} hills_text_id;

extern const gui_words hills_text[HS_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *hills_tr(hills_text_id id);
/* The string `id` in the plural form for n (a counted line). */
const char *hills_tr_n(hills_text_id id, int n);

#endif
