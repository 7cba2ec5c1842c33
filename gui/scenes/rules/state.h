/* The rules's own state (scenes/scene_state.h makes and frees it with the scene). */
#ifndef GUI_SCENE_RULES_STATE_H
#define GUI_SCENE_RULES_STATE_H

/* The rules, as a screen or over a game: the page its contents list shows and how far it is
   scrolled down (pixels). */
typedef struct gui_rules_state {
    int page, scroll;
} gui_rules_state;

#endif
