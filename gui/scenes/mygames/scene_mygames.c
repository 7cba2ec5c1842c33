/* "My games" (docs/gui.md "My games"; app/my_games.h): every game of this player at every
   server this device keeps a key for, one card each (whose turn, the players, the rules,
   the time left, the last move and what came since), Open and, once finished, Remove. The
   servers answer while it shows: one that is asking or does not answer says so on its line. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/app.h"
#include "scenes/scene_ctx.h"
#include "app/i18n.h"
#include "app/my_games.h"
#include "app/net_seam.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "scenes/mygames/notify_settings.h"
#include "scenes/scene_state.h"
#include "scenes/scenes.h"
#include "draw/scroll_view.h"

/* My games' own geometry in layout units. */
static const struct {
    int w, h, whole;          /* the panel on a large window; on a phone, as much as the window has */
    int pad;                  /* the panel's inside on a large window (a phone: the margin) */
    int action_h, dialog_w;   /* Back and the absence dialog's buttons; that dialog */
    int status_px;            /* a card's first line, the game's state */
    int stack_w;              /* a card narrower than this has its buttons under its words */
    int button_h, word_room;  /* a card's and a server line's buttons; round their words */
    int stripe, stripe_radius; /* the mark down the left of a card where it is your turn */
    int bar;                  /* the scroll bar's room beside the cards */
} MG = {860, 720, 2000, 24, 44, 560, 17, 560, 40, 28, 6, 3, 10};

/* The rules in words: the mode's name, then each expansion's ("Carcassonne + Traders"). */
static void rules_words(const char *rules, char *out, size_t cap)
{
    char word[64];
    out[0] = 0;
    for (const char *p = rules; *p;) {
        size_t n = strcspn(p, "+");
        snprintf(word, sizeof word, "%.*s", (int)SDL_min(n, sizeof word - 1), p);
        const char *label = NULL;
        if (p == rules) {
            const cit_mode_def *md = cit_mode_def_at(cit_mode_find(word, strlen(word)));
            label = md ? gui_translate(md->label_en) : word;
        } else {
            const cit_option_def *d = cit_option_def_at(cit_option_find(word, strlen(word)));
            label = d && d->label_en ? gui_translate(d->label_en) : word;
        }
        if (out[0])
            SDL_strlcat(out, " + ", cap);
        SDL_strlcat(out, label, cap);
        p += n + (p[n] == '+');
    }
}

/* A time as the largest whole unit: minutes, hours, days (`left`: "2 days left"; else "3 h ago"). */
static void span_words(long long s, int left, char *out, size_t cap)
{
    char n[24];
    long long v = s >= 2 * 86400 ? s / 86400 : s >= 3600 ? s / 3600 : SDL_max(1, s / 60);
    gui_msg id = s >= 2 * 86400 ? (left ? MSG_MG_LEFT_DAYS : MSG_MG_AGO_DAYS)
                 : s >= 3600    ? (left ? MSG_MG_LEFT_HOURS : MSG_MG_AGO_HOURS)
                                : (left ? MSG_MG_LEFT_MINUTES : MSG_MG_AGO_MINUTES);
    snprintf(n, sizeof n, "%lld", v);
    gui_subst(out, cap, gui_tr_n(id, (long)v), n, NULL, NULL);
}

