/* Halflings's decisions (halflings_decide.h). */
#include "modules/halflings/halflings_decide.h"
#include "modules/halflings/halflings_view.h"
#include "modules/halflings/halflings_text.h"
#include "modules/halflings/halflings.h"
#include "scenes/game/game_panels.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <stdio.h>
#include <string.h>

#define HALF_MAX_MOVES 64

/* The dialogs' own sizes, in layout units. */
enum {
    HALF_DRAFT_TILE = 74,    /* the draft's tiles */
    HALF_DRAFT_HEAD = 130,   /* its heading, question and help above them */
    HALF_DRAFT_TIP = 40,     /* the hovered tile's line below them */
    HALF_ASK_DROP = 2,       /* a question's help below it */
    HALF_CROP_W = 620,       /* the crop circle's question (grows by its question's lines) */
    HALF_CROP_H = 330,
    HALF_CROP_BUTTON_H = 44, /* its answers */
    HALF_FOLLOWER_W = 640,   /* which follower: its width, */
    HALF_FOLLOWER_HEAD = 92  /* its heading and question above the answers */
};

static const halflings_text_id kind_word[3] = {HALF_KNIGHT, HALF_ROBBER, HALF_FARMER};

/* The feature an answer names, short enough for its button: kind, size and who stands there
   (its worth is in the hover, the part ringed on the board). */
static void answer_feature(const cit_game *g, const cit_move *m, char *feat, size_t cap)
{
    gui_feature_line_as(g, m->x, m->y, m->spot, m->rot, 0, feat, cap);
}

/* A follower answer (the crop circle's extra follower, the placer's follower after it): "none"
   when m->arg0 is 0, else the words naming the feature it goes on. */
static int follower_words(const cit_game *g, const cit_move *m, halflings_text_id none, halflings_text_id placed,
                          char *buf, size_t cap)
{
    char feat[160];
    if (!m->arg0) {
        SDL_strlcpy(buf, halflings_tr(none), cap);
        return 1;
    }
    answer_feature(g, m, feat, sizeof feat);
    gui_subst(buf, cap, halflings_tr(placed), feat, NULL, NULL);
    return 1;
}

/* The part a move names holds its owner's big follower (the kind asked about after a follower
   is put: gui_figure_asked; only the owner's followers stand there). */
static int big_on_part(const cit_game *g, const cit_move *m)
{
    for (int p = 0; p < cit_game_setup(g)->nplayers; p++) {
        cit_feature_part at;
        if (gui_figure_on_board(g, gui_figure_asked(g), p, &at) && at.x == m->x && at.y == m->y && at.spot == m->spot &&
            at.half == m->rot)
            return 1;
    }
    return 0;
}

int half_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    char feat[160];
    switch (m->type) {
    case CIT_MOVE_HALFLINGS_TURN:
        if (!m->arg0)
            SDL_strlcpy(buf, halflings_tr(HALF_MV_DRAW), cap);
        else
            gui_subst(buf, cap, halflings_tr(HALF_MV_PLAY), half_tile_name(g, m->tile), NULL, NULL);
        return 1;
    case CIT_MOVE_HALFLINGS_DRAFT:
        gui_subst(buf, cap, halflings_tr(HALF_MV_DRAFT), half_tile_name(g, m->tile), NULL, NULL);
        return 1;
    case CIT_MOVE_HALFLINGS_CROP:
        gui_subst(buf, cap, halflings_tr(m->arg1 == CIT_CROP_ADD ? HALF_MV_CROP_ADD : HALF_MV_CROP_RETURN),
                  halflings_tr(kind_word[m->arg0 < 3 ? m->arg0 : 0]), NULL, NULL);
        return 1;
    case CIT_MOVE_HALFLINGS_CROP_ADD:
        return follower_words(g, m, HALF_MV_CROPADD_NONE, HALF_MV_CROPADD, buf, cap);
    case CIT_MOVE_HALFLINGS_CROP_RETURN:
        answer_feature(g, m, feat, sizeof feat);
        gui_subst(buf, cap, halflings_tr(big_on_part(g, m) ? HALF_MV_CROPRETURN_BIG : HALF_MV_CROPRETURN), feat, NULL,
                  NULL);
        return 1;
    case CIT_MOVE_HALFLINGS_CROP_FOLLOWER:
        return follower_words(g, m, HALF_MV_CROPFOLLOWER_NONE, HALF_MV_CROPFOLLOWER, buf, cap);
    default:
        return 0;
    }
}

