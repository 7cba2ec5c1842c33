/* The Princess & the Dragon in words: its answers for the list of choices, its events as
   history lines ("The dragon ate Ben's knight"), the fairy in a feature's hover. */
#ifndef GUI_DRAGON_WORDS_H
#define GUI_DRAGON_WORDS_H

#include "modules/gui_module.h"

/* gui_module.move_words, event_line and feature_more. */
int gui_dragon_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap);
int gui_dragon_event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                          gui_log_ref *ref);
int gui_dragon_feature_more(const cit_game *e, int you, int x, int y, int spot, int half, char *buf, size_t cap);

#endif
