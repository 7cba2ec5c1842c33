/* Inns & Cathedrals at the end and on Results: an inn road or cathedral city left unfinished
   scores 0, said as a step of the final scoring and a history line (the engine's
   CIT_EV_INNS_UNFINISHED), and the points of inn roads and cathedral cities get a results
   row of their own. */
#include "modules/inns/inns_module.h"
#include "modules/inns/inns_text.h"
#include "modules/inns/inns.h"
#include "scenes/game/finale.h"
#include "scenes/game/game_state.h"
#include "draw/camera.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "app/module_ctx.h"

#include <SDL.h>

/* The step's box below the feature's middle, in layout units (clear of the disc on it). */
enum { INNS_STEP_DROP = 24 };

enum { STEP_OPEN = -30 }; /* its step kind (the Traders' goods are -20, The City's watchmen -1) */

/* Owners named in the event's mask ("Anna, Bedřich"), but for seat `skip` (-1: none). */
static void owners(const gui_game *g, const cit_event *e, int skip, char *buf, size_t cap)
{
    buf[0] = 0;
    for (int p = 0; p < CIT_MAX_PLAYERS; p++)
        if (e->count >> p & 1 && p != skip) {
            if (buf[0])
                SDL_strlcat(buf, ", ", cap);
            SDL_strlcat(buf, gui_game_player_name(g, p), cap);
        }
}

int gui_inns_event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                        gui_log_ref *ref)
{
    (void)before;
    if (e->type != CIT_EV_INNS_UNFINISHED)
        return 0;
    char names[4 * CIT_NAME_LEN];
    int cathedral = e->quarter == CIT_INNS_CATHEDRAL, you = g->you;
    if (you >= 0 && you < CIT_MAX_PLAYERS && e->count >> you & 1) { /* the person at the screen owns it: spoken to */
        owners(g, e, you, names, sizeof names);
        inns_text_id id = names[0] ? (cathedral ? INNS_HIST_OPEN_CATHEDRAL_YOU_AND : INNS_HIST_OPEN_INN_YOU_AND)
                                   : (cathedral ? INNS_HIST_OPEN_CATHEDRAL_YOU : INNS_HIST_OPEN_INN_YOU);
        gui_subst(buf, cap, inns_tr(id), names, NULL, NULL);
    } else {
        owners(g, e, -1, names, sizeof names);
        gui_subst(buf, cap, inns_tr(cathedral ? INNS_HIST_OPEN_CATHEDRAL : INNS_HIST_OPEN_INN), names, NULL, NULL);
    }
    gui_log_ref_feature(ref, e);
    return 1;
}

int gui_inns_final_event(const cit_event *e, int *kind)
{
    if (e->type != CIT_EV_INNS_UNFINISHED)
        return 0;
    *kind = STEP_OPEN;
    return 1;
}

const char *gui_inns_final_name(int kind) { return kind == STEP_OPEN ? inns_tr(INNS_FINALE) : NULL; }

/* The step's words in a dark box over the feature (its outline is the core's). */
void gui_inns_final_draw(gui_module_ctx *ctx, const struct gui_finale_step *s)
{
    const char *line = inns_tr(s->ev.quarter == CIT_INNS_CATHEDRAL ? INNS_STEP_OPEN_CATHEDRAL : INNS_STEP_OPEN_INN);
    int px = gui_font_px(ctx->ui, GUI_FONT_LEAD), pad = gui_px(ctx->ui, GUI_SIZE_PAD);
    int w = gui_text_width(line, px, 1) + 2 * pad, h = px * 5 / 4 + pad;
    float sx, sy;
    gui_camera_to_screen(ctx->cam, s->cx, s->cy, &sx, &sy);
    SDL_Rect b = *ctx->board_rc, rc = {(int)sx - w / 2, (int)sy + gui_px(ctx->ui, INNS_STEP_DROP), w, h};
    rc.x = rc.x < b.x ? b.x : rc.x + w > b.x + b.w ? b.x + b.w - w : rc.x;
    rc.y = rc.y + h > b.y + b.h ? b.y + b.h - h : rc.y;
    gui_fill_rounded(ctx->r, rc, gui_px(ctx->ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PLATE, 225));
    gui_text(line, rc.x + pad, rc.y + pad / 2, px, 1, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_LEFT);
}

/* Row 0: what inn roads and cathedral cities scored completed (out of the roads' and cities'
   rows); row 1: how many a player was left with unfinished at the end (no points: shown under
   the Total). */
int gui_inns_tally(const cit_game *after, const cit_event *e, int *row, int *taken, int *payer)
{
    (void)payer;
    if (e->type == CIT_EV_INNS_UNFINISHED) {
        *row = 1;
        *taken = -1;
        return 1;
    }
    if (e->type != CIT_EV_SCORE || e->reason != CIT_SCORE_COMPLETED ||
        !cit_game_inns_mark(after, e->x, e->y, e->half, e->spot))
        return 0;
    *row = 0;
    *taken = e->feature_kind == CIT_FEAT_ROAD ? CIT_CAT_ROAD : CIT_CAT_CITY;
    return 1;
}

int gui_inns_tally_row(const cit_game *e, int row, int points, int count, char *label, size_t lcap, char *cell,
                       size_t ccap)
{
    if (!cit_game_setup(e)->opt.v[CIT_OPT_INNS])
        return 0;
    SDL_strlcpy(label, inns_tr(row ? INNS_ROW_OPEN : INNS_ROW), lcap);
    SDL_snprintf(cell, ccap, "%d", row ? count : points);
    return row ? (count > 0 ? 2 : 0) : 1; /* how many were left unfinished: a count, under the Total */
}
