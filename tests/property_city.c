/* The property test's checks of The City (RULES.md §5): the wall is one path with no tile
   outside it while the game runs, and its completion at the end closes it. */
#include <string.h>

#include "internal.h" /* tiles outside the wall are looked up on the board */
#include "property.h"

static long city_completions; /* City games whose wall was completed at the end */
static long city_uncompleted; /* and those where no path could complete it */

/* The corners a wall piece runs between, by its side: the side's first and second end. */
static const int from[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};

/* Counts the two ends of wall piece w into the corners seen so far (cx, cy: where; cn: how
   many pieces end there). */
static void count_ends(const cit_wall *w, int *cx, int *cy, int *cn, int *ncorners) {
    for (int k = 0; k < 2; k++) {
        int x = w->x + from[(w->side + k) & 3][0], y = w->y + from[(w->side + k) & 3][1], j = 0;
        while (j < *ncorners && (cx[j] != x || cy[j] != y)) j++;
        if (j == *ncorners) cx[j] = x, cy[j] = y, cn[j] = 0, (*ncorners)++;
        cn[j]++;
    }
}

/* Whether the wall closed on itself in play (no end left). */
static int ends_met(const cit_game *g) {
    cit_wall w[128];
    int n = cit_game_walls(g, w, 128);
    if (n > 128) n = 128;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 2; k++) {
            int x = w[i].x + from[(w[i].side + k) & 3][0], y = w[i].y + from[(w[i].side + k) & 3][1], seen = 0;
            for (int j = 0; j < n; j++)
                for (int l = 0; l < 2; l++)
                    seen += w[j].x + from[(w[j].side + l) & 3][0] == x && w[j].y + from[(w[j].side + l) & 3][1] == y;
            if (seen == 1) return 0;
        }
    return 1;
}

/* The City's wall: no tile outside any piece, and one path: every corner is the end of
   at most two pieces, and exactly two corners of one each while it is open. */
static void check_wall(const cit_game *g) {
    cit_wall w[128];
    int n = cit_game_walls(g, w, 128);
    if (n > 128) n = 128;
    int cx[256], cy[256], cn[256], ncorners = 0;
    for (int i = 0; i < n; i++) {
        int ox = w[i].x + dir_dx[w[i].side], oy = w[i].y + dir_dy[w[i].side];
        CHECK(!board_piece_at(g, ox, oy), "a tile outside the wall at %d,%d", ox, oy);
        count_ends(&w[i], cx, cy, cn, &ncorners);
    }
    int ends = 0;
    for (int j = 0; j < ncorners; j++) {
        CHECK(cn[j] <= 2, "the wall touches itself at %d,%d", cx[j], cy[j]);
        ends += cn[j] == 1;
    }
    CHECK(n == 0 || ends == 2 || ends == 0, "the wall is not one path (%d ends)", ends);
}

/* The City after the game: the completion's pieces (as listed, one event each) close the
   wall: no tile outside one, and with the pieces laid every corner ends an even number
   of pieces (a closed wall). */
static long city_completion_max;
static long city_tiles_outside; /* games whose completion was the last resort (a tile outside) */
static long city_touching;      /* games whose completed wall touches itself at a corner */
static void check_completion(const cit_game *g, int completion) {
    cit_wall w[128 + 256];
    int n = cit_game_walls(g, w, 128), k = cit_game_city_completion_walls(g, w + 128, 256);
    CHECK(k == completion, "completion lists %d pieces of %d", k, completion);
    if (n > 128 || k > 256) return;
    if (k > city_completion_max) city_completion_max = k;
    memmove(w + n, w + 128, sizeof w[0] * (size_t)k);
    int cx[2 * 384], cy[2 * 384], cn[2 * 384], ncorners = 0, outside = 0;
    for (int i = 0; i < n + k; i++) {
        int ox = w[i].x + dir_dx[w[i].side], oy = w[i].y + dir_dy[w[i].side];
        if (i < n) CHECK(!board_piece_at(g, ox, oy), "a tile outside the wall at %d,%d", ox, oy);
        else outside |= board_piece_at(g, ox, oy) != NULL;
        CHECK(i < n || (w[i].kind == CIT_WALL_CITY_COMPLETION && w[i].by == CIT_NOBODY), "a completion piece's kind");
        count_ends(&w[i], cx, cy, cn, &ncorners);
    }
    int touching = 0;
    for (int j = 0; j < ncorners; j++) {
        CHECK(!(cn[j] & 1), "the completed wall is open at %d,%d", cx[j], cy[j]);
        touching |= cn[j] > 2;
    }
    city_tiles_outside += outside;
    city_touching += touching;
}

/* After a game with a wall: it was completed round every tile at the end (or closed in
   play). Random walls may coil up so that no path joins their ends: counted, and the run
   fails if that is more than a rare case. */
static void check_city_end(const cit_game *g) {
    if (cit_game_walls(g, NULL, 0) <= 0) return;
    int completion = cit_game_city_completion(g);
    city_completions += completion > 0;
    if (completion > 0) check_completion(g, completion);
    city_uncompleted += completion == 0 && !ends_met(g);
}

static int city_summary(int games) {
    /* nor one whose games hardly built a wall */
    int failed = 0;
    if (module_decisions < games) failed++, fprintf(stderr, "only %ld wall decisions\n", module_decisions);
    /* every wall is closed at the end (decision 16: the last resort may leave a tile
       outside, in random games only, which may coil the wall among the tiles) */
    if (city_uncompleted) failed++;
    if (city_tiles_outside * 100 > games) failed++;
    fprintf(stderr, "property: %ld gates and wall pieces in %d games, %ld walls completed at the end, %ld "
            "found no completing path, %ld touching the wall, %ld closed by the last resort (a tile "
            "outside)\n", module_decisions, games, city_completions, city_uncompleted, city_touching,
            city_tiles_outside);
    fprintf(stderr, "property: the longest completion took %ld pieces\n", city_completion_max);
    return failed;
}

/* The City is a game mode of its own (2-4 players). */
static void city_options(cit_setup *su, uint64_t seed) {
    (void)seed;
    su->mode = CIT_MODE_CITY;
}
static int city_runs(const cit_game *g) { return cit_game_setup(g)->mode == CIT_MODE_CITY; }
static void city_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    (void)m, (void)out;
    check_wall(cit_session_game(pg->s));
}
static void city_game_end(property_game *pg) { check_city_end(cit_session_game(pg->s)); }

static const property_mode city_mode = {
    .name = "city", .max_players = 4, .own_setup = 1, .options = city_options, .summary = city_summary};
static const property_mode *const modes[] = {&city_mode};
static const property_checks checks = {.runs = city_runs, .after_move = city_after_move, .game_end = city_game_end};
const property_module property_city = {modes, 1, &checks};
