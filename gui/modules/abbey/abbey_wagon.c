/* The wagon's move at its owner's screen: after its feature scored, the free features joined to
   it are lit on the board (a ring on each part's spot); a click on one rolls the wagon there,
   the panel's button sends it home. The panel sits at the top of the board, the camera glides
   once so the lit places show below it. */
#include "modules/abbey/abbey_view.h"
#include "modules/abbey/abbey_text.h"
#include "modules/abbey/abbey.h"
#include "scenes/game/board_followers.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_panels.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <math.h>

#define MAX_TARGETS 32
#define TARGET_RGB GUI_COL_TARGET
#define HOT_RGB GUI_COL_LIT_EDGE_HOT
/* The wagon's question over the board and its "home" answer, in layout units. */
enum { WAGON_PANEL_W = 520, WAGON_HOME_W = 220 };

/* Where answer m (a part x, y, spot, its half in rot) stands on screen; 0 if no tile is there. */
static int target_px(gui_module_ctx *ctx, const cit_move *m, float *px, float *py)
{
    cit_placed_tile pc[2];
    if (cit_game_parts_at(gui_game_engine(ctx->game), m->x, m->y, pc) <= m->rot)
        return 0;
    gui_module_ctx_board_anchor_px(ctx, pc[m->rot].tile, m->spot, pc[m->rot].rot, m->x, m->y, px, py);
    return 1;
}

/* The answer whose spot is nearest the pointer in the cell under it, or -1. */
static int target_at(gui_module_ctx *ctx, const cit_move *ms, int n)
{
    int cx, cy, best = -1;
    float bd = 1e9f;
    if (!gui_hit(ctx->in, *ctx->board_rc))
        return -1;
    gui_camera_cell_at(ctx->cam, ctx->in->mx, ctx->in->my, &cx, &cy);
    for (int i = 0; i < n; i++) {
        float px, py;
        if (!ms[i].arg0 || ms[i].x != cx || ms[i].y != cy || !target_px(ctx, &ms[i], &px, &py))
            continue;
        float d = hypotf(px - (float)ctx->in->mx, py - (float)ctx->in->my);
        if (d < bd) {
            bd = d;
            best = i;
        }
    }
    return best;
}

/* The lit places: each target's cell outlined and a ring on its spot, the one under the pointer green. */
static void draw_targets(gui_module_ctx *ctx, const cit_move *ms, int n, int hot)
{
    SDL_RenderSetClipRect(ctx->r, ctx->board_rc);
    float pu = 0.5f + 0.5f * sinf((float)ctx->clock * 0.006f), rad = ctx->cam->zoom * 0.17f;
    for (int i = 0; i < n; i++) {
        float px, py;
        if (!ms[i].arg0 || !target_px(ctx, &ms[i], &px, &py))
            continue;
        SDL_Color c = gui_rgba(i == hot ? HOT_RGB : TARGET_RGB, 255);
        gui_rect_outline(ctx->r, gui_camera_cell_rect(ctx->cam, ms[i].x, ms[i].y), gui_px(ctx->ui, GUI_SIZE_LINE), c);
        gui_fill_circle(ctx->r, px, py, rad,
                        gui_rgba(i == hot ? GUI_COL_LIT_HOT : GUI_COL_LIT, (Uint8)(i == hot ? 200 : 110 + 60 * pu)));
        gui_ring(ctx->r, px, py, rad, (float)gui_px(ctx->ui, GUI_SIZE_LINE_LIT), c);
        gui_module_ctx_decide_answer(ctx, (SDL_Rect){(int)(px - rad), (int)(py - rad), (int)(2 * rad), (int)(2 * rad)},
                                     &ms[i]);
    }
    SDL_RenderSetClipRect(ctx->r, NULL);
}

/* The cells of the scored feature's part and the targets, glided into view below the panel. */
static void glide_once(gui_module_ctx *ctx, const cit_move *ms, int n, int panel_h)
{
    const cit_pending *pd = ctx->pend;
    float x0 = (float)pd->x, y0 = (float)pd->y, x1 = x0, y1 = y0;
    for (int i = 0; i < n; i++)
        if (ms[i].arg0) {
            x0 = fminf(x0, (float)ms[i].x), x1 = fmaxf(x1, (float)ms[i].x);
            y0 = fminf(y0, (float)ms[i].y), y1 = fmaxf(y1, (float)ms[i].y);
        }
    gui_module_ctx_decide_glide_to(ctx, x0, y0, x1, y1, panel_h);
}

int abbey_wagon_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_ui *ui = ctx->ui;
    abbey_gui *st = abbey_gui_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    cit_move ms[MAX_TARGETS];
    int n = cit_game_legal_moves(e, ms, MAX_TARGETS);
    n = n > MAX_TARGETS ? MAX_TARGETS : n;
    int hot = target_at(ctx, ms, n);
    st->wagon_hover = hot;
    draw_targets(ctx, ms, n, hot);
    /* the panel: who decides, what to do, the place pointed at in words, and "home" */
    int w = gui_px(ui, WAGON_PANEL_W), pad = gui_px(ui, GUI_SIZE_INSET), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H), px = gui_font_px(ui, GUI_FONT_BODY);
    w = w > ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION) ? ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION) : w;
    char ask[320], line[200] = "";
    gui_subst(ask, sizeof ask, gui_word_seat(&abbey_text[AB_WAGON_ASK], gui_game_is_you(ctx->game, ctx->pend->player)),
              gui_game_player_name(ctx->game, ctx->pend->player), NULL, NULL);
    int was = gui_draw_enabled; /* measured first, drawn after */
    gui_draw_enabled = 0;
    int h = gui_module_ctx_decide_heading(ctx, 0, 0, w - 2 * pad) +
            gui_text_wrapped(ask, 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255));
    gui_draw_enabled = was;
    h += 2 * pad + bh + gui_px(ui, GUI_SIZE_SPACE) + px * 3 / 2;
    SDL_Rect p = {ctx->board_rc->x + (ctx->board_rc->w - w) / 2, ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD), w, h};
    if (fresh)
        glide_once(ctx, ms, n, h);
    gui_panel(ui, p);
    int x = p.x + pad, y = gui_module_ctx_decide_heading(ctx, x, p.y + pad, w - 2 * pad);
    y += gui_text_wrapped(ask, x, y, w - 2 * pad, px, 0, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_GAP);
    if (hot >= 0)
        gui_feature_line(e, ms[hot].x, ms[hot].y, ms[hot].spot, ms[hot].rot, line, sizeof line);
    gui_text_fit(line, sizeof line, line, w - 2 * pad, px, 1);
    gui_text(line, x, y, px, 1, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    y += px * 3 / 2;
    SDL_Rect home = {x, y, gui_px(ui, WAGON_HOME_W), bh};
    int picked = -1;
    for (int i = 0; i < n; i++)
        if (!ms[i].arg0) {
            if (gui_button(ui, GUI_ID(0), home, abbey_tr(AB_WAGON_HOME_BTN), 1))
                picked = i;
            gui_module_ctx_decide_answer(ctx, home, &ms[i]);
        }
    if (picked < 0 && hot >= 0 && ctx->in->released[1] && !ctx->ui->consumed && !gui_hit(ctx->in, p))
        picked = hot;
    if (picked < 0)
        return GUI_DECIDE_MODAL;
    *chosen = ms[picked];
    return GUI_DECIDE_MODAL | GUI_DECIDE_CHOSEN;
}
