/* Bazaars (RULES.md §2): placing a bazaar tile auctions one revealed tile per player. */
#include "rules.h"
#include "turn.h"
#include "mod_bazaar.h"

#include <string.h>

/* This module's state in the game (rules.h, MODULE_STATE). */
static inline bazaar_state *bazaar_of(const cit_game *g) { return MODULE_STATE(g, bazaar_state, CIT_MODULE_BAZAAR); }

/*
 * How a bazaar runs (docs/rules-decisions.md, "Bazaars"):
 *   turn_end of the placer: reveal one tile per player from the stack; with the
 *     auction, queue the first auctioneer's pick.
 *   pick -> each other player still without a tile, clockwise, one bid or pass ->
 *     (someone raised) the auctioneer buys or sells; (nobody did) the auctioneer takes
 *     it and pays the own bid to nobody -> the next auctioneer picks; the last player
 *     takes the last tile free.
 *   the round: from the first auctioneer on, turn_start hands each player their tile
 *     (without the auction each player picks one there and plays it at once).
 *   turn_end of the round's last turn clears the state, so no tile of the round opens
 *     another bazaar.
 */

#define BID_MAX (CIT_BID_NONE - 1) /* a bid is one byte; 0xFF means "no bid" */

static int next_seat(const cit_game *g, int p, int k) { return (p + k) % g->nplayers; }

static int has_tile(const bazaar_state *b, int p) {
    for (int i = 0; i < b->ntiles; i++)
        if (b->owner[i] == p) return 1;
    return 0;
}

static int tiles_left(const bazaar_state *b) {
    int n = 0;
    for (int i = 0; i < b->ntiles; i++) n += b->owner[i] == CIT_NOBODY;
    return n;
}

/* Every revealed tile has been played (or discarded) by its owner. */
static int all_played(const bazaar_state *b) {
    for (int i = 0; i < b->ntiles; i++)
        if (!b->played[i]) return 0;
    return 1;
}

static void clear_lot(bazaar_state *b) {
    b->lot = -1;
    b->bid = CIT_BID_NONE;
    b->bidder = CIT_NOBODY;
    b->asked = 0;
}

/* Back to all zeroes, as set-up left it: a game without a bazaar hashes the same
   whatever bazaars came before. */
static void end_bazaar(cit_game *g) { memset(bazaar_of(g), 0, sizeof(bazaar_state)); }

static void bazaar_event(emitter *e, int type, int player, int lot, int tile, int points, int other) {
    if (!e->out) return;
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.count = (uint8_t)lot;
    ev.tile = (cit_tile_id)tile;
    ev.points = (int16_t)points;
    ev.other = (uint8_t)other;
    ev.spot = CIT_SPOT_NONE;
    emit(e, ev);
}

/* Points change hands outside any feature: the "other" category keeps the categories
   summing to the score. A payment to nobody simply leaves the game. */
static void pay(cit_game *g, int payer, int payee, int points, emitter *e) {
    if (points <= 0) return;
    g->score[payer] = (int16_t)(g->score[payer] - points);
    g->score_cat[payer][CIT_CAT_OTHER] = (int16_t)(g->score_cat[payer][CIT_CAT_OTHER] - points);
    if (payee != CIT_NOBODY) {
        g->score[payee] = (int16_t)(g->score[payee] + points);
        g->score_cat[payee][CIT_CAT_OTHER] = (int16_t)(g->score_cat[payee][CIT_CAT_OTHER] + points);
    }
    bazaar_event(e, CIT_EV_BAZAAR_PAY, payer, bazaar_of(g)->lot, 0, points, payee);
}

static void win(cit_game *g, int lot, int player, emitter *e) {
    bazaar_event(e, CIT_EV_BAZAAR_WIN, player, lot, bazaar_of(g)->tile[lot], 0, CIT_NOBODY);
    bazaar_of(g)->owner[lot] = (uint8_t)player;
}

static void queue_step(cit_game *g, int decision, int player, int front) {
    decide_step s = {(uint8_t)decision, (uint8_t)player, CIT_MODULE_BAZAAR, 0};
    if (front) turn_queue_front(g, s);
    else turn_queue_back(g, s);
}

/* ---- the auction ------------------------------------------------------------------------ */

