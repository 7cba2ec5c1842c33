/* Panels around the board: whose turn, scores and supplies, the hand, history and tiles left. */
#include "scenes/game/game_panels.h"
#include "scenes/lesson/lesson_text.h"
#include "scenes/lesson/lesson.h"
#include "app/ai_seam.h"
#include "app/net_seam.h"
#include "scenes/game/board_view.h"
#include "scenes/scenes.h"
#include "draw/scroll_view.h"
#include "app/hint.h"
#include "modules/gui_module.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"

#include <stdio.h>
#include <string.h>

/* The panels' own geometry in layout units (the sizes other screens share are the theme's). */
static const struct {
    int count_room;              /* the tile count's room round its words */
    int fig_x, fig_h, fig_room;  /* the banner's figure: its middle from the left, its height, its room */
    int banner_edge, progress_h; /* the banner's darker lower edge; the end's progress stripe */
    int think_room;              /* round "thinking..." */
    int name_least;              /* less room than this: no name in the banner */
    int special_most;            /* a special figure's most height in its box */
    int supply_fig[2], supply_up[2], supply_count_up[2]; /* the supply's figure (full, compact): height, raise; its count's */
    int chat_head;               /* the chat's field over its lines */
    int words_least;             /* less room than this on the board: no line of words there */
    int edge_w;                  /* the side panel's left edge line */
    int menu_line;               /* the Menu icon's lines */
    int new_game_h;              /* New game after the end */
    int history_room, history_foot; /* room kept for the history's heading, and under its least rows */
    int history_top, history_indent; /* the history panel: its lines below its top, a line's wrap */
    int cell, dist_head, dist_title_y, dist_more_y; /* the tiles left: a cell, the heading's row and lines */
} GP = {32, 18, 38, 46, 4, 6, 24, 40, 40, {48, 30}, {8, 10}, {26, 22}, 30, 100, 3, 3, 52, 22, 48, 34, 14,
        56, 54, 14, 18};

static SDL_Color pcol(const gui_scene_ctx *ctx, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    return gui_player_colour(ctx->settings->palette_cb, s->players[p].colour);
}

/* "Final scoring: Cities" while the ending plays, else "Game over". */
static void finale_title(const gui_scene_ctx *ctx, char *buf, size_t cap)
{
    gui_finale *f = ctx->game->finale;
    float within;
    int at = f && f->active ? gui_finale_at(f, ctx->game->now, ctx->settings->anim_speed, &within) : -1;
    if (at < 0 || at >= f->n) {
        SDL_strlcpy(buf, gui_tr(MSG_GAME_OVER), cap);
        return;
    }
    int k = f->step[at].kind;
    gui_msg m = k == CIT_FEAT_ROAD ? MSG_CAT_ROADS : k == CIT_FEAT_CITY ? MSG_CAT_CITIES
              : k == CIT_FEAT_CLOISTER ? MSG_CAT_CLOISTERS : k == CIT_FEAT_FIELD ? MSG_CAT_FIELDS : MSG_CAT_OTHER;
    /* A module's kinds (its tiles' features, its own steps) are named by the module. */
    const char *name = m == MSG_CAT_OTHER && k >= 0 ? gui_feature_kind_name(k) : gui_tr(m);
    GUI_FOR_MODULES(mod, gui_game_engine(ctx->game))
        if (k < 0 && mod->final_name && mod->final_name(k))
            name = mod->final_name(k);
    gui_subst(buf, cap, gui_tr(MSG_FINALE_TITLE), name, NULL, NULL);
}

void gui_turn_words(const gui_scene_ctx *ctx, char *buf, size_t cap)
{
    const cit_pending *pd = &ctx->game->pend;
    const gui_module *m = pd->decision == CIT_DECIDE_PLACE_TILE ? NULL : gui_module_find(pd->module);
    m = m ? gui_module_on(m, gui_game_engine(ctx->game)) : NULL;
    int turn = pd->decision == CIT_DECIDE_PLACE_TILE || (m && m->is_turn && m->is_turn(ctx->game));
    if (turn) /* a turn of a module's own kind (a builder's second turn) */
        GUI_FOR_MODULES(t, gui_game_engine(ctx->game))
            if (t->turn_words && t->turn_words(ctx->game, buf, cap))
                return;
    int p = gui_game_player(ctx->game);
    gui_subst(buf, cap, gui_tr_seat(turn ? MSG_TURN_OF : MSG_DECIDES, gui_game_is_you(ctx->game, p)),
              gui_game_player_name(ctx->game, p), NULL, NULL);
}

/* The widest the turn's words may be at this table: the longest seat's line at the banner's
   least size (what the banner's buttons must leave room for). */
static int widest_turn_line(const gui_scene_ctx *ctx, int px)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(ctx->game));
    int most = 0;
    for (int p = 0; p < s->nplayers; p++) {
        char line[160];
        gui_subst(line, sizeof line, gui_tr_seat(MSG_TURN_OF, gui_game_is_you(ctx->game, p)),
                  gui_game_player_name(ctx->game, p), NULL, NULL);
        int w = gui_text_width(line, px, 1);
        most = w > most ? w : most;
    }
    return most;
}

/* The tile count at the banner's right as a tile's square and the number alone. */
static int count_w(const gui_scene_ctx *ctx, int words)
{
    const gui_ui *ui = ctx->ui;
    int left = cit_game_stack_left(gui_game_engine(ctx->game)), spx = gui_font_px(ui, GUI_FONT_LEAD);
    char text[32], num[12];
    snprintf(num, sizeof num, "%d", left);
    gui_subst(text, sizeof text, gui_tr_n(MSG_TILES_LEFT, left), num, NULL, NULL);
    return gui_text_width(words ? text : num, spx, 1) + gui_px(ui, GP.count_room) + (words ? 0 : spx);
}

/* On a screen shorter than the layout (a phone on its side, a small one upright) Menu / Save /
   History leave the side panel's foot for the banner's right end: the width they take there
   (0: not folded). Where the three would leave the longest name at the table too little room,
   they fold into one button that lists them (*one). */
static int banner_buttons(const gui_scene_ctx *ctx, int bw[3], int *one)
{
    const gui_ui *ui = ctx->ui;
    *one = 0;
    if (!ui->short_h || ctx->scene == GUI_SCENE_REPLAY || !ctx->game || cit_game_over(gui_game_engine(ctx->game)))
        return 0;
    static const gui_msg msgs[] = {MSG_MENU, MSG_SAVE, MSG_HISTORY};
    int px = gui_font_px(ui, GUI_FONT_BUTTON), all = 0;
    for (int i = 0; i < 3; i++) { /* each as wide as its label */
        bw[i] = gui_text_width(gui_tr(msgs[i]), px, 1) + gui_px(ui, 2 * GUI_SIZE_PAD) + 2;
        bw[i] = bw[i] < ui->least_hit ? ui->least_hit : bw[i];
        all += bw[i];
    }
    all += 2 * gui_px(ui, GUI_SIZE_GAP) + gui_px(ui, GUI_SIZE_MARGIN);
    int name_room = ctx->drawn->banner_rc.w - all - gui_px(ui, GUI_SIZE_INSET + GP.fig_room) - count_w(ctx, 0);
    if (name_room >= widest_turn_line(ctx, gui_font_px(ui, GUI_FONT_LEAD)))
        return all;
    *one = 1;
    return gui_hit_px(ui, GUI_SIZE_BUTTON_H) + 2 * gui_px(ui, GUI_SIZE_MARGIN);
}

static int banner_buttons_w(const gui_scene_ctx *ctx)
{
    int bw[3], one;
    return banner_buttons(ctx, bw, &one);
}