/* The card's first line: whose turn, waiting for players, or the result (best first). */
static void status_words(const gui_mygame *g, char *out, size_t cap)
{
    const net_game_info *in = &g->info;
    if (in->state == NET_GAME_LOBBY) {
        SDL_strlcpy(out, gui_tr(MSG_MG_LOBBY), cap);
    } else if (in->state == NET_GAME_PLAY) {
        if (g->yours)
            SDL_strlcpy(out, gui_tr(MSG_MG_YOUR_TURN), cap);
        else
            gui_subst(out, cap, gui_tr(MSG_MG_TURN_OF), in->names[in->turn][0] ? in->names[in->turn] : "?", NULL, NULL);
    } else {
        char scores[300] = "", one[64];
        int order[CIT_MAX_PLAYERS];
        for (int i = 0; i < in->nplayers; i++) {
            int at = i;
            while (at > 0 && in->score[order[at - 1]] < in->score[i])
                order[at] = order[at - 1], at--;
            order[at] = i;
        }
        for (int k = 0; k < in->nplayers; k++) {
            snprintf(one, sizeof one, "%s%s %d", k ? ", " : "", in->names[order[k]], in->score[order[k]]);
            SDL_strlcat(scores, one, sizeof scores);
        }
        gui_subst(out, cap, gui_tr(MSG_MG_OVER), scores, NULL, NULL);
    }
}

/* The card's third line: time left, the last move, what came since it was last opened here. */
static void time_words(const gui_mygame *g, char *out, size_t cap)
{
    char part[160], n[16];
    out[0] = 0;
    if (g->info.state == NET_GAME_PLAY && g->left >= 0)
        span_words(g->left, 1, out, cap);
    else if (g->info.state == NET_GAME_PLAY)
        SDL_strlcpy(out, gui_tr(MSG_MG_LIVE), cap);
    if (g->ago >= 0) {
        span_words(g->ago, 0, part, sizeof part);
        if (out[0])
            SDL_strlcat(out, " \xC2\xB7 ", cap);
        SDL_strlcat(out, part, cap);
    }
    if (g->unseen > 0 && g->info.state != NET_GAME_LOBBY) {
        snprintf(n, sizeof n, "%d", g->unseen);
        gui_subst(part, sizeof part, gui_tr_n(MSG_MG_NEW_MOVES, g->unseen), n, NULL, NULL);
        if (out[0])
            SDL_strlcat(out, " \xC2\xB7 ", cap);
        SDL_strlcat(out, part, cap);
    }
}

/* Opens game g: its seat rejoined by the token the sign-in listed, the board at the current
   move, what came since the last look marked. */
static void open_game(gui_app *a, const gui_mygame *g)
{
    char err[300];
    int seen = gui_mygames_seen(g->addr, g->port, g->code);
    gui_mygames_set_seen(g->addr, g->port, g->code, g->info.moves);
    snprintf(a->join.addr, sizeof a->join.addr, "%s", g->addr);
    snprintf(a->join.port, sizeof a->join.port, "%d", g->port);
    if (gui_net_join(a, g->addr, g->port, g->code, g->info.names[g->seat][0] ? g->info.names[g->seat] : "?", err,
                     sizeof err) == 0)
        gui_net_set_news(a, seen < 0 ? 0 : seen);
    else
        gui_app_toast(a, err);
}

/* A card's three lines of words, with its padding (pixels). */
static int words_h(const gui_ui *ui)
{
    return 2 * gui_px(ui, GUI_SIZE_PAD) + gui_font_px(ui, MG.status_px) * 5 / 4 + 2 * (gui_font_px(ui, GUI_FONT_NOTE) * 5 / 4);
}

/* A narrow card (a phone upright) has its buttons in a row under its words, which then take
   the card's whole width. */
static int stacked(const gui_ui *ui, int w) { return w < gui_px(ui, MG.stack_w); }

static int card_h(const gui_ui *ui, int w)
{
    int bh = gui_hit_px(ui, MG.button_h), gap = gui_px(ui, GUI_SIZE_GAP);
    if (stacked(ui, w))
        return words_h(ui) + bh + gui_px(ui, GUI_SIZE_PAD);
    return SDL_max(words_h(ui), 2 * bh + gap + 2 * gui_px(ui, GUI_SIZE_SPACE)); /* room for Open and Remove */
}

