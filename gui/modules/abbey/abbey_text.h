/* Abbey & Mayor's strings in English and Czech: its own table (gui_words, app/i18n.h), looked
   up in the current language. */
#ifndef GUI_ABBEY_TEXT_H
#define GUI_ABBEY_TEXT_H

#include "app/i18n.h"

typedef enum {
    AB_RULES_ABBEY, AB_RULES_MAYOR, AB_RULES_WAGON, AB_DIAGRAM, AB_LESSON_1, AB_LESSON_2,
    AB_TIP_ABBEY, AB_TIP_MAYOR, AB_TIP_WAGON,
    AB_ASK, AB_ASK_LAST, AB_DRAW, AB_PASS, AB_HINT_DRAG, AB_KEYS, AB_KEYS_LAST, AB_TURN_LAST,
    AB_MV_ABBEY_YES, AB_MV_ABBEY_NO, AB_MV_ABBEY_PASS, AB_MV_MAYOR_NONE, AB_MV_MAYOR, AB_MV_WAGON_NONE, AB_MV_WAGON,
    AB_MV_WAGON_MOVE, AB_MV_WAGON_HOME,
    AB_HIST_ABBEY, AB_HIST_ABBEY_LAST, AB_HIST_PASS, AB_HIST_MAYOR, AB_HIST_MAYOR_ONE, AB_HIST_MAYOR_NONE, AB_HIST_WAGON, AB_HIST_WAGON_MOVED,
    AB_HIST_WAGON_HOME,
    AB_ROAD, AB_CITY, AB_CLOISTER,
    AB_HOVER_MAYOR, AB_HOVER_MAYOR_ONE, AB_HOVER_MAYOR_NONE, AB_HOVER_WAGON,
    AB_WAGON_ASK, AB_WAGON_HOME_BTN,
    AB_HINT_FIGURE, AB_HINT_THEN, AB_HINT_NOW, AB_HINT_THEN_NONE, AB_HINT_NONE, AB_ACC_MAYOR, AB_ACC_WAGON,
    AB_GEN_MAYOR, AB_GEN_WAGON,
    /* the mayor's and the wagon's names where other modules show them (GUI_FIGNAME_* order) */
    AB_FIG_MAYOR, AB_FIG_MAYOR_THE, AB_FIG_MAYOR_THE_OBJ, AB_FIG_MAYOR_YOUR_OBJ, AB_FIG_MAYOR_TITLE,
    AB_FIG_MAYOR_OWNED, AB_FIG_MAYOR_OWN, AB_FIG_MAYOR_HELD, AB_FIG_MAYOR_IT, AB_FIG_MAYOR_YOURS,
    AB_FIG_WAGON, AB_FIG_WAGON_THE, AB_FIG_WAGON_THE_OBJ, AB_FIG_WAGON_YOUR_OBJ, AB_FIG_WAGON_TITLE,
    AB_FIG_WAGON_OWNED, AB_FIG_WAGON_OWN, AB_FIG_WAGON_HELD, AB_FIG_WAGON_IT, AB_FIG_WAGON_YOURS,
    /* the person at this screen's mayor, where the line counts pennants (ngettext) */
    AB_HIST_MAYOR_YOU, AB_HOVER_MAYOR_YOU,
    AB_NWORDS
} abbey_text_id;

extern const gui_words abbey_text[AB_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *abbey_tr(abbey_text_id id);
/* A road, city or cloister as the place a wagon goes to ("the city"; Czech: its accusative
   after "na"), by cit_feature_kind; "?" for any other kind. */
const char *abbey_place_word(int kind);
/* The mayor's line for a city of `pennants` pennants (many, one, none: `many`, then the two
   entries after it), %2 the number; `you`: the mayor is the person's at this screen ("your
   mayor"). */
void abbey_mayor_words(abbey_text_id many, int pennants, const char *who, int you, char *buf, size_t cap);

#endif