static void open_lot(cit_game *g, int auctioneer, int front) {
    bazaar_of(g)->auctioneer = (uint8_t)auctioneer;
    clear_lot(bazaar_of(g));
    queue_step(g, CIT_DECIDE_BAZAAR_PICK, auctioneer, front);
}

/* After a lot is sold: the next auctioneer is the first player clockwise after this one
   who has no tile yet; the last one left gets the last tile for nothing. */
static void next_lot(cit_game *g, emitter *e) {
    bazaar_state *b = bazaar_of(g);
    clear_lot(b);
    if (tiles_left(b) > 1) {
        for (int k = 1; k < g->nplayers; k++) {
            int p = next_seat(g, b->auctioneer, k);
            if (!has_tile(b, p)) {
                open_lot(g, p, 1);
                return;
            }
        }
    }
    for (int i = 0; i < b->ntiles; i++)
        if (b->owner[i] == CIT_NOBODY)
            for (int p = 0; p < g->nplayers; p++)
                if (!has_tile(b, p)) {
                    win(g, i, p, e);
                    break;
                }
    b->auction = 0;
}

/* The auctioneer keeps the lot, paying `points` to `payee` (nobody if nobody raised);
   or the top bidder gets it and pays the auctioneer. */
static void settle(cit_game *g, int winner, int payer, int payee, emitter *e) {
    bazaar_state *b = bazaar_of(g);
    pay(g, payer, payee, b->bid, e);
    win(g, b->lot, winner, e);
    next_lot(g, e);
}

/* Asks the next player clockwise who still has a chance on the lot; when all had it,
   the auctioneer decides (or, if nobody raised, simply pays and takes the tile). */
static void ask_next(cit_game *g, emitter *e) {
    bazaar_state *b = bazaar_of(g);
    for (int k = 1; k < g->nplayers; k++) {
        int p = next_seat(g, b->auctioneer, k);
        if (has_tile(b, p) || (b->asked >> p & 1)) continue;
        queue_step(g, CIT_DECIDE_BAZAAR_BID, p, 1);
        return;
    }
    if (b->bidder == b->auctioneer) settle(g, b->auctioneer, b->auctioneer, CIT_NOBODY, e);
    else queue_step(g, CIT_DECIDE_BAZAAR_DEAL, b->auctioneer, 1);
}

/* ---- the round ---------------------------------------------------------------------------- */

/* Hands the current player their bazaar tile. One that fits nowhere is discarded and
   the player draws as usual; but with the stack empty the turn is skipped instead of
   ending the game, so that the others still play their bazaar tiles (RULES.md: the
   round is played). */
static void hand_over(cit_game *g, int lot, emitter *e) {
    bazaar_state *b = bazaar_of(g);
    int tile = b->tile[lot];
    b->played[lot] = 1;
    if (game_tile_fits(g, tile) || g->next_draw < g->norder) {
        turn_give_tile(g, tile, 0, e); /* like a draw: may be discarded */
        return;
    }
    if (e->out) {
        cit_event ev = {0};
        ev.type = CIT_EV_DISCARD;
        ev.player = g->player;
        ev.tile = (cit_tile_id)tile;
        emit(e, ev);
    }
    if (all_played(b)) end_bazaar(g); /* the turn that would have ended it is skipped */
    g->stage = STAGE_NEXT;
}

/* With the stack out, the round's next turn (rules.h turn_after_stack), as turn_start
   and hand_over will take the seats from `seat` on: a won tile not played yet (one that
   fits nowhere skips its seat's turn), or without the auction a pick among the tiles
   left; -1 when the seat has none (the draw then ends the game). While the auction that
   took the last tiles is still under way (asked at the end of the bazaar tile's turn),
   every player will hold a tile: the round starts at the seat. */
static int turn_after_stack(const cit_game *g, int seat) {
    const bazaar_state *b = bazaar_of(g);
    if (!b->active) return -1;
    if (b->auction) return seat;
    if (g->setup.opt.v[CIT_OPT_BAZAAR_NO_AUCTION]) {
        int left = tiles_left(b);
        if (!left || has_tile(b, seat)) return -1;
        if (left > 1) return seat;
        for (int i = 0; i < b->ntiles; i++)
            if (b->owner[i] == CIT_NOBODY) return game_tile_fits(g, b->tile[i]) ? seat : -1;
        return -1;
    }
    for (int k = 0; k < g->nplayers; k++) {
        int p = next_seat(g, seat, k), mine = -1;
        for (int i = 0; i < b->ntiles && mine < 0; i++)
            if (b->owner[i] == p && !b->played[i]) mine = i;
        if (mine < 0) return -1;
        if (game_tile_fits(g, b->tile[mine])) return p;
    }
    return -1;
}