/* One game's card in rc: its words, Open and, finished, Remove (ids from 2 i). */
static void card(gui_app *a, gui_mygames_state *st, int i, SDL_Rect rc)
{
    gui_ui *ui = &a->ui;
    const gui_mygame *g = gui_mygames_at(st->list, i);
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255), soft = gui_rgba(GUI_COL_INK_SOFT, 255);
    gui_fill_rounded(a->r, rc, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(g->yours ? GUI_COL_LIT : GUI_COL_SEAT, 255));
    if (g->yours)
        gui_fill_rounded(a->r, (SDL_Rect){rc.x, rc.y, gui_px(ui, MG.stripe), rc.h}, gui_px(ui, MG.stripe_radius), gui_rgba(GUI_COL_ACCENT, 255));
    int pad = gui_px(ui, GUI_SIZE_PAD), bh = gui_hit_px(ui, MG.button_h), over = g->info.state == NET_GAME_OVER;
    const char *open = gui_tr(MSG_MG_OPEN), *remove = gui_tr(MSG_MG_REMOVE);
    int bw = SDL_max(gui_text_width(open, gui_font_px(ui, GUI_FONT_LINE), 1), over ? gui_text_width(remove, gui_font_px(ui, GUI_FONT_LINE), 1) : 0) +
             gui_px(ui, MG.word_room);
    int row = stacked(ui, rc.w), tw = row ? rc.w - 2 * pad - gui_px(ui, GUI_SIZE_NUDGE) : rc.w - 3 * pad - bw;
    int x = rc.x + pad + gui_px(ui, GUI_SIZE_NUDGE), y = rc.y + pad;
    char line[600], fit[600], names[300] = "";
    int px = gui_font_px(ui, MG.status_px), spx = gui_font_px(ui, GUI_FONT_NOTE);
    status_words(g, line, sizeof line);
    gui_text_fit(fit, sizeof fit, line, tw, px, 1);
    gui_text(fit, x, y, px, 1, g->yours ? gui_rgba(GUI_COL_ACCENT, 255) : ink, GUI_ALIGN_LEFT);
    y += px * 5 / 4;
    for (int k = 0; k < g->info.nplayers; k++) {
        if (k)
            SDL_strlcat(names, ", ", sizeof names);
        SDL_strlcat(names, g->info.names[k][0] ? g->info.names[k] : "\xE2\x80\xA6", sizeof names);
    }
    char rules[400];
    rules_words(g->info.rules, rules, sizeof rules);
    SDL_strlcpy(line, names, sizeof line); /* cut at the card's width below anyway */
    SDL_strlcat(line, " \xE2\x80\x94 ", sizeof line);
    SDL_strlcat(line, rules, sizeof line);
    gui_text_fit(fit, sizeof fit, line, tw, spx, 0);
    gui_text(fit, x, y, spx, 0, ink, GUI_ALIGN_LEFT);
    y += spx * 5 / 4;
    time_words(g, line, sizeof line);
    gui_text_fit(fit, sizeof fit, line, tw, spx, 0);
    gui_text(fit, x, y, spx, 0, g->unseen > 0 ? gui_rgba(GUI_COL_INK_RED, 255) : soft, GUI_ALIGN_LEFT);
    SDL_Rect ob, rb; /* Open, and Remove */
    if (row) { /* side by side under the words */
        int gap = gui_px(ui, GUI_SIZE_SPACE), ww = rc.w - 2 * pad - gui_px(ui, GUI_SIZE_NUDGE), each = over ? (ww - gap) / 2 : ww;
        ob = (SDL_Rect){x, rc.y + words_h(ui) - pad / 2, each, bh};
        rb = (SDL_Rect){x + each + gap, ob.y, each, bh};
    } else { /* at the right, one over the other */
        int bx = rc.x + rc.w - pad - bw, by = over ? rc.y + (rc.h - 2 * bh - gui_px(ui, GUI_SIZE_GAP)) / 2 : rc.y + (rc.h - bh) / 2;
        ob = (SDL_Rect){bx, by, bw, bh};
        rb = (SDL_Rect){bx, by + bh + gui_px(ui, GUI_SIZE_GAP), bw, bh};
    }
    if (gui_button_colour(ui, GUI_ID(2 * i), ob, gui_rgba(GUI_COL_ACCENT, 255), open, 1)) {
        open_game(a, g);
        return;
    }
    if (over && gui_button(ui, GUI_ID(2 * i + 1), rb, remove, 1))
        gui_mygames_remove(st->list, i);
}

