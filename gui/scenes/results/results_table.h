/* The results' score table: a row for each kind of points, the Total and the counts under it,
   laid in whatever height the results screen can spare (scene_results.c). */
#ifndef GUI_RESULTS_TABLE_H
#define GUI_RESULTS_TABLE_H

#include <SDL.h>

#include "draw/widgets.h"
#include "engine.h"

struct gui_results_state; /* scenes/results/state.h */

/* The most rows a table holds: the categories, the modules' goods and tallies, with room. */
enum { GUI_RESULT_ROWS_MAX = 40 };

typedef struct {
    char label[96];
    char cell[CIT_MAX_PLAYERS][24]; /* by column: in ranking order */
    unsigned char striped, total, soft;
} gui_result_row;

typedef struct {
    int np;
    int order[CIT_MAX_PLAYERS]; /* the player in each column, best first */
    int place[CIT_MAX_PLAYERS]; /* each column's place: equal totals share one */
    gui_result_row row[GUI_RESULT_ROWS_MAX];
    int nrows;
    int total; /* the Total's row; the count rows follow it */
    const cit_setup *setup; /* the game's: the players the columns head */
} gui_result_table;

struct gui_game; /* scenes/game/game_state.h */
/* Fills t from game g (its modules' rows and tallies included); t reads g's set-up while drawn. */
void gui_results_table_build(const struct gui_game *g, gui_result_table *t);
/* The height t takes with rows of full height, and the least it may be given: its header, two
   compact rows that scroll, the Total and the rows under it. */
int gui_results_table_full_h(const gui_ui *ui, const gui_result_table *t);
int gui_results_table_least_h(const gui_ui *ui, const gui_result_table *t);
/* Draws t in rc. Rows that do not fit at full height are set closer; if they still do not fit,
   the rows above the Total scroll (wheel, swipe) between the header and the Total, which stay.
   Returns the height used; the results' state st keeps the scroll and says where the table and
   its Total were drawn. palette_cb: the player colours' palette (draw/draw.h). */
int gui_results_table_draw(gui_ui *ui, int palette_cb, struct gui_results_state *st, const gui_result_table *t,
                           SDL_Rect rc);

#endif