void gui_panel_banner(const gui_scene_ctx *ctx, SDL_Rect rc)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    int p = gui_game_player(ctx->game);
    char line[128];
    SDL_Color c = cit_game_over(e) ? gui_rgba(GUI_COL_EDGE_DARK, 255) : pcol(ctx, p);
    gui_fill_rect(ctx->r, rc, c);
    gui_fill_rect(ctx->r, (SDL_Rect){rc.x, rc.y + rc.h - gui_px(ui, GP.banner_edge), rc.w, gui_px(ui, GP.banner_edge)}, gui_darken(c, 0.6f));
    int lum = c.r * 3 + c.g * 6 + c.b;
    SDL_Color tc = lum > 1500 ? gui_rgba(GUI_COL_INK_ON_LIGHT, 255) : gui_rgba(GUI_COL_SHINE, 255);
    int px = gui_font_px(ui, GUI_FONT_TITLE);
    if (cit_game_over(e))
        finale_title(ctx, line, sizeof line);
    else
        gui_turn_words(ctx, line, sizeof line);
    char left[32], num[12];
    snprintf(num, sizeof num, "%d", cit_game_stack_left(e));
    gui_subst(left, sizeof left, gui_tr_n(MSG_TILES_LEFT, cit_game_stack_left(e)), num, NULL, NULL);
    int spx = gui_font_px(ui, GUI_FONT_LEAD), folded = banner_buttons_w(ctx), least = gui_font_px(ui, GUI_FONT_LEAD);
    rc.w -= folded; /* Menu / Save / History at the right end (gui_panel_side draws them) */
    int x = rc.x + gui_px(ui, GUI_SIZE_INSET);
    /* The name before the count's words: without the room for both, the count alone after a
       tile's square. */
    int square = folded || rc.w - gui_px(ui, GUI_SIZE_INSET + GP.fig_room) - count_w(ctx, 1) < gui_text_width(line, least, 1);
    if (square)
        SDL_strlcpy(left, num, sizeof left);
    int leftw = count_w(ctx, !square);
    if (!cit_game_over(e)) {
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, cit_game_setup(e)->players[p].colour, 0,
                           (float)(x + gui_px(ui, GP.fig_x)), (float)(rc.y + rc.h / 2), (float)gui_px(ui, GP.fig_h), 255);
        x += gui_px(ui, GP.fig_room);
    }
    /* A computer seat thinking is said between the name and the tile count. */
    char think[96] = "";
    int tpx = gui_font_px(ui, GUI_FONT_LINE), thinkw = 0, away = 0;
    int remote = !ctx->play->ai && !cit_game_over(e) && gui_net_elsewhere(ctx->app, p);
    /* This screen's connection is lost and comes back by itself: said here, quietly, in
       place of who decides (no dialog: play goes on, a move made meanwhile goes once back). */
    int lost = !cit_game_over(e) && gui_net_reconnecting(ctx->app);
    if (lost || ctx->play->ai || remote) { /* a network game: the player deciding at another screen, likewise */
        /* The host's computer (its own seat, or an away friend's) thinks, at no screen. */
        int person = remote && !gui_app_seat_by_computer(ctx->app, p);
        if (lost)
            SDL_strlcpy(think, gui_tr(MSG_NET_RECONNECTING), sizeof think);
        else if ((away = person && gui_net_away_until(ctx->app, p))) /* their clock stands still: not deciding now */
            gui_net_away_words(ctx->app, p, think, sizeof think);
        else
            gui_subst(think, sizeof think, gui_tr(person ? MSG_NET_DECIDING : MSG_THINKING),
                      gui_game_player_name(ctx->game, p), NULL, NULL);
        thinkw = gui_text_width(think, tpx, 0) + gui_px(ui, GP.think_room);
        if (thinkw > (lost || away ? rc.w / 2 : rc.w / 3)) /* a lost connection or an absence takes from the name */
            thinkw = 0; /* too narrow: the progress bar alone tells it */
    }
    /* The name gets what is left (shrinking, then the name alone, then an ellipsis). */
    int room = rc.w - (x - rc.x) - leftw - thinkw;
    if (!cit_game_over(e) && gui_text_width(line, least, 1) > room && !gui_game_is_you(ctx->game, p))
        SDL_strlcpy(line, gui_game_player_name(ctx->game, p), sizeof line);
    while (px > least && gui_text_width(line, px, 1) > room)
        px--;
    char fitted[160];
    gui_text_fit(fitted, sizeof fitted, line, room, px, 1);
    if (room >= gui_px(ui, GP.name_least)) /* else the colour and the figure say whose turn it is */
        gui_text(fitted, x, rc.y + (rc.h - px * 5 / 4) / 2, px, 1, tc, GUI_ALIGN_LEFT);
    if ((remote || lost) && !ctx->play->ai && thinkw)
        gui_text(think, rc.x + rc.w - leftw, rc.y + (rc.h - tpx * 5 / 4) / 2, tpx, 0, tc, GUI_ALIGN_RIGHT);
    if (ctx->play->ai) {
        if (thinkw)
            gui_text(think, rc.x + rc.w - leftw, rc.y + (rc.h - tpx * 5 / 4) / 2, tpx, 0, tc, GUI_ALIGN_RIGHT);
        float pr = gui_ai_progress(ctx->play->ai);
        gui_fill_rect(ctx->r, (SDL_Rect){rc.x, rc.y + rc.h - gui_px(ui, GP.progress_h), (int)((float)rc.w * pr), gui_px(ui, GP.progress_h)}, tc);
    }
    int lw = gui_text(left, rc.x + rc.w - gui_px(ui, GUI_SIZE_INSET), rc.y + (rc.h - spx * 5 / 4) / 2, spx, 1, tc, GUI_ALIGN_RIGHT);
    if (square) {
        SDL_Rect sq = {rc.x + rc.w - gui_px(ui, GUI_SIZE_INSET) - lw - spx * 6 / 5, rc.y + (rc.h - spx) / 2, spx, spx};
        gui_rect_outline(ctx->r, sq, gui_px(ui, GUI_SIZE_LINE) > 0 ? gui_px(ui, GUI_SIZE_LINE) : 1, tc);
    }
}

/* The side panel's sizes in full and, when the window is too short for the history, compact. */
enum { GUI_SLOT_FULL = 120, GUI_SLOT_COMPACT = 64, GUI_ROW1_FULL = 42, GUI_ROW1_COMPACT = 34, GUI_ROW2_FULL = 52,
       GUI_ROW2_COMPACT = 40, GUI_HISTORY_MIN_ROWS = 4,
       /* a compact panel also takes these off the gaps round the turn hint and off the Hint button */
       GUI_GAP_SAVED = 3, GUI_HINT_SAVED = 4, GUI_HINT_H = 34 /* the Hint button */ };

/* 1 if a module's special piece of player p may go on a spot of the tentative tile now. */
static int special_usable(const gui_scene_ctx *ctx, const gui_module *m, int p, int k)
{
    gui_game *g = ctx->game;
    int8_t sp[CIT_MAX_TILE_FEATURES + 2];
    int placed = g->special_mod == m->module && g->special_kind == k && g->spot != CIT_SPOT_NONE;
    int dragged = ctx->view->drag.kind == GUI_DRAG_FOLLOWER && ctx->view->drag.special_mod == m->module && ctx->view->drag.special_kind == k;
    return !placed && !dragged && g->spot == CIT_SPOT_NONE && gui_app_seat_here(ctx->app, p) &&
           gui_game_special_spots(g, m->module, k, sp, (int)sizeof sp) > 0;
}

static int special_lit(const gui_scene_ctx *ctx, int p)
{
    const cit_game *e = gui_game_engine(ctx->game);
    GUI_FOR_MODULES(m, e)
        for (int k = 0; k < m->nspecial; k++)
            if (m->special_home && m->special_home(e, p, k) && special_usable(ctx, m, p, k))
                return 1;
    return 0;
}

/* The supply box's tooltip for the piece under the pointer: what it is and does, how many are
   left, and whether it may be played now (into tip, drawn over the panel at its end). */
static void piece_tip(const gui_scene_ctx *ctx, SDL_Rect cell, const char *what, int left, int placed, int now, char *tip,
                      size_t cap)
{
    if (!gui_hit(ctx->in, cell) || ctx->view->drag.kind != GUI_DRAG_NONE)
        return;
    char num[16], count[48];
    snprintf(num, sizeof num, "%d", left);
    gui_subst(count, sizeof count, gui_tr(MSG_TIP_LEFT), num, NULL, NULL);
    snprintf(tip, cap, "%s \xC2\xB7 %s%s%s", what, placed ? gui_tr(MSG_TIP_PLACED) : count,
             now ? " \xC2\xB7 " : "", now ? gui_tr(MSG_TIP_NOW) : "");
}

/* The rows of the grid n pieces take in a w x h area: those that give each piece the largest
   square (fewer rows on a tie), so seven pieces (the whole Big Box) stay large enough to tell
   apart: in one row or one column they were ~8 px. */
static int piece_rows(int n, int w, int h)
{
    int best = 1, best_side = 0;
    for (int rows = 1; rows <= n; rows++) {
        int cols = (n + rows - 1) / rows, side = w / cols < h / rows ? w / cols : h / rows;
        if (side > best_side)
            best = rows, best_side = side;
    }
    return best;
}

/* The special pieces in supply (the modules' nspecial) in area `rc` of the supply box, in a grid
   of the largest squares; those that may go on a spot now are drawn full on a lit ground and
   recorded for a drag (ctx->drawn->special_rc). */
