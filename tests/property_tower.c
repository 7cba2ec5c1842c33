/* The property test's checks of The Tower (RULES.md §10): pieces are conserved and every
   closed tower stands on a piece; captures, exchanges and ransoms are counted, those of a
   mayor or wagon (Abbey & Mayor, §11) apart. */
#include "property.h"

static long tower_moves[5]; /* pieces, captures, exchange choices, ransoms, exchanges (MODE_TOWER) */
/* Mayors and wagons: [0] mayor, [1] wagon; captures, exchanges (the one that came back),
   ransoms. */
static long figure_moves[2][3];

/* Pieces left and pieces in towers make the players' shares; no tower is closed without
   a piece under its follower. */
static void check_tower(const cit_game *g, int nplayers, uint64_t seed) {
    cit_tower t[32];
    int n = cit_game_towers(g, t, 32), built = 0, left = 0;
    for (int i = 0; i < n && i < 32; i++) {
        built += t[i].height;
        CHECK(!t[i].top || t[i].height > 0, "seed %llu: a follower on a bare foundation", (unsigned long long)seed);
    }
    for (int p = 0; p < nplayers; p++) left += cit_game_tower_pieces(g, p);
    CHECK(built + left == nplayers * cit_tower_pieces_for(nplayers), "seed %llu: %d pieces built, %d left",
          (unsigned long long)seed, built, left);
}

/* The move played and what it did: pieces, captures, exchanges chosen and made, ransoms. */
static void count_tower_move(const cit_game *g, const cit_move *m, const cit_outcome *out) {
    int mayor = cit_game_follower_named(g, "mayor"), wagon = cit_game_follower_named(g, "wagon");
    tower_moves[0] += m->type == CIT_MOVE_TOWER_FIGURE && m->arg0 == CIT_TOWER_PIECE;
    tower_moves[1] += m->type == CIT_MOVE_TOWER_CAPTURE && m->arg0;
    tower_moves[2] += m->type == CIT_MOVE_TOWER_EXCHANGE;
    tower_moves[3] += m->type == CIT_MOVE_TOWER_RANSOM && m->arg0;
    for (int i = 0; i < out->n; i++) {
        const cit_event *e = &out->ev[i];
        tower_moves[4] += e->type == CIT_EV_TOWER_EXCHANGE;
        if (!e->quarter || (e->quarter != mayor && e->quarter != wagon)) continue;
        int k = e->quarter == wagon;
        figure_moves[k][0] += e->type == CIT_EV_TOWER_CAPTURE;
        figure_moves[k][1] += e->type == CIT_EV_TOWER_EXCHANGE;
        figure_moves[k][2] += e->type == CIT_EV_TOWER_RANSOM;
    }
}

/* The Tower with each classic expansion in turn, and with all of them; the mayor and the
   wagon in the games with all of them and in half of those with The Tower alone. */
static void tower_options(cit_setup *su, uint64_t seed) {
    int k = (int)(seed % 8);
    su->opt.v[CIT_OPT_TOWER] = 1;
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(k == 1 || (k == 7 && seed % 16 == 7));
    su->opt.v[CIT_OPT_HALFLINGS] = (uint8_t)(k == 2 || k == 7);
    su->opt.v[CIT_OPT_RIVER] = (uint8_t)(k == 3 || (k == 7 && seed % 16 == 15));
    su->opt.v[CIT_OPT_INNS] = su->opt.v[CIT_OPT_BIG_FOLLOWER] = (uint8_t)(k == 4 || k == 7);
    su->opt.v[CIT_OPT_TRADERS] = su->opt.v[CIT_OPT_BUILDER] = su->opt.v[CIT_OPT_PIG] = (uint8_t)(k == 5 || k == 7);
    su->opt.v[CIT_OPT_BRIDGES] = su->opt.v[CIT_OPT_CASTLES] = su->opt.v[CIT_OPT_BAZAAR] = (uint8_t)(k == 6 || k == 7);
    su->opt.v[CIT_OPT_MAYOR] = su->opt.v[CIT_OPT_WAGON] = (uint8_t)(k == 7 || (k == 0 && seed % 16 == 8));
}

int tower_summary(int games, int bigbox) {
    /* nor one where towers hardly rose, captured, exchanged or ransomed */
    int failed = !bigbox && (tower_moves[0] < games || tower_moves[1] * 4 < games || !tower_moves[4] ||
                             !tower_moves[3] || (games >= 1000 && !tower_moves[2]));
    fprintf(stderr, "property: %ld pieces, %ld captures, %ld exchanges (%ld chosen), %ld ransoms in %d games\n",
            tower_moves[0], tower_moves[1], tower_moves[4], tower_moves[2], tower_moves[3], games);
    fprintf(stderr, "property: mayors %ld captured, %ld exchanged back, %ld ransomed; wagons %ld, %ld, %ld\n",
            figure_moves[0][0], figure_moves[0][1], figure_moves[0][2], figure_moves[1][0], figure_moves[1][1],
            figure_moves[1][2]);
    /* 2,000 games take dozens of each: a run with none proves nothing of their kinds */
    for (int k = 0; k < 2 && games >= 2000; k++)
        if (!figure_moves[k][0] || !figure_moves[k][2]) {
            fprintf(stderr, "property: no %s captured or ransomed\n", k ? "wagon" : "mayor");
            failed = 1;
        }
    return failed;
}

/* The move's checks: the Tower's ransom is asked only of the player whose turn then
   follows (RULES.md §10 decision 5: an end round's holder, nobody after Halflings' last
   square); pieces and towers where the Tower is on; the tally in every game. */
static void tower_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    const cit_game *g = cit_session_game(pg->s);
    if (m->type == CIT_MOVE_TOWER_RANSOM)
        CHECK(!cit_game_over(g) && cit_game_pending(g).active == pg->asked,
              "seed %llu: player %d was asked a ransom, but no turn of theirs follows", (unsigned long long)pg->seed,
              pg->asked);
    if (cit_game_setup(g)->opt.v[CIT_OPT_TOWER]) check_tower(g, pg->nplayers, pg->seed);
    count_tower_move(g, m, out);
}
static int ransom_pays(const cit_event *ev) { return ev->type == CIT_EV_TOWER_RANSOM; }
static int tower_mode_summary(int games) { return tower_summary(games, 0); }

static const property_mode tower_mode = {
    .name = "tower", .undo_replay = 1, .options = tower_options, .summary = tower_mode_summary};
static const property_mode *const modes[] = {&tower_mode};
static const property_checks checks = {.after_move = tower_after_move, .points_moved = ransom_pays};
const property_module property_tower = {modes, 1, &checks};
