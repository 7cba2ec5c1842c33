/* The replay scene: a game watched again, read-only, with a bar to step, play and drag through it.
   The position is drawn by the game screen's own board, panels, history and the modules' hooks
   (their dialogs and tables too, greyed); no input reaches it. */
#include "app/ai_seam.h"
#include "app/app.h"
#include "scenes/scenes.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_panels.h"
#include "scenes/replay/replay.h"
#include "app/review_play.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The replay's own geometry in layout units. */
static const struct {
    int bar_h, line_h;              /* the bar under the board; its line of words (and the timeline's height) */
    int track, tick, mark_h, knob;  /* the timeline: its track, a turn's tick, a review's mark, the knob's radius */
    int edge;                       /* the bar's top edge */
    int least_line_w, speed_w;      /* the words before the timeline at least; a speed's button */
    int menu_w, play_on_w, history_w, word_room; /* the buttons at the right; round their words on a phone */
    int review_w, progress_w;       /* Review by the title; the review's progress beside it */
    int history_room, history_panel_w; /* the history panel: the room it takes at the left, its width */
    int review_h, review_least_w, review_least_h; /* the review's panel over the board */
    int graph_left, graph_foot, graph_least; /* the graph: its scale's room, under it, the least to draw */
    int ghost_drop;                 /* the suggested move below the review's panel */
    int tag_top;                    /* the title's words in their plate */
} RP = {100, 30, 6, 8, 12, 9, 3, 170, 84, 110, 190, 110, 24, 130, 460, 390, 380, 230, 300, 120, 40, 22, 40, 130, 5};

/* The button drawn last is known by `name` to tests and tools. */
static void name_last(gui_ui *ui, const char *name)
{
    if (ui->nseen > 0 && ui->nseen <= 64) {
        SDL_strlcpy(ui->seen[ui->nseen - 1].label, name, sizeof ui->seen[0].label);
        ui->seen[ui->nseen - 1].room = 0; /* a name for tests, not the words drawn: nothing to measure */
    }
}

static void go(gui_app *a, int n)
{
    gui_replay *r = a->play.replay;
    if (n == r->at)
        return;
    if (gui_replay_seek(r, a->game, n) != 0)
        gui_app_toast(a, gui_status(CIT_ERR_WRONG_DECISION));
    gui_review_update_ghost(a); /* the review's suggestion for the position now shown */
}

static void close_replay(gui_app *a)
{
    if (gui_review_back(a)) /* opened from the results' review: back there */
        return;
    gui_replay_free(a->play.replay);
    a->play.replay = NULL;
    gui_game_free(a->game); /* the position watched; the game in play is the autosave's */
    a->game = NULL;
    gui_app_set_scene(a, GUI_SCENE_MENU);
}

/* The timeline: a track with a tick per placement in its player's colour (a review's marks above
   it), the knob at the move shown; a press or a drag anywhere on it goes there. */