static void special_pieces(const gui_scene_ctx *ctx, SDL_Rect rc, int p, int n, char *tip, size_t cap)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = gui_game_engine(ctx->game);
    int i = 0, rows = piece_rows(n, rc.w, rc.h), cols = (n + rows - 1) / rows;
    GUI_FOR_MODULES(m, e)
        for (int k = 0; k < m->nspecial; k++) {
            if (!m->special_home || !m->special_home(e, p, k) || !m->special_draw)
                continue;
            int row = i / cols, col = i % cols;
            SDL_Rect cell = {rc.x + rc.w * col / cols, rc.y + rc.h * row / rows, rc.w / cols, rc.h / rows};
            i++;
            int ok = special_usable(ctx, m, p, k);
            float h = (float)cell.h * 0.8f;
            if (h > (float)cell.w * 0.8f)
                h = (float)cell.w * 0.8f;
            if (h > (float)gui_px(ui, GP.special_most))
                h = (float)gui_px(ui, GP.special_most);
            int placed = ctx->game->special_mod == m->module && ctx->game->special_kind == k &&
                         ctx->game->spot != CIT_SPOT_NONE;
            if (ok) { /* lit: it may be played now (the only sign of it besides the turn hint) */
                int r = (int)(h * 0.62f);
                SDL_Rect glow = {cell.x + cell.w / 2 - r, cell.y + cell.h / 2 - r, 2 * r, 2 * r};
                gui_fill_rounded(ctx->r, glow, r, gui_rgba(GUI_COL_GLOW, 255));
                gui_rect_outline(ctx->r, glow, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
            }
            m->special_draw(GUI_SCENE_MODULE(ctx, m), p, k, 0, (float)(cell.x + cell.w / 2), (float)(cell.y + cell.h / 2),
                            h,
                            ok       ? 255
                            : placed ? 40
                                     : 110);
            if (ctx->drawn->nspecial_drawn < GUI_MAX_SPECIALS)
                ctx->drawn->special_drawn[ctx->drawn->nspecial_drawn++] = (SDL_Rect){cell.x + cell.w / 2 - (int)(h / 2),
                                                                   cell.y + cell.h / 2 - (int)(h / 2), (int)h, (int)h};
            if (m->special_tip)
                piece_tip(ctx, cell, m->special_tip(k), placed ? 0 : 1, placed, ok, tip, cap);
            if (ok && ctx->drawn->nspecial_rc < GUI_MAX_SPECIALS) {
                ctx->drawn->special_rc[ctx->drawn->nspecial_rc] = cell;
                ctx->drawn->special_mod[ctx->drawn->nspecial_rc] = m->module;
                ctx->drawn->special_kind[ctx->drawn->nspecial_rc++] = k;
            }
        }
}

/* The drawn tile and the follower supply; records their rectangles for drag starts. */
static int hand_block(const gui_scene_ctx *ctx, int x, int y, int w, int compact, char *tip, size_t cap)
{
    gui_ui *ui = ctx->ui;
    gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    int slot = gui_px(ui, compact ? GUI_SLOT_COMPACT : GUI_SLOT_FULL);
    SDL_Rect rc = {x + gui_px(ui, GUI_SIZE_PAD), y, slot, slot};
    ctx->drawn->hand_rc = (SDL_Rect){0, 0, 0, 0};
    ctx->drawn->supply_rc = (SDL_Rect){0, 0, 0, 0};
    gui_fill_rounded(ctx->r, (SDL_Rect){rc.x - 4, rc.y - 4, slot + 8, slot + 8}, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_SLOT, 255));
    if (g->pend.decision == CIT_DECIDE_PLACE_TILE) {
        if (!g->has_tile && ctx->view->drag.kind != GUI_DRAG_TILE) {
            gui_atlas_tile(ctx->atlas, g->pend.tile, g->hand_rot, rc, 255);
            gui_rect_outline(ctx->r, rc, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_EDGE_DARK, 255));
        } else {
            gui_atlas_tile(ctx->atlas, g->pend.tile, g->has_tile ? g->trot : ctx->view->drag.rot, rc, 70);
        }
        ctx->drawn->hand_rc = rc;
    }
    /* Supply figure to drag onto a spot. */
    int fx = rc.x + slot + gui_px(ui, GUI_SIZE_SECTION), fy = y + gui_px(ui, GUI_SIZE_PAD), fw = w - (fx - x) - gui_px(ui, GUI_SIZE_GAP);
    SDL_Rect sup = {fx, fy, fw, slot - gui_px(ui, GUI_SIZE_SECTION)};
    int p = gui_game_player(g), normal = gui_game_normal_supply(g, p), left = gui_game_supply_left(g, p);
    int usable = g->has_tile && g->nspots > 0 && g->spot == CIT_SPOT_NONE && ctx->view->drag.kind != GUI_DRAG_FOLLOWER &&
                 normal > 0;
    /* A module's decision may take a follower from here too (its dialog starts that drag). */
    GUI_FOR_MODULES(m, e)
    usable |= m->supply_usable && m->supply_usable(GUI_SCENE_MODULE(ctx, m));
    ctx->drawn->nspecial_rc = ctx->drawn->nspecial_drawn = 0;
    if (!cit_game_over(e)) {
        int nspec = 0;
        GUI_FOR_MODULES(m, e)
            for (int k = 0; k < m->nspecial; k++)
                nspec += m->special_home && m->special_home(e, p, k) ? 1 : 0;
        /* The special pieces (big follower, builder, pig, ...) take the right half of the box; two
           thirds in a compact panel or when there are more than three, so each stays large
           enough to tell apart. */
        SDL_Rect fol = sup;
        if (nspec)
            fol.w = (compact && nspec > 1) || nspec > 3 ? sup.w / 3 : sup.w / 2;
        int lit = usable || special_lit(ctx, p);
        gui_fill_rounded(ctx->r, sup, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(lit ? GUI_COL_BOX : GUI_COL_BOX_HELD, 255));
        if (lit)
            gui_rect_outline(ctx->r, sup, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_ACCENT, 255));
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, cit_game_setup(e)->players[p].colour, 0,
                           (float)(fol.x + fol.w / 2), (float)(fol.y + fol.h / 2 - gui_px(ui, GP.supply_up[!!compact])),
                           (float)gui_px(ui, GP.supply_fig[!!compact]), usable ? 255 : 110);
        char n[16];
        /* The normal followers as they will be after this turn's follower. */
        snprintf(n, sizeof n, "\xC3\x97 %d", left);
        gui_text(n, fol.x + fol.w / 2, fol.y + fol.h - gui_px(ui, GP.supply_count_up[!!compact]), gui_font_px(ui, GUI_FONT_LINE), 1,
                 gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_CENTER);
        piece_tip(ctx, fol, gui_tr(MSG_TIP_FOLLOWER), left, 0, usable && gui_app_seat_here(ctx->app, p), tip, cap);
        if (usable)
            ctx->drawn->supply_rc = fol;
        if (nspec)
            special_pieces(ctx, (SDL_Rect){sup.x + fol.w, sup.y, sup.w - fol.w, sup.h}, p, nspec, tip, cap);
    }
    /* The modules' blocks under the hand (pieces to drag). */
    y += slot + gui_px(ui, GUI_SIZE_PAD);
    GUI_FOR_MODULES(m, e)
        if (m->panel)
            y = m->panel(GUI_SCENE_MODULE(ctx, m), rc.x - 4, y, w - gui_px(ui, GUI_SIZE_GAP) - (rc.x - 4 - x));
    return y;
}

/* History lines to show: while the final scoring plays, its lines wait for it (no spoilers). */
static int log_shown(const gui_scene_ctx *ctx)
{
    const gui_game *g = ctx->game;
    if (!g->finale || !g->finale->active)
        return g->nlog;
    for (int i = g->nlog - 1; i >= 0; i--)
        if (!strcmp(g->log[i], gui_tr(MSG_HIST_FINAL)))
            return i + 1;
    return g->nlog;
}

/* History line i as shown: a move a hint was asked for says so on its first line ("(hint)"). */
static void log_text(const gui_game *g, int i, char *buf, size_t cap)
{
    int m = g->logref[i].move;
    if (g->log[i][0] != ' ' && m >= 0 && (i == 0 || g->logref[i - 1].move != m) && gui_record_hint_at(&g->rec, m) >= 0)
        snprintf(buf, cap, "%s %s", g->log[i], gui_tr(MSG_HINT_MARK));
    else
        SDL_strlcpy(buf, g->log[i], cap);
}

/* A history line under the pointer lights up (its move shows on the board); a click goes there. */
static void history_line_hover(const gui_scene_ctx *ctx, SDL_Rect line, int i)
{
    if (!gui_hit(ctx->in, line) || ctx->game->logref[i].move < 0)
        return;
    ctx->view->hist_hover = i;
    gui_fill_rect(ctx->r, line, gui_rgba(GUI_COL_SHINE, 140));
    if (ctx->in->pressed[1]) {
        const gui_log_ref *r = &ctx->game->logref[i];
        ctx->view->glide = 1;
        ctx->view->glide_cx = (float)r->tx + 0.5f;
        ctx->view->glide_cy = (float)r->ty + 0.5f;
        ctx->view->glide_zoom = ctx->view->cam.zoom;
        ctx->ui->consumed = 1;
    }
}

/* A history line in at most two rows of width w: the first broken at a space, the second
   indented and cut with an ellipsis only if even two rows cannot hold it. Returns the rows. */
static int split_line(const char *line, int w, int indent, int px, int bold, char *head, char *tail, size_t cap)
{
    tail[0] = 0;
    if (gui_text_width(line, px, bold) <= w) {
        SDL_strlcpy(head, line, cap);
        return 1;
    }
    size_t best = 0;
    for (size_t i = 1; line[i]; i++)
        if (line[i] == ' ' && line[i - 1] != ' ') {
            char pre[GUI_LOG_LINE + 32];
            SDL_strlcpy(pre, line, i + 1 < sizeof pre ? i + 1 : sizeof pre);
            if (gui_text_width(pre, px, bold) > w)
                break;
            best = i;
        }
    if (!best) { /* one long word: cut */
        gui_text_fit(head, cap, line, w, px, bold);
        return 1;
    }
    SDL_strlcpy(head, line, best + 1 < cap ? best + 1 : cap);
    const char *rest = line + best;
    while (*rest == ' ')
        rest++;
    gui_text_fit(tail, cap, rest, w - indent, px, bold);
    return 2;
}