/* A dialog panel centred on the board; returns its rectangle. */
static SDL_Rect dialog_rect(gui_module_ctx *ctx, int w, int h)
{
    if (w > ctx->board_rc->w - gui_px(ctx->ui, GUI_SIZE_SECTION))
        w = ctx->board_rc->w - gui_px(ctx->ui, GUI_SIZE_SECTION);
    SDL_Rect p = {ctx->board_rc->x + (ctx->board_rc->w - w) / 2, ctx->board_rc->y + (ctx->board_rc->h - h) / 2, w, h};
    if (p.y < ctx->board_rc->y + gui_px(ctx->ui, GUI_SIZE_PAD))
        p.y = ctx->board_rc->y + gui_px(ctx->ui, GUI_SIZE_PAD);
    return p;
}

/* The draft: the face-up display as big tiles; a click takes one. */
static int draft_dialog(gui_module_ctx *ctx, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    cit_tile_id disp[32];
    int n = cit_game_halflings_display(e, disp, 32);
    n = n > 32 ? 32 : n;
    int pad = gui_px(ui, GUI_SIZE_SECTION), s = gui_px(ui, HALF_DRAFT_TILE), gap = gui_px(ui, GUI_SIZE_PAD), cols = 8;
    int w = 2 * pad + cols * s + (cols - 1) * gap;
    if (w > ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION)) {
        cols = (ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION) - 2 * pad + gap) / (s + gap);
        cols = cols < 3 ? 3 : cols;
        w = 2 * pad + cols * s + (cols - 1) * gap;
    }
    int rows = (n + cols - 1) / cols;
    int h = 2 * pad + gui_px(ui, HALF_DRAFT_HEAD) + rows * (s + gap) + gui_px(ui, HALF_DRAFT_TIP); /* the hovered one's line */
    SDL_Rect p = dialog_rect(ctx, w, h);
    gui_panel(ui, p);
    int x = p.x + pad, y = gui_module_ctx_decide_heading(ctx, x, p.y + pad, p.w - 2 * pad);
    gui_text(halflings_tr(HALF_DRAFT_ASK), x, y, gui_font_px(ui, GUI_FONT_LEAD), 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += gui_font_px(ui, GUI_FONT_LEAD) * 5 / 4 + gui_px(ui, HALF_ASK_DROP);
    y += gui_text_wrapped(halflings_tr(HALF_DRAFT_HELP), x, y, p.w - 2 * pad, gui_font_px(ui, GUI_FONT_SMALL), 0,
                          gui_rgba(GUI_COL_INK_SOFT, 255)) + gui_px(ui, GUI_SIZE_SPACE);
    int picked = 0;
    half_state *st = half_state_of(ctx->game);
    st->npick = n;
    st->tip = NULL;
    for (int i = 0; i < n; i++) {
        SDL_Rect rc = {x + (i % cols) * (s + gap), y + (i / cols) * (s + gap), s, s};
        st->pick_rc[i] = rc;
        int hot = gui_hit(ctx->in, rc);
        gui_fill_rounded(ctx->r, (SDL_Rect){rc.x - 3, rc.y - 3, rc.w + 6, rc.h + 6}, gui_px(ui, HALF_SLOT_RADIUS),
                         gui_rgba(hot ? GUI_COL_BOX : GUI_COL_SLOT, 255));
        gui_atlas_tile(ctx->atlas, disp[i], 0, rc, 255);
        if (hot) {
            gui_rect_outline(ctx->r, (SDL_Rect){rc.x - 3, rc.y - 3, rc.w + 6, rc.h + 6}, gui_px(ui, GUI_SIZE_LINE_LIT),
                             gui_rgba(GUI_COL_ACCENT, 255));
            const char *nm = half_tile_name(e, disp[i]), *tip = half_tile_tip(e, disp[i]);
            if (strcmp(nm, halflings_tr(HALF_TRIANGLE)))
                gui_text(nm, rc.x + s / 2, rc.y + s - gui_font_px(ui, GUI_FONT_SMALL) * 3 / 2, gui_font_px(ui, GUI_FONT_SMALL), 1,
                         gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_CENTER);
            st->tip = tip;
            if (tip) /* what it does, under the display */
                gui_text_wrapped(tip, x, y + rows * (s + gap), p.w - 2 * pad, gui_font_px(ui, GUI_FONT_SMALL), 0,
                                 gui_rgba(GUI_COL_INK, 255));
        }
        if (hot && ctx->in->pressed[1] && !picked) {
            memset(chosen, 0, sizeof *chosen);
            chosen->type = CIT_MOVE_HALFLINGS_DRAFT;
            chosen->spot = CIT_SPOT_NONE;
            chosen->tile = disp[i];
            picked = 1;
        }
    }
    return GUI_DECIDE_MODAL | (picked ? GUI_DECIDE_CHOSEN : 0);
}

