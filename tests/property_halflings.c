/* The property test's checks of Halflings (RULES.md §4): hands and triangles, the deal and
   the re-deal for an observer. */
#include <string.h>

#include "internal.h" /* hands and the stack are read from the game's state */
#include "modules/halflings/mod_halflings.h" /* the triangles left in a draft's display */
#include "rules.h"                            /* MODULE_STATE: the module's state */
#include "property.h"

/* Halflings: hands hold only triangles and never grow, the stack holds no triangle, and
   the held tiles are the 24 triangles and the squares under hills. */
static long triangles_played;
static void check_hands(const cit_game *g, int nplayers, int *sizes) {
    cit_tile_id hand[64], order[CIT_MAX_STACK];
    const halflings_state *h = MODULE_STATE(g, halflings_state, CIT_MODULE_HALFLINGS);
    for (int p = 0; p < nplayers; p++) {
        int n = cit_game_hand(g, p, hand, 64);
        /* the draft fills the hands (its last pick too: drafting is over after it) */
        int filling = h->drafting || sizes[CIT_MAX_PLAYERS];
        CHECK(n <= sizes[p] || filling, "player %d: the hand grew", p);
        if (filling) sizes[p] = n;
        triangles_played += sizes[p] - n;
        sizes[p] = n;
        for (int i = 0; i < n && i < 64; i++) CHECK(g->cat->triangle[hand[i]], "a square in a hand");
    }
    sizes[CIT_MAX_PLAYERS] = h->drafting; /* the last slot: the draft ran before this move */
    int norder = cit_game_tile_order(g, order, CIT_MAX_STACK);
    for (int i = g->next_draw; i < norder; i++) CHECK(!g->cat->triangle[order[i]], "a triangle in the stack");
    int triangles = 0;
    for (int i = 0; i < g->nheld; i++) triangles += g->cat->triangle[g->held[i]];
    int on_board = 0;
    for (int i = 0; i < g->npieces; i++) on_board += g->cat->triangle[g->pieces[i].tile];
    int in_hand = g->decision == CIT_DECIDE_PLACE_TILE && !g->nqueue && g->cat->triangle[g->hand];
    CHECK(triangles + on_board + in_hand + h->npool == 24, "triangles not conserved: %d held, %d placed, %d in hand", triangles,
          on_board, in_hand);
}

/* The re-deal for an observer keeps shapes and hand sizes, and the observer's hand. */
static void check_redeal(const cit_game *g, cit_game *scratch, int nplayers, uint64_t seed) {
    int observer = cit_game_pending(g).player;
    cit_game_copy(scratch, g);
    cit_game_shuffle_unseen(scratch, observer, seed);
    cit_tile_id a[64], b[64], order[CIT_MAX_STACK];
    for (int p = 0; p < nplayers; p++) {
        int n = cit_game_hand(g, p, a, 64), m = cit_game_hand(scratch, p, b, 64);
        CHECK(n == m, "re-deal changed the size of a hand");
        for (int i = 0; i < m && i < 64; i++) CHECK(g->cat->triangle[b[i]], "re-deal put a square in a hand");
        CHECK(p != observer || !memcmp(a, b, sizeof a[0] * (size_t)(n < 64 ? n : 64)), "re-deal changed the observer's hand");
    }
    int norder = cit_game_tile_order(scratch, order, CIT_MAX_STACK);
    for (int i = scratch->next_draw; i < norder; i++) CHECK(!g->cat->triangle[order[i]], "re-deal put a triangle in the stack");
    for (int i = 0; i < scratch->nheld; i++)
        CHECK(g->cat->triangle[scratch->held[i]] == g->cat->triangle[g->held[i]], "re-deal changed a held tile's shape");
}

/* Halflings alone or with the draft (every fourth game), every fourth game with the Count,
   every fourth with Bridges, Castles and Bazaars. */
static void halflings_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 4 == 1);
    su->opt.v[CIT_OPT_HALFLINGS] = 1;
    su->opt.v[CIT_OPT_HALFLINGS_DRAFT] = (uint8_t)(seed % 4 == 3);
    if (seed % 4 == 2) bcb_options_on(su, seed);
}

static int halflings_summary(int games) {
    /* nor one where triangles were hardly played */
    int failed = 0;
    if (triangles_played < games || module_decisions < games)
        failed++, fprintf(stderr, "only %ld triangles played, %ld decisions\n", triangles_played, module_decisions);
    /* a quarter of the games run Bridges: some bridges go over two triangles */
    if (games >= 400 && tri_bridges == 0) failed++, fprintf(stderr, "no bridge over two triangles\n");
    fprintf(stderr, "property: %ld bridges over a cell of two triangles\n", tri_bridges);
    fprintf(stderr, "property: %ld triangles played, %ld decisions in %d games\n", triangles_played,
            module_decisions, games);
    return failed;
}

/* Each player's hand as the last move left it, and whether the draft ran before it. */
static int hand_sizes[CIT_MAX_PLAYERS + 1];

/* The deal is the seed's (a second game deals the same hands), of the hand's size. */
static void halflings_game_start(property_game *pg) {
    const cit_game *g = cit_session_game(pg->s);
    memset(hand_sizes, 0, sizeof hand_sizes);
    for (int p = 0; p < pg->nplayers; p++) hand_sizes[p] = cit_game_hand(g, p, NULL, 0);
    cit_game *again = cit_game_new(pg->setup, NULL, 0, NULL);
    CHECK(again && cit_game_hash(again) == cit_game_hash(g), "seed %llu: another deal", (unsigned long long)pg->seed);
    cit_game_free(again);
    for (int p = 0; p < pg->nplayers; p++)
        CHECK(hand_sizes[p] == (pg->seed % 4 == 3 ? 0 : CIT_HALFLINGS_HAND), "player %d dealt %d", p, hand_sizes[p]);
}

static void halflings_before_move(property_game *pg) {
    if (pg->turn % 8 == 0) check_redeal(cit_session_game(pg->s), pg->scratch, pg->nplayers, mix(pg->rng));
}

static void halflings_after_move(property_game *pg, const cit_move *m) {
    (void)m;
    check_hands(cit_session_game(pg->s), pg->nplayers, hand_sizes);
}

static const property_mode halflings_mode = {.name = "halflings",
                                             .options = halflings_options,
                                             .game_start = halflings_game_start,
                                             .before_move = halflings_before_move,
                                             .after_move = halflings_after_move,
                                             .summary = halflings_summary};
static const property_mode *const modes[] = {&halflings_mode};
const property_module property_halflings = {modes, 1, NULL};