/* A history line in as many rows of width w as it takes (at most `max`, up to GUI_WRAP_ROWS):
   broken at spaces, the rows after the first indented; only a line longer than that many rows
   is cut (then *cut is set, when given). */
enum { GUI_WRAP_ROWS = 4 };
static int wrap_line(const char *line, int w, int indent, int px, int bold, int max, char rows[][GUI_LOG_LINE + 40],
                     int *cut)
{
    int n = 0;
    char rest[GUI_LOG_LINE + 40];
    SDL_strlcpy(rest, line, sizeof rest);
    max = max < 1 || max > GUI_WRAP_ROWS ? GUI_WRAP_ROWS : max;
    while (n < max) {
        char tail[GUI_LOG_LINE + 40];
        int k = split_line(rest, n ? w - indent : w, 0, px, bold, rows[n], tail, sizeof tail);
        n++;
        if (k == 1)
            return n;
        if (n == max) { /* no room left: the rest on the last row, cut */
            if (cut)
                *cut = 1;
            char more[2 * GUI_LOG_LINE + 80];
            snprintf(more, sizeof more, "%s %s", rows[n - 1], rest + strlen(rows[n - 1]));
            gui_text_fit(rows[n - 1], sizeof rows[0], more, w - indent, px, bold);
            return n;
        }
        /* the rest after the first row's break */
        const char *r = rest + strlen(rows[n - 1]);
        while (*r == ' ')
            r++;
        memmove(rest, r, strlen(r) + 1);
    }
    return n;
}

/* The height of a network game's chat (0: no network game): the last three lines, the field. */
static int chat_h(const gui_scene_ctx *ctx)
{
    gui_ui *ui = ctx->ui;
    if (gui_net_role_of(ctx->app) == GUI_NET_NONE)
        return 0;
    const char *lines[GUI_NET_CHAT];
    int n = gui_net_chat_lines(ctx->app, lines, GUI_NET_CHAT), shown = n > 3 ? 3 : n;
    return gui_px(ui, GP.chat_head) + shown * (gui_font_px(ui, GUI_FONT_SMALL) * 5 / 4) + gui_px(ui, GUI_SIZE_GAP);
}

/* A network game's chat under the history: the last lines said and a line to say one
   (Enter sends). Returns the top it took. */
static int chat_block(const gui_scene_ctx *ctx, int x, int w, int bottom)
{
    gui_ui *ui = ctx->ui;
    if (gui_net_role_of(ctx->app) == GUI_NET_NONE)
        return bottom;
    const char *lines[GUI_NET_CHAT];
    int n = gui_net_chat_lines(ctx->app, lines, GUI_NET_CHAT), shown = n > 3 ? 3 : n;
    int px = gui_font_px(ui, GUI_FONT_SMALL), lh = px * 5 / 4, fh = gui_px(ui, GP.chat_head);
    int top = bottom - chat_h(ctx);
    char buf[GUI_LOG_LINE + 8];
    for (int i = 0; i < shown; i++) {
        gui_text_fit(buf, sizeof buf, lines[n - shown + i], w, px, 0);
        gui_text(buf, x, top + i * lh, px, 0, gui_rgba(GUI_COL_FRIEND, 255), GUI_ALIGN_LEFT);
    }
    SDL_Rect frc = {x, bottom - fh, w, fh};
    size_t cap;
    char *draft = gui_net_chat_draft(ctx->app, &cap);
    gui_textfield_kind(ui, PLAT_TEXT_WORDS);
    gui_textfield(ui, GUI_ID(0), frc, draft, cap);
    if (ui->focus && draft[0] && (gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER))) {
        gui_net_chat(ctx->app, draft);
        draft[0] = 0;
    }
    return top - gui_px(ui, GUI_SIZE_NUDGE);
}

/* The last lines of the history, newest at the bottom, in the panel's free space; a long line
   takes a second and a third row rather than losing its end (a usual line in Czech or German
   at the smallest window needs three: "Anna: město + cesta, 3 kartičky východně od startu ·
   lupič (cesta, 1 kartička)"). */
enum { PANEL_LINE_ROWS = 3 };
static void recent_moves(const gui_scene_ctx *ctx, int x, int top, int w, int bottom)
{
    gui_ui *ui = ctx->ui;
    gui_game *g = ctx->game;
    bottom = chat_block(ctx, x, w, bottom);
    int px = gui_font_px(ui, GUI_FONT_SMALL), lh = px * 5 / 4, indent = gui_px(ui, GUI_SIZE_MARGIN);
    int rows = (bottom - top - lh * 3 / 2) / lh, nlog = log_shown(ctx);
    ctx->drawn->history_rows = 0;
    if (rows < 2 || nlog == 0)
        return;
    gui_fill_rect(ctx->r, (SDL_Rect){x, top, w, 1}, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    gui_text(gui_tr(MSG_HISTORY), x, top + gui_px(ui, GUI_SIZE_NUDGE), px, 1, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
    /* From the newest line up, as many as fit (the newest in the rows there are, if fewer). */
    int used = 0, first = nlog, most = rows < PANEL_LINE_ROWS ? rows : PANEL_LINE_ROWS;
    char line[GUI_LOG_LINE + 32], wrapped[GUI_WRAP_ROWS][GUI_LOG_LINE + 40];
    while (first > 0) {
        log_text(g, first - 1, line, sizeof line);
        int n = wrap_line(line, w, indent, px, g->log[first - 1][0] == ' ', most, wrapped, NULL);
        if (used + n > rows)
            break;
        used += n;
        first--;
    }
    ctx->drawn->history_rows = used;
    ctx->drawn->history_cut = 0;
    int ly = top + lh * 3 / 2;
    for (int i = first; i < nlog; i++) {
        int score = g->log[i][0] == ' ', cut = 0;
        log_text(g, i, line, sizeof line);
        int n = wrap_line(line, w, indent, px, score, most, wrapped, &cut);
        ctx->drawn->history_cut += cut && most == PANEL_LINE_ROWS; /* too long for its rows (not a panel too full) */
        SDL_Color c = gui_rgba(score ? GUI_COL_ACCENT : GUI_COL_INK, 255);
        history_line_hover(ctx, (SDL_Rect){x, ly, w, lh * n}, i);
        for (int r = 0; r < n; r++)
            gui_text(wrapped[r], x + (r ? indent : 0), ly + r * lh, px, score, c, GUI_ALIGN_LEFT);
        ly += lh * n;
    }
}

const char *gui_panel_turn_hint(const gui_scene_ctx *ctx)
{
    const gui_game *g = ctx->game;
    GUI_FOR_MODULES(m, gui_game_engine(g)) {
        const char *h = m->hint ? m->hint(GUI_SCENE_MODULE(ctx, m)) : NULL;
        if (h)
            return h; /* its drag, its piece needed or possible */
    }
    if (!g->has_tile)
        return gui_tr(ctx->coarse ? MSG_HINT_TILE_TOUCH : MSG_HINT_TILE);
    cit_move want;
    if (gui_lesson_to_turn(ctx))
        return lesson_tr(LESSON_TURN_FIRST);
    if (g->nspots && g->spot == CIT_SPOT_NONE && gui_lesson_wanted(ctx, &want) && want.spot != CIT_SPOT_NONE)
        return lesson_tr(LESSON_NEED_SPOT); /* the lesson's step refuses End turn without it: no "skip" */
    if (g->nspots && g->spot == CIT_SPOT_NONE)
        return gui_tr(MSG_HINT_FOLLOWER);
    return gui_tr(ctx->coarse ? MSG_HINT_END_TOUCH : MSG_HINT_END);
}

/* A line of words on a dark plate at the board's foot, clear of the zoom buttons. */
static void board_note(const gui_scene_ctx *ctx, const char *text)
{
    gui_ui *ui = ctx->ui;
    SDL_Rect b = ctx->drawn->board_rc;
    int pad = gui_px(ui, GUI_SIZE_PAD), px = gui_font_px(ui, GUI_FONT_BODY);
    int right = ctx->drawn->zoom_rc.w > 0 && ctx->drawn->zoom_rc.x > b.x ? ctx->drawn->zoom_rc.x - pad : b.x + b.w - pad;
    int w = right - b.x - 2 * pad, tw = gui_text_width(text, px, 0);
    if (w < gui_px(ui, GP.words_least))
        return;
    if (tw < w - 2 * pad)
        w = tw + 2 * pad;
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(text, 0, 0, w - 2 * pad, px, 0, gui_rgba(0, 255));
    gui_draw_enabled = was;
    SDL_Rect rc = {b.x + pad, b.y + b.h - pad - h - 2 * pad / 2 - pad, w, h + pad};
    gui_fill_rounded(ctx->r, rc, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PLATE, 220));
    gui_text_wrapped(text, rc.x + pad, rc.y + pad / 2, w - 2 * pad, px, 0, gui_rgba(GUI_COL_CREAM, 255));
}

/* Undo and End turn side by side at y, w wide. */
static void end_row(const gui_scene_ctx *ctx, int x, int y, int w, int human, int *act, int compact)
{
    gui_ui *ui = ctx->ui;
    gui_game *g = ctx->game;
    int half = (w - gui_px(ui, GUI_SIZE_SPACE)) / 2, bh2 = gui_hit_px(ui, compact ? GUI_ROW2_COMPACT : GUI_ROW2_FULL);
    ctx->drawn->end_row_rc = (SDL_Rect){x, y, w, bh2};
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, half, bh2}, gui_tr(MSG_UNDO), human && g->has_tile))
        *act = GUI_ACT_UNDO;
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x + half + gui_px(ui, GUI_SIZE_SPACE), y, half, bh2},
                          gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_END_TURN), human && g->has_tile && !gui_game_missing(g)))
        *act = GUI_ACT_END_TURN;
}

