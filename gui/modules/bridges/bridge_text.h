/* Bridges's strings in English and Czech: its own table (gui_words, app/i18n.h), looked up
   in the current language. */
#ifndef GUI_BRIDGE_TEXT_H
#define GUI_BRIDGE_TEXT_H

#include "app/i18n.h"

typedef enum {
    BRIDGE_BRIDGES_LEFT, BRIDGE_HINT_BRIDGE_NEEDED, BRIDGE_HINT_BRIDGE_DRAG, BRIDGE_HINT_FOLLOWER_BRIDGE,
    BRIDGE_HINT_BRIDGE_END, BRIDGE_AUTO, BRIDGE_HIST_PLACE_BRIDGE, BRIDGE_HIST_PLACE_BRIDGE_FOLLOWER,
    BRIDGE_RULES_BRIDGES, BRIDGE_TIP_OWNER, BRIDGE_TIP_ONLY_WITH, BRIDGE_DIAGRAM, BRIDGE_LESSON_1, BRIDGE_LESSON_2, BRIDGE_NWORDS
} bridge_text_id;

extern const gui_words bridge_text[BRIDGE_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *bridge_tr(bridge_text_id id);

#endif
