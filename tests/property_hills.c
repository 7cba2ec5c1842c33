/* The property test's checks of Hills & Sheep (RULES.md §12), read on the board apart from
   the module: a completed cloister pays 9 and 3 per vineyard around it; a tile goes under a
   hill just placed, while the stack has one; the bag and the flocks keep the 18 tokens; the
   playouts' answers to the shepherd's questions; with Halflings (mode hills-halflings) the
   triangles' hills and vineyards, and a gathering pays the field's flocks and 3 per sheep
   triangle on its S-leg field. */
#include <string.h>

#include "internal.h" /* the tiles' flags, read from the catalogue */
#include "property.h"
#include "modules/hills/hills.h"
#include "modules/halflings/halflings.h"

static long under_events, vineyard_cloisters, cloisters_paid; /* over all games */
static long shepherds_placed, wolves, gatherings;              /* over all games */
static long playout_answers, playout_gathers;                 /* the playouts' answers checked */
static long lasting_paid, triangle_hills, triangle_vineyards;   /* over all games, with Halflings */
static int game_under;                                        /* this game's tiles under hills */

static unsigned word_flag(const char *w) {
    const cit_tile_word *t = cit_tile_word_find(CIT_WORD_TILE, w, strlen(w));
    return t ? t->value : 0;
}

/* How many pieces of cell x,y (a square, or up to two triangles) have the flag. */
static int flagged_at(const cit_game *g, int x, int y, unsigned flag) {
    cit_placed_tile pc[2];
    int n = cit_game_parts_at(g, x, y, pc), k = 0;
    for (int i = 0; i < n; i++) k += (g->cat->set.tiles[pc[i].tile].flags & flag) != 0;
    return k;
}

/* The same for triangles only. */
static int triangles_flagged_at(const cit_game *g, int x, int y, unsigned flag) {
    cit_placed_tile pc[2];
    int n = cit_game_parts_at(g, x, y, pc), k = 0;
    for (int i = 0; i < n; i++) k += g->cat->triangle[pc[i].tile] && (g->cat->set.tiles[pc[i].tile].flags & flag);
    return k;
}

/* Alone (a game in three), and with the classic expansions by turns, and the Big Box
   (the mayor's strength decides before a hill; the dragon eats shepherds). */
static void hills_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_HILLS_SHEEP] = 1;
    su->opt.v[CIT_OPT_HILL_TIEBREAK_COUNT] = (uint8_t)(seed % 5 == 1);
    su->opt.v[CIT_OPT_SHEPHERD] = (uint8_t)(seed % 4 != 3);
    if (seed % 3 == 0) return;
    int k = (int)(seed / 3 % 4);
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(k == 0 || k == 3);
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = (uint8_t)(k == 0);
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)(k == 1);
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(k == 2);
    if (k == 1 || k == 2) bcb_options_on(su, seed);
    su->opt.v[CIT_OPT_TOWER] = su->opt.v[CIT_OPT_DRAGON] = (uint8_t)(k == 3 && seed % 2);
    su->opt.v[CIT_OPT_ABBEY] = su->opt.v[CIT_OPT_MAYOR] = su->opt.v[CIT_OPT_WAGON] = su->opt.v[CIT_OPT_BARN] =
        (uint8_t)(k == 3);
}

static int hills_on(const cit_game *g) { return cit_game_setup(g)->opt.v[CIT_OPT_HILLS_SHEEP] != 0; }

static void hills_game_start(property_game *pg) {
    (void)pg;
    game_under = 0;
}