/* The player's absence at listed server i (docs/protocol.md "Absence"): until when, or the
   days left this year, and the button that ends it or opens the dialog. Its height. */
static int away_line(gui_app *a, gui_mygames_state *st, int i, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    long long until = 0;
    int left = 0;
    const char *refused = "";
    int known = gui_mygames_away(st->list, i, &until, &left, &refused);
    if (known < 0 || (known == 0 && !until && !left))
        return 0; /* a server without absences, or still asking */
    char line[600], part[300], date[64], n[16], why[300];
    int away = until > (long long)time(NULL);
    if (away) {
        gui_net_day_words(until, date, sizeof date);
        gui_subst(line, sizeof line, gui_tr_seat(MSG_NET_AWAY_UNTIL, 1), "", date, NULL);
        SDL_strlcat(line, " \xC2\xB7 ", sizeof line);
    } else {
        line[0] = 0;
    }
    snprintf(n, sizeof n, "%d", left);
    gui_subst(part, sizeof part, gui_tr_n(MSG_MG_AWAY_LEFT, left), n, NULL, NULL);
    SDL_strlcat(line, part, sizeof line);
    if (refused[0]) {
        gui_subst(part, sizeof part, gui_tr(MSG_MG_AWAY_REFUSED), gui_net_reason(refused, 0, why, sizeof why), NULL, NULL);
        SDL_strlcat(line, " \xC2\xB7 ", sizeof line);
        SDL_strlcat(line, part, sizeof line);
    }
    const char *label = gui_tr(away ? MSG_MG_AWAY_END : MSG_MG_AWAY_BUTTON);
    int px = gui_font_px(ui, GUI_FONT_BODY), bh = gui_hit_px(ui, MG.button_h);
    int bw = gui_text_width(label, gui_font_px(ui, GUI_FONT_LINE), 1) + gui_px(ui, MG.word_room), tw = w - bw - gui_px(ui, GUI_SIZE_MARGIN);
    int th = gui_text_wrapped(line, x, y + gui_px(ui, GUI_SIZE_NUDGE), tw, px, 0,
                              gui_rgba(refused[0] ? GUI_COL_INK_RED : away ? GUI_COL_ACCENT : GUI_COL_INK, 255));
    SDL_Rect b = {x + w - bw, y, bw, bh};
    if (gui_button(ui, GUI_ID(i), b, label, known > 0 && (away || left > 0))) {
        if (away)
            gui_mygames_set_away(st->list, i, 0);
        else
            st->away_at = i + 1, st->away_days = SDL_min(7, left);
    }
    return SDL_max(th + gui_px(ui, GUI_SIZE_SPACE), bh) + gui_px(ui, GUI_SIZE_GAP);
}

