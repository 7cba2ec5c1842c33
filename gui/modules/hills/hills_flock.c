/* The flock's question (hills_flock.h): when the placer's own shepherd's field grew, grow the
   flock or gather it, in a dialog over the top of the board that says what each does, what
   the field's flocks hold and what the bag holds, the shepherd's field left in view below. */
#include "modules/hills/hills_flock.h"
#include "modules/hills/hills_text.h"
#include "modules/hills/hills_view.h"
#include "modules/hills/hills.h"
#include "scenes/game/decide.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <stdio.h>

/* The answer of the flock question with arg0 `gather`, from the legal moves. */
static int answer(const cit_game *e, int gather, cit_move *out)
{
    cit_move mv[4];
    int n = cit_game_legal_moves(e, mv, 4);
    for (int i = 0; i < n && i < 4; i++)
        if (mv[i].type == CIT_MOVE_HILLS_FLOCK && mv[i].arg0 == gather) {
            *out = mv[i];
            return 1;
        }
    return 0;
}

/* The dialog's layout (unscaled pixels): its width at most, margins, button height, the gap
   between its buttons, the least width of a button beside the other (narrower: stacked), the
   room for a button's picture. */
enum { FLOCK_W = 560, FLOCK_PAD = 18, FLOCK_BUTTON_H = 48, FLOCK_GAP = 14, FLOCK_BUTTON_LEAST_W = 200, FLOCK_LEAD = 44 };

/* How much the dialog says, from all of it down to what a small phone's board has room for
   (hills_flock_dialog takes the first that fits): BRIEF leaves out what each answer does, which
   the buttons' words and the rules page say too; TIGHT also the heading and the counts (the
   Gather button says the points, the panel shows the bag), with narrower margins; BARE says
   nothing but the buttons. */
enum { FULL, BRIEF, TIGHT, BARE };

/* The dialog's words at `level`, laid out at x,y in width w (drawn or, with drawing off,
   measured): returns the y below. */