static void timeline(gui_app *a, SDL_Rect rc)
{
    gui_replay *r = a->play.replay;
    gui_ui *ui = &a->ui;
    gui_input *in = &a->in;
    r->timeline_rc = rc;
    int n = r->nmoves > 0 ? r->nmoves : 1;
    int cy = rc.y + rc.h / 2, th = gui_px(ui, RP.track);
    gui_fill_rounded(a->r, (SDL_Rect){rc.x, cy - th / 2, rc.w, th}, th / 2, gui_rgba(GUI_COL_QUIET, 255));
    int done = (int)((float)rc.w * (float)r->at / (float)n);
    gui_fill_rounded(a->r, (SDL_Rect){rc.x, cy - th / 2, done, th}, th / 2, gui_rgba(GUI_COL_WOOD, 255));
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    for (int i = 0; i < r->nmoves; i++) {
        int x = rc.x + (int)((float)rc.w * (float)(i + 1) / (float)n);
        if (gui_replay_is_turn(r, i)) {
            int p = r->mover[i];
            SDL_Color c = gui_player_colour(a->settings.palette_cb, p >= 0 && p < s->nplayers ? s->players[p].colour : 0);
            gui_fill_rect(a->r, (SDL_Rect){x - 1, cy + th, 2, gui_px(ui, RP.tick)}, c);
        }
        if (r->mark[i]) /* a review's mark: a taller tick above the track */
            gui_fill_rect(a->r, (SDL_Rect){x - 2, cy - th - gui_px(ui, RP.mark_h), 4, gui_px(ui, RP.mark_h)},
                          gui_rgba(r->mark[i] == 1 ? GUI_REVIEW_SWING_RGB : r->mark[i] == 2 ? GUI_COL_MARK : GUI_COL_ACCENT, 255));
    }
    int kx = rc.x + done, kr = gui_px(ui, RP.knob);
    gui_fill_circle(a->r, (float)kx, (float)cy, (float)kr, gui_rgba(GUI_COL_WOOD, 255));
    gui_fill_circle(a->r, (float)kx, (float)cy, (float)kr * 0.55f, gui_rgba(GUI_COL_CREAM, 255));
    SDL_Rect grab = {rc.x - kr, rc.y, rc.w + 2 * kr, rc.h};
    if (in->pressed[1] && gui_hit(in, grab) && !ui->consumed) {
        r->dragging = 1;
        r->playing = 0;
        ui->consumed = 1;
    }
    if (r->dragging) {
        float f = (float)(in->mx - rc.x) / (float)(rc.w > 0 ? rc.w : 1);
        go(a, (int)lroundf(f * (float)r->nmoves));
        if (!in->down[1])
            r->dragging = 0;
    }
}

/* The bar under the board: where we are, the timeline, the buttons. */
/* The bar's first row: where the replay is ("Move 12 of 71"), then the timeline after the
   longest of those lines. */