static void hills_event(property_game *pg, const cit_event *ev) {
    const cit_game *g = cit_session_game(pg->s);
    if (ev->type == CIT_EV_HILLS_UNDER) {
        CHECK(flagged_at(g, ev->x, ev->y, word_flag("hill")), "seed %llu: a tile under %d,%d, no hill there",
              (unsigned long long)pg->seed, ev->x, ev->y);
        under_events++, game_under++;
        triangle_hills += triangles_flagged_at(g, ev->x, ev->y, word_flag("hill"));
    }
    if (ev->type == CIT_EV_HILLS_SHEPHERD) shepherds_placed++;
    if (ev->type == CIT_EV_HILLS_WOLF) wolves++;
    if (ev->type == CIT_EV_SCORE && ev->reason == CIT_SCORE_HILLS_FLOCK) gatherings++;
    if (ev->type != CIT_EV_SCORE || ev->feature_kind != CIT_FEAT_CLOISTER || ev->reason != CIT_SCORE_COMPLETED) return;
    /* the 8 cells around and its own (a square cloister has no vineyard; a triangle's may
       share its cell with one), each triangle of a cell counted */
    int vineyards = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            vineyards += flagged_at(g, ev->x + dx, ev->y + dy, word_flag("vineyard"));
            triangle_vineyards += triangles_flagged_at(g, ev->x + dx, ev->y + dy, word_flag("vineyard"));
        }
    CHECK(ev->points == 9 + 3 * vineyards, "seed %llu: the cloister at %d,%d scored %d with %d vineyards around",
          (unsigned long long)pg->seed, ev->x, ev->y, ev->points, vineyards);
    cloisters_paid++;
    vineyard_cloisters += vineyards > 0;
}

/* The bag and the flocks hold the 18 tokens' sheep: the bag never loses a wolf, and a
   shepherd in supply has no flock. */
static void check_bag(const cit_game *g, int nplayers, uint64_t seed) {
    if (!cit_game_setup(g)->opt.v[CIT_OPT_SHEPHERD]) return;
    int sheep = 0;
    for (int k = 1; k <= 4; k++) sheep += k * cit_game_hills_bag(g, k);
    for (int p = 0; p < nplayers; p++) sheep += cit_game_hills_flock(g, p);
    CHECK(cit_game_hills_bag(g, 0) == 2 && sheep == 4 + 10 + 15 + 8, "seed %llu: the bag holds %d wolves, %d sheep in all",
          (unsigned long long)seed, cit_game_hills_bag(g, 0), sheep);
}

/* The sheep that stay in player's shepherd's field, from the board: 3 for each part of the
   field on a sheep triangle that is the triangle's S-leg field (RULES.md §12 decision 9). */
static int lasting_in(const cit_game *g, int player) {
    cit_feature_part at, parts[256];
    cit_feature_info info;
    int n = 0, sheep = 0;
    unsigned flag = word_flag("sheep");
    if (!flag || !cit_game_hills_shepherd(g, player, &at) ||
        !cit_game_feature(g, at.x, at.y, at.spot, at.half, &info, parts, 256, &n))
        return 0;
    for (int i = 0; i < n && i < 256; i++) {
        cit_placed_tile pc[2];
        if (cit_game_parts_at(g, parts[i].x, parts[i].y, pc) <= parts[i].half) continue;
        int t = pc[parts[i].half].tile;
        if (!(g->cat->set.tiles[t].flags & flag)) continue;
        const int8_t *ports = cit_game_port_features(g, t, 0); /* unturned: S leg is S */
        int s_leg = ports[CIT_PORT_SW] >= 0 ? ports[CIT_PORT_SW] : ports[CIT_PORT_SE];
        sheep += 3 * (parts[i].spot == s_leg);
    }
    return sheep;
}

/* What a gathering must pay each shepherd of the field: every flock in it and the sheep that
   stay there (asked before the flock question's answer; -1 when none is pending). */
static int gather_due = -1, gather_player, gather_lasting;

