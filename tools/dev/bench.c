/* Engine benchmark: random and flat random full games per second (base game, the
   expansions, The City), placement listing time. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_args.h"
#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "modules/river/river.h"
#include "modules/inns/inns.h"
#include "modules/traders/traders.h"
#include "modules/tower/tower.h"
#include "modules/dragon/dragon.h"
#include "modules/abbey/abbey.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static uint32_t rnd(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* CPU time: fair on a busy machine */
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Seeds for the engine's random move; consecutive ones will do, as the engine mixes
   the seed through SplitMix64 before drawing from it. */
static uint64_t seed_counter = 1;
static uint64_t next_seed(void) { return seed_counter++; }

/* The engine's uniform random move: over legal (cell, rotation), then spot or none. */
static void random_move(const cit_game *g, cit_move *m) { cit_game_random_move(g, next_seed(), m); }

/* One move of a computer player's uniform playout (ai/mcts.c `playout`): where the module
   that asks has a playout answer of its own (CIT_PENDING_PLAYOUT), that answer from the
   game's own splitmix64 stream, applied (cit_game_play_playout); else the engine's
   playout step. */
static void ai_move(cit_game *g, uint64_t *stream, cit_move *played) {
    if (cit_game_modules(g) && cit_game_pending_playout(g)) {
        if (cit_game_play_playout(g, stream, played) != CIT_OK) {
            fprintf(stderr, "bench: illegal playout answer\n");
            exit(1);
        }
        return;
    }
    cit_game_play_random(g, next_seed(), played);
}

/*
 * KIND-search: the search's path (ai/mcts.c, iterate) from every SEARCH_EVERY-th position
 * of a game: SEARCH_ITERATIONS iterations, each the copy of the position over the last
 * iteration's game (cit_game_copy_used, as the search's), the re-deal of what the player
 * to move cannot see (cit_game_shuffle_unseen) and a playout to the end the -ai way, with
 * seeds of their own, so the game itself is the KIND-ai one.
 */
#define SEARCH_EVERY 8
#define SEARCH_ITERATIONS 2
static cit_game *search_scratch; /* zeroed, as the search's buffer */
static uint64_t search_seeds = 1ull << 40;
static long search_iterations;
static int search_turn; /* the game's moves so far */
static double search_bytes;

/* The iterations from g; each playout's end goes into the digests as a game's would. */
static void search_from(const cit_game *g, uint64_t *state_digest, uint64_t *play_digest,
                        uint64_t (*end)(uint64_t, const cit_game *)) {
    for (int i = 0; i < SEARCH_ITERATIONS; i++) {
        cit_game *s = search_scratch;
        search_bytes += (double)cit_game_copy_used(s, g);
        search_iterations++;
        cit_game_shuffle_unseen(s, cit_game_pending(g).player, search_seeds++);
        uint64_t stream = search_seeds++ * 0x9E3779B97F4A7C15ULL;
        while (!cit_game_over(s)) { /* ai_move's step, from seeds of the search's own */
            cit_status st = cit_game_modules(s) && (cit_game_pending(s).flags & CIT_PENDING_PLAYOUT)
                                ? cit_game_play_playout(s, &stream, NULL)
                                : cit_game_play_random(s, search_seeds++, NULL);
            if (st != CIT_OK) {
                fprintf(stderr, "bench: a search's playout stopped\n");
                exit(1);
            }
        }
        *state_digest = (*state_digest ^ cit_game_hash(s)) * 0x100000001b3ULL;
        *play_digest = end(*play_digest, s);
    }
}

static cit_move moves[CIT_MAX_MOVES];

/*
 * Figures are taken over several short windows rather than one long run, and the
 * figures take turns window by window: on a shared (virtual) machine the host slows the
 * core down for stretches of a second or more, which only ever slows a window down, and
 * taking turns keeps one stretch from spoiling all of one figure. The best window is
 * what the engine can do, the median what one usually sees on this machine; the bench
 * prints both.
 */