static void bar_line(gui_app *a, SDL_Rect rc, int pad)
{
    gui_replay *r = a->play.replay;
    gui_ui *ui = &a->ui;
    int x = rc.x + pad;
    char line[120], a1[16], a2[16];
    snprintf(a1, sizeof a1, "%d", r->at);
    snprintf(a2, sizeof a2, "%d", r->nmoves);
    if (r->at == 0)
        gui_subst(line, sizeof line, gui_tr_n(MSG_REPLAY_START, r->nmoves), a2, NULL, NULL);
    else
        gui_subst(line, sizeof line, gui_tr(MSG_REPLAY_MOVE), a1, a2, NULL);
    int tpx = gui_font_px(ui, GUI_FONT_LINE);
    gui_text(line, x, rc.y + pad, tpx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    /* The timeline starts after the longest of these lines (it never moves while the text changes). */
    char widest[120];
    gui_subst(widest, sizeof widest, gui_tr_n(MSG_REPLAY_START, r->nmoves), a2, NULL, NULL);
    int lw = gui_text_width(widest, tpx, 1);
    gui_subst(widest, sizeof widest, gui_tr(MSG_REPLAY_MOVE), a2, a2, NULL);
    lw = gui_text_width(widest, tpx, 1) > lw ? gui_text_width(widest, tpx, 1) : lw;
    lw = lw + gui_px(ui, GUI_SIZE_SECTION) > gui_px(ui, RP.least_line_w) ? lw + gui_px(ui, GUI_SIZE_SECTION) : gui_px(ui, RP.least_line_w);
    timeline(a, (SDL_Rect){x + lw, rc.y + pad - gui_px(ui, GUI_SIZE_NUDGE), rc.w - lw - 2 * pad, gui_px(ui, RP.line_h)});
}

/* Home, back, play / pause, forward, End from x on; returns the x after them. */
static int step_buttons(gui_app *a, int x, int y, int sq, int bh, int gap)
{
    gui_replay *r = a->play.replay;
    gui_ui *ui = &a->ui;
    /* |◀  ◂  ▶  ▸  ▶| : the ends, a step (small), play (large, green) */
    static const char *const glyph[5] = {"|\xE2\x97\x80", "\xE2\x97\x82", "\xE2\x96\xB6", "\xE2\x96\xB8", "\xE2\x96\xB6|"};
    static const char *const name[5] = {"replay home", "replay back", "replay play", "replay forward", "replay end"};
    for (int k = 0; k < 5; k++) {
        const char *g = k == 2 && r->playing ? "||" : glyph[k];
        int on = k < 2 ? r->at > 0 : k == 2 ? r->nmoves > 0 : r->at < r->nmoves;
        SDL_Color c = gui_rgba(k == 2 ? GUI_COL_ACCENT : GUI_COL_WOOD, 255);
        if (gui_button_colour(ui, GUI_ID(k), (SDL_Rect){x, y, sq, bh}, c, g, on)) {
            if (k == 0)
                go(a, 0);
            else if (k == 1)
                go(a, r->at - 1);
            else if (k == 3)
                go(a, r->at + 1);
            else if (k == 4)
                go(a, r->nmoves);
            if (k != 2)
                r->playing = 0;
            else if ((r->playing = !r->playing) && r->at >= r->nmoves)
                go(a, 0); /* play again from the start */
            if (k == 2)
                r->next_at = a->clock + (uint32_t)gui_replay_step_ms(r->speed);
        }
        name_last(ui, name[k]);
        x += sq + gap;
    }
    return x;
}

static void bar(gui_app *a, SDL_Rect rc)
{
    gui_replay *r = a->play.replay;
    gui_ui *ui = &a->ui;
    r->bar_rc = rc;
    gui_fill_rect(a->r, rc, gui_rgba(GUI_COL_PANEL, 255));
    gui_fill_rect(a->r, (SDL_Rect){rc.x, rc.y, rc.w, gui_px(ui, RP.edge)}, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    int pad = gui_px(ui, GUI_SIZE_MARGIN), bh = gui_hit_px(ui, GUI_SIZE_FORM_H), gap = gui_px(ui, GUI_SIZE_GAP), sq = gui_hit_px(ui, GUI_SIZE_TOUCH_H);
    int y = rc.y + rc.h - pad - bh, x = rc.x + pad;
    /* A phone: the buttons on two rows (the moves and the speed, then the way out), the speed one
       button that takes the next. */
    int phone = ui->narrow || ui->short_h;
    if (phone)
        y = rc.y + pad + gui_px(ui, RP.line_h) + gap;
    bar_line(a, rc, pad);
    x = step_buttons(a, x, y, sq, bh, gap);
    /* Three speeds. */
    x += gap;
    int sw = gui_px(ui, RP.speed_w);
    static const gui_msg label[GUI_REPLAY_SPEEDS] = {MSG_SPEED_SLOW, MSG_SPEED_NORMAL, MSG_SPEED_FAST};
    if (phone) {
        if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x, y, rc.x + rc.w - pad - x, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                              gui_tr(label[r->speed]), 1))
            r->speed = (r->speed + 1) % GUI_REPLAY_SPEEDS;
        y += bh + gap;
        x = rc.x + pad;
    }
    for (int k = 0; k < GUI_REPLAY_SPEEDS && !phone; k++) {
        if (gui_button_colour(ui, GUI_ID(k), (SDL_Rect){x, y, sw, bh},
                              gui_rgba(r->speed == k ? GUI_COL_ACCENT : GUI_COL_WOOD, 255), gui_tr(label[k]), 1))
            r->speed = k;
        x += sw + gap;
    }
    /* History, Play on from here, Menu (closes the replay) at the right; on a phone's row of
       their own, each as wide as its words in the room there is. */
    int mw = gui_px(ui, RP.menu_w), pw = gui_px(ui, RP.play_on_w), hw = gui_px(ui, RP.history_w);
    int back = a->play.review && a->play.review->back_results;
    if (phone) {
        int lpx = gui_font_px(ui, GUI_FONT_BUTTON), more = gui_px(ui, RP.word_room), room = rc.w - 2 * pad - 2 * gap;
        mw = gui_text_width(gui_tr(back ? MSG_BACK : MSG_MENU), lpx, 1) + more;
        pw = gui_text_width(gui_tr(MSG_PLAY_ON), lpx, 1) + more;
        hw = gui_text_width(gui_tr(MSG_HISTORY), lpx, 1) + more;
        int all = mw + pw + hw;
        mw = mw * room / all;
        hw = hw * room / all;
        pw = room - mw - hw;
        x = rc.x + pad - 1; /* History is always shown */
    }
    int rx = rc.x + rc.w - pad - mw;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){rx, y, mw, bh}, gui_tr(back ? MSG_BACK : MSG_MENU), 1)) {
        close_replay(a);
        return;
    }
    rx -= pw + gap;
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){rx, y, pw, bh}, gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_PLAY_ON),
                          1)) {
        gui_app_play_on(a);
        return;
    }
    rx -= hw + gap;
    if (rx > x && gui_button(ui, GUI_ID(0), (SDL_Rect){rx, y, hw, bh}, gui_tr(MSG_HISTORY), 1))
        gui_view(a)->show_history = !gui_view(a)->show_history;
}

