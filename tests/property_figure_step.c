/* The property test's "one figure a placement" (RULES.md §9, §10, §11: the figure step is
   one of a follower or big follower on the placed tile, a builder or pig, a tower piece or
   a follower on a tower, the fairy, the princess, the portal, a mayor, a wagon, a barn),
   read from the events of each turn part: a placement and the decisions after it, up to
   the next placement. Only the placer's figures count: others' are not their step. */
#include "property.h"

enum { FIG_FOLLOWER, FIG_TRADERS, FIG_TOWER_PIECE, FIG_TOWER_CLOSE, FIG_FAIRY, FIG_PORTAL, FIG_PRINCESS, FIG_MAYOR,
       FIG_WAGON, FIG_BARN, FIG_KINDS };
static const char *const fig_names[FIG_KINDS] = {"a follower on the tile", "a builder or pig", "a tower piece",
                                                 "a follower on a tower", "the fairy", "the portal",
                                                 "the princess", "a mayor", "a wagon", "a barn"};

static struct {
    int placer, x, y;  /* the turn part's player and placed cell (placer -1: none yet) */
    int figures, first; /* figures the placer put out in it, the first one's kind */
} part;
static long placements, with_kind[FIG_KINDS], doubled; /* over all games */
static long pairs[FIG_KINDS][FIG_KINDS];               /* placements with two: by the first two kinds */
static uint64_t pair_seed[FIG_KINDS][FIG_KINDS];       /* and the first seed of each pair */

void figure_step_game_start(void) {
    part.placer = -1;
}

/* The figure kind of event ev in the current turn part, or -1. A follower counts only on
   the placed cell: Halflings' crop circle adds followers elsewhere, and not as a step. */
static int figure_of(const cit_event *ev, int crop_add) {
    if (ev->type == CIT_EV_PRINCESS) return ev->other == part.placer ? FIG_PRINCESS : -1;
    if (ev->player != part.placer) return -1;
    switch (ev->type) {
    case CIT_EV_FOLLOWER: return !crop_add && ev->x == part.x && ev->y == part.y ? FIG_FOLLOWER : -1;
    case CIT_EV_TRADERS_FIGURE: return FIG_TRADERS;
    case CIT_EV_TOWER_PIECE: return FIG_TOWER_PIECE;
    case CIT_EV_TOWER_CLOSE: return FIG_TOWER_CLOSE;
    case CIT_EV_FAIRY: return FIG_FAIRY;
    case CIT_EV_PORTAL: return FIG_PORTAL;
    case CIT_EV_ABBEY_MAYOR: return FIG_MAYOR;
    case CIT_EV_ABBEY_WAGON: return ev->count ? -1 : FIG_WAGON; /* count 1: a wagon's move after a scoring */
    case CIT_EV_ABBEY_BARN: return FIG_BARN;
    default: return -1;
    }
}

/* After move m, asked by `before` (the decision it answered), did `out`. */
void check_figure_step(const cit_pending *before, const cit_move *m, const cit_outcome *out, int turn, uint64_t seed) {
    if (before->decision == CIT_DECIDE_PLACE_TILE) {
        part.placer = before->player;
        part.x = m->x;
        part.y = m->y;
        part.figures = 0;
        placements++;
    }
    if (part.placer < 0) return;
    for (int i = 0; i < out->n; i++) {
        int kind = figure_of(&out->ev[i], before->decision == CIT_DECIDE_HALFLINGS_CROP_ADD);
        if (kind < 0) continue;
        with_kind[kind]++;
        if (part.figures++ == 0) {
            part.first = kind;
            continue;
        }
        if (part.figures == 2) {
            doubled++;
            if (!pairs[part.first][kind]++) pair_seed[part.first][kind] = seed;
        }
        CHECK(0, "seed %llu move %d: player %d placed %s and then %s after placing the tile at %d,%d",
              (unsigned long long)seed, turn, part.placer, fig_names[part.first], fig_names[kind], part.x, part.y);
    }
}

int figure_step_summary(int games, int totals) {
    for (int a = 0; a < FIG_KINDS; a++)
        for (int b = 0; b < FIG_KINDS; b++)
            if (pairs[a][b])
                fprintf(stderr, "property: %ld placements with %s and then %s (the first in seed %llu)\n", pairs[a][b],
                        fig_names[a], fig_names[b], (unsigned long long)pair_seed[a][b]);
    if (!totals) return 0;
    fprintf(stderr, "property: %ld placements, %ld with two figures; figures placed:", placements, doubled);
    for (int k = 0; k < FIG_KINDS; k++) fprintf(stderr, "%s %ld %s", k ? "," : "", with_kind[k], fig_names[k]);
    fprintf(stderr, " in %d games\n", games);
    /* a run where a kind never came out would not test it against the others */
    int failed = 0;
    for (int k = 0; k < FIG_KINDS; k++) failed |= games >= 300 && !with_kind[k];
    return failed;
}