/* The absence dialog over the screen: what it does, the days (one to those left), Go away. */
static void away_dialog(gui_app *a, gui_mygames_state *st)
{
    gui_ui *ui = &a->ui;
    int i = st->away_at - 1;
    long long until = 0;
    int left = 0;
    const char *refused = "", *addr = "", *reason = "";
    int port = 0;
    gui_mygames_away(st->list, i, &until, &left, &refused);
    gui_mygames_server(st->list, i, &addr, &port, &reason);
    st->away_days = SDL_max(1, SDL_min(st->away_days, left));
    int w = SDL_min(gui_px(ui, MG.dialog_w), a->w - 20), pad = gui_px(ui, GUI_SIZE_SECTION), bh = gui_hit_px(ui, MG.action_h);
    int tpx = gui_font_px(ui, GUI_FONT_HEADING), px = gui_font_px(ui, GUI_FONT_BODY);
    char help[600], days[120], n[16], lefts[200];
    gui_subst(help, sizeof help, gui_tr(MSG_MG_AWAY_HELP), addr, NULL, NULL);
    snprintf(n, sizeof n, "%d", left);
    gui_subst(lefts, sizeof lefts, gui_tr_n(MSG_MG_AWAY_LEFT, left), n, NULL, NULL);
    int iw = w - 2 * pad, help_h = gui_text_wrapped_h(help, iw, px, 0), lefts_h = gui_text_wrapped_h(lefts, iw, px, 0);
    int h = 2 * pad + tpx * 5 / 4 + help_h + lefts_h + 3 * bh + 4 * gui_px(ui, GUI_SIZE_PAD);
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(ui, p);
    int x = p.x + pad, y = p.y + pad;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    gui_text(gui_tr(MSG_MG_AWAY_TITLE), x, y, tpx, 1, ink, GUI_ALIGN_LEFT);
    y += tpx * 5 / 4 + gui_px(ui, GUI_SIZE_PAD);
    y += gui_text_wrapped(help, x, y, iw, px, 0, ink) + gui_px(ui, GUI_SIZE_PAD);
    /* wrapped: "Noch 0 Tage Abwesenheit in diesem Jahr" ran past a small phone's panel */
    y += gui_text_wrapped(lefts, x, y, iw, px, 0, gui_rgba(GUI_COL_INK_SOFT, 255)) + gui_px(ui, GUI_SIZE_PAD);
    snprintf(n, sizeof n, "%d", st->away_days);
    gui_subst(days, sizeof days, gui_tr_n(MSG_MG_AWAY_DAYS, st->away_days), n, NULL, NULL);
    int sb = bh; /* the − and + buttons, square */
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, sb, bh}, "\xE2\x88\x92", st->away_days > 1))
        st->away_days--;
    gui_text(days, x + iw / 2, y + (bh - px * 5 / 4) / 2, px, 1, ink, GUI_ALIGN_CENTER);
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x + iw - sb, y, sb, bh}, "+", st->away_days < left))
        st->away_days++;
    y += bh + gui_px(ui, GUI_SIZE_PAD);
    int half = (iw - gui_px(ui, GUI_SIZE_PAD)) / 2;
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x, y + bh / 2, half, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                          gui_tr(MSG_MG_AWAY_GO), left > 0)) {
        gui_mygames_set_away(st->list, i, st->away_days);
        st->away_at = 0;
    }
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x + iw - half, y + bh / 2, half, bh}, gui_tr(MSG_CANCEL), 1) ||
        gui_key(ui, SDLK_ESCAPE))
        st->away_at = 0;
}

/* The servers' lines: asking, or not answering (each on its own; the rest still show). */
static int server_lines(gui_app *a, gui_mygames_state *st, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    int y0 = y, px = gui_font_px(ui, GUI_FONT_BODY);
    for (int i = 0; i < gui_mygames_server_count(st->list); i++) {
        const char *addr, *reason;
        int port;
        gui_mg_state s = gui_mygames_server(st->list, i, &addr, &port, &reason);
        if (s == GUI_MG_LISTED) {
            y += away_line(a, st, i, x, y, w);
            continue;
        }
        char where[160], line[600], why[300];
        snprintf(where, sizeof where, "%s:%d", addr, port);
        if (s == GUI_MG_LOADING)
            gui_subst(line, sizeof line, gui_tr(MSG_MG_ASKING), where, NULL, NULL);
        else
            gui_subst(line, sizeof line, gui_tr(MSG_MG_NO_ANSWER), where, gui_net_reason(reason, 0, why, sizeof why), NULL);
        y += gui_text_wrapped(line, x, y, w, px, 0,
                              gui_rgba(s == GUI_MG_LOADING ? GUI_COL_INK_SOFT : GUI_COL_INK_RED, 255)) +
             gui_px(ui, GUI_SIZE_NUDGE);
    }
    return y - y0;
}