static void keys(gui_app *a)
{
    gui_replay *r = a->play.replay;
    gui_ui *ui = &a->ui;
    if (gui_key(ui, SDLK_RIGHT) || gui_key(ui, SDLK_d)) {
        r->playing = 0;
        go(a, r->at + 1);
    }
    if (gui_key(ui, SDLK_LEFT) || gui_key(ui, SDLK_a)) {
        r->playing = 0;
        go(a, r->at - 1);
    }
    if (gui_key(ui, SDLK_HOME)) {
        r->playing = 0;
        go(a, 0);
    }
    if (gui_key(ui, SDLK_END)) {
        r->playing = 0;
        go(a, r->nmoves);
    }
    if (gui_key(ui, SDLK_SPACE)) {
        r->playing = !r->playing;
        if (r->playing && r->at >= r->nmoves)
            go(a, 0);
        r->next_at = a->clock + (uint32_t)gui_replay_step_ms(r->speed);
    }
    for (int k = 0; k < GUI_REPLAY_SPEEDS; k++)
        if (gui_key(ui, SDLK_1 + k))
            r->speed = k;
    if (gui_key(ui, SDLK_h))
        gui_view(a)->show_history = !gui_view(a)->show_history;
    if (gui_key(ui, SDLK_t) && !a->settings.purist)
        gui_view(a)->show_dist = !gui_view(a)->show_dist;
    if (gui_key(ui, SDLK_p) && !a->settings.purist)
        gui_view(a)->show_projected = !gui_view(a)->show_projected;
    float cx = (float)(gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2), cy = (float)(gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h / 2);
    if (gui_key(ui, SDLK_PLUS) || gui_key(ui, SDLK_EQUALS) || gui_key(ui, SDLK_KP_PLUS))
        gui_camera_zoom_at(&gui_view(a)->cam, 1.25f, cx, cy);
    if (gui_key(ui, SDLK_MINUS) || gui_key(ui, SDLK_KP_MINUS))
        gui_camera_zoom_at(&gui_view(a)->cam, 0.8f, cx, cy);
    if (gui_key(ui, SDLK_ESCAPE)) {
        if (gui_view(a)->show_dist || gui_view(a)->show_history)
            gui_view(a)->show_dist = gui_view(a)->show_history = 0;
        else
            close_replay(a);
    }
}

/* The board pans by a drag and zooms with the wheel; hovering a feature describes it. */
static void board_input(gui_app *a)
{
    gui_input *in = &a->in;
    gui_drag *d = &gui_view(a)->drag;
    if (in->wheel && gui_hit(in, gui_drawn(a)->board_rc) && !gui_hit(in, gui_drawn(a)->review_rc))
        gui_camera_zoom_at(&gui_view(a)->cam, powf(1.15f, (float)in->wheel), (float)in->mx, (float)in->my);
    if (in->pressed[1] && !a->ui.consumed && gui_hit(in, gui_drawn(a)->board_rc) && !gui_hit(in, gui_drawn(a)->zoom_rc) &&
        !gui_hit(in, gui_drawn(a)->review_rc)) {
        d->kind = GUI_DRAG_PAN;
        d->last_x = in->mx;
        d->last_y = in->my;
        gui_view(a)->glide = 0;
        gui_view(a)->cam_fitted = 0;
    }
    if (d->kind == GUI_DRAG_PAN) {
        gui_camera_pan(&gui_view(a)->cam, (float)(in->mx - d->last_x), (float)(in->my - d->last_y));
        d->last_x = in->mx;
        d->last_y = in->my;
        if (!in->down[1])
            d->kind = GUI_DRAG_NONE;
    }
    gui_view(a)->hover = d->kind == GUI_DRAG_NONE && gui_hit(in, gui_drawn(a)->board_rc) && !gui_hit(in, gui_drawn(a)->review_rc)
                   ? gui_board_feature_at(GUI_SCENE_CTX(a), in->mx, in->my)
                                                                     : (gui_feature_ref){0};
}

