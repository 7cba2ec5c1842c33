/* Traders & Builders' strings in English and Czech: its own table (gui_words, app/i18n.h),
   looked up in the current language. */
#ifndef GUI_TRADERS_TEXT_H
#define GUI_TRADERS_TEXT_H

#include "app/i18n.h"

typedef enum {
    TB_RULES, TB_RULES_BUILDER, TB_RULES_PIG, TB_DIAGRAM,
    TB_WINE, TB_GRAIN, TB_CLOTH, TB_BUILDER, TB_PIG,
    TB_MV_NONE, TB_MV_BUILDER, TB_MV_PIG,
    TB_HIST_FIGURE, TB_HIST_WINE, TB_HIST_GRAIN, TB_HIST_CLOTH, TB_HIST_HOME, TB_HIST_SECOND, TB_HIST_MAJORITY,
    TB_HINT_BUILDER, TB_HINT_PIG, TB_HINT_BOTH,
    TB_HINT_FIGURE, TB_HINT_THEN_FIGURE, TB_HINT_NONE, TB_HINT_THEN_NONE, TB_ACC_BUILDER, TB_ACC_PIG,
    TB_WITHOUT_BUILDER, TB_WITHOUT_PIG, TB_WITHOUT_BOTH,
    TB_TURN_SECOND, TB_FINALE, TB_HOVER_GOODS, TB_HOVER_FIGURE, TB_RESULT_ROW, TB_RESULT_CELL, TB_PANEL_TIP,
    TB_LESSON_1, TB_LESSON_2, TB_TIP_BUILDER, TB_TIP_PIG, TB_RESULT_MAJORITIES,
    /* the goods taken by the person at this screen, each counted */
    TB_HIST_WINE_YOU, TB_HIST_GRAIN_YOU, TB_HIST_CLOTH_YOU,
    TB_NWORDS
} traders_text_id;

extern const gui_words traders_text[TB_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *traders_tr(traders_text_id id);
/* The name of goods g (a cit_goods: wine, grain, cloth) in the current language, lower case. */
const char *traders_goods_name(int g);
/* "  Anna takes 2 wine tokens": n tokens of goods g for `who`, each good its own counted line (the
   number agrees with the token, and some languages bend the good's name after it); "  You take 2
   wine tokens" when `you` (who is the person at this screen). */
void traders_goods_taken(char *buf, size_t cap, const char *who, int you, int n, int g);

#endif
