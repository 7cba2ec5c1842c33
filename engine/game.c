/* The game object: set-up, the base game's turn (its fast path) and the dispatch to the
   general turn (turn.c), copies and the hash. Placing a tile is place.c's. */
#include "rules.h"
#include "box.h"
#include "figures.h"
#include "turn.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

size_t cit_game_size(void) { return sizeof(cit_game); }

void cit_setup_default(cit_setup *setup, int nplayers, uint64_t seed) {
    memset(setup, 0, sizeof *setup);
    setup->mode = CIT_MODE_CLASSIC;
    cit_options_default(&setup->opt);
    setup->nplayers = (uint8_t)(nplayers < CIT_MIN_PLAYERS ? CIT_MIN_PLAYERS
                                : nplayers > CIT_MAX_PLAYERS ? CIT_MAX_PLAYERS : nplayers);
    setup->seed = seed;
    static const char *const names[CIT_MAX_PLAYERS] = {"Player 1", "Player 2", "Player 3",
                                                       "Player 4", "Player 5", "Player 6"};
    for (int i = 0; i < CIT_MAX_PLAYERS; i++) {
        strcpy(setup->players[i].name, names[i]);
        setup->players[i].colour = (uint8_t)i;
    }
}

static int setup_valid(const cit_setup *s) {
    const cit_mode_def *mode = cit_mode_def_at(s->mode);
    if (!mode || !cit_mode_playable(s->mode)) return 0;
    if (s->nplayers < mode->min_players || s->nplayers > mode->max_players) return 0;
    if (!options_valid(&s->opt, s->mode)) return 0;
    if (s->moves_format > 3) return 0; /* today's (0) or save format 2's or 3's move order */
    for (int i = 0; i < s->nplayers; i++) {
        const cit_player_setup *p = &s->players[i];
        if (!memchr(p->name, '\0', sizeof p->name) || cit_name_problem(p->name, strlen(p->name))) return 0;
        if (p->colour >= CIT_MAX_PLAYERS || p->kind > CIT_SEAT_AI_HARD) return 0;
        for (int j = 0; j < i; j++)
            if (s->players[j].colour == p->colour) return 0;
    }
    return 1;
}

/* Lays out the states of the modules in play in the game's state block (8-byte
   aligned slices in table order); 0 if they do not fit. */
static int layout_states(cit_game *g, unsigned modules) {
    unsigned at = 0;
    FOR_MODULES(modules, m) {
        g->state_at[m->id] = (uint16_t)at;
        at += (m->state_size + 7u) & ~7u;
    }
    if (at > MODULE_STATE_BYTES) return 0;
    g->state_len = (uint16_t)at;
    memset(g->state, 0, at);
    return 1;
}

/* The module with its own placement rules, if one is on. */
static int placement_module(unsigned modules) {
    FOR_MODULES(modules, m) if (m->placement) return m->id;
    return 0;
}

/* The module that lays a start board instead of the start tile, if one is on. */
static const rules_module *start_board_module(unsigned modules) {
    FOR_MODULES(modules, m) if (m->start_board) return m;
    return NULL;
}

/* An explicit order holds tiles of the box (all of them, or fewer for a short game, as
   scenario tests use) with the start tile first when one is laid from the order. A test
   set-up (cit_game_new_test) may ask for any start tile and for more copies of a tile
   than the box has: then only the types must be the box's. */
static int order_valid(const cit_tile_id *box, int nbox, int start, const cit_tile_id *order, int norder,
                       unsigned relax) {
    int cap = relax & CIT_NEW_EXTRA_COPIES ? CIT_MAX_STACK : nbox;
    if (norder < 1 || norder > cap || (start >= 0 && order[0] != start)) return 0;
    int counts[CIT_MAX_TILE_TYPES] = {0};
    for (int i = 0; i < nbox; i++) counts[box[i]]++;
    for (int i = 0; i < norder; i++) {
        if (order[i] >= CIT_MAX_TILE_TYPES || counts[order[i]] <= 0) return 0;
        if (!(relax & CIT_NEW_EXTRA_COPIES)) counts[order[i]]--;
    }
    return 1;
}