#define WINDOWS 20

/* How a bench game picks its moves. */
enum {
    PLAYOUT,     /* cit_game_play_random: the playout step computer players use */
    MOVE_APPLY,  /* cit_game_random_move, then cit_game_apply checking it again */
    AI_PATH,     /* as the computer players' uniform playouts (ai/mcts.c): a module's own
                    playout answer where the decision has one, else cit_game_play_random */
    FLAT,        /* list every legal move with cit_game_legal_moves, pick one */
    SEARCH_PATH  /* AI_PATH, and a search's iterations from every few positions (search_from) */
};

typedef struct {
    int nplayers, mode;
    int count;           /* 1: the Count of Carcassonne is on */
    int bcb;             /* 1: Bridges, Castles and Bazaars are on */
    int halflings;       /* 1: Halflings is on */
    int city;            /* 1: the mode The City */
    int river;           /* 1: the River is on */
    int inns;            /* 1: Inns & Cathedrals with the big follower */
    int traders;         /* 1: Traders & Builders (tiles, builder, pig); 2: every classic
                            expansion (the River, not the Count); 3: the three boxes most
                            tables own together (the River, Inns & Cathedrals, Traders &
                            Builders) */
    int bigbox;          /* an expansion's option (bench_expansion_kind: it with its parts),
                            BIGBOX_WHOLE, or 0 */
    int games;
    long turns, listed, total, tiles; /* tiles: placed over all its games */
    double per_window[WINDOWS];
    double best, median; /* games per second, once all windows ran */
} figure;

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void summarise(figure *f) {
    qsort(f->per_window, WINDOWS, sizeof f->per_window[0], cmp_double);
    f->best = f->per_window[WINDOWS - 1];
    f->median = (f->per_window[WINDOWS / 2 - 1] + f->per_window[WINDOWS / 2]) / 2;
}

/* `bigbox` for the whole Big Box as the box plays: the River, Inns & Cathedrals, Traders &
   Builders, the Princess & the Dragon, The Tower and Abbey & Mayor (abbey, mayor, wagon, barn). */
#define BIGBOX_WHOLE (-1)

/* An expansion on with every option of its module that switches a part on (the mayor,
   wagon and barn of Abbey & Mayor, the shepherd): the module's own ids
   (CIT_MODULE_IDS) with is_module; the module's other options keep their defaults. */
static void set_bigbox_option(cit_setup *su, int opt) {
    int first = opt - (opt - CIT_MODULE_IDS(0)) % (CIT_MODULE_IDS(1) - CIT_MODULE_IDS(0));
    for (int id = first; id < first + CIT_MODULE_IDS(1) - CIT_MODULE_IDS(0); id++) {
        const cit_option_def *d = cit_option_def_at(id);
        if (d && d->is_module) su->opt.v[id] = 1;
    }
}

/* The options of a bench game. */
static void set_options(cit_setup *su, int count, int bcb, int halflings, int city, int river, int inns,
                        int traders, int bigbox) {
    if (city) su->mode = CIT_MODE_CITY;
    if (bigbox == BIGBOX_WHOLE) {
        traders = 3;
        set_bigbox_option(su, CIT_OPT_TOWER);
        set_bigbox_option(su, CIT_OPT_DRAGON);
        set_bigbox_option(su, CIT_OPT_ABBEY);
    } else if (bigbox) {
        set_bigbox_option(su, bigbox);
    }
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = (uint8_t)(traders != 0);
    if (traders == 2) river = inns = halflings = bcb = 1;
    if (traders == 3) river = inns = 1;
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)river;
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)inns;
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)count;
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)halflings;
    su->opt.v[CIT_OPT_BRIDGES] = su->opt.v[CIT_OPT_CASTLES] = su->opt.v[CIT_OPT_BAZAAR] = (uint8_t)bcb;
}

