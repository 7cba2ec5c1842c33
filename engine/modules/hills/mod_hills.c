/* Hills & Sheep (RULES.md §12), its tiles' part: 18 tiles with hills, which take a tile face
   down and break ties, and vineyards, which pay completed cloisters; Halflings' hill and
   vineyard triangles too, when both are on. */
#include "rules.h"
#include "figures.h"
#include "turn.h"
#include "mod_hills.h"
#include "tileset.h"

#include <string.h>

/*
 * How it runs (docs/rules-decisions.md, "Hills & Sheep"):
 *   box:         the 18 tiles join the land stack;
 *   setup:       finds the flag bits of the tile words `hill` and `vineyard`;
 *   after_place: a hill puts the stack's next tile face down under itself (held by
 *                nobody: unseen, out of the game); with the stack out it takes nothing,
 *                and when it took the last one the next draw ends the game;
 *   value:       a cloister completed in play scores 3 more per vineyard on the 8 cells
 *                around it and on its own (a triangle's partner: either half of a cell);
 *   winners:     among players tied for a feature, those with a follower on a part of it
 *                in a hill's cell win (with hill_tiebreak_count: those with the most such
 *                followers); if none of them has one, the tie stands.
 * It plays the words `hill` and `vineyard` (plays_words), so Halflings, when on, leaves its
 * triangles' hill and vineyard to these rules: the hill's whole cell is a hill cell, the
 * vineyard pays as any (RULES.md §12 "With Halflings"; docs/rules-decisions.md 6).
 * The shepherd, the bag and the flocks: shepherd.c.
 */


/* The flag bit + 1 of a tile word, or 0 when no module's table has it. */
static uint8_t word_bit(const char *word) {
    const cit_tile_word *w = cit_tile_word_find(CIT_WORD_TILE, word, strlen(word));
    return (uint8_t)(w && w->value ? __builtin_ctz(w->value) + 1 : 0);
}

static void hills_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)start;
    if (s->opt.v[CIT_OPT_HILLS_SHEEP]) box_add_set(cat, "hills_sheep", box, n);
}

static void setup(cit_game *g) {
    hills_state *h = hills_of(g);
    h->hill_bit = word_bit("hill");
    h->vineyard_bit = word_bit("vineyard");
    uint8_t sheep = word_bit("sheep"); /* kept only in a game with such a tile */
    for (int i = 0; i < g->norder && sheep && !h->sheep_bit; i++)
        if (hills_tile_has(g, g->order[i], sheep)) h->sheep_bit = sheep;
    shepherd_setup(g);
}

static void after_place(cit_game *g, int pi, emitter *e) {
    hills_state *h = hills_of(g);
    const piece *p = &g->pieces[pi];
    shepherd_after_place(g, pi);
    if (!hills_piece_has(g, pi, h->hill_bit) || game_hold_tile(g, CIT_NOBODY) < 0) return;
    h->under++;
    if (!e->out) return;
    cit_event ev = {0};
    ev.type = CIT_EV_HILLS_UNDER;
    ev.player = (uint8_t)g->player;
    ev.x = p->x;
    ev.y = p->y;
    ev.spot = CIT_SPOT_NONE;
    emit(e, ev);
}

/* Vineyards on the 8 cells around a cloister completed in play and on its own (a triangle
   beside a triangle's cloister): +3 each (RULES.md §12 decision 7; at the end nothing). */
static int value(const cit_game *g, uint16_t root, int final, int v) {
    const node *r = &g->nodes[root];
    if (final || r->kind != CIT_FEAT_CLOISTER || r->open != 0) return v;
    uint8_t bit = hills_of(g)->vineyard_bit;
    const piece *c = &g->pieces[r->piece];
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            for (int pi = cell_piece_at(g, c->x + dx, c->y + dy), k = 0; pi && k < 2; k++, pi = g->pieces[pi - 1].partner)
                if (hills_piece_has(g, pi - 1, bit)) v += 3;
    return v;
}

/* The hill's tie-break (RULES.md §12 decision 5): a player's followers on the feature's
   parts that lie in a hill's cell (a big follower is one follower there). */
static unsigned winners(const cit_game *g, uint16_t root, unsigned mask) {
    if ((mask & (mask - 1)) == 0) return mask;
    uint8_t bit = hills_of(g)->hill_bit;
    int on_hill[CIT_MAX_PLAYERS] = {0};
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        if (m->owner && (mask >> (m->owner - 1) & 1) && hills_cell_has(g, m->piece, bit))
            on_hill[m->owner - 1] += followers_on(g, n);
        n = m->next;
    } while (n != root);
    int best = 0;
    for (int p = 0; p < g->nplayers; p++)
        if (on_hill[p] > best) best = on_hill[p];
    if (!best) return mask;
    int counted = g->setup.opt.v[CIT_OPT_HILL_TIEBREAK_COUNT] != 0;
    unsigned won = 0;
    for (int p = 0; p < g->nplayers; p++)
        if (counted ? on_hill[p] == best : on_hill[p] > 0) won |= 1u << p;
    return won;
}

