/* Castles' entry in the GUI module table: tokens on the board and in the panel, the castle
   question, and their history lines. */
#include "modules/castles/castle_module.h"
#include "modules/castles/castle_view.h"
#include "app/i18n.h"
#include "modules/castles/castle_text.h"
#include "draw/draw.h"

#include <SDL.h>
#include <stdio.h>

/* A castle built (a computer's shows as a notice too), and the points a castle is paid. */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    if (gui_castle_event_words(before, e, buf, cap)) {
        *ref = (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0};
        return 2;
    }
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_CASTLE)
        return 0;
    char pts[16], kind[32];
    snprintf(pts, sizeof pts, "%d", e->points);
    SDL_strlcpy(kind, gui_feature_kind_name(e->feature_kind), sizeof kind);
    if (kind[0] >= 'A' && kind[0] <= 'Z')
        kind[0] = (char)(kind[0] - 'A' + 'a');
    gui_subst(buf, cap, castle_tr(CASTLE_HIST_CASTLE_PAID), gui_game_player_name(g, e->player), pts, kind);
    ref->has_feature = 1;
    ref->fx = e->x;
    ref->fy = e->y;
    ref->fspot = e->spot;
    return 1;
}

static int pieces(gui_app *a, int player, int x, int row_y)
{
    return gui_castle_tokens(a, player, x, row_y + gui_px(&a->ui, 28), gui_px(&a->ui, 16));
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_CASTLES] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return castle_tr(CASTLE_RULES_CASTLES);
}

const gui_module gui_castles_module = {
    .module = CIT_MODULE_CASTLES,
    .event_line = event_line,
    .move_words = gui_castle_move_words,
    .draw_under = gui_castle_draw,
    .pieces = pieces,
    .decide = gui_castle_dialog,
    .option = CIT_OPT_CASTLES,
    .words = castle_text,
    .nwords = CASTLE_NWORDS,
    .rules = rules,
};