static void note_gather(const cit_game *g, int nplayers) {
    cit_pending pd = cit_game_pending(g);
    gather_due = -1;
    if (pd.decision != CIT_DECIDE_HILLS_FLOCK) return;
    cit_feature_part mine, other;
    cit_feature_info a, b;
    int n = 0;
    if (!cit_game_hills_shepherd(g, pd.player, &mine) || !cit_game_feature(g, mine.x, mine.y, mine.spot, mine.half, &a, NULL, 0, &n))
        return;
    gather_due = gather_lasting = lasting_in(g, pd.player), gather_player = pd.player;
    for (int p = 0; p < nplayers; p++)
        if (cit_game_hills_shepherd(g, p, &other) && cit_game_feature(g, other.x, other.y, other.spot, other.half, &b, NULL, 0, &n) &&
            b.id == a.id)
            gather_due += cit_game_hills_flock(g, p);
}

static void hills_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    if (gather_due < 0 || m->type != CIT_MOVE_HILLS_FLOCK || m->arg0 != 1) return;
    int paid = 0;
    for (int i = 0; i < out->n; i++) {
        const cit_event *ev = &out->ev[i];
        if (ev->type == CIT_EV_SCORE && ev->reason == CIT_SCORE_HILLS_FLOCK && ev->player == gather_player)
            paid += ev->points;
    }
    CHECK(paid == gather_due, "seed %llu: a gathering paid %d, the field holds %d sheep", (unsigned long long)pg->seed,
          paid, gather_due);
    lasting_paid += gather_lasting > 0;
}

/* The computer's playouts answer the shepherd's questions as a player would, not by a coin:
   a shepherd that may go on the new piece goes; a flock is gathered once a draw would lose
   more to a wolf than it adds (wolves x the field's sheep >= the sheep on the bag's other
   tokens) or fewer tiles are left than players, else it grows. Read from the public
   queries: the field's sheep lie between the decider's flock and every flock. */
static void check_playout(const cit_game *g, int nplayers, uint64_t seed) {
    cit_pending pd = cit_game_pending(g);
    if (pd.decision != CIT_DECIDE_HILLS_SHEPHERD && pd.decision != CIT_DECIDE_HILLS_FLOCK) return;
    uint64_t rng = seed;
    cit_move m, legal[CIT_MAX_MOVES];
    CHECK(cit_game_playout_move(g, &rng, &m) == CIT_OK, "seed %llu: no playout answer", (unsigned long long)seed);
    int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES), found = 0;
    for (int i = 0; i < n && i < CIT_MAX_MOVES; i++) found |= !memcmp(&legal[i], &m, sizeof m);
    CHECK(found, "seed %llu: the playout's answer is not a legal move", (unsigned long long)seed);
    if (pd.decision == CIT_DECIDE_HILLS_SHEPHERD) {
        CHECK(n < 2 || m.arg0 == 1, "seed %llu: the playout keeps the shepherd home with a field offered",
              (unsigned long long)seed);
        playout_answers++;
        return;
    }
    int in_bag = cit_game_hills_bag(g, 0), bag_sheep = 0, own = cit_game_hills_flock(g, pd.player), all = 0;
    for (int k = 1; k <= 4; k++) bag_sheep += k * cit_game_hills_bag(g, k);
    for (int p = 0; p < nplayers; p++) all += cit_game_hills_flock(g, p);
    all += lasting_in(g, pd.player); /* a wolf loses the gathering of these too */
    int late = cit_game_stack_left(g) < nplayers;
    if (late || in_bag * own >= bag_sheep)
        CHECK(m.arg0 == 1, "seed %llu: a flock of %d grows with %d wolves and %d sheep in the bag",
              (unsigned long long)seed, own, in_bag, bag_sheep);
    if (!late && in_bag * all < bag_sheep)
        CHECK(m.arg0 == 0, "seed %llu: a field of at most %d sheep is gathered with %d wolves and %d in the bag",
              (unsigned long long)seed, all, in_bag, bag_sheep);
    playout_answers++;
    playout_gathers += m.arg0 == 1;
}

static void hills_before_move(property_game *pg) {
    const cit_game *g = cit_session_game(pg->s);
    check_bag(g, pg->nplayers, pg->seed);
    check_playout(g, pg->nplayers, pg->seed);
    note_gather(g, pg->nplayers);
}

