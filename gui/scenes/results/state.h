/* The results screen's own state (scenes/scene_state.h makes and frees it with the scene). */
#ifndef GUI_SCENE_RESULTS_STATE_H
#define GUI_SCENE_RESULTS_STATE_H

#include <SDL.h>

#include "scenes/results/results_table.h"

/* The results screen: how far the score table's rows are scrolled, and (tests) where the
   table, its Total row, the chart and the "Hints used" line were drawn last frame; the table
   built each frame (10 KB: more than a browser's stack should carry). */
typedef struct gui_results_state {
    gui_result_table table;
    SDL_Rect table_rc, total_rc, chart_rc, hints_rc;
    int scroll, scroll_most; /* pixels scrolled; how far they can be (0: all rows show) */
} gui_results_state;

#endif