/* Before the draw: a round player gets their won tile (with the auction) or picks one
   of the tiles left (without it; the last one is simply taken). */
static int turn_start(cit_game *g, emitter *e) {
    bazaar_state *b = bazaar_of(g);
    if (!b->active || b->auction) return 0;
    int p = g->player;
    if (g->setup.opt.v[CIT_OPT_BAZAAR_NO_AUCTION]) {
        int left = tiles_left(b);
        if (!left || has_tile(b, p)) return 0;
        if (left > 1) {
            queue_step(g, CIT_DECIDE_BAZAAR_PICK, p, 0);
            return 1;
        }
        for (int i = 0; i < b->ntiles; i++)
            if (b->owner[i] == CIT_NOBODY) {
                win(g, i, p, e);
                hand_over(g, i, e);
                break;
            }
        return 1;
    }
    for (int i = 0; i < b->ntiles; i++)
        if (b->owner[i] == p && !b->played[i]) {
            hand_over(g, i, e);
            return 1;
        }
    return 0;
}

/* ---- the reveal ----------------------------------------------------------------------------- */

static void reveal(cit_game *g, emitter *e) {
    bazaar_state *b = bazaar_of(g);
    end_bazaar(g);
    b->active = 1;
    b->ntiles = g->nplayers;
    memset(b->owner, CIT_NOBODY, sizeof b->owner);
    clear_lot(b);
    b->first = (uint8_t)next_seat(g, g->placer, 1);
    b->auctioneer = b->first;
    /* a module may set a revealed tile aside (the dragon's before the volcano): another
       is revealed in its place, and if the stack runs out so, the bazaar has fewer lots
       (the players left without one draw as usual) */
    int got = 0;
    for (int t; got < b->ntiles && (t = game_stack_next(g, e)) >= 0; got++) {
        b->tile[got] = (cit_tile_id)t;
        bazaar_event(e, CIT_EV_BAZAAR_REVEAL, g->placer, got, b->tile[got], 0, CIT_NOBODY);
    }
    b->ntiles = (uint8_t)got;
    if (!got) {
        end_bazaar(g);
        return;
    }
    if (g->setup.opt.v[CIT_OPT_BAZAAR_NO_AUCTION]) return; /* the picks come at the round's turns */
    b->auction = 1;
    open_lot(g, b->first, 0);
}

/* End of turn: the round's last turn ends the bazaar (checked first, so that a bazaar
   tile played in the round opens none); otherwise a bazaar tile just placed opens one
   if the stack still holds a tile for every player. */
static void turn_end(cit_game *g, emitter *e) {
    bazaar_state *b = bazaar_of(g);
    if (b->active) {
        if (!b->auction && all_played(b)) end_bazaar(g);
        return;
    }
    const piece *last = &g->pieces[g->npieces - 1];
    if (!(g->cat->set.tiles[last->tile].flags & CIT_TF_BAZAAR)) return;
    if (g->norder - g->next_draw < g->nplayers) return;
    reveal(g, e);
}

/* ---- decisions ------------------------------------------------------------------------------ */

static int auction_on(const cit_game *g) { return !g->setup.opt.v[CIT_OPT_BAZAAR_NO_AUCTION]; }

/*
 * Bids are listed in a window of CIT_BID_SPAN above the least legal bid (an unbounded
 * bid cannot be listed; check() takes any bid up to BID_MAX). A pick lists the bids
 * outermost, so the first moves cover every tile (random playouts take a move among
 * the first 64). The "no" answer comes first where there is one: final-scoring
 * projections take the first move.
 */
static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    const bazaar_state *b = bazaar_of(g);
    int n = 0;
