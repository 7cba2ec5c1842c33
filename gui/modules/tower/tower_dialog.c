/* The ransom and the exchange dialogs (tower_dialog.h). */
#include "modules/tower/tower_dialog.h"
#include "modules/tower/tower_decide.h"
#include "modules/tower/tower_text.h"
#include "modules/tower/tower_view.h"
#include "modules/tower/tower.h"
#include "modules/gui_module.h" /* the kinds' pictures and names */
#include "scenes/game/decide.h"
#include "scenes/game/game_state.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "draw/atlas.h"

#include <stdio.h>

#define MAX_ROWS (GUI_TOWER_MAX_KINDS * CIT_MAX_PLAYERS) /* a row per holder and kind */

/* The dialogs' layout, in dp. */
enum {
    TD_W = 600,            /* either dialog's width */
    TD_ROW_H = 58,         /* a ransom's row */
    TD_PAY_W = 170,        /* Pay and Not now */
    TD_FIGURE = 34,        /* the follower held, at a row's left */
    TD_WORDS_X = 40,       /* a row's words from its left, past the figure */
    TD_WORDS_ROOM = 52,    /* between a row's words and its button */
    TD_WORDS_DROP = 2,     /* a row's words below its top */
    TD_POOR_Y = 26,        /* why a ransom is not payable, below the row's top */
    TD_SWAP_H = 72,        /* an exchange's button */
    TD_SWAP_GAP = 14,      /* between the exchange's buttons */
    TD_KEYS_ROOM = 30,     /* the keys' line under the exchange's buttons */
    TD_SWAP_LEAD = 52,     /* an exchange button's room for its figure, left of the words */
    TD_SWAP_FIGURE_X = 28, /* the figure's middle from its button's left */
    TD_SWAP_FIGURE = 38    /* the follower that comes back, on its button */
};

/* One row of the ransom: whose, which kind (the engine's, 0 normal), how many, and the answer that
   pays for it (if legal now). */
typedef struct {
    int holder, kind, count, payable;
    cit_move pay;
} ransom_row;

/* The legal answer of `type` with these arguments, or 0. */
static int find(const gui_tower_answer_list *as, int type, int arg0, int arg1, cit_move *out)
{
    for (int i = 0; i < as->n; i++)
        if (as->m[i].type == type && as->m[i].arg0 == arg0 && as->m[i].arg1 == arg1) {
            *out = as->m[i];
            return 1;
        }
    return 0;
}

/* The payer's followers held by others, a row per holder and kind; a row is payable when the
   engine lists its ransom (it does not below 3 points). */
static int ransom_rows(const gui_module_ctx *ctx, const gui_tower_answer_list *as, ransom_row *rows)
{
    const cit_game *e = gui_game_engine(ctx->game);
    int p = ctx->pend->player, n = 0, np = cit_game_setup(e)->nplayers;
    for (int h = 0; h < np; h++)
        for (int kind = 0; kind <= cit_game_follower_kinds(e) && kind < GUI_TOWER_MAX_KINDS && h != p && n < MAX_ROWS;
             kind++) {
            int count = cit_game_tower_held(e, h, p, kind);
            if (count <= 0)
                continue;
            rows[n] = (ransom_row){h, kind, count, 0, {0}};
            rows[n].payable = find(as, CIT_MOVE_TOWER_RANSOM, h + 1, kind, &rows[n].pay);
            n++;
        }
    return n;
}

/* A dialog's panel centred on the board, w wide and h high. */
static SDL_Rect centred(gui_module_ctx *ctx, int w, int h)
{
    if (w > ctx->board_rc->w - gui_px(ctx->ui, GUI_SIZE_SECTION))
        w = ctx->board_rc->w - gui_px(ctx->ui, GUI_SIZE_SECTION);
    SDL_Rect p = {ctx->board_rc->x + (ctx->board_rc->w - w) / 2, ctx->board_rc->y + (ctx->board_rc->h - h) / 2, w, h};
    gui_panel(ctx->ui, p);
    return p;
}

/* The dialog's top: who decides, then `ask` and, if not NULL, `more` in softer ink; returns
   the y below. */