/* The base game's draw: ends the game with final scoring when the stack runs out. */
static void draw_for_turn(cit_game *g, emitter *e) {
    if (game_draw_plain(g, e)) return;
    g->decision = CIT_DECIDE_NONE;
    score_final(g, e);
    cit_event end = {0};
    end.type = CIT_EV_GAME_END;
    emit(e, end);
}

/* The first turn's start as next_turn runs a turn's: the turn_start hooks, else the
   draw; then the turn_open hooks when the turn comes. */
static void first_turn_start(cit_game *g, emitter *e) {
    int comes = 0;
    FOR_MODULES(g->modules, m) if (!comes && m->turn_start && m->turn_start(g, e)) comes = 1;
    if (!comes) comes = game_draw(g, e);
    if (comes) turn_open_hooks(g, e);
}

static void game_init(cit_game *g, const cit_catalog *cat, const cit_setup *setup) {
    /* Lists past their counts (pieces, nodes, frontier...) are written before they are
       read, so only the counters and the cell arrays need zeroes: a third less to clear. */
    memset(g, 0, offsetof(cit_game, pieces));
    memset(g->cells, 0, sizeof g->cells);
    memset(g->near_cloister, 0, sizeof g->near_cloister);
    g->state_len = 0;
    g->cat = cat;
    g->setup = *setup;
    g->nplayers = setup->nplayers;
    for (int i = 0; i < g->nplayers; i++) g->supply[i] = CIT_FOLLOWERS;
    rng_seed(&g->rng_state, &g->rng_inc, setup->seed);
}

static cit_game *game_new(const cit_catalog *cat, const cit_setup *setup, const cit_tile_id *order,
                          int norder, unsigned relax, cit_status *st);

cit_game *cit_game_new(const cit_setup *setup, const cit_tile_id *order, int norder, cit_status *st) {
    return game_new(cit_catalog_builtin(), setup, order, norder, 0, st);
}

cit_game *game_new_with_catalog(const cit_catalog *cat, const cit_setup *setup,
                                const cit_tile_id *order, int norder, cit_status *st) {
    return game_new(cat, setup, order, norder, 0, st);
}

cit_game *cit_game_new_test(const cit_setup *setup, const cit_tile_id *order, int norder, unsigned relax,
                            cit_status *st) {
    cit_status dummy;
    if (!st) st = &dummy;
    if (!order || (relax & ~(unsigned)(CIT_NEW_ANY_START | CIT_NEW_NO_START | CIT_NEW_EXTRA_COPIES)) ||
        ((relax & CIT_NEW_ANY_START) && (relax & CIT_NEW_NO_START))) {
        *st = CIT_ERR_BAD_ARGUMENT;
        return NULL;
    }
    return game_new(cit_catalog_builtin(), setup, order, norder, relax, st);
}