/* A review's suggested move, ghosted on its cell: the move see-through (with what a module
   adds to it and the follower, in the mover's colour) in a green frame. The move played is what the replay shows
   next. */
static void ghost(gui_app *a)
{
    gui_replay *r = a->play.replay;
    if (!r->has_ghost || r->ghost.type != CIT_MOVE_PLACE)
        return;
    const cit_move *m = &r->ghost;
    SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, m->x, m->y);
    SDL_RenderSetClipRect(a->r, &gui_drawn(a)->board_rc);
    gui_board_draw_ghost(GUI_SCENE_CTX(a), m, r->at < r->nmoves ? r->mover[r->at] : -1, 1, 150);
    if (m->tile < a->tiles->ntiles && a->tiles->tiles[m->tile].shape == CIT_SHAPE_TRIANGLE)
        gui_board_half_outline(GUI_SCENE_CTX(a), m->x, m->y, m->rot, (float)gui_px(&a->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_ACCENT, 255));
    else
        gui_rect_outline(a->r, rc, gui_px(&a->ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_ACCENT, 255));
    SDL_RenderSetClipRect(a->r, NULL);
}

/* The review of the game watched: a button by the title (it starts the review, then shows or
   hides its panel), the progress while it runs, and once done a panel over the board with the
   verdict of the decision shown, the graph (a click goes to that move) and the swings. */
/* The finished review's panel under the replay's title row (beside the history if it is
   open): the shown decision's verdict, then the legend, the graph of the chances and the
   list of swings, a pick on either taking the replay there. Over a module's decision, the
   verdict's line alone. */