static int dialog_head(gui_module_ctx *ctx, const char *ask, const char *more, int x, int y, int w)
{
    y = gui_module_ctx_decide_heading(ctx, x, y, w);
    y += gui_text_wrapped(ask, x, y, w, gui_font_px(ctx->ui, GUI_FONT_LINE), 0, gui_rgba(GUI_COL_INK, 255));
    if (more)
        y += gui_text_wrapped(more, x, y, w, gui_font_px(ctx->ui, GUI_FONT_BODY), 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    return y + gui_px(ctx->ui, GUI_SIZE_PAD);
}

/* The keys' line at the bottom left of the dialog. */
static void key_line(gui_module_ctx *ctx, const char *keys, int x, int y)
{
    gui_text(keys, x, y, gui_font_px(ctx->ui, GUI_FONT_SMALL), 0, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
}

int gui_tower_ransom_dialog(gui_module_ctx *ctx, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    int p = ctx->pend->player;
    gui_tower_answer_list as;
    gui_tower_answers(ctx, &as);
    ransom_row rows[MAX_ROWS];
    int n = ransom_rows(ctx, &as, rows), payable = 0, only = -1;
    for (int i = 0; i < n; i++)
        if (rows[i].payable)
            payable++, only = i;
    int w = gui_px(ui, TD_W), pad = gui_px(ui, GUI_SIZE_SECTION), rh = gui_px(ui, TD_ROW_H), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H), bw = gui_px(ui, TD_PAY_W);
    char line[160], num[16], keys[96], score[64];
    snprintf(num, sizeof num, "%d", cit_game_score(e, p));
    gui_subst(score, sizeof score, gui_word_n(&tower_text[TOWER_RANSOM_SCORE], cit_game_score(e, p)), num, NULL, NULL);
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int head = dialog_head(ctx, tower_tr(TOWER_RANSOM_ASK), score, 0, 0, w - 2 * pad);
    gui_draw_enabled = was;
    int h = 2 * pad + head + n * rh + bh + gui_px(ui, GUI_SIZE_PAD);
    SDL_Rect pn = centred(ctx, w, h);
    int x = pn.x + pad, iw = pn.w - 2 * pad, y = dialog_head(ctx, tower_tr(TOWER_RANSOM_ASK), score, x, pn.y + pad, iw);
    int picked = 0;
    for (int i = 0; i < n; i++, y += rh) {
        const ransom_row *r = &rows[i];
        gui_tower_follower(ctx, p, r->kind, (float)(x + gui_px(ui, GUI_SIZE_INSET)), (float)(y + gui_px(ui, GUI_SIZE_SECTION)),
                           (float)gui_px(ui, TD_FIGURE), 255);
        gui_tower_held_line(e, r->kind, r->count, gui_game_player_name(ctx->game, r->holder), line, sizeof line);
        int tx = x + gui_px(ui, TD_WORDS_X), tw = iw - bw - gui_px(ui, TD_WORDS_ROOM);
        gui_text_wrapped(line, tx, y + gui_px(ui, TD_WORDS_DROP), tw, gui_font_px(ui, GUI_FONT_LINE), 1, gui_rgba(GUI_COL_INK, 255));
        if (!r->payable) { /* the reason, under the words, so a grey button is never a riddle */
            char poor[96];
            gui_subst(poor, sizeof poor, gui_word_n(&tower_text[TOWER_RANSOM_POOR], cit_game_score(e, p)), num, NULL, NULL);
            gui_text(poor, tx, y + gui_px(ui, TD_POOR_Y), gui_font_px(ui, GUI_FONT_SMALL), 0, gui_rgba(GUI_COL_INK_RED, 255), GUI_ALIGN_LEFT);
        }
        SDL_Rect b = {x + iw - bw, y + (rh - bh) / 2 - gui_px(ui, GUI_SIZE_NUDGE), bw, bh};
        if (r->payable)
            gui_module_ctx_decide_answer(ctx, b, &r->pay);
        if (gui_button_colour(ui, GUI_ID(i), b, gui_rgba(GUI_COL_ACCENT, 255), tower_tr(TOWER_RANSOM_PAY),
                              r->payable) && r->payable && !picked) {
            *chosen = r->pay;
            picked = 1;
        }
        if (r->payable && n < 10 && (gui_key(ui, SDLK_1 + i) || gui_key(ui, SDLK_KP_1 + i)) && !picked) {
            *chosen = r->pay;
            picked = 1;
        }
    }
    /* Enter pays when one ransom is offered; S or the button declines */
    if (!picked && payable == 1 && (gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER))) {
        *chosen = rows[only].pay;
        picked = 1;
    }
    SDL_Rect nb = {x + iw - bw, pn.y + pn.h - pad - bh, bw, bh};
    if (as.n > 0)
        gui_module_ctx_decide_answer(ctx, nb, &as.m[0]); /* "ransom none", always first */
    int s = gui_key(ui, SDLK_s);
    if (!picked && as.n > 0 &&
        (gui_button_colour(ui, GUI_ID(0), nb, gui_rgba(GUI_COL_WOOD, 255), tower_tr(TOWER_RANSOM_NOT_NOW), 1) || s)) {
        ctx->decide->mute_s = s;
        *chosen = as.m[0];
        picked = 1;
    }
    snprintf(num, sizeof num, "%d", n < 9 ? n : 9);
    gui_subst(keys, sizeof keys, tower_tr(n > 1 ? TOWER_RANSOM_KEYS : TOWER_RANSOM_KEYS_ONE), num, NULL, NULL);
    key_line(ctx, keys, x, nb.y + (bh - gui_font_px(ui, GUI_FONT_SMALL)) / 2);
    return GUI_DECIDE_MODAL | (picked ? GUI_DECIDE_CHOSEN : 0);
}

