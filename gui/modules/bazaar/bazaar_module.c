/* Bazaars' entry in the GUI module table: the table over the board and the auction's words. */
#include "modules/bazaar/bazaar_module.h"
#include "modules/bazaar/bazaar_fold.h"
#include "modules/bazaar/bazaar_view.h"
#include "modules/bazaar/bazaar_words.h"
#include "app/i18n.h"
#include "app/sound.h"
#include "modules/bazaar/bazaar_text.h"

/* The auction's events (the bazaar's table shows them too: no notice). */
static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    gui_bazaar_track(gui_bazaar_of(g), before, e);
    if (!gui_bazaar_event_words(before, g->you, e, buf, cap))
        return 0;
    *ref = (gui_log_ref){-1, 0, 0, 0, 0, 0, 0, 0, 0};
    return 1;
}

/* Coins on the table for a bid; the payment after the auction sounds as points. */
static int sound(const cit_event *e)
{
    return e->type == CIT_EV_BAZAAR_BID ? GUI_SFX_BID : e->type == CIT_EV_BAZAAR_PAY && e->points > 0 ? GUI_SFX_POINTS : -1;
}

/* The round's strip, or the table folded to a strip, over the top of the board. */
static int covers(gui_module_ctx *ctx, SDL_Rect *rc)
{
    const gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    *rc = bu->cover_rc;
    return bu->cover_rc.w > 0;
}

/* The table, or, folded, the strip that lets the board be seen while bidding. */
static int frame(gui_module_ctx *ctx, cit_move *chosen)
{
    int r = gui_bazaar_frame(ctx, chosen);
    cit_bazaar b;
    if (r == GUI_BAZAAR_FOLDED)
        return cit_game_bazaar(gui_game_engine(ctx->game), &b) ? GUI_DECIDE_MODAL | gui_bazaar_folded(ctx, &b, chosen)
                                                               : 0;
    return r;
}

/* 1 if player p got a tile of this bazaar already (no more bids for them). */
static int has_lot(const cit_bazaar *b, int p)
{
    for (int i = 0; i < b->ntiles; i++)
        if (b->owner[i] == p)
            return 1;
    return 0;
}

/* The turn-order discs during a bazaar: the seats still to bid on the lot, clockwise from the
   auctioneer as the engine asks them, then the auctioneer (buy or sell, should anyone outbid
   them); without the auction, the seats still to pick, in turn. Other decisions: the core's. */
static int round_order(const gui_game *g, int *seats, int cap)
{
    const cit_game *e = gui_game_engine(g);
    const cit_pending *pd = &g->pend;
    cit_bazaar b;
    if (pd->module != CIT_MODULE_BAZAAR || !cit_game_bazaar(e, &b))
        return 0;
    int np = cit_game_setup(e)->nplayers, n = 0;
    if (pd->decision == CIT_DECIDE_BAZAAR_PICK && !b.auction) {
        for (int k = 1; k < np && n < cap; k++)
            if (!has_lot(&b, (pd->player + k) % np))
                seats[n++] = (pd->player + k) % np;
        return n;
    }
    if (pd->decision != CIT_DECIDE_BAZAAR_BID && pd->decision != CIT_DECIDE_BAZAAR_PICK)
        return 0;
    int after = pd->decision == CIT_DECIDE_BAZAAR_PICK; /* the pick opens the bidding */
    for (int k = 1; k < np && n < cap; k++) {
        int p = (b.auctioneer + k) % np;
        if (p == pd->player && !after) { /* the seats before the one bidding now have had their say */
            after = 1;
            continue;
        }
        if (after && !has_lot(&b, p) && !(b.asked >> p & 1) && p != pd->player)
            seats[n++] = p;
    }
    /* then the auctioneer buys or sells, if outbid (nobody left to bid after a pick: it is theirs) */
    if (n < cap && (pd->decision == CIT_DECIDE_BAZAAR_BID || n > 0))
        seats[n++] = b.auctioneer;
    return n;
}

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_BAZAAR] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return bazaar_tr(BZ_RULES_BAZAAR);
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? bazaar_tr((bazaar_text_id)(BZ_LESSON_1 + screen)) : NULL;
}

const gui_module gui_bazaar_module = {
    .module = CIT_MODULE_BAZAAR,
    .state_size = sizeof(gui_bazaar_ui),
    .event_line = event_line,
    .sound = sound,
    .move_words = gui_bazaar_move_words,
    .frame = frame,
    .covers = covers,
    .round_order = round_order,
    .option = CIT_OPT_BAZAAR,
    .words = bazaar_text,
    .nwords = BZ_NWORDS,
    .rules = rules,
    .lesson = lesson,
};