static void review_panel(gui_app *a, gui_review *rv, SDL_Rect tag, int gap)
{
    gui_replay *r = a->play.replay;
    gui_ui *ui = &a->ui;
    int x0 = gui_drawn(a)->board_rc.x + gui_px(ui, GUI_SIZE_PAD) + (gui_view(a)->show_history ? gui_px(ui, RP.history_room) : 0);
    int x1 = gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w - gui_px(ui, GUI_SIZE_PAD);
    int ph = gui_px(ui, RP.review_h) < gui_drawn(a)->board_rc.h * 45 / 100 ? gui_px(ui, RP.review_h) : gui_drawn(a)->board_rc.h * 45 / 100;
    int pad = gui_px(ui, GUI_SIZE_MARGIN), px = gui_font_px(ui, GUI_FONT_NOTE);
    /* A decision other than a tile (a module's dialog or bar shows): only the verdict's line,
       so the dialog stays in sight; the graph is back at the next tile. */
    const cit_game *e = gui_game_engine(a->game);
    int compact = !cit_game_over(e) && cit_game_pending(e).decision != CIT_DECIDE_PLACE_TILE;
    if (compact)
        ph = px + 2 * pad;
    SDL_Rect p = {x0, tag.y + tag.h + gap, x1 - x0, ph};
    if (p.w < gui_px(ui, RP.review_least_w) || (!compact && p.h < gui_px(ui, RP.review_least_h)))
        return;
    gui_drawn(a)->review_rc = p;
    gui_fill_rounded(a->r, p, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(GUI_COL_PANEL, 240));
    gui_rect_outline(a->r, p, 1, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    /* The decision shown: its verdict; the ghost's meaning. */
    char line[160], better[300], fit[470];
    int ty = p.y + pad;
    if (r->at < rv->nsteps) {
        gui_review_words(GUI_REVIEW_PANE(a), r->at, line, sizeof line, better, sizeof better);
        snprintf(fit, sizeof fit, "%s; %s", line, better);
    } else {
        SDL_strlcpy(fit, gui_tr(MSG_WIN_CHANCE), sizeof fit);
    }
    char shown[480];
    gui_text_fit(shown, sizeof shown, fit, p.w - 2 * pad, px, 1);
    gui_text(shown, p.x + pad, ty, px, 1, ink, GUI_ALIGN_LEFT);
    ty += px + gui_px(ui, GUI_SIZE_GAP);
    if (compact) {
        if (a->in.pressed[1] && gui_hit(&a->in, p))
            ui->consumed = 1;
        return;
    }
    int lw = gui_review_legend(GUI_REVIEW_PANE(a), p.x + pad, ty, p.w / 2);
    if (r->has_ghost && r->ghost.type == CIT_MOVE_PLACE) /* other decisions are said in words only */
        gui_text(gui_tr(MSG_REVIEW_GHOST), p.x + pad + lw + gui_px(ui, GUI_SIZE_PAD), ty, gui_font_px(ui, GUI_FONT_SMALL), 0,
                 gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_LEFT);
    ty += gui_font_px(ui, GUI_FONT_SMALL) + gui_px(ui, GUI_SIZE_PAD);
    int lx = p.x + pad + gui_px(ui, RP.graph_left);
    SDL_Rect g = {lx, ty, (p.w - 2 * pad) * 55 / 100, p.y + p.h - ty - gui_px(ui, RP.graph_foot)};
    int picked = g.h > gui_px(ui, RP.graph_least) ? gui_review_graph(GUI_REVIEW_PANE(a), g) : -1;
    int sx = g.x + g.w + gui_px(ui, GUI_SIZE_SECTION);
    int k = gui_review_swing_list(GUI_REVIEW_PANE(a), (SDL_Rect){sx, ty - gui_px(ui, GUI_SIZE_NUDGE), p.x + p.w - pad - sx, p.y + p.h - ty});
    picked = k >= 0 ? k : picked;
    /* where the replay is: a line on the graph */
    if (g.h > gui_px(ui, RP.graph_least) && rv->nsteps > 0) {
        int xm = g.x + (int)((float)g.w * (float)r->at / (float)rv->nsteps);
        gui_fill_rect(a->r, (SDL_Rect){xm - 1, g.y, 2, g.h}, gui_rgba(GUI_COL_WOOD, 200));
    }
    if (picked >= 0) {
        r->playing = 0;
        go(a, rv->steps[picked].move);
        r->focus = 1;
    }
    if (a->in.pressed[1] && gui_hit(&a->in, p))
        ui->consumed = 1; /* the board under the panel does not pan */
}

static void review_ui(gui_app *a, SDL_Rect tag)
{
    gui_replay *r = a->play.replay;
    gui_ui *ui = &a->ui;
    gui_drawn(a)->review_rc = (SDL_Rect){0, 0, 0, 0};
    gui_review *rv = gui_review_of(a, r->record_hash);
    int st = rv ? (int)gui_review_get_state(rv) : -1;
    if (rv)
        rv->hover = -1; /* set again below if the graph is drawn under the pointer */
    /* Purist: the review is for a game that is over; a game not finished yet (the autosave of
       the game in play) would be a review during play, which purist mode hides. */
    if (!rv && a->settings.purist && !r->over)
        return;
    int bw = gui_px(ui, RP.review_w), bh = SDL_max(tag.h, ui->least_hit), gap = gui_px(ui, GUI_SIZE_SPACE);
    int right = tag.x < gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w / 2; /* a phone's tag at the left: Review after it */
    SDL_Rect btn = {right ? tag.x + tag.w + gap : tag.x - gap - bw, tag.y, bw, bh};
    if (right && gui_drawn(a)->zoom_rc.w > 0 && btn.x + bw > gui_drawn(a)->zoom_rc.x - gap) /* upright: under the tag */
        btn = (SDL_Rect){tag.x, tag.y + tag.h + gap, bw, bh};
    if (st == GUI_REVIEW_RUNNING) {
        int pw = gui_px(ui, RP.progress_w), room = right ? gui_drawn(a)->zoom_rc.x - btn.x - gap : tag.x - gui_drawn(a)->board_rc.x - 2 * gap;
        if (pw > room)
            pw = room;
        SDL_Rect row = {right ? btn.x : tag.x - gap - pw, tag.y, pw, bh};
        gui_fill_rounded(a->r, (SDL_Rect){row.x - gap, row.y - gui_px(ui, GUI_SIZE_NUDGE), row.w + gap, row.h + gui_px(ui, GUI_SIZE_SPACE)},
                         gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PANEL, 235));
        gui_review_progress_row(GUI_REVIEW_PANE(a), row);
        return;
    }
    if (gui_button_colour(ui, GUI_ID(0), btn, gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_REVIEW), 1)) {
        if (st == GUI_REVIEW_DONE)
            rv->show_scores = !rv->show_scores; /* here: the panel hidden */
        else
            gui_review_begin(a, r->record, r->record_len, r->path[0] ? r->path : NULL);
        return;
    }
    name_last(ui, "replay review");
    if (st == GUI_REVIEW_CANCELLED || st == GUI_REVIEW_FAILED) {
        gui_text(gui_tr(st == GUI_REVIEW_FAILED ? MSG_REVIEW_FAILED : MSG_REVIEW_CANCELLED), btn.x - gap,
                 btn.y + gui_px(ui, GUI_SIZE_GAP), gui_font_px(ui, GUI_FONT_NOTE), 1, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_RIGHT);
        return;
    }
    if (st != GUI_REVIEW_DONE || rv->show_scores)
        return;
    review_panel(a, rv, tag, gap);
}