/* The exchange's ask and keys: a follower and one of a kind worded as a follower (the big
   one) by name, other choices (the mayor, the wagon) in general words. */
static int follower_and_kind(const cit_game *e, const gui_tower_answer_list *as)
{
    return as->n == 2 && as->m[0].arg0 == 0 && as->m[1].arg0 && gui_figure_follower_words(e, as->m[1].arg0);
}

int gui_tower_exchange_dialog(gui_module_ctx *ctx, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    const cit_pending *pd = ctx->pend;
    gui_tower_answer_list as;
    gui_tower_answers(ctx, &as); /* one answer per kind held, in kind order */
    const cit_game *e = gui_game_engine(ctx->game);
    int two = follower_and_kind(e, &as), n = as.n < GUI_TOWER_MAX_KINDS ? as.n : GUI_TOWER_MAX_KINDS;
    char ask[320], keys[96];
    gui_tower_exchange_ask(e, two ? as.m[1].arg0 : 0, n, gui_game_player_name(ctx->game, pd->arg), ask, sizeof ask,
                           keys, sizeof keys);
    int w = gui_px(ui, TD_W), pad = gui_px(ui, GUI_SIZE_SECTION), bh = gui_px(ui, TD_SWAP_H), gap = gui_px(ui, TD_SWAP_GAP), rows = (n + 1) / 2;
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int head = dialog_head(ctx, ask, NULL, 0, 0, w - 2 * pad);
    gui_draw_enabled = was;
    SDL_Rect pn = centred(ctx, w, 2 * pad + head + rows * (bh + gap) - gap + gui_px(ui, TD_KEYS_ROOM));
    int x = pn.x + pad, iw = pn.w - 2 * pad, y = dialog_head(ctx, ask, NULL, x, pn.y + pad, iw), picked = 0;
    int bw = (iw - gap) / 2;
    for (int i = 0; i < n; i++) { /* two buttons a row */
        const cit_move *m = &as.m[i];
        int kind = m->arg0; /* the engine's kind, 0 normal */
        SDL_Rect b = {x + (i % 2) * (bw + gap), y + (i / 2) * (bh + gap), bw, bh};
        gui_module_ctx_decide_answer(ctx, b, m);
        /* the button's figure on its left: which of yours comes back */
        if (gui_button_lead(ui, GUI_ID(i), b, gui_rgba(!kind ? GUI_COL_ACCENT : GUI_COL_WOOD, 255),
                            kind ? gui_figure_name(e, kind, GUI_FIGNAME_YOUR_OBJ) : tower_tr(TOWER_EXCHANGE_NORMAL), 1, gui_px(ui, TD_SWAP_LEAD)) &&
            !picked) {
            *chosen = *m;
            picked = 1;
        }
        gui_tower_follower(ctx, pd->player, kind, (float)(b.x + gui_px(ui, TD_SWAP_FIGURE_X)), (float)(b.y + bh / 2 - gui_px(ui, GUI_SIZE_NUDGE)),
                           (float)gui_px(ui, TD_SWAP_FIGURE), 255);
        if (!picked && (gui_key(ui, SDLK_1 + i) || gui_key(ui, SDLK_KP_1 + i))) {
            *chosen = *m;
            picked = 1;
        }
    }
    key_line(ctx, keys, x, y + rows * (bh + gap) - gap + gui_px(ui, GUI_SIZE_SPACE));
    return GUI_DECIDE_MODAL | (picked ? GUI_DECIDE_CHOSEN : 0);
}
