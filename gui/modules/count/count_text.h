/* The Count of Carcassonne's strings in English and Czech: its own table (gui_words, app/i18n.h), looked up
   in the current language. */
#ifndef GUI_COUNT_TEXT_H
#define GUI_COUNT_TEXT_H

#include "app/i18n.h"

typedef enum {
    COUNT_Q_CASTLE, COUNT_Q_BLACKSMITH, COUNT_Q_CATHEDRAL, COUNT_Q_MARKET, COUNT_QF_CASTLE, COUNT_QF_BLACKSMITH,
    COUNT_QF_CATHEDRAL, COUNT_QF_MARKET, COUNT_QUARTER_ASK, COUNT_MOVE_ASK, COUNT_DEPLOY_WHAT,
    COUNT_DEPLOY_FINAL, COUNT_DEPLOY_ASK, COUNT_DEPLOY_NOW, COUNT_DEPLOY_SEND, COUNT_MV_DEPLOY,
    COUNT_MV_DEPLOY_NONE, COUNT_MV_QUARTER, COUNT_MV_QUARTER_NONE, COUNT_MV_COUNT, COUNT_MV_COUNT_STAY,
    COUNT_HIST_DEPLOY, COUNT_HIST_QUARTER, COUNT_HIST_COUNT_MOVE, COUNT_RULES_COUNT, COUNT_RULE_COUNT_ON,
    COUNT_KEYS, COUNT_NWORDS
} count_text_id;

extern const gui_words count_text[COUNT_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *count_tr(count_text_id id);

#endif