int cit_game_hills_under(const cit_game *g) {
    return g && (g->modules >> CIT_MODULE_HILLS & 1) ? hills_of(g)->under : 0;
}

/* ---- the table ------------------------------------------------------------------------- */

/* The symbols it rules on every tile that has them, another module's triangles too. */
static const char *const played_words[] = {"hill", "vineyard", NULL};

static const event_name event_names[] = {
    {CIT_EV_HILLS_UNDER, "hills_under"}, {CIT_EV_HILLS_SHEPHERD, "hills_shepherd"}, {CIT_EV_HILLS_SHEEP, "hills_sheep"},
    {CIT_EV_HILLS_WOLF, "hills_wolf"},   {CIT_EV_HILLS_HOME, "hills_home"}};
static const decision_name decision_names[] = {{CIT_DECIDE_HILLS_SHEPHERD, "shepherd"}, {CIT_DECIDE_HILLS_FLOCK, "flock"}};

/* The shepherd: no follower (no strength, nothing of FK_FOLLOWER); the dragon's meal goes
   through figures_eaten, which also empties its flock into the bag. */
static const figure_kind hills_kinds[1] = {
    {"shepherd", CIT_OPT_SHEPHERD, 1, 0, 0, 1u << CIT_FEAT_FIELD, "shepherd", NULL}};

#define MAX_ANSWERS (1 + CIT_MAX_TILE_FEATURES)

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    int type = s->decision == CIT_DECIDE_HILLS_FLOCK ? CIT_MOVE_HILLS_FLOCK : CIT_MOVE_HILLS_SHEPHERD;
    if (m->type != type) return CIT_ERR_WRONG_DECISION;
    cit_move all[MAX_ANSWERS];
    int n = shepherd_legal(g, s, all, MAX_ANSWERS);
    for (int i = 0; i < n && i < MAX_ANSWERS; i++)
        if (!memcmp(&all[i], m, sizeof *m)) return CIT_OK;
    return CIT_ERR_MODULE_RULE;
}

static void turn_end(cit_game *g, emitter *e) { shepherd_turn_end(g, e); }

/* Everything here is public (the bag's content, the flocks, the tiles under hills). */
static uint64_t view_hash(const cit_game *g, int observer) {
    (void)observer;
    const uint8_t *b = (const uint8_t *)hills_of(g);
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < sizeof(hills_state); i++) h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}

/* The expansion and its shepherd (RULES.md §12): both on the new-game screen, the count
   tie-break under them. */
static const module_option hills_options[] = {
    {CIT_OPT_HILLS_SHEEP, {"hills_sheep", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Hills & Sheep"),
          CIT_N_("18 more tiles. A hill takes a tile under it and breaks ties for the features on it; "
          "a vineyard pays 3 to a completed cloister beside it.")}},
    {CIT_OPT_HILL_TIEBREAK_COUNT, {"hill_tiebreak_count", 0, 1, CIT_MODE_CLASSIC, 0, CIT_OPT_HILLS_SHEEP, -1,
          CIT_N_("Hills: count followers"), CIT_N_("Among tied players, the most followers on hill tiles win.")}},
    {CIT_OPT_SHEPHERD, {"shepherd", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Shepherd"),
          CIT_N_("Every player has a shepherd: on a field it grows a flock from a bag of sheep and wolves, "
          "or gathers it for a point a sheep.")}},
};

const rules_module hills_module = {
    .name = "hills",
    .id = CIT_MODULE_HILLS,
    .option = CIT_OPT_HILLS_SHEEP,
    .also_option = CIT_OPT_SHEPHERD,
    .options = hills_options,
    .noptions = sizeof hills_options / sizeof hills_options[0],
    .state_size = sizeof(hills_state),
    .box = hills_box,
    .setup = setup,
    .after_place = after_place,
    .value = value,
    .winners = winners,
    .plays_words = played_words,
    .turn_end = turn_end,
    .figures_eaten = shepherd_eaten,
    .figure_kinds = hills_kinds,
    .nfigure_kinds = 1,
    .describe = shepherd_describe,
    .legal = shepherd_legal,
    .check = check,
    .apply = shepherd_apply,
    .figure_decisions = 1u << (CIT_DECIDE_HILLS_SHEPHERD - CIT_MODULE_IDS(CIT_MODULE_HILLS)),
    .figure_withdrawn = shepherd_withdrawn,
    .verbs = shepherd_verbs,
    .nverbs = 2,
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
    .playout = shepherd_playout,
    .view_hash = view_hash,
    .event_names = event_names,
    .nevent_names = sizeof event_names / sizeof event_names[0],
};