static void play_game(figure *f) {
    cit_setup su;
    cit_setup_default(&su, f->nplayers, (uint64_t)f->games * 7919u + 1u);
    set_options(&su, f->count, f->bcb, f->halflings, f->city, f->river, f->inns, f->traders, f->bigbox);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    uint64_t stream = (uint64_t)f->games * 0x9E3779B97F4A7C15ULL;
    while (!cit_game_over(g)) {
        f->turns++;
        if (f->mode == AI_PATH) {
            ai_move(g, &stream, NULL);
            continue;
        }
        if (f->mode == PLAYOUT) {
            cit_game_play_random(g, next_seed(), NULL);
            continue;
        }
        cit_move m;
        if (f->mode == FLAT) {
            int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
            f->listed += n;
            m = moves[rnd() % (uint32_t)n];
        } else {
            random_move(g, &m);
        }
        if (cit_game_apply(g, &m, NULL) != CIT_OK) {
            fprintf(stderr, "bench: illegal move generated\n");
            exit(1);
        }
    }
    for (int p = 0; p < f->nplayers; p++) f->total += cit_game_score(g, p);
    f->tiles += cit_game_placed_count(g);
    cit_game_free(g);
    f->games++;
}

/* A figure with its ratio to the base game's of the same run (issue 67 asks each Big Box
   expansion for 0.3x or more), best and median each against its own kind. */
static void print_against_base(const figure *f, const figure *base, const char *name) {
    printf("random 2-player games/s with %s: %.0f (%.0f), %.2fx (%.2fx) the base game's, mean total score %.1f\n",
           name, f->best, f->median, f->best / base->best, f->median / base->median, (double)f->total / f->games);
}

/* Nanoseconds per tile placed at `games_per_s` (a figure's best or median window), over
   the tiles its games placed on average. */
static double ns_per_tile(const figure *f, double games_per_s) {
    return f->tiles && games_per_s > 0 ? 1e9 * (double)f->games / ((double)f->tiles * games_per_s) : 0;
}

/* The per-tile table (docs/ai.md, "Speed per tile"): each kind's time per tile placed and
   its ratio to the base game's, best window and median; a kind whose modules cost nothing
   would be 1.00x, whatever the length of its games. */
static void print_per_tile(const figure *fig, const char *const *names, int n) {
    double base = ns_per_tile(&fig[0], fig[0].best), base_median = ns_per_tile(&fig[0], fig[0].median);
    printf("ns per tile placed, best window (median), and the ratio to the base game's:\n");
    for (int i = 0; i < n; i++) {
        double t = ns_per_tile(&fig[i], fig[i].best), tm = ns_per_tile(&fig[i], fig[i].median);
        printf("  %-10s %7.0f (%7.0f)  %5.2fx (%5.2fx)  %.1f tiles a game\n", names[i], t, tm, t / base,
               tm / base_median, (double)fig[i].tiles / fig[i].games);
    }
}

/* Window w of figure f: games per second over `seconds`. */
static void run_window(figure *f, int w, double seconds) {
    int games = 0;
    double t0 = now(), t1;
    do {
        for (int rep = 0; rep < 10; rep++, games++) play_game(f);
        t1 = now();
    } while (t1 - t0 < seconds);
    f->per_window[w] = games / (t1 - t0);
}

/* Mean time to list all legal placements of the tile in hand on a ~70-tile board. */
static double list_time_us(void) {
    cit_setup su;
    cit_placement pl[512];
    double spent = 0;
    long calls = 0;
    for (int s = 0; s < 200; s++) {
        cit_setup_default(&su, 2, (uint64_t)s + 12345u);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        while (!cit_game_over(g) && cit_game_placed_count(g) < 70) {
            cit_move m;
            random_move(g, &m);
            cit_game_apply(g, &m, NULL);
        }
        if (!cit_game_over(g)) {
            double t0 = now();
            volatile int sink = 0;
            for (int k = 0; k < 2000; k++) sink += cit_game_legal_placements(g, pl, 512);
            (void)sink; /* only written: it keeps the calls from being optimised away */
            spent += now() - t0;
            calls += 2000;
        }
        cit_game_free(g);
    }
    return calls ? spent / (double)calls * 1e6 : 0;
}