static int words(gui_module_ctx *ctx, int sheep, int level, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    char line[256], a[12], b[12];
    int body = gui_font_px(ui, GUI_FONT_BODY), tokens = 0;
    for (int k = 0; k <= 4; k++)
        tokens += cit_game_hills_bag(e, k);
    if (level == BARE)
        return y;
    if (level < TIGHT)
        y = gui_module_ctx_decide_heading(ctx, x, y, w);
    y += gui_text_wrapped(hills_tr(HS_FLOCK_ASK), x, y, w, gui_font_px(ui, GUI_FONT_LINE), 0, gui_rgba(GUI_COL_INK, 255));
    if (level == TIGHT)
        return y + gui_px(ui, GUI_SIZE_SPACE);
    snprintf(a, sizeof a, "%d", sheep);
    gui_subst(line, sizeof line, hills_tr_n(HS_FLOCK_NOW, sheep), a, NULL, NULL);
    SDL_strlcat(line, " ", sizeof line);
    char bag[128];
    snprintf(a, sizeof a, "%d", tokens);
    snprintf(b, sizeof b, "%d", cit_game_hills_bag(e, 0));
    gui_subst(bag, sizeof bag, hills_tr_n(HS_FLOCK_BAG, tokens), a, b, NULL);
    SDL_strlcat(line, bag, sizeof line);
    y += gui_text_wrapped(line, x, y, w, body, 0, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_NUDGE);
    if (level == FULL) {
        y += gui_text_wrapped(hills_tr(HS_GROW_SAYS), x, y, w, body, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
        y += gui_text_wrapped(hills_tr(HS_GATHER_SAYS), x, y, w, body, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    }
    return y + gui_px(ui, GUI_SIZE_PAD);
}

int hills_flock_dialog(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    const cit_pending *pd = ctx->pend;
    cit_feature_part at = {pd->x, pd->y, pd->spot, pd->half};
    /* every flock in the field and the sheep that stay there: what a gathering pays */
    int sheep = cit_game_hills_field_sheep(e, at.x, at.y, at.spot, at.half);
    int w = gui_px(ui, FLOCK_W), pad = gui_px(ui, FLOCK_PAD), bh = gui_px(ui, FLOCK_BUTTON_H), gap = gui_px(ui, FLOCK_GAP);
    int m = gui_px(ui, GUI_SIZE_PAD);
    /* left of the zoom buttons where they stand beside the board (a phone's narrow board) */
    int room = ctx->board_rc->w - 2 * m;
    if (ctx->zoom_rc && ctx->zoom_rc->w > 0 && ctx->zoom_rc->x - ctx->board_rc->x - 2 * m < room &&
        ctx->zoom_rc->x - ctx->board_rc->x - 2 * m > room / 2)
        room = ctx->zoom_rc->x - ctx->board_rc->x - 2 * m;
    if (w > room)
        w = room;
    int kh = ctx->coarse ? 0 : gui_font_px(ui, GUI_FONT_SMALL) + gui_px(ui, GUI_SIZE_SPACE), level = FULL, head = 0;
    /* a narrow dialog (a phone upright) stacks the buttons, each the full width */
    int stacked = (w - 2 * pad - gap) / 2 < gui_px(ui, FLOCK_BUTTON_LEAST_W), buttons = stacked ? 2 * bh + gap / 2 : bh;
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    for (; level <= BARE; level++) { /* the most that fits over the board */
        if (level == TIGHT)
            pad = gui_px(ui, GUI_SIZE_PAD);
        head = words(ctx, sheep, level, 0, 0, w - 2 * pad);
        if (2 * pad + head + buttons + kh <= ctx->board_rc->h - 2 * m)
            break;
    }
    if (level > BARE)
        level = BARE;
    gui_draw_enabled = was;
    int bw = stacked ? w - 2 * pad : (w - 2 * pad - gap) / 2;
    int left = ctx->board_rc->x + (room < ctx->board_rc->w - 2 * m ? m : (ctx->board_rc->w - w) / 2);
    SDL_Rect pn = {left, ctx->board_rc->y + m, w, 2 * pad + head + buttons + kh};
    if (fresh) /* the shepherd's field in view below the dialog */
        gui_module_ctx_decide_glide_to(ctx, (float)pd->x - 1, (float)pd->y - 1, (float)pd->x + 2, (float)pd->y + 2,
                                       pn.h + gui_px(ui, GUI_SIZE_PAD));
    gui_panel(ui, pn);
    int x = pn.x + pad, iw = pn.w - 2 * pad, y = words(ctx, sheep, level, x, pn.y + pad, iw);
    int picked = 0;
    cit_move grow, gather;
    int can_grow = answer(e, 0, &grow), can_gather = answer(e, 1, &gather);
    SDL_Rect gb = {x, y, bw, bh}, hb = stacked ? (SDL_Rect){x, y + bh + gap / 2, bw, bh} : (SDL_Rect){x + bw + gap, y, bw, bh};
    char label[64], num[12];
    snprintf(num, sizeof num, "%d", sheep);
    gui_subst(label, sizeof label, hills_tr_n(HS_BTN_GATHER, sheep), num, NULL, NULL);
    if (can_grow)
        gui_module_ctx_decide_answer(ctx, gb, &grow);
    if (can_gather)
        gui_module_ctx_decide_answer(ctx, hb, &gather);
    int lead = gui_px(ui, FLOCK_LEAD);
    if (gui_button_lead(ui, GUI_ID(1), gb, gui_rgba(GUI_COL_ACCENT, 255), hills_tr(HS_BTN_GROW), can_grow, lead) ||
        gui_key(ui, SDLK_g)) {
        if (can_grow)
            *chosen = grow, picked = 1;
    }
    hills_token_draw(ctx, 2, (float)(gb.x + lead / 2), (float)(gb.y + bh / 2), (float)bh * 0.7f, 255);
    if ((gui_button_lead(ui, GUI_ID(2), hb, gui_rgba(GUI_COL_WOOD, 255), label, can_gather, lead) ||
         gui_key(ui, SDLK_a)) && !picked && can_gather)
        *chosen = gather, picked = 1;
    hills_shepherd_draw(ctx, gui_game_player_colour(ctx->game, pd->player), (float)(hb.x + lead / 2),
                        (float)(hb.y + bh / 2), (float)bh * 0.72f, 255);
    if (!ctx->coarse)
        gui_text(hills_tr(HS_FLOCK_KEYS), x, y + buttons + gui_px(ui, GUI_SIZE_GAP), gui_font_px(ui, GUI_FONT_SMALL), 0,
                 gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    return GUI_DECIDE_MODAL | (picked ? GUI_DECIDE_CHOSEN : 0);
}