void gui_scene_mygames(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_mygames_state *st = gui_mygames_state_of(a);
    gui_app_backdrop(a);
    if (!st)
        return;
    if (!st->made)
        st->list = gui_mygames_new(a), st->made = 1;
    gui_mygames_poll(st->list);
    if (st->notify) { /* the notification settings alone, as the absence's dialog */
        if (!gui_notify_frame(GUI_SCENE_CTX(a), st->notify))
            gui_notify_close(st->notify), st->notify = NULL;
        return;
    }
    if (st->away_at) { /* the dialog alone: nothing under it takes a click */
        away_dialog(a, st);
        return;
    }
    int phone = ui->narrow || ui->short_h;
    int w = SDL_min(gui_px(ui, phone ? MG.whole : MG.w), a->w - 20), h = SDL_min(gui_px(ui, phone ? MG.whole : MG.h), a->h - 20);
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(ui, p);
    int pad = gui_px(ui, phone ? GUI_SIZE_MARGIN : MG.pad), x = p.x + pad, y = p.y + pad, iw = p.w - 2 * pad;
    int tpx = gui_font_px(ui, GUI_FONT_HEADING), bh = gui_hit_px(ui, MG.action_h);
    gui_text(gui_tr(MSG_MYGAMES), x, y, tpx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    y += tpx * 5 / 4 + gui_px(ui, GUI_SIZE_GAP);
    y += server_lines(a, st, x, y, iw);
    int n = gui_mygames_count(st->list), bottom = p.y + p.h - pad / 2 - bh - gui_px(ui, GUI_SIZE_SPACE);
    if (!n && !gui_mygames_loading(st->list))
        y += gui_text_wrapped(gui_tr(gui_mygames_server_count(st->list) ? MSG_MG_EMPTY : MSG_MG_NO_KEYS), x, y, iw,
                              gui_font_px(ui, GUI_FONT_BODY), 0, gui_rgba(GUI_COL_INK, 255));
    int gap = gui_px(ui, GUI_SIZE_SPACE), ch = card_h(ui, iw - gui_px(ui, MG.bar));
    SDL_Rect view = {x, y, iw, SDL_max(0, bottom - y - gap)};
    gui_scroll_view sv;
    gui_scroll_begin(&a->ui, &sv, view, &st->scroll, NULL, 0);
    for (int i = 0; i < n; i++) {
        SDL_Rect rc = {view.x, view.y + i * (ch + gap) - st->scroll, view.w - gui_px(ui, MG.bar), ch};
        if (rc.y + rc.h < view.y || rc.y > view.y + view.h)
            continue; /* out of sight: nothing drawn */
        card(a, st, i, rc);
        if (gui_mygames_count(st->list) != n)
            break; /* one was removed: the rest next frame */
    }
    gui_scroll_end(&a->ui, &sv, n * (ch + gap));
    /* Back, and the notification settings at the right as wide as their words */
    int nw = SDL_min(iw * 2 / 3, SDL_max(gui_px(ui, GUI_SIZE_ACTION_W), gui_text_width(gui_notify_label(), gui_font_px(ui, GUI_FONT_BUTTON), 1) +
                                                                  gui_px(ui, GUI_SIZE_LABEL_ROOM)));
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x + iw - nw, bottom, nw, bh}, gui_notify_label(), 1))
        st->notify = gui_notify_open(GUI_SCENE_CTX(a));
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, bottom, SDL_min(gui_px(ui, GUI_SIZE_ACTION_W), iw - nw - gap), bh}, gui_tr(MSG_BACK), 1) ||
        gui_key(ui, SDLK_ESCAPE))
        gui_app_set_scene(a, GUI_SCENE_MENU);
}

int gui_mygames_busy(gui_app *a)
{
    gui_mygames_state *st = gui_mygames_state_of(a);
    return st && (!st->made || gui_mygames_loading(st->list));
}
