/* Words for the bazaar's events and moves (strings in bazaar_text.c). */
#include "modules/bazaar/bazaar_words.h"
#include "app/i18n.h"
#include "modules/bazaar/bazaar_text.h"
#include "modules/bazaar/bazaar.h"
#include "scenes/game/place_words.h"

#include <SDL.h>
#include <stdio.h>

static const char *name_of(const cit_game *g, int p)
{
    const cit_setup *s = cit_game_setup(g);
    return p >= 0 && p < s->nplayers ? s->players[p].name : "?";
}

/* The line about seat p's own act: spoken to when p is the person at this screen. */
static const char *seat_words(bazaar_text_id id, int p, int you)
{
    return gui_word_seat(&bazaar_text[id], p >= 0 && p == you);
}

/* A payment between two seats: "You pay Ben", "Anna pays you", or both named. */
static const char *pay_words(bazaar_text_id named, bazaar_text_id to_you, int payer, int payee, int you)
{
    return gui_word_seats(&bazaar_text[named], &bazaar_text[to_you], payer >= 0 && payer == you,
                          payee >= 0 && payee == you);
}

void gui_bazaar_pay_words(const cit_game *g, int you, int payer, int payee, int points, char *buf, size_t cap)
{
    char pts[32];
    gui_points(pts, sizeof pts, points);
    if (payee == CIT_NOBODY)
        gui_subst(buf, cap, seat_words(BZ_PAYS_NOBODY, payer, you), name_of(g, payer), pts, NULL);
    else
        gui_subst(buf, cap, pay_words(BZ_PAYS, BZ_PAYS_YOU, payer, payee, you), name_of(g, payer), name_of(g, payee), pts);
}

int gui_bazaar_event_words(const cit_game *g, int you, const cit_event *e, char *buf, size_t cap)
{
    char pts[32];
    switch (e->type) {
    case CIT_EV_BAZAAR_REVEAL:
        if (e->count != 0)
            return 0; /* one line for the whole reveal */
        gui_subst(buf, cap, seat_words(BZ_HIST_OPEN, e->player, you), name_of(g, e->player), NULL, NULL);
        return 1;
    case CIT_EV_BAZAAR_BID:
        gui_points(pts, sizeof pts, e->points);
        gui_subst(buf, cap, seat_words(BZ_HIST_BID, e->player, you), name_of(g, e->player), pts, NULL);
        return 1;
    case CIT_EV_BAZAAR_PASS:
        gui_subst(buf, cap, seat_words(BZ_HIST_PASS, e->player, you), name_of(g, e->player), NULL, NULL);
        return 1;
    case CIT_EV_BAZAAR_PAY:
        gui_points(pts, sizeof pts, e->points);
        if (e->other == CIT_NOBODY)
            gui_subst(buf, cap, seat_words(BZ_HIST_PAY_NOBODY, e->player, you), name_of(g, e->player), pts, NULL);
        else
            gui_subst(buf, cap, pay_words(BZ_HIST_PAY, BZ_HIST_PAY_YOU, e->player, e->other, you), name_of(g, e->player),
                      name_of(g, e->other), pts);
        return 1;
    case CIT_EV_BAZAAR_WIN: { /* which of the table's tiles, and what it shows */
        char num[16], kinds[96];
        snprintf(num, sizeof num, "%d", e->count + 1);
        gui_tile_kinds(cit_game_tileset(g), e->tile, kinds, sizeof kinds);
        gui_subst(buf, cap, seat_words(BZ_HIST_WIN, e->player, you), name_of(g, e->player), num, kinds);
        return 1;
    }
    default:
        return 0;
    }
}

int gui_bazaar_open_line(const cit_game *g, int you, char *buf, size_t cap)
{
    cit_bazaar b;
    if (!cit_game_bazaar(g, &b))
        return 0;
    /* the placer sits right of the first auctioneer */
    int n = cit_game_setup(g)->nplayers, placer = (b.first + n - 1) % n;
    gui_subst(buf, cap, seat_words(BZ_HIST_OPEN, placer, you), name_of(g, placer), NULL, NULL);
    return 1;
}

int gui_bazaar_move_words(const cit_game *g, const cit_move *m, char *buf, size_t cap)
{
    (void)g;
    char num[12], pts[32];
    snprintf(num, sizeof num, "%d", m->arg0 + 1); /* tiles are counted from 1 for people */
    gui_points(pts, sizeof pts, m->arg1);
    switch (m->type) {
    case CIT_MOVE_BAZAAR_PICK:
        if (m->arg1 == CIT_BID_NONE)
            gui_subst(buf, cap, bazaar_tr(BZ_MV_TAKE), num, NULL, NULL);
        else
            gui_subst(buf, cap, bazaar_tr(BZ_MV_PICK), num, pts, NULL);
        return 1;
    case CIT_MOVE_BAZAAR_BID:
        if (m->arg0)
            gui_subst(buf, cap, bazaar_tr(BZ_MV_BID), pts, NULL, NULL);
        else
            SDL_strlcpy(buf, bazaar_tr(BZ_MV_PASS), cap);
        return 1;
    case CIT_MOVE_BAZAAR_DEAL:
        SDL_strlcpy(buf, bazaar_tr(m->arg0 ? BZ_MV_BUY : BZ_MV_SELL), cap);
        return 1;
    default:
        return 0;
    }
}