#define PUT(mv)                        \
    do {                               \
        if (n < cap) out[n] = (mv);    \
        n++;                           \
    } while (0)
    switch (s->decision) {
    case CIT_DECIDE_BAZAAR_PICK:
        if (!auction_on(g)) {
            for (int i = 0; i < b->ntiles; i++)
                if (b->owner[i] == CIT_NOBODY) PUT(decision_move(CIT_MOVE_BAZAAR_PICK, i, CIT_BID_NONE));
            break;
        }
        for (int bid = 0; bid <= CIT_BID_SPAN; bid++)
            for (int i = 0; i < b->ntiles; i++)
                if (b->owner[i] == CIT_NOBODY) PUT(decision_move(CIT_MOVE_BAZAAR_PICK, i, bid));
        break;
    case CIT_DECIDE_BAZAAR_BID:
        PUT(decision_move(CIT_MOVE_BAZAAR_BID, 0, 0));
        for (int bid = b->bid + 1; bid <= b->bid + CIT_BID_SPAN && bid <= BID_MAX; bid++)
            PUT(decision_move(CIT_MOVE_BAZAAR_BID, 1, bid));
        break;
    case CIT_DECIDE_BAZAAR_DEAL:
        PUT(decision_move(CIT_MOVE_BAZAAR_DEAL, 0, 0)); /* sell */
        PUT(decision_move(CIT_MOVE_BAZAAR_DEAL, 1, 0)); /* buy */
        break;
    default:
        break;
    }
#undef PUT
    return n;
}

static int move_for(int decision) {
    switch (decision) {
    case CIT_DECIDE_BAZAAR_PICK: return CIT_MOVE_BAZAAR_PICK;
    case CIT_DECIDE_BAZAAR_BID: return CIT_MOVE_BAZAAR_BID;
    case CIT_DECIDE_BAZAAR_DEAL: return CIT_MOVE_BAZAAR_DEAL;
    default: return -1;
    }
}

/* A decision move carries only its arguments, so every legal move has one form. */
static int canonical(const cit_move *m) {
    return m->tile == 0 && m->x == 0 && m->y == 0 && m->rot == 0 && m->spot == CIT_SPOT_NONE;
}

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    const bazaar_state *b = bazaar_of(g);
    if (m->type != move_for(s->decision)) return CIT_ERR_WRONG_DECISION;
    if (!canonical(m)) return CIT_ERR_BAD_SPOT;
    switch (s->decision) {
    case CIT_DECIDE_BAZAAR_PICK:
        if (m->arg0 >= b->ntiles || b->owner[m->arg0] != CIT_NOBODY) return CIT_ERR_BAD_SPOT;
        /* with the auction a pick carries the opening bid, without it no bid */
        return (m->arg1 == CIT_BID_NONE) != auction_on(g) ? CIT_OK : CIT_ERR_BAD_SPOT;
    case CIT_DECIDE_BAZAAR_BID:
        if (m->arg0 == 0) return m->arg1 == 0 ? CIT_OK : CIT_ERR_BAD_SPOT;
        return m->arg0 == 1 && m->arg1 > b->bid && m->arg1 <= BID_MAX ? CIT_OK : CIT_ERR_BAD_SPOT;
    case CIT_DECIDE_BAZAAR_DEAL:
        return m->arg0 <= 1 && m->arg1 == 0 ? CIT_OK : CIT_ERR_BAD_SPOT;
    default:
        return CIT_ERR_WRONG_DECISION;
    }
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    bazaar_state *b = bazaar_of(g);
    int p = s->player;
    switch (s->decision) {
    case CIT_DECIDE_BAZAAR_PICK:
        if (!auction_on(g)) { /* take it and play it at once */
            win(g, m->arg0, p, e);
            hand_over(g, m->arg0, e);
            return;
        }
        b->lot = (int8_t)m->arg0;
        b->bid = m->arg1;
        b->bidder = (uint8_t)p;
        b->asked = (uint8_t)(1u << p);
        bazaar_event(e, CIT_EV_BAZAAR_BID, p, b->lot, b->tile[b->lot], b->bid, CIT_NOBODY);
        ask_next(g, e);
        return;
    case CIT_DECIDE_BAZAAR_BID:
        b->asked = (uint8_t)(b->asked | 1u << p);
        if (m->arg0) {
            b->bid = m->arg1;
            b->bidder = (uint8_t)p;
            bazaar_event(e, CIT_EV_BAZAAR_BID, p, b->lot, b->tile[b->lot], b->bid, CIT_NOBODY);
        } else {
            bazaar_event(e, CIT_EV_BAZAAR_PASS, p, b->lot, b->tile[b->lot], 0, CIT_NOBODY);
        }
        ask_next(g, e);
        return;
    case CIT_DECIDE_BAZAAR_DEAL:
        if (m->arg0) settle(g, b->auctioneer, b->auctioneer, b->bidder, e); /* buy */
        else settle(g, b->bidder, b->bidder, b->auctioneer, e);              /* sell */
        return;
    default:
        return;
    }
}

