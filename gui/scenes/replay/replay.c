/* The replay's model: the moves of the game watched and the position shown (see replay.h). */
#include "scenes/replay/replay.h"
#include "scenes/replay/game_review.h"

#include <stdlib.h>
#include <string.h>

/* Who made each move: the player the engine asked before it, replayed from the deal. */
static void movers(gui_replay *r, const cit_game *e)
{
    cit_tile_id order[CIT_MAX_STACK];
    int n = cit_game_tile_order(e, order, CIT_MAX_STACK);
    cit_status st;
    cit_game *g = cit_game_new(cit_game_setup(e), order, n, &st);
    for (int i = 0; i < r->nmoves && g; i++) {
        r->mover[i] = (int8_t)cit_game_pending(g).player;
        if (cit_game_apply(g, &r->moves[i], NULL) != CIT_OK)
            break;
    }
    if (g)
        cit_game_bounds(g, &r->x0, &r->y0, &r->x1, &r->y1);
    cit_game_free(g);
}

gui_replay *gui_replay_new(const cit_session *s, gui_game **shown)
{
    *shown = NULL;
    gui_replay *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->nmoves = cit_session_length(s);
    r->moves = calloc((size_t)(r->nmoves > 0 ? r->nmoves : 1), sizeof *r->moves);
    r->mark = calloc((size_t)(r->nmoves > 0 ? r->nmoves : 1), 1);
    r->mover = calloc((size_t)(r->nmoves > 0 ? r->nmoves : 1), 1);
    r->speed = 1;
    if (!r->moves || !r->mark || !r->mover) {
        gui_replay_free(r);
        return NULL;
    }
    for (int i = 0; i < r->nmoves; i++)
        r->moves[i] = *cit_session_move(s, i);
    movers(r, cit_session_game(s));
    r->over = cit_game_over(cit_session_game(s));
    /* The start of the game: a session with the same set-up and deal, rewound to no move. */
    size_t len = cit_session_save(s, NULL, 0);
    char *text = malloc(len + 1);
    cit_status st;
    cit_setup setup = *cit_game_setup(cit_session_game(s));
    gui_game *g = gui_game_new(&setup, &st);
    if (!text || !g || (cit_session_save(s, text, len + 1), cit_session_load(g->sess, text, len, NULL) != CIT_OK) ||
        gui_replay_seek(r, g, 0) != 0) {
        free(text);
        gui_game_free(g);
        gui_replay_free(r);
        return NULL;
    }
    r->record = text; /* kept: a review starts from it */
    r->record_len = len;
    r->record_hash = gui_review_hash(text, len);
    *shown = g;
    return r;
}

void gui_replay_free(gui_replay *r)
{
    if (!r)
        return;
    free(r->moves);
    free(r->mark);
    free(r->mover);
    free(r->record);
    free(r);
}

int gui_replay_seek(gui_replay *r, gui_game *g, int n)
{
    if (n < 0)
        n = 0;
    if (n > r->nmoves)
        n = r->nmoves;
    int len = cit_session_length(g->sess);
    r->has_ghost = 0; /* a review's suggestion belongs to the position it was made for */
    if (n == len + 1 && n > 0) {
        /* One move on: as it happened (pop-ups, sound); the final scoring is not played again. */
        if (gui_game_apply(g, &r->moves[len], NULL) != CIT_OK)
            return -1;
        free(g->finale);
        g->finale = NULL;
        r->at = n;
        return 0;
    }
    if (n < len && cit_session_undo_to(g->sess, n) != CIT_OK)
        return -1;
    for (int i = n < len ? n : len; i < n; i++)
        if (cit_session_apply(g->sess, &r->moves[i], NULL) != CIT_OK)
            return -1;
    gui_game_rewound(g);
    r->at = n;
    return 0;
}

int gui_replay_step_ms(int speed)
{
    static const int ms[GUI_REPLAY_SPEEDS] = {1600, 800, 250};
    return ms[speed >= 0 && speed < GUI_REPLAY_SPEEDS ? speed : 1];
}

int gui_replay_is_turn(const gui_replay *r, int i)
{
    return i >= 0 && i < r->nmoves && r->moves[i].type == CIT_MOVE_PLACE;
}