/* Every tile under a hill was counted, and no more went under than hills lie on the board. */
static void hills_game_end(property_game *pg) {
    const cit_game *g = cit_session_game(pg->s);
    check_bag(g, pg->nplayers, pg->seed);
    int hills = 0;
    for (int y = -BOARD_LIMIT; y <= BOARD_LIMIT; y++)
        for (int x = -BOARD_LIMIT; x <= BOARD_LIMIT; x++) hills += flagged_at(g, x, y, word_flag("hill"));
    CHECK(cit_game_hills_under(g) == game_under && game_under <= hills,
          "seed %llu: %d tiles under hills (%d events), %d hills", (unsigned long long)pg->seed,
          cit_game_hills_under(g), game_under, hills);
}

static int hills_summary(int games) {
    int failed = 0;
    /* a run where they hardly came proves little */
    if (under_events < games || vineyard_cloisters * 100 < games || shepherds_placed < games || wolves * 10 < games ||
        gatherings * 2 < games || playout_answers < games || playout_gathers * 20 < games)
        failed++, fprintf(stderr, "only %ld tiles under hills, %ld cloisters paid for vineyards, %ld shepherds, "
                          "%ld wolves, %ld gatherings\n", under_events, vineyard_cloisters, shepherds_placed, wolves,
                          gatherings);
    fprintf(stderr, "property: %ld tiles under hills, %ld cloisters completed, %ld of them beside vineyards; %ld "
            "shepherds placed, %ld wolves, %ld gatherings in %d games; %ld playout answers checked, %ld gathers\n",
            under_events, cloisters_paid, vineyard_cloisters, shepherds_placed, wolves, gatherings, games,
            playout_answers, playout_gathers);
    return failed;
}

/* With Halflings (RULES.md §12 "With Halflings"): both parts on, the draft every fourth game,
   the count tie-break every fifth. */
static void hills_halflings_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_HILLS_SHEEP] = su->opt.v[CIT_OPT_SHEPHERD] = 1;
    su->opt.v[CIT_OPT_HILL_TIEBREAK_COUNT] = (uint8_t)(seed % 5 == 1);
    su->opt.v[CIT_OPT_HALFLINGS] = 1;
    su->opt.v[CIT_OPT_HALFLINGS_DRAFT] = (uint8_t)(seed % 4 == 3);
}

/* The triangles' symbols came up: hill triangles took tiles, vineyard triangles paid, and
   gatherings paid the sheep triangle's 3 (a run of 1,000 games: 513, 15 and 170). */
static int hills_halflings_summary(int games) {
    int failed = hills_summary(games);
    if (triangle_hills * 4 < games || triangle_vineyards * 200 < games || lasting_paid * 20 < games)
        failed++, fprintf(stderr, "only %ld hill triangles, %ld vineyard triangles paid, %ld gatherings of a sheep "
                          "triangle's field\n", triangle_hills, triangle_vineyards, lasting_paid);
    fprintf(stderr, "property: %ld hill triangles took a tile, %ld vineyard triangles paid, %ld gatherings with the "
            "sheep triangle's 3 in %d games\n", triangle_hills, triangle_vineyards, lasting_paid, games);
    return failed;
}

static const property_mode hills_mode = {.name = "hills", .options = hills_options, .summary = hills_summary};
static const property_mode hills_halflings_mode = {.name = "hills-halflings", .options = hills_halflings_options,
                                                   .summary = hills_halflings_summary};
static const property_mode *const modes[] = {&hills_mode, &hills_halflings_mode};
static const property_checks checks = {
    .runs = hills_on, .game_start = hills_game_start, .before_move = hills_before_move, .after_move = hills_after_move, .event = hills_event,
    .game_end = hills_game_end};
const property_module property_hills = {modes, 2, &checks};