/* The decider is already the step's player; the lot up for auction is the argument.
   Picks and bids come many, cheapest first (legal()): a search widens over them. */
static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    p->player = s->player;
    p->arg = (uint8_t)bazaar_of(g)->lot;
    p->limit = 0;
    if (s->decision == CIT_DECIDE_BAZAAR_PICK || s->decision == CIT_DECIDE_BAZAAR_BID)
        p->flags |= CIT_PENDING_WIDEN;
}

/* ---- playouts ------------------------------------------------------------------------------- */

/*
 * How a playout answers a bazaar decision (cit_game_playout_move; docs/ai.md). Uniform
 * bids (up to CIT_BID_SPAN above the top) send points to and fro at random in every
 * simulated bazaar, and a uniform auctioneer buys as often as it sells whatever the
 * bid: a search then learns that raising is cheap. A playout bids the way a thrifty
 * table does: the auctioneer opens low, others mostly pass or raise by one while the
 * bid stays below what a tile is usually worth, and the auctioneer sells once the bid
 * reaches that.
 */
#define TILE_WORTH 4 /* points a tile is about worth to its owner in a random game */
#define PLAYOUT_CAP ((CIT_BID_SPAN + 1) * CIT_BAZAAR_MAX)

static int playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    cit_move moves[PLAYOUT_CAP];
    int n = legal(g, s, moves, PLAYOUT_CAP);
    if (n <= 0) return 0;
    if (n > PLAYOUT_CAP) n = PLAYOUT_CAP;
    switch (s->decision) {
    case CIT_DECIDE_BAZAAR_DEAL: {
        const bazaar_state *b = bazaar_of(g);
        int sell = b->bid != CIT_BID_NONE && b->bid >= TILE_WORTH;
        for (int i = 0; i < n; i++)
            if (moves[i].arg0 == (sell ? 0 : 1)) return *out = moves[i], 1;
        return 0;
    }
    case CIT_DECIDE_BAZAAR_BID: {
        /* pass three times in four, else the least raise, but never to a tile's worth or
           more: a table that raised whatever the price made a high opening bid look good
           (sold at a profit when raised), and the search then opened high and paid it */
        const bazaar_state *b = bazaar_of(g);
        int raise = n > 1 && rules_rng_below(rng, 4) == 0 && b->bid + 1 < TILE_WORTH;
        *out = moves[raise ? 1 : 0];
        return 1;
    }
    case CIT_DECIDE_BAZAAR_PICK: { /* a tile at random, opened at 0 or 1 */
        int tiles = 0;
        while (tiles < n && moves[tiles].arg1 == moves[0].arg1) tiles++;
        int k = (int)rules_rng_below(rng, (uint32_t)tiles);
        if (n > 2 * tiles && rules_rng_below(rng, 2)) k += tiles;
        *out = moves[k];
        return 1;
    }
    default:
        return 0;
    }
}

/* The expansion's 12 tiles (one set for Bridges, Castles and Bazaars together). */
static void bcb_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)s;
    (void)start;
    box_add_set(cat, "bcb", box, n);
}

/* The revealed tiles not yet played, each with who will play it (its owner; CIT_NOBODY
   while it has none): out of the stack but still to come (cit_game_cell_fillable). */
static int tiles_to_come(const cit_game *g, cit_tile_id *tiles, uint8_t *players, int cap) {
    const bazaar_state *b = bazaar_of(g);
    int n = 0;
    if (!b->active) return 0;
    for (int i = 0; i < b->ntiles && n < cap; i++) {
        if (b->played[i]) continue;
        tiles[n] = b->tile[i];
        players[n++] = b->owner[i];
    }
    return n;
}

/* ---- move text: "pick I [B]", "bid B|pass", "buy", "sell" ---------------------------- */

static size_t format_pick(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 >= CIT_BAZAAR_MAX) return 0;
    if (m->arg1 == CIT_BID_NONE) return cit_fmt(buf, cap, "pick %d", m->arg0);
    return cit_fmt(buf, cap, "pick %d %d", m->arg0, m->arg1);
}