static uint64_t fnv_add(uint64_t h, const void *data, size_t len) {
    const unsigned char *b = data;
    for (size_t i = 0; i < len; i++) h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}

/* The play digest's part of one move: its text (which depends on the move alone). */
static uint64_t digest_move(uint64_t h, const cit_game *g, const cit_move *m) {
    char text[128];
    if (cit_move_format(g, m, text, sizeof text) != CIT_OK) snprintf(text, sizeof text, "?");
    return fnv_add(h, text, strlen(text) + 1);
}

/* The play digest's end of a game: each player's score and every figure's count where the
   public queries see it (0 for a figure whose module is off), never the engine's layout.
   Bench games have two players. */
static uint64_t digest_end(uint64_t h, const cit_game *g) {
    enum { PLAYERS = 2 };
    for (int p = 0; p < PLAYERS; p++) {
        int mayor = cit_game_follower_named(g, "mayor"), wagon = cit_game_follower_named(g, "wagon");
        int v[12 + PLAYERS * 4 + CIT_QUARTERS] = {
            cit_game_score(g, p), cit_game_supply(g, p), cit_game_big_follower_in_supply(g, p),
            cit_game_big_follower_away(g, p), cit_game_traders_figure_in_supply(g, p, CIT_TRADERS_BUILDER),
            cit_game_traders_figure_in_supply(g, p, CIT_TRADERS_PIG), cit_game_mayor_in_supply(g, p),
            cit_game_wagon_in_supply(g, p), cit_game_barn_in_supply(g, p), cit_game_tower_pieces(g, p),
            cit_game_quarter_figure(g, p, mayor), cit_game_quarter_figure(g, p, wagon)};
        int k = 12;
        /* the prisoners p holds of each owner, by kind: normal, big, mayor, wagon (by their
           words, so every game's digest reads them in that order whatever the kinds' numbers) */
        static const char *const kinds[4] = {NULL, "big", "mayor", "wagon"};
        for (int c = 0; c < PLAYERS; c++)
            for (int i = 0; i < 4; i++) {
                int kind = i ? cit_game_follower_named(g, kinds[i]) : 0;
                v[k++] = !i || kind ? cit_game_tower_held(g, p, c, kind) : 0;
            }
        for (int q = 0; q < CIT_QUARTERS; q++) v[k++] = cit_game_quarter_followers(g, q, p);
        h = fnv_add(h, v, sizeof v);
    }
    return h;
}

/* A fixed workload for instruction counting (valgrind --tool=callgrind). With `digest`
   it prints a digest of the games, so a change meant to make the engine faster can show
   that it changed no game (the same digest before and after); without, the count holds
   only the games (as the figures in docs/architecture.md were taken). BENCH_DIGEST_STATE:
   the end states' cit_game_hash, which moves with the engine's layout of a game as well;
   BENCH_DIGEST_MOVES: the play digest (every applied move's text, the final scores and
   figure counts), which moves only when a game does. */