static cit_game *game_new(const cit_catalog *cat, const cit_setup *setup, const cit_tile_id *order,
                          int norder, unsigned relax, cit_status *st) {
    cit_status dummy;
    if (!st) st = &dummy;
    if (!setup || !setup_valid(setup)) {
        *st = CIT_ERR_BAD_SETUP;
        return NULL;
    }
    cit_tile_id box[BOX_CAP];
    unsigned modules = rules_modules_for(setup);
    int start, nbox = box_build(cat, setup, modules, box, &start);
    if (!box_fits(cat, box, nbox)) { /* more than one game holds (cit_options_problem) */
        *st = CIT_ERR_BAD_SETUP;
        return NULL;
    }
    const rules_module *board_maker = start_board_module(modules);
    /* A start tile of the test's choice cannot go with a start board (and needs none in
       the box); no start tile needs a module that builds the start (none in classic
       mode yet). */
    if ((start < 0 && !board_maker && !(relax & CIT_NEW_ANY_START)) || nbox < 2 ||
        (board_maker && (relax & CIT_NEW_ANY_START)) ||
        (!board_maker && (relax & CIT_NEW_NO_START))) {
        *st = CIT_ERR_BAD_SETUP;
        return NULL;
    }
    if (board_maker) start = -1; /* every tile of the box is drawn */
    else if (relax & CIT_NEW_ANY_START) start = order[0];
    if (order && !order_valid(box, nbox, start, order, norder, relax)) {
        *st = CIT_ERR_BAD_TILE_ORDER;
        return NULL;
    }
    cit_game *g = malloc(sizeof *g);
    if (!g) {
        *st = CIT_ERR_NO_MEMORY;
        return NULL;
    }
    game_init(g, cat, setup);
    if (!layout_states(g, modules)) { /* a registry whose states outgrow the block */
        free(g);
        *st = CIT_ERR_BAD_SETUP;
        return NULL;
    }
    g->modules = (uint16_t)modules;
    memcpy(g->kind_cat, score_kind_cat, sizeof g->kind_cat);
    if (modules) score_categories_setup(g);
    if (!figures_setup(g)) { /* a registry whose figures outgrow the table */
        free(g);
        *st = CIT_ERR_BAD_SETUP;
        return NULL;
    }
    g->placing = (uint8_t)placement_module(modules);
    if (modules) {
        memset(g->owners_looked, 0, sizeof g->owners_looked);
        FOR_MODULES((1u << CIT_MODULE_MAX) - 1u, m) {
            if (m->placement) g->placement_mods |= (uint16_t)(1u << m->id);
            if (m->placement && m->placement->rotations) g->fit_rules_mods |= (uint16_t)(1u << m->id);
        }
        placement_chain_setup(g);
    }
    g->general = modules != 0;
    g->setup_tiles = start >= 0;
    g->norder = (uint8_t)(order ? norder : nbox);
    if (order) {
        memcpy(g->order, order, sizeof order[0] * (size_t)norder);
    } else {
        /* Start tile first (if one is laid), then a Fisher-Yates shuffle of the rest
           with the game's PRNG. */
        int k = 0, first = g->setup_tiles;
        if (first) g->order[k++] = (cit_tile_id)start;
        int skipped = !first;
        for (int i = 0; i < nbox; i++) {
            if (box[i] == start && !skipped) { skipped = 1; continue; }
            g->order[k++] = box[i];
        }
        for (int i = nbox - 1; i > first; i--) {
            int j = first + (int)rng_below(&g->rng_state, g->rng_inc, (uint32_t)(i + 1 - first));
            cit_tile_id t = g->order[i];
            g->order[i] = g->order[j];
            g->order[j] = t;
        }
    }
    /* After the shuffle the generator starts again from the seed alone, so a game built
       from a given order (a save's replay) draws what the shuffled one draws: modules'
       hidden chances (a bag's tokens) come from it. */
    rng_seed(&g->rng_state, &g->rng_inc, setup->seed ^ 0x9e3779b97f4a7c15ULL);
    if (board_maker) g->setup_tiles = (uint8_t)board_maker->start_board(g);
    else board_place_piece(g, g->order[0], 0, 0, 0);
    g->start_pieces = (uint8_t)g->npieces;
    g->next_draw = g->setup_tiles;
    g->player = 0;
    FOR_MODULES(modules, m) if (m->setup) m->setup(g);
    emitter e = {g, NULL};
    if (g->general) {
        /* the first turn starts like every other: a turn_start hook may replace the draw
           (a play-or-draw choice, a tile from a hand) */
        /* the first draw asks the set_aside hooks already (turn_begin notes the rest) */
        FOR_MODULES(modules, m) if (m->set_aside) g->hook_mods[TURN_HOOK_SET_ASIDE] |= (uint16_t)(1u << m->id);
        /* the first turn's hooks may move figures too */
        FOR_MODULES(modules, m) {
            if (m->figure_held) g->hook_mods[TURN_HOOK_HELD] |= (uint16_t)(1u << m->id);
            if (m->figure_paid) g->hook_mods[TURN_HOOK_PAID] |= (uint16_t)(1u << m->id);
            if (m->figure_claimed) g->hook_mods[TURN_HOOK_CLAIMED] |= (uint16_t)(1u << m->id);
            if (m->figures_home) g->hook_mods[TURN_HOOK_FIGURES_HOME] |= (uint16_t)(1u << m->id);
            if (m->figures_eaten) g->hook_mods[TURN_HOOK_EATEN] |= (uint16_t)(1u << m->id);
            if (m->turn_open) g->hook_mods[TURN_HOOK_TURN_OPEN] |= (uint16_t)(1u << m->id);
            if (m->cell_barred) g->hook_mods[TURN_HOOK_BARRED] |= (uint16_t)(1u << m->id);
            if (m->kept_word) g->hook_mods[TURN_HOOK_TAKEABLE] |= (uint16_t)(1u << m->id);
        }
        first_turn_start(g, &e);
        turn_begin(g);
    } else {
        draw_for_turn(g, &e);
    }
    *st = CIT_OK;
    return g;
}