/* The crop circle: a follower type for action A or B, as buttons (the legal ones lit). */
static int crop_dialog(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    cit_move ms[HALF_MAX_MOVES];
    int n = cit_game_legal_moves(e, ms, HALF_MAX_MOVES);
    n = n > HALF_MAX_MOVES ? HALF_MAX_MOVES : n;
    int pad = gui_px(ui, GUI_SIZE_SECTION), bh = gui_px(ui, HALF_CROP_BUTTON_H), gap = gui_px(ui, GUI_SIZE_SPACE);
    /* The question is wrapped to the dialog's width ("Cercle de culture : nommez un type de
       meeple et une action" is wider than 620 units at 1024x600): the dialog grows by its lines
       past the first. */
    int qpx = gui_font_px(ui, GUI_FONT_LEAD), was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int qh = gui_text_wrapped(halflings_tr(HALF_CROP_ASK), 0, 0, gui_px(ui, HALF_CROP_W) - 2 * pad, qpx, 1, gui_rgba(GUI_COL_INK, 255));
    gui_draw_enabled = was;
    int h = gui_px(ui, HALF_CROP_H) + (qh > qpx * 5 / 4 ? qh - qpx * 5 / 4 : 0);
    SDL_Rect p = dialog_rect(ctx, gui_px(ui, HALF_CROP_W), h);
    p.y = ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD); /* at the top: the crop circle just placed stays in view below */
    gui_panel(ui, p);
    if (fresh) {
        const cit_game *ge = gui_game_engine(ctx->game);
        int np = cit_game_placed_count(ge);
        cit_placed_tile t = np ? cit_game_placed(ge, np - 1) : (cit_placed_tile){0};
        gui_module_ctx_decide_glide_to(ctx, (float)t.x, (float)t.y, (float)t.x, (float)t.y, h);
    }
    int x = p.x + pad, iw = p.w - 2 * pad, y = gui_module_ctx_decide_heading(ctx, x, p.y + pad, iw);
    y += gui_text_wrapped(halflings_tr(HALF_CROP_ASK), x, y, iw, qpx, 1, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, HALF_ASK_DROP);
    y += gui_text_wrapped(halflings_tr(HALF_CROP_HELP), x, y, iw, gui_font_px(ui, GUI_FONT_SMALL), 0,
                          gui_rgba(GUI_COL_INK_SOFT, 255)) + gui_px(ui, GUI_SIZE_PAD);
    int picked = 0, bw = (iw - 2 * gap) / 3;
    for (int act = CIT_CROP_ADD; act <= CIT_CROP_RETURN; act++) {
        gui_text(halflings_tr(act == CIT_CROP_ADD ? HALF_CROP_A : HALF_CROP_B), x, y, gui_font_px(ui, GUI_FONT_LINE), 1,
                 gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
        y += gui_font_px(ui, GUI_FONT_LINE) * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE);
        for (int k = CIT_CROP_KNIGHT; k <= CIT_CROP_FARMER; k++) {
            int legal = -1;
            for (int i = 0; i < n; i++)
                if (ms[i].type == CIT_MOVE_HALFLINGS_CROP && ms[i].arg0 == k && ms[i].arg1 == act)
                    legal = i;
            SDL_Rect b = {x + k * (bw + gap), y, bw, bh};
            if (gui_button(ui, GUI_ID(act * 3 + k), b, halflings_tr(kind_word[k]), legal >= 0) && !picked &&
                legal >= 0) {
                *chosen = ms[legal];
                picked = 1;
            }
            if (legal >= 0)
                gui_module_ctx_decide_answer(ctx, b, &ms[legal]); /* a hint's answer ringed */
        }
        y += bh + gap * 2;
    }
    return GUI_DECIDE_MODAL | (picked ? GUI_DECIDE_CHOSEN : 0);
}