/* The height Undo / End turn take with the gap above them. */
static int end_row_h(const gui_scene_ctx *ctx, int compact)
{
    const gui_ui *ui = ctx->ui;
    return gui_hit_px(ui, compact ? GUI_ROW2_COMPACT : GUI_ROW2_FULL) + gui_px(ui, compact ? GUI_SIZE_GAP - GUI_GAP_SAVED : GUI_SIZE_GAP);
}

/* Rotate / No follower, the hint, and (unless `pinned`: a scrolling panel keeps them at its
   foot) Undo / End turn. Returns the y below them. */
static int turn_block(const gui_scene_ctx *ctx, int x, int y, int w, int human, int *act, int compact, int pinned)
{
    gui_ui *ui = ctx->ui;
    gui_game *g = ctx->game;
    int bh = gui_hit_px(ui, compact ? GUI_ROW1_COMPACT : GUI_ROW1_FULL), half = (w - gui_px(ui, GUI_SIZE_SPACE)) / 2;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, half, bh}, gui_tr(MSG_ROTATE), human))
        *act = GUI_ACT_ROTATE;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x + half + gui_px(ui, GUI_SIZE_SPACE), y, half, bh}, gui_tr(MSG_NO_FOLLOWER),
                   human && g->spot != CIT_SPOT_NONE))
        *act = GUI_ACT_NO_FOLLOWER;
    y += bh + gui_px(ui, GUI_SIZE_SPACE);
    /* Kept in a compact panel too: it is the one line that says a special piece may be played.
       A screen shorter than the layout (a phone on its side) shows it over the board's foot. */
    SDL_Rect card;
    if (human && ui->short_h && ctx->drawn->side_rc.x > 0) {
        if (gui_lesson_card_rect(ctx, &card) != 2) /* a docked lesson card says the step over it */
            board_note(ctx, gui_panel_turn_hint(ctx));
    }
    else if (human)
        y += gui_text_wrapped(gui_panel_turn_hint(ctx), x, y, w, gui_font_px(ui, GUI_FONT_NOTE), 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    if (pinned)
        return y;
    y += end_row_h(ctx, compact) - gui_hit_px(ui, compact ? GUI_ROW2_COMPACT : GUI_ROW2_FULL);
    end_row(ctx, x, y, w, human, act, compact);
    return y + gui_hit_px(ui, compact ? GUI_ROW2_COMPACT : GUI_ROW2_FULL);
}

/* A suggested answer to a module's question in words: the module's line, else the core's
   ("Hint: " or, after the placement's line, "Then: " and the move's words). 2 when the
   module's line says the whole turn (it replaces the placement's), else 1. */
static int hint_answer_words(const gui_scene_ctx *ctx, const cit_move *m, int then, char *buf, size_t cap)
{
    const cit_game *e = gui_game_engine(ctx->game);
    GUI_FOR_MODULES(M, e) {
        int said = M->hint_words ? M->hint_words(GUI_SCENE_MODULE(ctx, M), m, then, buf, cap) : 0;
        if (said)
            return then && said == 2 ? 2 : 1;
    }
    char words[160];
    gui_move_words(e, m, words, sizeof words);
    gui_subst(buf, cap, gui_tr(then ? MSG_HINT_THEN : MSG_HINT_OTHER), words, NULL, NULL);
    return 1;
}

/* What the hint suggests, in one line: the ghost's tile and follower (and the piece it goes
   on to, gui_hint_then, or the module's line for the whole turn when its answer only says which
   follower that is), or the answer in words. */
static void hint_words(const gui_scene_ctx *ctx, const cit_move *m, char *buf, size_t cap)
{
    if (m->type == CIT_MOVE_PLACE && ctx->game->pend.decision == CIT_DECIDE_PLACE_TILE && m->tile < ctx->tiles->ntiles) {
        const cit_tile_def *d = &ctx->tiles->tiles[m->tile];
        if (m->spot == CIT_SPOT_NONE)
            SDL_strlcpy(buf, gui_tr(MSG_HINT_PLACE), cap);
        else if (m->spot >= 0 && m->spot < d->nfeat)
            gui_subst(buf, cap, gui_tr(MSG_HINT_PLACE_FOLLOWER), gui_feature_kind_name(d->feat[m->spot].kind), NULL,
                      NULL);
        else
            SDL_strlcpy(buf, gui_tr(MSG_HINT_PLACE_PIECE), cap); /* on a piece a module adds to the move */
        const cit_move *then = gui_hint_then(ctx->app);
        if (then) {
            char more[200];
            if (hint_answer_words(ctx, then, 1, more, sizeof more) == 2) {
                SDL_strlcpy(buf, more, cap);
                return;
            }
            SDL_strlcat(buf, " ", cap);
            SDL_strlcat(buf, more, cap);
        }
        return;
    }
    hint_answer_words(ctx, m, 0, buf, cap);
}

int gui_panel_hint_line(const gui_scene_ctx *ctx, char *buf, size_t cap)
{
    const cit_move *m = ctx->game ? gui_hint_shown(ctx->app) : NULL;
    buf[0] = 0;
    if (!m)
        return 0;
    hint_words(ctx, m, buf, cap);
    return 1;
}

/* The Hint button for the person deciding (none for a computer seat or a purist), "Thinking…"
   while the search runs, and the answer's line under it. Returns the y below. */
static int hint_block(const gui_scene_ctx *ctx, int x, int y, int w, int *act, int compact)
{
    gui_ui *ui = ctx->ui;
    if (!gui_hint_offered(ctx->app))
        return y;
    int bh = gui_hit_px(ui, compact ? GUI_HINT_H - GUI_HINT_SAVED : GUI_HINT_H);
    y += gui_px(ui, compact ? GUI_SIZE_SPACE - GUI_GAP_SAVED : GUI_SIZE_SPACE);
    const cit_move *m = gui_hint_shown(ctx->app);
    ctx->view->decide.hint_button_rc = (SDL_Rect){x, y, w, bh};
    if (gui_hint_button(ctx->app, GUI_ID(0), (SDL_Rect){x, y, w, bh}))
        *act = GUI_ACT_HINT;
    y += bh + gui_px(ui, GUI_SIZE_NUDGE);
    if (m) {
        char line[240];
        hint_words(ctx, m, line, sizeof line);
        y += gui_text_wrapped(line, x, y, w, gui_font_px(ui, GUI_FONT_NOTE), 1, gui_rgba(GUI_COL_TEACH, 255));
    }
    return y;
}

/* Which keys the help line names: the game's, or the replay's (where Home and the digits mean
   other things); an aid's key is left out for a purist, as the aid itself is. */
static const struct {
    gui_msg msg;
    unsigned char in_game, in_replay, aid;
} key_help_items[] = {
    {MSG_KEY_STEP, 0, 1, 0},     {MSG_KEY_ENDS, 0, 1, 0},       {MSG_KEY_PLAY, 0, 1, 0},
    {MSG_KEY_SPEED, 0, 1, 0},    {MSG_KEY_ZOOM, 1, 1, 0},       {MSG_KEY_PAN, 1, 1, 0},
    {MSG_KEY_FIT, 1, 0, 0},      {MSG_KEY_CELL, 1, 0, 0},       {MSG_KEY_FOLLOWER, 1, 0, 0},
    {MSG_KEY_HISTORY, 1, 1, 0},  {MSG_KEY_HINT, 1, 0, 1},       {MSG_KEY_TILES, 1, 1, 1},
    {MSG_KEY_PROJECTION, 1, 1, 1}, {MSG_KEY_SOUND, 1, 0, 0},    {MSG_KEY_BACK, 0, 1, 0},
};

/* On a touch screen the line speaks of fingers: no keys, no wheel. */
static const struct {
    gui_msg msg;
    unsigned char in_game, in_replay;
} touch_help_items[] = {
    {MSG_TOUCH_TURN, 1, 0}, {MSG_TOUCH_ZOOM, 1, 1}, {MSG_TOUCH_PAN, 1, 1},
};