void gui_scene_replay(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_replay *r = a->play.replay;
    if (!r || !a->game) {
        gui_app_set_scene(a, GUI_SCENE_MENU);
        return;
    }
    gui_game_sync(a->game);
    /* Playing: the next move when its time has come; at the end it stops. */
    if (r->playing && a->clock >= r->next_at) {
        if (r->at < r->nmoves)
            go(a, r->at + 1);
        r->playing = r->at < r->nmoves;
        r->next_at = a->clock + (uint32_t)gui_replay_step_ms(r->speed);
    }
    char title[160], name[GUI_SAVE_NAME + 8];
    SDL_strlcpy(name, r->name[0] ? r->name : gui_tr(MSG_REPLAY_LAST), sizeof name);
    gui_subst(title, sizeof title, gui_tr(MSG_REPLAY_TITLE), name, NULL, NULL);
    char full[200];
    snprintf(full, sizeof full, "Citadela \xE2\x80\x94 %s", title);
    gui_app_title(a, full);
    int barh = gui_px(ui, RP.bar_h);
    if (ui->narrow || ui->short_h) /* a phone: the bar's buttons on two rows (bar) */
        barh = gui_px(ui, GUI_SIZE_MARGIN) * 2 + gui_px(ui, RP.line_h) + 2 * gui_px(ui, GUI_SIZE_GAP) + 2 * gui_hit_px(ui, GUI_SIZE_FORM_H);
    int first = !gui_view(a)->cam_ready;
    gui_game_view(a, barh);
    if (first) { /* the view opens on the whole board the game will have */
        gui_camera_fit(&gui_view(a)->cam, r->x0 - 1, r->y0 - 1, r->x1 + 1, r->y1 + 1);
        gui_view(a)->cam_fitted = 0;
    }
    /* The position, read-only: no pointer, no keys, widgets greyed, no computer thinks. */
    gui_input saved = a->in;
    memset(&a->in, 0, sizeof a->in);
    a->in.mx = a->in.my = -100000;
    int active = ui->active;
    ui->frozen = 1;
    gui_ai_hold(a->ai_seam, 1);
    gui_view(a)->hist_hover = -1;
    gui_review_of(a, r->record_hash); /* a review of another game ends */
    gui_review_update_ghost(a);
    if (r->focus && r->has_ghost) { /* the suggested move in view, below the review's panel */
        gui_camera_fit(&gui_view(a)->cam, r->ghost.x - 3, r->ghost.y - 3, r->ghost.x + 3, r->ghost.y + 3);
        gui_camera_pan(&gui_view(a)->cam, 0, (float)gui_px(ui, RP.ghost_drop));
        gui_view(a)->cam_fitted = 0;
    }
    r->focus = 0;
    gui_board_draw(GUI_SCENE_CTX(a));
    ghost(a);
    gui_panel_banner(GUI_SCENE_CTX(a), gui_drawn(a)->banner_rc);
    gui_panel_side(GUI_SCENE_CTX(a), gui_drawn(a)->side_rc);
    cit_move unused;
    if (!cit_game_over(gui_game_engine(a->game)))
        gui_decide_frame(GUI_SCENE_CTX(a), &unused); /* the open decision: a module's table or dialog, greyed */
    gui_ai_hold(a->ai_seam, 0);
    ui->frozen = 0;
    ui->active = active;
    a->in = saved;
    /* The banner says it is a replay, over the turn words' right end. */
    int tpx = gui_font_px(ui, GUI_FONT_BODY);
    int tw = gui_text_width(title, tpx, 1) + gui_px(ui, GUI_SIZE_SECTION);
    SDL_Rect tag = {gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w - tw - gui_px(ui, GUI_SIZE_PAD), gui_drawn(a)->board_rc.y + gui_px(ui, GUI_SIZE_SPACE), tw, tpx * 5 / 4 + gui_px(ui, GUI_SIZE_PAD)};
    if (ui->narrow || ui->short_h) /* a phone: at the left, clear of the zoom buttons (Review after it) */
        tag.x = gui_drawn(a)->board_rc.x + gui_px(ui, GUI_SIZE_PAD);
    gui_fill_rounded(a->r, tag, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PLATE, 200));
    gui_text(title, tag.x + gui_px(ui, GUI_SIZE_PAD), tag.y + gui_px(ui, RP.tag_top), tpx, 1, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_LEFT);
    if (gui_view(a)->show_history) {
        SDL_Rect hrc = {gui_drawn(a)->board_rc.x + gui_px(ui, GUI_SIZE_PAD), gui_drawn(a)->board_rc.y + gui_px(ui, GUI_SIZE_PAD), SDL_min(gui_px(ui, RP.history_panel_w), gui_drawn(a)->board_rc.w - gui_px(ui, GUI_SIZE_SECTION)),
                        gui_drawn(a)->board_rc.h - gui_px(ui, GUI_SIZE_SECTION)};
        gui_panel_history(GUI_SCENE_CTX(a), hrc);
    }
    if (gui_view(a)->show_dist && !a->settings.purist)
        gui_panel_distribution(GUI_SCENE_CTX(a));
    if (a->dlg.kind != GUI_DLG_NONE)
        return;
    if (!(gui_view(a)->show_history && (ui->narrow || ui->short_h))) /* a phone's history covers the board */
        review_ui(a, tag);
    if (a->scene != GUI_SCENE_REPLAY)
        return;
    bar(a, (SDL_Rect){gui_drawn(a)->board_rc.x, gui_drawn(a)->board_rc.y + gui_drawn(a)->board_rc.h, gui_drawn(a)->board_rc.w, barh});
    if (a->scene != GUI_SCENE_REPLAY)
        return;
    if (gui_view(a)->show_history && (ui->narrow || ui->short_h)) /* a phone's history covers the board: no zoom over it */
        gui_drawn(a)->zoom_rc = (SDL_Rect){0, 0, 0, 0};
    else
        gui_game_zoom_buttons(a);
    keys(a);
    if (a->scene != GUI_SCENE_REPLAY)
        return;
    board_input(a);
    gui_panel_tooltip(GUI_SCENE_CTX(a));
    gui_review_tooltip(GUI_REVIEW_PANE(a));
    gui_app_cursor(a, gui_view(a)->drag.kind == GUI_DRAG_PAN ? SDL_SYSTEM_CURSOR_SIZEALL : SDL_SYSTEM_CURSOR_ARROW);
}