/* Each player's answer to the crop circle, and then its placer's follower on it: one button per
   legal answer, worded; the part of the answer under the pointer is outlined on the board
   (draw_over). `ask`: the question. */
static int crop_answer_dialog(gui_module_ctx *ctx, cit_move *chosen, halflings_text_id ask)
{
    gui_ui *ui = ctx->ui;
    half_state *st = half_state_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    cit_move ms[HALF_MAX_MOVES];
    int n = cit_game_legal_moves(e, ms, HALF_MAX_MOVES);
    n = n > HALF_MAX_MOVES ? HALF_MAX_MOVES : n;
    /* Inns & Cathedrals: a follower that goes on a part may be the big one (a second button
       for each such answer), when the decider has it and a normal one in supply */
    int decider = ctx->pend->player;
    int big = ask != HALF_ASK_CROPRETURN && gui_figure_in_supply(e, gui_figure_asked(e), decider) &&
              cit_game_supply(e, decider) >= 2;
    int rows = 0, row_move[8], row_big[8];
    for (int i = 0; i < n && rows < 8; i++)
        for (int b = 0; b <= (big && ms[i].arg0) && rows < 8; b++) {
            row_move[rows] = i;
            row_big[rows++] = b;
        }
    int pad = gui_px(ui, GUI_SIZE_SECTION), bh = gui_px(ui, GUI_SIZE_DIALOG_BUTTON_H), gap = gui_px(ui, GUI_SIZE_GAP);
    int h = 2 * pad + gui_px(ui, HALF_FOLLOWER_HEAD) + rows * (bh + gap);
    /* Low on the board, so the followers it is about stay in sight above it. */
    SDL_Rect p = dialog_rect(ctx, gui_px(ui, HALF_FOLLOWER_W), h);
    p.y = ctx->board_rc->y + ctx->board_rc->h - h - gui_px(ui, GUI_SIZE_PAD);
    if (ask == HALF_ASK_CROPFOLLOWER) /* at the top, as the type's: the crop circle stays in view below */
        p.y = ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD);
    gui_panel(ui, p);
    int x = p.x + pad, iw = p.w - 2 * pad, y = gui_module_ctx_decide_heading(ctx, x, p.y + pad, iw);
    y += gui_text_wrapped(halflings_tr(ask), x, y, iw, gui_font_px(ui, GUI_FONT_LINE), 1,
                          gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_SPACE);
    int picked = 0;
    st->hl = 0;
    for (int r = 0; r < rows; r++) {
        int i = row_move[r];
        char label[200];
        if (row_big[r]) {
            char feat[160];
            answer_feature(e, &ms[i], feat, sizeof feat);
            gui_subst(label, sizeof label,
                      halflings_tr(ask == HALF_ASK_CROPADD ? HALF_MV_CROPADD_BIG : HALF_MV_CROPFOLLOWER_BIG), feat, NULL,
                      NULL);
        } else {
            half_move_words(e, &ms[i], label, sizeof label);
        }
        SDL_Rect b = {x, y, iw, bh};
        char fitted[200];
        gui_text_fit(fitted, sizeof fitted, label, iw - gui_px(ui, GUI_SIZE_SECTION), gui_font_px(ui, GUI_FONT_BODY), 1);
        if (gui_button(ui, GUI_ID(r), b, fitted, 1) && !picked) {
            *chosen = ms[i];
            picked = 1;
            /* the engine asks "big yes|no" next: this button already said */
            st->big_key = big && ms[i].arg0 ? cit_session_length(ctx->game->sess) + 2 : 0;
            st->big_answer = row_big[r];
        }
        gui_module_ctx_decide_answer(ctx, b, &ms[i]);
        int part = ms[i].type == CIT_MOVE_HALFLINGS_CROP_RETURN || ms[i].arg0;
        if (gui_hit(ctx->in, b) && part) {
            st->hl = 1;
            st->hl_x = ms[i].x;
            st->hl_y = ms[i].y;
            st->hl_spot = ms[i].spot;
            st->hl_half = ms[i].rot;
        }
        y += bh + gap;
    }
    return GUI_DECIDE_MODAL | (picked ? GUI_DECIDE_CHOSEN : 0);
}