void gui_key_help(const gui_scene_ctx *ctx, char *out, size_t size)
{
    int replay = ctx->scene == GUI_SCENE_REPLAY;
    size_t len = 0;
    out[0] = 0;
    if (ctx->coarse) {
        for (size_t i = 0; i < sizeof touch_help_items / sizeof touch_help_items[0]; i++) {
            if (!(replay ? touch_help_items[i].in_replay : touch_help_items[i].in_game))
                continue;
            int n = snprintf(out + len, size - len, "%s%s", len ? " · " : "", gui_tr(touch_help_items[i].msg));
            if (n < 0 || (size_t)n >= size - len) {
                out[len] = 0;
                break;
            }
            len += (size_t)n;
        }
        return;
    }
    if (!replay && ctx->game) /* a module's keys for its question first */
        GUI_FOR_MODULES(m, gui_game_engine(ctx->game)) {
            const char *k = m->key_help ? m->key_help(GUI_SCENE_MODULE(ctx, m)) : NULL;
            int n = k ? snprintf(out + len, size - len, "%s%s", len ? " · " : "", k) : 0;
            if (n > 0 && (size_t)n < size - len)
                len += (size_t)n;
            else
                out[len] = 0;
        }
    for (size_t i = 0; i < sizeof key_help_items / sizeof key_help_items[0]; i++) {
        if (!(replay ? key_help_items[i].in_replay : key_help_items[i].in_game))
            continue;
        if (key_help_items[i].aid && ctx->settings->purist)
            continue;
        int n = snprintf(out + len, size - len, "%s%s", len ? " · " : "", gui_tr(key_help_items[i].msg));
        if (n < 0 || (size_t)n >= size - len) {
            out[len] = 0; /* a key that does not fit is left out whole */
            break;
        }
        len += (size_t)n;
    }
}

/* The one button Menu / Save / History fold into on a narrow banner: three bars, as a phone's
   menus are marked, known to tests and tools by the word "Menu"; it lists them
   (GUI_DLG_GAME_MENU). */
static void menu_button(const gui_scene_ctx *ctx, SDL_Rect rc)
{
    gui_ui *ui = ctx->ui;
    int seen = ui->nseen;
    if (gui_button(ui, GUI_ID(0), rc, NULL, 1))
        gui_dialog_open(ctx->app, GUI_DLG_GAME_MENU);
    if (seen < ui->nseen)
        SDL_strlcpy(ui->seen[seen].label, gui_tr(MSG_MENU), sizeof ui->seen[seen].label);
    int bw = rc.w * 9 / 20, bh = gui_px(ui, GP.menu_line) > 2 ? gui_px(ui, GP.menu_line) : 2, step = rc.h / 6;
    for (int k = -1; k <= 1; k++)
        gui_fill_rect(ctx->r, (SDL_Rect){rc.x + (rc.w - bw) / 2, rc.y + rc.h / 2 + k * step - bh / 2, bw, bh},
                      gui_rgba(GUI_COL_CREAM, 255));
}

/* Menu / Save / History along the panel's bottom, or at the banner's right end on a short
   screen (none in a replay, whose bar has its own). Returns the y above them. */
static int menu_row(const gui_scene_ctx *ctx, SDL_Rect rc, int x, int w, int *act)
{
    gui_ui *ui = ctx->ui;
    int pad = gui_px(ui, GUI_SIZE_MARGIN);
    int sb = gui_hit_px(ui, GUI_SIZE_BUTTON_H), by = rc.y + rc.h - sb - pad, third = (w - 2 * gui_px(ui, GUI_SIZE_GAP)) / 3;
    int folded = banner_buttons_w(ctx);
    if (ctx->scene == GUI_SCENE_REPLAY) { /* the replay bar has its own Menu and History */
        by = rc.y + rc.h - pad;
    } else if (folded) { /* a short screen: at the banner's right end */
        SDL_Rect b = ctx->drawn->banner_rc;
        int gap = gui_px(ui, GUI_SIZE_GAP), bw[3], one;
        banner_buttons(ctx, bw, &one);
        int bx = b.x + b.w - folded, bty = b.y + (b.h - gui_px(ui, GUI_SIZE_NUDGE) - sb) / 2;
        if (one) {
            menu_button(ctx, (SDL_Rect){b.x + b.w - pad - sb, bty, sb, sb});
        } else {
            if (gui_button(ui, GUI_ID(0), (SDL_Rect){bx, bty, bw[0], sb}, gui_tr(MSG_MENU), 1))
                *act = GUI_ACT_MENU;
            if (gui_button(ui, GUI_ID(0), (SDL_Rect){bx + bw[0] + gap, bty, bw[1], sb}, gui_tr(MSG_SAVE), 1))
                *act = GUI_ACT_SAVE;
            if (gui_button(ui, GUI_ID(0), (SDL_Rect){bx + bw[0] + bw[1] + 2 * gap, bty, bw[2], sb},
                           gui_tr(MSG_HISTORY), 1))
                ctx->view->show_history = !ctx->view->show_history;
        }
        by = rc.y + rc.h - pad;
    } else {
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, by, third, sb}, gui_tr(MSG_MENU), 1))
            *act = GUI_ACT_MENU;
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){x + third + gui_px(ui, GUI_SIZE_GAP), by, third, sb}, gui_tr(MSG_SAVE), 1))
            *act = GUI_ACT_SAVE;
        if (gui_button(ui, GUI_ID(0), (SDL_Rect){x + 2 * (third + gui_px(ui, GUI_SIZE_GAP)), by, third, sb}, gui_tr(MSG_HISTORY),
                       1))
            ctx->view->show_history = !ctx->view->show_history;
    }
    return by;
}