void game_use_general_turn(cit_game *g) {
    g->general = 1;
    turn_begin(g);
}

void cit_game_free(cit_game *g) { free(g); }

cit_game *cit_game_clone(const cit_game *g) {
    cit_game *c = malloc(sizeof *c);
    if (c) cit_game_copy(c, g);
    return c;
}

void cit_game_copy(cit_game *dst, const cit_game *src) { memcpy(dst, src, sizeof *dst); }

const cit_tileset *cit_game_tileset(const cit_game *g) { return &g->cat->set; }
const int8_t *cit_game_port_features(const cit_game *g, int tile, int rot) {
    return tile >= 0 && tile < g->cat->set.ntiles && rot >= 0 && rot < 4 ? g->cat->port_feat[tile][rot] : NULL;
}
const cit_tileset *cit_tileset_builtin(void) { return &cit_catalog_builtin()->set; }
const cit_setup *cit_game_setup(const cit_game *g) { return &g->setup; }

cit_pending cit_game_pending(const cit_game *g) {
    cit_pending p = {g->decision, g->player, g->hand, CIT_MODULE_CORE, 0, 0, 0, 0, CIT_SPOT_NONE,
                     g->player, 0, 0, 0};
    if (!g->general) return p;
    p.final = g->stage == STAGE_FINAL;
    if (g->nqueue) {
        const decide_step *s = &g->queue[0];
        p.player = s->player;
        p.module = s->module;
        p.arg = s->arg;
        turn_pending_feature(g, &p.x, &p.y, &p.spot);
        if (g->item_open) p.half = piece_half(g, g->nodes[turn_first_node(g, g->item_root)].piece);
        const rules_module *m = rules_module_get(s->module);
        if (m && m->describe) m->describe(g, s, &p);
        if (m && m->playout) p.flags |= CIT_PENDING_PLAYOUT;
        if (turn_is_figure_step(s)) p.flags |= CIT_PENDING_FIGURE;
    }
    return p;
}

int cit_game_pending_playout(const cit_game *g) {
    if (!g->general || !g->nqueue) return 0;
    int id = g->queue[0].module; /* rules_module_get, read here: asked before every playout move */
    const rules_module *m = id > 0 && id < CIT_MODULE_MAX ? rules_modules[id] : NULL;
    return m && m->playout;
}

unsigned cit_game_modules(const cit_game *g) { return g->modules; }
int cit_game_setup_tiles(const cit_game *g) { return g->setup_tiles; }
int cit_game_start_pieces(const cit_game *g) { return g->start_pieces; }

int cit_game_over(const cit_game *g) { return g->decision == CIT_DECIDE_NONE; }

/* ---- moves: the general turn's, or the base game's placements (place.c) --------------- */

int cit_game_legal_moves(const cit_game *g, cit_move *out, int cap) {
    if (g->decision != CIT_DECIDE_PLACE_TILE) return turn_legal_moves(g, out, cap);
    return place_legal_moves(g, out, cap);
}

cit_status cit_game_random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    if (g->decision != CIT_DECIDE_PLACE_TILE) return turn_random_move(g, seed, out);
    return place_random_move(g, seed, out);
}

/* ---- apply ---------------------------------------------------------------------------- */

static void apply_checked(cit_game *g, const cit_move *m, cit_outcome *outcome);