static void fixed_games(int n, int mode, int count, int bcb, int halflings, int city, int river, int inns,
                        int traders, int bigbox, int digest_wanted) {
    uint64_t digest = 0;
    long tiles = 0;
    cit_setup su;
    for (int i = 0; i < n; i++) {
        cit_setup_default(&su, 2, (uint64_t)i + 1u);
        set_options(&su, count, bcb, halflings, city, river, inns, traders, bigbox);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        uint64_t stream = (uint64_t)i * 0x9E3779B97F4A7C15ULL;
        uint64_t play = 0xcbf29ce484222325ULL;
        int moves_wanted = digest_wanted == BENCH_DIGEST_MOVES;
        search_turn = 0;
        while (!cit_game_over(g)) {
            cit_move m;
            if (mode == AI_PATH) {
                ai_move(g, &stream, &m);
            } else if (mode == PLAYOUT) {
                cit_game_play_random(g, next_seed(), &m);
            } else if (mode == SEARCH_PATH) { /* tested last: the other kinds' counts stay */
                if (search_turn++ % SEARCH_EVERY == 0) search_from(g, &digest, &play, digest_end);
                ai_move(g, &stream, &m);
            } else {
                if (mode == FLAT) m = moves[rnd() % (uint32_t)cit_game_legal_moves(g, moves, CIT_MAX_MOVES)];
                else random_move(g, &m);
                cit_game_apply(g, &m, NULL);
            }
            if (moves_wanted) play = digest_move(play, g, &m);
        }
        if (digest_wanted == BENCH_DIGEST_STATE) digest = (digest ^ cit_game_hash(g)) * 0x100000001b3ULL;
        if (moves_wanted) digest = (digest ^ digest_end(play, g)) * 0x100000001b3ULL;
        tiles += cit_game_placed_count(g);
        cit_game_free(g);
    }
    /* the divisor of the per-tile figures (instructions per tile placed, docs/ai.md) */
    printf("bench: %d games, %ld tiles placed\n", n, tiles);
    if (digest_wanted == BENCH_DIGEST_STATE)
        printf("bench: %d games, end-state digest %016llx\n", n, (unsigned long long)digest);
    if (digest_wanted == BENCH_DIGEST_MOVES)
        printf("bench: %d games, play digest %016llx\n", n, (unsigned long long)digest);
    if (mode == SEARCH_PATH)
        printf("bench: %ld search iterations, %.0f bytes copied an iteration (a game is %zu)\n", search_iterations,
               search_iterations ? search_bytes / (double)search_iterations : 0.0, cit_game_size());
}