/* Menu / Save / History along the bottom, the key help above them, recent moves between. */
static void bottom_block(const gui_scene_ctx *ctx, SDL_Rect rc, int x, int w, int y, int *act)
{
    gui_ui *ui = ctx->ui;
    int by = menu_row(ctx, rc, x, w, act);
    /* Key help, wrapped above the bottom row (measured first, then drawn). */
    char help[400];
    gui_key_help(ctx, help, sizeof help);
    int kpx = gui_font_px(ui, GUI_FONT_TAG), was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int kh = gui_text_wrapped(help, x, 0, w, kpx, 0, gui_rgba(0, 255));
    gui_draw_enabled = was;
    int ktop = by - kh - gui_px(ui, GUI_SIZE_GAP);
    /* The history comes first: the keys only where it keeps its rows beside them. */
    int hlh = gui_font_px(ui, GUI_FONT_SMALL) * 5 / 4, hist_min = hlh * (GUI_HISTORY_MIN_ROWS + 2);
    if (ktop - gui_px(ui, GUI_SIZE_PAD) - (y + gui_px(ui, GUI_SIZE_MARGIN)) >= hist_min)
        gui_text_wrapped(help, x, ktop, w, kpx, 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    else
        ktop = by;
    recent_moves(ctx, x, y + gui_px(ui, GUI_SIZE_MARGIN), w, ktop - gui_px(ui, GUI_SIZE_PAD));
}

/* The height of a scrolling panel's foot: Undo / End turn, and Menu / Save / History under them
   unless they went to the banner (menu_row's sizes). */
static int pinned_foot(const gui_scene_ctx *ctx, SDL_Rect rc)
{
    const gui_ui *ui = ctx->ui;
    int pad = gui_px(ui, GUI_SIZE_MARGIN), menu = gui_hit_px(ui, GUI_SIZE_BUTTON_H);
    int by = ctx->scene == GUI_SCENE_REPLAY || banner_buttons_w(ctx) ? rc.y + rc.h - pad : rc.y + rc.h - menu - pad;
    return rc.y + rc.h - by + 2 * gui_px(ui, GUI_SIZE_SPACE) + gui_hit_px(ui, GUI_ROW2_COMPACT);
}

/* A phone's panel too short for all it holds even compact (four players and more, the Big Box's
   supplies): Undo / End turn stay at its foot above Menu / Save / History, and the rest scrolls
   under a finger, the turn's tile and buttons first (what a player needs now), the players' rows
   under them. Returns the action asked. */
static int side_scrolled(const gui_scene_ctx *ctx, SDL_Rect rc, int x, int w, int human)
{
    gui_ui *ui = ctx->ui;
    int act = GUI_ACT_NONE, pad = gui_px(ui, GUI_SIZE_MARGIN), gap = gui_px(ui, GUI_SIZE_SPACE);
    int by = menu_row(ctx, rc, x, w, &act), ey = by - gap - gui_hit_px(ui, GUI_ROW2_COMPACT);
    end_row(ctx, x, ey, w, human, &act, 1);
    SDL_Rect view = {rc.x + gui_px(ui, GP.edge_w), rc.y, rc.w - gui_px(ui, GP.edge_w), ey - gap - rc.y};
    gui_fill_rect(ctx->r, (SDL_Rect){x, view.y + view.h, w, 1}, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    int seat = gui_game_player(ctx->game);
    if (seat != ctx->view->panel_seat) /* a new turn shows its tile again */
        ctx->view->panel_scroll = 0;
    ctx->view->panel_seat = seat;
    SDL_Rect grips[2 + GUI_MAX_SPECIALS]; /* things a finger drags out of the panel: no swipe */
    int ngrips = 0;
    grips[ngrips++] = ctx->drawn->hand_rc;
    grips[ngrips++] = ctx->drawn->supply_rc;
    for (int i = 0; i < ctx->drawn->nspecial_rc && i < GUI_MAX_SPECIALS; i++)
        grips[ngrips++] = ctx->drawn->special_rc[i];
    gui_scroll_view sv;
    gui_scroll_begin(ctx->ui, &sv, view, &ctx->view->panel_scroll, grips, ngrips);
    char tip[400] = "";
    int top = view.y + pad - ctx->view->panel_scroll, y = hand_block(ctx, x, top, w, 1, tip, sizeof tip);
    y = turn_block(ctx, x, y, w, human, &act, 1, 1);
    y = hint_block(ctx, x, y, w, &act, 1);
    int rest = y - top, saved = 0;
    y += gui_px(ui, GUI_SIZE_GAP);
    gui_fill_rect(ctx->r, (SDL_Rect){x, y, w, 1}, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    y += gui_px(ui, GUI_SIZE_MARGIN);
    int rows = y;
    y = gui_players_block(ctx, x, y, w, 1, &saved);
    ctx->drawn->panel_content = pad + (y - rows) + gui_px(ui, GUI_SIZE_TIP_OFFSET) + rest;
    int chat = chat_h(ctx);
    if (chat)
        y = chat_block(ctx, x, w, y + gui_px(ui, GUI_SIZE_GAP) + chat) + chat + gui_px(ui, GUI_SIZE_NUDGE);
    ctx->drawn->hand_rc = gui_scroll_cut(&sv, ctx->drawn->hand_rc);
    ctx->drawn->supply_rc = gui_scroll_cut(&sv, ctx->drawn->supply_rc);
    for (int i = 0; i < ctx->drawn->nspecial_rc; i++)
        ctx->drawn->special_rc[i] = gui_scroll_cut(&sv, ctx->drawn->special_rc[i]);
    gui_scroll_end(ctx->ui, &sv, y + pad - top + pad);
    if (tip[0])
        gui_tooltip(ctx, tip, 0);
    return act;
}

int gui_panel_side(const gui_scene_ctx *ctx, SDL_Rect rc)
{
    gui_ui *ui = ctx->ui;
    gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    int act = GUI_ACT_NONE;
    gui_fill_rect(ctx->r, rc, gui_rgba(GUI_COL_PANEL, 255));
    gui_fill_rect(ctx->r, (SDL_Rect){rc.x, rc.y, gui_px(ui, GP.edge_w), rc.h}, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    int pad = gui_px(ui, GUI_SIZE_MARGIN), x = rc.x + pad, w = rc.w - 2 * pad;
    /* Compact when last frame's full layout left the history less than its rows (the need is
       measured as if full in either mode, so the choice does not flip from frame to frame). */
    int compact = !cit_game_over(e) && ctx->drawn->panel_need > rc.h, saved = 0;
    /* The tile controls serve placements only; other decisions have their own bar or dialog. */
    int human = gui_app_seat_here(ctx->app, gui_game_player(g)) && g->pend.decision == CIT_DECIDE_PLACE_TILE;
    /* Scrolls when last frame's content (measured alike both ways) and the foot outgrow it. */
    if (compact && ctx->drawn->panel_content + pinned_foot(ctx, rc) > rc.h)
        return side_scrolled(ctx, rc, x, w, human);
    ctx->view->panel_scroll = 0;
    int y = gui_players_block(ctx, x, rc.y + pad, w, compact, &saved) + gui_px(ui, GUI_SIZE_GAP), rows_h = y - (rc.y + pad);
    gui_fill_rect(ctx->r, (SDL_Rect){x, y, w, 1}, gui_rgba(GUI_COL_PANEL_EDGE, 255));
    y += gui_px(ui, GUI_SIZE_MARGIN);
    if (cit_game_over(e)) {
        /* The final board: no hand, no turn buttons; the way to the results, then the history. */
        ctx->drawn->hand_rc = ctx->drawn->supply_rc = (SDL_Rect){0, 0, 0, 0};
        ctx->drawn->nspecial_rc = 0;
        if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x, y, w, gui_px(ui, GP.new_game_h)}, gui_rgba(GUI_COL_ACCENT, 255),
                              gui_tr(MSG_FINAL_SCORING), 1))
            act = GUI_ACT_RESULTS;
        bottom_block(ctx, rc, x, w, y + gui_px(ui, GP.new_game_h) - gui_px(ui, GUI_SIZE_NUDGE), &act);
        return act;
    }
    char tip[400] = "";
    int top = y;
    y = hand_block(ctx, x, y, w, compact, tip, sizeof tip);
    y = turn_block(ctx, x, y, w, human, &act, compact, 0);
    y = hint_block(ctx, x, y, w, &act, compact);
    ctx->drawn->panel_content = pad + rows_h + gui_px(ui, GUI_SIZE_MARGIN) + (y - top) - end_row_h(ctx, compact);
    saved += compact ? gui_px(ui, GUI_SLOT_FULL - GUI_SLOT_COMPACT + GUI_ROW1_FULL - GUI_ROW1_COMPACT + GUI_ROW2_FULL -
                                      GUI_ROW2_COMPACT + GUI_GAP_SAVED +
                                      (gui_hint_offered(ctx->app) ? GUI_GAP_SAVED + GUI_HINT_SAVED : 0))
                     : 0;
    int hlh = gui_font_px(ui, GUI_FONT_SMALL) * 5 / 4;
    ctx->drawn->panel_need = (y + saved - rc.y) + gui_px(ui, GP.history_room) + hlh * (GUI_HISTORY_MIN_ROWS + 2) + gui_px(ui, GP.history_foot);
    bottom_block(ctx, rc, x, w, y, &act);
    if (tip[0])
        gui_tooltip(ctx, tip, 0);
    return act;
}

void gui_panel_history(const gui_scene_ctx *ctx, SDL_Rect rc)
{
    gui_ui *ui = ctx->ui;
    gui_game *g = ctx->game;
    /* See-through, so the board (and the lit cells, redrawn over it) stays in view. */
    gui_fill_rounded(ctx->r, rc, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(GUI_COL_PANEL, 195));
    int pad = gui_px(ui, GUI_SIZE_MARGIN), px = gui_font_px(ui, GUI_FONT_NOTE), lh = px * 5 / 4;
    gui_text(gui_tr(MSG_HISTORY), rc.x + pad, rc.y + pad, gui_font_px(ui, GUI_FONT_SUBHEAD), 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_LEFT);
    char seed[48];
    snprintf(seed, sizeof seed, "%s %llu", gui_tr(MSG_SEED),
             (unsigned long long)cit_game_setup(gui_game_engine(g))->seed);
    gui_text(seed, rc.x + rc.w - pad, rc.y + pad + gui_px(ui, GUI_SIZE_NUDGE), gui_font_px(ui, GUI_FONT_SMALL), 0,
             gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_RIGHT);
    int top = rc.y + pad + gui_px(ui, GP.history_top), rows = (rc.y + rc.h - pad - top) / lh, nlog = log_shown(ctx);
    int w = rc.w - 2 * pad, indent = gui_px(ui, GP.history_indent);
    if (rows < 1)
        return;
    if (gui_hit(ctx->in, rc) && ctx->in->wheel) {
        ctx->view->history_scroll += ctx->in->wheel * 3;
        ctx->in->wheel = 0;
    }
    /* Lines wrap (nothing of a line is cut); the scroll counts whole lines hidden below. */
    char wrapped[GUI_WRAP_ROWS][GUI_LOG_LINE + 40];
    char line[GUI_LOG_LINE + 32];
    int fit_top = 0; /* the lines from the first that fill the rows: the furthest scroll shows them */
    for (int used = 0; fit_top < nlog; fit_top++) {
        log_text(g, fit_top, line, sizeof line);
        used += wrap_line(line, w, indent, px, g->log[fit_top][0] != ' ', GUI_WRAP_ROWS, wrapped, NULL);
        if (used > rows)
            break;
    }
    int maxs = nlog - fit_top;
    if (ctx->view->history_top > 0 && ctx->view->history_top <= nlog) { /* a line asked to the top (the final scoring's) */
        int end = ctx->view->history_top - 1;
        for (int used = 0; end < nlog; end++) {
            log_text(g, end, line, sizeof line);
            used += wrap_line(line, w, indent, px, g->log[end][0] != ' ', GUI_WRAP_ROWS, wrapped, NULL);
            if (used > rows)
                break;
        }
        ctx->view->history_scroll = nlog - end;
    }
    ctx->view->history_top = 0;
    if (ctx->view->history_scroll > maxs)
        ctx->view->history_scroll = maxs;
    if (ctx->view->history_scroll < 0)
        ctx->view->history_scroll = 0;
    int end = nlog - ctx->view->history_scroll, first = end, used = 0;
    while (first > 0) {
        log_text(g, first - 1, line, sizeof line);
        int n = wrap_line(line, w, indent, px, g->log[first - 1][0] != ' ', GUI_WRAP_ROWS, wrapped, NULL);
        if (used + n > rows)
            break;
        used += n;
        first--;
    }
    int ly = top;
    for (int i = first; i < end; i++) {
        int score = g->log[i][0] == ' ';
        log_text(g, i, line, sizeof line);
        int n = wrap_line(line, w, indent, px, !score, GUI_WRAP_ROWS, wrapped, NULL);
        history_line_hover(ctx, (SDL_Rect){rc.x + pad / 2, ly, rc.w - pad, lh * n}, i);
        for (int k = 0; k < n; k++)
            gui_text(wrapped[k], rc.x + pad + (k ? indent : 0), ly + k * lh, px, !score,
                     gui_rgba(score ? GUI_COL_ACCENT : GUI_COL_INK, 255), GUI_ALIGN_LEFT);
        ly += lh * n;
    }
}

void gui_panel_distribution(const gui_scene_ctx *ctx)
{
    gui_ui *ui = ctx->ui;
    gui_game *g = ctx->game;
    const cit_game *e = gui_game_engine(g);
    int counts[CIT_MAX_TILE_TYPES] = {0};
    cit_game_remaining_counts(e, counts);
    /* The types this game's box holds (its deal), used up or not: another mode's are not listed. */
    cit_tile_id order[CIT_MAX_STACK];
    unsigned char in_box[CIT_MAX_TILE_TYPES] = {0};
    int norder = cit_game_tile_order(e, order, CIT_MAX_STACK);
    for (int i = 0; i < norder && i < CIT_MAX_STACK; i++)
        if (order[i] < CIT_MAX_TILE_TYPES)
            in_box[order[i]] = 1;
    int n = 0;
    for (int t = 0; t < ctx->tiles->ntiles; t++)
        n += counts[t] > 0 || in_box[t];
    int cell = gui_px(ui, GP.cell), gap = gui_px(ui, GUI_SIZE_PAD), rowh = cell + gap + gui_px(ui, GUI_SIZE_SECTION);
    int margin = gui_px(ui, GUI_SIZE_SECTION), head = gui_px(ui, GP.dist_head), foot = gui_px(ui, GUI_SIZE_INSET);
    int fit = (ctx->drawn->board_rc.w - 2 * margin - gap - gui_px(ui, GUI_SIZE_SECTION)) / (cell + gap);
    int cols = fit < 1 ? 1 : n < fit ? (n > 0 ? n : 1) : fit;
    int rows = (n + cols - 1) / cols;
    int room = (ctx->drawn->board_rc.h - 2 * margin - head - foot) / rowh, shown_rows = rows < room ? rows : room;
    shown_rows = shown_rows < 1 ? 1 : shown_rows;
    SDL_Rect p = {0, 0, cols * (cell + gap) + gap + gui_px(ui, GUI_SIZE_SECTION), shown_rows * rowh + head + foot};
    p.x = ctx->drawn->board_rc.x + (ctx->drawn->board_rc.w - p.w) / 2;
    p.y = ctx->drawn->board_rc.y + (ctx->drawn->board_rc.h - p.h) / 2;
    if (p.y < ctx->drawn->board_rc.y)
        p.y = ctx->drawn->board_rc.y;
    int maxs = rows - shown_rows;
    if (gui_hit(ctx->in, p) && ctx->in->wheel) { /* the list's, not the board's */
        g->dist_scroll -= ctx->in->wheel;
        ctx->in->wheel = 0;
    }
    g->dist_scroll = g->dist_scroll > maxs ? maxs : g->dist_scroll < 0 ? 0 : g->dist_scroll;
    gui_panel(ui, p);
    gui_text(gui_tr(MSG_DISTRIBUTION), p.x + gui_px(ui, GUI_SIZE_SECTION), p.y + gui_px(ui, GP.dist_title_y), gui_font_px(ui, GUI_FONT_SUBHEAD), 1,
             gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    if (maxs > 0) { /* which rows are shown, where the wheel goes on */
        char more[64];
        snprintf(more, sizeof more, "%s %d\xE2\x80\x93%d / %d", g->dist_scroll > 0 ? "\xE2\x96\xB2" : "\xE2\x96\xBC",
                 g->dist_scroll + 1, g->dist_scroll + shown_rows, rows);
        gui_text(more, p.x + p.w - gui_px(ui, GUI_SIZE_SECTION), p.y + gui_px(ui, GP.dist_more_y), gui_font_px(ui, GUI_FONT_NOTE), 0,
                 gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_RIGHT);
    }
    int k = 0, drawn = 0;
    for (int t = 0; t < ctx->tiles->ntiles; t++) {
        if (!(counts[t] > 0 || in_box[t]))
            continue;
        int r = k / cols - g->dist_scroll, c = k % cols;
        k++;
        if (r < 0 || r >= shown_rows)
            continue;
        int cx = p.x + gui_px(ui, GUI_SIZE_PAD) + gap + c * (cell + gap), cy = p.y + head + r * rowh;
        SDL_Rect rc = {cx, cy, cell, cell};
        gui_atlas_tile(ctx->atlas, t, 0, rc, counts[t] ? 255 : 60);
        char num[12];
        snprintf(num, sizeof num, "%d", counts[t]);
        gui_text(num, cx + cell / 2, cy + cell + gui_px(ui, GUI_SIZE_LINE), gui_font_px(ui, GUI_FONT_NOTE), 1,
                 gui_rgba(counts[t] ? GUI_COL_INK : GUI_COL_INK_FADED, 255), GUI_ALIGN_CENTER);
        drawn++;
    }
    g->dist_shown = drawn;
    g->dist_types = n;
    g->dist_rc = p;
}

void gui_tooltip(const gui_scene_ctx *ctx, const char *line, int above)
{
    gui_ui *ui = ctx->ui;
    int px = gui_font_px(ui, GUI_FONT_BODY), w = gui_text_width(line, px, 0) + gui_px(ui, GUI_SIZE_SECTION);
    int h = px * 5 / 4 + gui_px(ui, GUI_SIZE_MARGIN), gap = gui_px(ui, GUI_SIZE_MARGIN);
    /* A hover wider than the board wraps in rows (in one it ran under the side panel and
       stopped mid-sentence: a Czech feature's words or a long cell description at 1024x600). */
    int right = ctx->drawn->board_rc.x + ctx->drawn->board_rc.w; /* on a phone's narrow board, clear of the zoom buttons too */
    if (ui->coarse && ctx->drawn->zoom_rc.w > 0 && ctx->drawn->zoom_rc.x > ctx->drawn->board_rc.x + ctx->drawn->board_rc.w / 2)
        right = ctx->drawn->zoom_rc.x - gui_px(ui, GUI_SIZE_GAP);
    int most = right - ctx->drawn->board_rc.x - gui_px(ui, GUI_SIZE_SECTION), wrap = 0;
    if (w > most && most > gui_px(ui, GP.words_least)) {
        int was = gui_draw_enabled;
        gui_draw_enabled = 0;
        h = gui_text_wrapped(line, 0, 0, most - gui_px(ui, GUI_SIZE_SECTION), px, 0, gui_rgba(GUI_COL_CREAM, 255)) + gui_px(ui, GUI_SIZE_MARGIN);
        gui_draw_enabled = was;
        w = most;
        wrap = 1;
    }
    int x = ctx->in->mx + gui_px(ui, GUI_SIZE_TIP_OFFSET), y = above ? ctx->in->my - gap - h : ctx->in->my + gui_px(ui, GUI_SIZE_TIP_OFFSET);
    if (x + w > right)
        x = right - w;
    if (x < ctx->drawn->board_rc.x)
        x = ctx->drawn->board_rc.x;
    SDL_Rect rc = {x, y, w, h}, toast, in;
    /* The notice is drawn over everything after the scene: two dark boxes over each other would
       garble both texts, so the tooltip moves to the pointer's other side, or above the notice. */
    if (gui_app_toast_rect(ctx->app, &toast) && SDL_IntersectRect(&rc, &toast, &in)) {
        rc.y = above ? ctx->in->my + gui_px(ui, GUI_SIZE_TIP_OFFSET) : ctx->in->my - gap - h;
        if (SDL_IntersectRect(&rc, &toast, &in))
            rc.y = toast.y - gap / 2 - h;
    }
    gui_fill_rounded(ctx->r, rc, gui_px(ui, GUI_SIZE_RADIUS), gui_rgba(GUI_COL_PLATE, 230));
    if (wrap)
        gui_text_wrapped(line, rc.x + gui_px(ui, GUI_SIZE_PAD), rc.y + gui_px(ui, GUI_SIZE_GAP), w - gui_px(ui, GUI_SIZE_SECTION), px, 0,
                         gui_rgba(GUI_COL_CREAM, 255));
    else
        gui_text(line, rc.x + gui_px(ui, GUI_SIZE_PAD), rc.y + gui_px(ui, GUI_SIZE_GAP), px, 0, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_LEFT);
    ctx->drawn->tip_rc = rc;
}