static cit_status apply_one(cit_game *g, const cit_move *m, cit_outcome *outcome) {
    if (g->general) return turn_apply(g, m, outcome);
    if (g->decision == CIT_DECIDE_NONE) return CIT_ERR_GAME_OVER;
    if (m->type != CIT_MOVE_PLACE) return CIT_ERR_WRONG_DECISION;
    cit_status st = game_check_place(g, m);
    if (st != CIT_OK) return st;
    apply_checked(g, m, outcome);
    return CIT_OK;
}

/* The move's chances are logged from none; draws given for it serve it alone. */
cit_status cit_game_apply(cit_game *g, const cit_move *m, cit_outcome *outcome) {
    if (outcome) outcome->n = outcome->dropped = 0;
    g->nchance = 0;
    cit_status st = apply_one(g, m, outcome);
    g->chance_given = 0;
    return st;
}

int rules_chance(cit_game *g, uint32_t bound) {
    if (bound <= 1) return 0; /* no chance: nothing drawn, nothing to tell */
    /* drawn even when given, so a replay's generator stays in step with the game's */
    int k = g->nchance, v = (int)rng_below(&g->rng_state, g->rng_inc, bound);
    if (k < g->chance_given) v = (int)(g->chance[k] % bound); /* a forged value only breaks the hash */
    if (k < CIT_CHANCE_MAX) g->chance[k] = (uint8_t)v;
    if (k < 255) g->nchance = (uint8_t)(k + 1);
    return v;
}

int cit_game_drawn(const cit_game *g, uint8_t *out, int cap) {
    if (g->nchance > CIT_CHANCE_MAX) return -1;
    for (int k = 0; k < g->nchance && k < cap; k++) out[k] = g->chance[k];
    return g->nchance;
}

/* A session's record of a move's draws, for its next apply (session.c). */
void game_give_chances(cit_game *g, const uint8_t *v, int n) {
    memcpy(g->chance, v, (size_t)n);
    g->chance_given = (uint8_t)n;
}

/* Carries out a move already known to be legal. */
static void apply_checked(cit_game *g, const cit_move *m, cit_outcome *outcome) {
    emitter e = {g, outcome};
    int pi = game_place_tile(g, m, &e);
    score_completed(g, pi, &e);
    g->player = (uint8_t)(g->player + 1 == g->nplayers ? 0 : g->player + 1);
    draw_for_turn(g, &e);
}

/* A module game's playout move: a decision's answer from its legal list, or a placement
   by the rules that answer for the tile, looked up once for the move and its laying. */
static __attribute__((noinline)) cit_status play_random_general(cit_game *g, uint64_t seed, cit_move *m) {
    if (g->decision != CIT_DECIDE_PLACE_TILE || g->nqueue) {
        cit_status st = cit_game_random_move(g, seed, m);
        if (st == CIT_OK) turn_apply_listed(g, m);
        return st;
    }
    const placement_rules *rules = g->placing ? placement_rules_for(g, g->hand) : NULL;
    cit_status st = rules ? rules->random_move(g, seed, m) : game_random_place(g, seed, m);
    if (st == CIT_OK) turn_play_placement(g, m, rules);
    return st;
}

cit_status cit_game_play_random(cit_game *g, uint64_t seed, cit_move *played) {
    cit_move m;
    if (__builtin_expect(g->general, 0)) {
        cit_status st = play_random_general(g, seed, &m);
        if (st == CIT_OK && played) *played = m;
        return st;
    }
    /* the base game's own placement (a square) drawn inline: the playout's hottest call */
    int inline_square = g->decision == CIT_DECIDE_PLACE_TILE && !tile_is_triangle(g->cat, g->hand);
    cit_status st = __builtin_expect(inline_square, 1) ? place_random_square(g, seed, &m) : cit_game_random_move(g, seed, &m);
    if (st != CIT_OK) return st;
    apply_checked(g, &m, NULL);
    if (played) *played = m;
    return CIT_OK;
}

cit_status cit_game_play_playout(cit_game *g, uint64_t *rng, cit_move *played) {
    cit_move m;
    cit_status st;
    if (g->general) st = turn_play_playout(g, rng, &m);
    else { /* the base game asks no module: the random move of the same stream */
        uint64_t seed = *rng += 0x9E3779B97F4A7C15ULL;
        st = cit_game_random_move(g, seed, &m);
        if (st == CIT_OK) st = cit_game_apply(g, &m, NULL);
    }
    if (st == CIT_OK && played) *played = m;
    return st;
}