int main(int argc, char **argv) {
    bench_args a;
    char err[160];
    if (bench_parse_args(argc, argv, &a, err, sizeof err)) {
        fprintf(stderr, "bench: %s\nusage: bench [SECONDS] | bench --fixed N [playout|apply|flat|count|bcb|halflings|city|river|inns|traders|all|three|bigbox|EXPANSION][-ai|-search] [--digest [moves]]\nexpansions:", err);
        for (int id = 0; id < cit_option_count(); id++) {
            const cit_option_def *d = cit_option_def_at(id);
            if (d && bench_expansion_kind(d->name, strlen(d->name)) == id) fprintf(stderr, " %s", d->name);
        }
        fprintf(stderr, "\n");
        return 2;
    }
    if (a.fixed) {
        static const int modes[] = {[BENCH_PLAYOUT] = PLAYOUT, [BENCH_APPLY] = MOVE_APPLY, [BENCH_FLAT] = FLAT,
                                    [BENCH_COUNT] = PLAYOUT, [BENCH_BCB] = PLAYOUT, [BENCH_HALFLINGS] = PLAYOUT,
                                    [BENCH_CITY] = PLAYOUT, [BENCH_RIVER] = PLAYOUT, [BENCH_INNS] = PLAYOUT,
                                    [BENCH_TRADERS] = PLAYOUT, [BENCH_ALL] = PLAYOUT, [BENCH_THREE] = PLAYOUT,
                                    [BENCH_BIGBOX] = PLAYOUT, [BENCH_EXPANSION] = PLAYOUT};
        if (a.search && !(search_scratch = calloc(1, cit_game_size()))) return 1;
        int mode = a.search ? SEARCH_PATH : a.ai ? AI_PATH : modes[a.mode];
        fixed_games((int)a.fixed, mode, a.mode == BENCH_COUNT, a.mode == BENCH_BCB,
                    a.mode == BENCH_HALFLINGS, a.mode == BENCH_CITY, a.mode == BENCH_RIVER, a.mode == BENCH_INNS,
                    a.mode == BENCH_TRADERS ? 1 : a.mode == BENCH_ALL ? 2 : a.mode == BENCH_THREE ? 3 : 0,
                    a.mode == BENCH_BIGBOX ? BIGBOX_WHOLE : a.mode == BENCH_EXPANSION ? a.expansion : 0,
                    a.digest);
        free(search_scratch);
        return 0;
    }
    double secs = a.seconds; /* per figure */
    /* the fixed figures, then the Big Box, then one per expansion of the registry */
    enum { NFIXED = 13, NFIG_MAX = NFIXED + 1 + CIT_MODULE_MAX };
    figure fig[NFIG_MAX] = {{.nplayers = 2, .mode = PLAYOUT}, {.nplayers = 2, .mode = MOVE_APPLY},
                            {.nplayers = 4, .mode = PLAYOUT}, {.nplayers = 2, .mode = FLAT},
                            {.nplayers = 2, .mode = PLAYOUT, .count = 1},
                            {.nplayers = 2, .mode = PLAYOUT, .bcb = 1},
                            {.nplayers = 2, .mode = PLAYOUT, .halflings = 1},
                            {.nplayers = 2, .mode = PLAYOUT, .city = 1},
                            {.nplayers = 2, .mode = PLAYOUT, .river = 1},
                            {.nplayers = 2, .mode = PLAYOUT, .inns = 1},
                            {.nplayers = 2, .mode = PLAYOUT, .traders = 1},
                            {.nplayers = 2, .mode = PLAYOUT, .traders = 2},
                            {.nplayers = 2, .mode = PLAYOUT, .traders = 3},
                            {.nplayers = 2, .mode = PLAYOUT, .bigbox = BIGBOX_WHOLE}};
    /* the --fixed kinds' names, in fig[]'s order (4-player: playout with four), and the
       names the expansions' lines give */
    const char *kind_names[NFIG_MAX] = {"playout", "apply", "4-player", "flat", "count", "bcb", "halflings",
                                        "city", "river", "inns", "traders", "all", "three", "bigbox"};
    const char *labels[NFIG_MAX] = {[NFIXED] = "the whole Big Box (the River, Inns & Cathedrals, Traders & "
                                               "Builders, the Princess & the Dragon, The Tower, Abbey & Mayor)"};
    int nfig = NFIXED + 1;
    for (int id = 0; id < cit_option_count() && nfig < NFIG_MAX; id++) {
        const cit_option_def *d = cit_option_def_at(id);
        if (!d || bench_expansion_kind(d->name, strlen(d->name)) != id) continue;
        int fixed = 0; /* an expansion the rows above play already (halflings, inns...) */
        for (int i = 0; i <= NFIXED; i++)
            fixed |= !strcmp(kind_names[i], d->name);
        if (fixed)
            continue;
        fig[nfig] = (figure){.nplayers = 2, .mode = PLAYOUT, .bigbox = id};
        kind_names[nfig] = d->name;
        labels[nfig++] = d->label_en;
    }
    for (int w = 0; w < WINDOWS; w++)
        for (int i = 0; i < nfig; i++) run_window(&fig[i], w, secs / WINDOWS);
    for (int i = 0; i < nfig; i++) summarise(&fig[i]);
    const figure *g2 = &fig[0], *g2a = &fig[1], *g4 = &fig[2], *flat = &fig[3], *gc = &fig[4], *gb = &fig[5];
    const figure *gh = &fig[6], *gt = &fig[7], *gr = &fig[8];
    double mtr = (double)gr->total / gr->games;
    double mtt = (double)gt->total / gt->games;
    double mth = (double)gh->total / gh->games;
    double mtc = (double)gc->total / gc->games, mtb = (double)gb->total / gb->games;
    double mt = (double)g2->total / g2->games, mta = (double)g2a->total / g2a->games;
    double mt4 = (double)g4->total / g4->games, mtf = (double)flat->total / flat->games;
    double mm = (double)flat->listed / (double)flat->turns;
    double list = list_time_us();
    printf("(best of %d windows; median in brackets)\n", WINDOWS);
    printf("random 2-player games/s: %.0f (%.0f), mean total score %.1f\n", g2->best, g2->median, mt);
    printf("  the same through random_move + apply: %.0f (%.0f), mean total score %.1f\n", g2a->best,
           g2a->median, mta);
    printf("random 4-player games/s: %.0f (%.0f), mean total score %.1f\n", g4->best, g4->median, mt4);
    printf("flat random 2-player games/s: %.0f (%.0f), mean legal moves per turn %.1f, mean total score %.1f\n",
           flat->best, flat->median, mm, mtf);
    printf("random 2-player games/s with the Count: %.0f (%.0f), mean total score %.1f\n", gc->best,
           gc->median, mtc);
    printf("random 2-player games/s with Bridges, Castles and Bazaars: %.0f (%.0f), mean total score %.1f\n",
           gb->best, gb->median, mtb);
    printf("random 2-player games/s with Halflings: %.0f (%.0f), mean total score %.1f\n", gh->best,
           gh->median, mth);
    printf("random 2-player games/s of The City: %.0f (%.0f), mean total score %.1f\n", gt->best, gt->median,
           mtt);
    printf("random 2-player games/s with the River: %.0f (%.0f), mean total score %.1f\n", gr->best, gr->median,
           mtr);
    const figure *gi = &fig[9];
    printf("random 2-player games/s with Inns & Cathedrals and the big follower: %.0f (%.0f), mean total "
           "score %.1f\n", gi->best, gi->median, (double)gi->total / gi->games);
    const figure *gtb = &fig[10], *gall = &fig[11];
    printf("random 2-player games/s with Traders & Builders (builder and pig): %.0f (%.0f), mean total "
           "score %.1f\n", gtb->best, gtb->median, (double)gtb->total / gtb->games);
    printf("random 2-player games/s with every classic expansion (the River, not the Count): %.0f (%.0f), "
           "mean total score %.1f\n", gall->best, gall->median, (double)gall->total / gall->games);
    const figure *g3 = &fig[12];
    printf("random 2-player games/s with the River, Inns & Cathedrals and Traders & Builders: %.0f (%.0f), "
           "mean total score %.1f\n", g3->best, g3->median, (double)g3->total / g3->games);
    for (int i = NFIXED; i < nfig; i++) print_against_base(&fig[i], g2, labels[i]);
    printf("legal placement listing on ~70 tiles: %.3f us\n", list);
    print_per_tile(fig, kind_names, nfig);
    printf("bench: games_per_s=%.0f games_per_s_median=%.0f apply_games_per_s=%.0f games4_per_s=%.0f "
           "flat_games_per_s=%.0f flat_games_per_s_median=%.0f list_us=%.3f moves_per_turn=%.1f "
           "mean_total=%.1f flat_mean_total=%.1f count_games_per_s=%.0f count_games_per_s_median=%.0f "
           "bcb_games_per_s=%.0f bcb_games_per_s_median=%.0f halflings_games_per_s=%.0f "
           "halflings_games_per_s_median=%.0f city_games_per_s=%.0f city_games_per_s_median=%.0f "
           "river_games_per_s=%.0f river_games_per_s_median=%.0f inns_games_per_s=%.0f "
           "inns_games_per_s_median=%.0f traders_games_per_s=%.0f traders_games_per_s_median=%.0f "
           "all_games_per_s=%.0f all_games_per_s_median=%.0f three_games_per_s=%.0f "
           "three_games_per_s_median=%.0f",
           g2->best, g2->median, g2a->best, g4->best, flat->best, flat->median, list, mm, mt, mtf,
           gc->best, gc->median, gb->best, gb->median, gh->best, gh->median, gt->best, gt->median, gr->best,
           gr->median, gi->best, gi->median, gtb->best, gtb->median, gall->best, gall->median,
           g3->best, g3->median);
    for (int i = NFIXED; i < nfig; i++)
        printf(" %s_games_per_s=%.0f %s_games_per_s_median=%.0f", kind_names[i], fig[i].best, kind_names[i],
               fig[i].median);
    printf("\n");
    return 0;
}