static int parse_pick(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int i, b;
    if (!mt_word(c, &w, &n) || !mt_number(w, w + n, 0, CIT_BAZAAR_MAX - 1, &i)) return 0;
    m->arg0 = (uint8_t)i;
    m->arg1 = CIT_BID_NONE;
    mt_cursor peek = *c;
    if (!mt_word(&peek, &w, &n)) return 1;
    if (!mt_number(w, w + n, 0, CIT_BID_NONE - 1, &b)) return 0;
    *c = peek;
    m->arg1 = (uint8_t)b;
    return 1;
}

static size_t format_bid(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1 || m->arg1 == CIT_BID_NONE) return 0;
    if (!m->arg0) return cit_fmt(buf, cap, "bid pass");
    return cit_fmt(buf, cap, "bid %d", m->arg1);
}

static int parse_bid(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    int b;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "pass")) return 1;
    if (!mt_number(w, w + n, 0, CIT_BID_NONE - 1, &b)) return 0;
    m->arg0 = 1;
    m->arg1 = (uint8_t)b;
    return 1;
}

static size_t format_deal(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1) return 0;
    return cit_fmt(buf, cap, "%s", m->arg0 ? "buy" : "sell");
}

static int parse_buy(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g, (void)c;
    m->arg0 = 1;
    return 1;
}

static int parse_sell(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g, (void)c, (void)m;
    return 1;
}

static const move_verb verbs[] = {
    {"pick", CIT_MOVE_BAZAAR_PICK, format_pick, parse_pick},
    {"bid", CIT_MOVE_BAZAAR_BID, format_bid, parse_bid},
    {"buy", CIT_MOVE_BAZAAR_DEAL, format_deal, parse_buy},
    {"sell", CIT_MOVE_BAZAAR_DEAL, format_deal, parse_sell},
};

static const decision_name decision_names[] = {
    {CIT_DECIDE_BAZAAR_PICK, "bazaar_pick"},
    {CIT_DECIDE_BAZAAR_BID, "bazaar_bid"},
    {CIT_DECIDE_BAZAAR_DEAL, "bazaar_deal"},
};

/* The options it brings (rows of the options table). */
static const module_option bazaar_options[] = {
    {CIT_OPT_BAZAAR, {"bazaar", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Bazaars"),
          CIT_N_("Placing a bazaar tile auctions as many tiles as there are players, paid in points; "
          "then everyone plays the tile they got.")}},
    {CIT_OPT_BAZAAR_NO_AUCTION, {"bazaar_no_auction", 0, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_BAZAAR, -1,
          CIT_N_("Bazaar without bidding"),
          CIT_N_("In a bazaar each player in turn simply takes one of the revealed tiles and plays "
          "it at once.")}},
};

const rules_module bazaar_module = {
    .name = "bazaar",
    .id = CIT_MODULE_BAZAAR,
    .option = CIT_OPT_BAZAAR,
    .options = bazaar_options,
    .noptions = sizeof bazaar_options / sizeof bazaar_options[0],
    .state_size = sizeof(bazaar_state),
    .box = bcb_box,
    .turn_start = turn_start,
    .turn_after_stack = turn_after_stack,
    .turn_end = turn_end,
    .wide_answers = 1, /* a pick lists every tile at every bid in the window: see legal() */
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .playout = playout,
    .tiles_to_come = tiles_to_come,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
};

/* ---- queries -------------------------------------------------------------------------- */

int cit_game_bazaar(const cit_game *g, cit_bazaar *out) {
    memset(out, 0, sizeof *out);
    if (!(g->modules >> CIT_MODULE_BAZAAR & 1) || !bazaar_of(g)->active) return 0;
    const bazaar_state *b = bazaar_of(g);
    out->active = b->active;
    out->auction = b->auction;
    out->ntiles = b->ntiles;
    memcpy(out->tile, b->tile, sizeof out->tile);
    memcpy(out->owner, b->owner, sizeof out->owner);
    memcpy(out->played, b->played, sizeof out->played);
    out->first = b->first;
    out->auctioneer = b->auctioneer;
    out->lot = b->lot;
    out->bid = b->bid;
    out->bidder = b->bidder;
    out->asked = b->asked;
    return 1;
}