/* ---- hash ----------------------------------------------------------------------------- */

static uint64_t fnv(uint64_t h, const void *data, size_t len) {
    const unsigned char *b = data;
    for (size_t i = 0; i < len; i++) {
        h ^= b[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* Tile types as the hash read them when a type was one byte: a type below 0xFF is that
   byte (every type of the catalogues of that time), a higher one 0xFF and then its two
   bytes; so those games hash as they always did. */
static uint64_t fnv_tiles(uint64_t h, const cit_tile_id *t, int n) {
    for (int i = 0; i < n; i++) {
        uint8_t b[3] = {(uint8_t)(t[i] < 0xFF ? t[i] : 0xFF), (uint8_t)(t[i] & 0xFF), (uint8_t)(t[i] >> 8)};
        h = fnv(h, b, t[i] < 0xFF ? 1 : 3);
    }
    return h;
}

uint64_t cit_game_hash(const cit_game *g) {
    uint64_t h = 0xcbf29ce484222325ULL;
    h = fnv(h, &g->decision, 2); /* decision, player */
    h = fnv_tiles(h, &g->hand, 1);
    h = fnv(h, &g->nplayers, 1);
    h = fnv(h, g->score, sizeof g->score);
    h = fnv(h, g->supply, sizeof g->supply);
    h = fnv(h, &g->norder, 2);
    h = fnv_tiles(h, g->order, g->norder);
    for (int i = 0; i < g->npieces; i++) {
        const piece *p = &g->pieces[i];
        uint8_t b[2] = {(uint8_t)p->x, (uint8_t)p->y};
        h = fnv(h, b, 2);
        h = fnv_tiles(h, &p->tile, 1);
        h = fnv(h, &p->rot, 1);
    }
    for (int i = 0; i < g->nnodes; i++) {
        const node *n = &g->nodes[i];
        uint16_t r = feat_find(g, (uint16_t)i);
        uint8_t b[4] = {n->owner, n->done, (uint8_t)(r & 0xff), (uint8_t)(r >> 8)};
        h = fnv(h, b, 4);
    }
    h = fnv(h, &g->nfollowers, 1); /* a part may hold several (followers.c) */
    /* walls: board data (none in the base game, so its hashes stay what they were) */
    h = fnv(h, g->walls, sizeof g->walls[0] * g->nwalls);
    if (g->nheld) { /* hands and face-down tiles, only where a module keeps some */
        h = fnv(h, &g->nheld, 1);
        h = fnv_tiles(h, g->held, g->nheld);
        h = fnv(h, g->held_by, g->nheld);
    }
    /* The turn machine and module state, only where modules run, so the base game's
       hashes stay what they were (and the forced general turn hashes like the base). */
    if (g->modules) {
        uint8_t t[9] = {g->stage, g->nqueue, g->item_open, g->nagenda, g->agenda_at, g->placer,
                        (uint8_t)(g->scored_self | g->scored_other << 1), g->final_kind,
                        (uint8_t)(g->again | g->turn_part << 7)}; /* 0 without a second part */
        h = fnv(h, t, sizeof t);
        h = fnv(h, g->queue, sizeof g->queue[0] * g->nqueue);
        h = fnv(h, g->agenda, sizeof g->agenda[0] * g->nagenda);
        h = fnv(h, &g->final_node, sizeof g->final_node);
        h = fnv(h, &g->item_root, sizeof g->item_root);
        h = fnv(h, g->deployed, sizeof g->deployed);
        h = fnv(h, g->state, g->state_len);
        h = fnv(h, g->overlays, sizeof g->overlays[0] * g->noverlays);
        /* the figure table in its set-up order (module id, the module's kinds, owner;
           internal.h), each record's six bytes: where a figure is, once, whichever
           module declared it */
        h = fnv(h, g->figures, sizeof g->figures[0] * g->nfigures);
    }
    return h;
}