int half_frame(gui_module_ctx *ctx, cit_move *chosen)
{
    half_state *st = half_state_of(ctx->game);
    const cit_game *e = gui_game_engine(ctx->game);
    int key = cit_session_length(ctx->game->sess) + 1;
    if (!st->big_key || key > st->big_key) {
        st->big_key = 0; /* nothing chosen ahead, or the question never came */
        return 0;
    }
    if (key < st->big_key || ctx->pend->decision != gui_figure_decision(e, gui_figure_asked(e)) ||
        !gui_module_ctx_seat_here(ctx, ctx->pend->player))
        return 0;
    cit_move ms[4];
    int n = cit_game_legal_moves(e, ms, 4);
    st->big_key = 0;
    for (int i = 0; i < n && i < 4; i++)
        if (ms[i].arg0 == st->big_answer) { /* the strong follower's question: arg0 1 says yes */
            *chosen = ms[i];
            return GUI_DECIDE_CHOSEN;
        }
    return 0;
}

int half_decide(gui_module_ctx *ctx, cit_move *chosen, int fresh)
{
    half_state *st = half_state_of(ctx->game);
    switch (ctx->pend->decision) {
    case CIT_DECIDE_HALFLINGS_TURN:
        /* Answered from the hand panel: its button, or a triangle dropped on the board. */
        memset(chosen, 0, sizeof *chosen);
        chosen->type = CIT_MOVE_HALFLINGS_TURN;
        chosen->spot = CIT_SPOT_NONE;
        if (st->want_draw) {
            st->want_draw = 0;
            return GUI_DECIDE_CHOSEN;
        }
        if (st->want_play && st->want_sent == cit_session_length(ctx->game->sess) + 1) {
            st->want_play = 0; /* asked once and refused: forget it */
            return 0;
        }
        if (st->want_play) {
            st->want_sent = cit_session_length(ctx->game->sess) + 1;
            chosen->arg0 = 1;
            chosen->tile = (cit_tile_id)st->want_tile;
            return GUI_DECIDE_CHOSEN;
        }
        return 0;
    case CIT_DECIDE_HALFLINGS_DRAFT:
        return draft_dialog(ctx, chosen);
    case CIT_DECIDE_HALFLINGS_CROP:
        return crop_dialog(ctx, chosen, fresh);
    case CIT_DECIDE_HALFLINGS_CROP_ADD:
        return crop_answer_dialog(ctx, chosen, HALF_ASK_CROPADD);
    case CIT_DECIDE_HALFLINGS_CROP_RETURN:
        return crop_answer_dialog(ctx, chosen, HALF_ASK_CROPRETURN);
    case CIT_DECIDE_HALFLINGS_CROP_FOLLOWER:
        return crop_answer_dialog(ctx, chosen, HALF_ASK_CROPFOLLOWER);
    default:
        return gui_module_ctx_decide_list(ctx, chosen, 0);
    }
}
