/*
 * A new figure plugs in by its declaration (issue 86, "Done means"): the scout
 * (mod_scout.c) declares one follower kind and the question that puts it on the tile
 * just placed, nothing else, and the shipped modules that act on figures meet it by
 * that declaration: the dragon eats it and a princess sends it home, a tower captures it
 * (its word in the move text) and its ransom or exchange frees it, the magic portal
 * sends it onto a road or city (never a field), the Count keeps it in a quarter and
 * deploys it from there. Each game is played through the public calls and move text;
 * every prefix of its moves is saved, loaded and compared by cit_game_hash. The positions are those of the scenarios
 * named at each case, with the scout in place of the mayor, wagon or knight; the numbers
 * are worked out there and at each case. Seeded random games with every module that acts
 * on figures (and every other follower kind) check conservation at every placement.
 */
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "mod_scout.h"
#include "modules/count/count.h"
#include "modules/tower/tower.h"

static int passed, failed, case_failed, replaying;
static const char *case_name;

/* A case's own checks; while a game is played again for its replay (case 5), only the
   replay's. */
static void check_(int ok, const char *what, int replay) {
    if (ok || replaying != replay) return;
    case_failed = 1;
    printf("FAIL %s: %s\n", case_name, what);
}
static void check(int ok, const char *what) { check_(ok, what, 0); }

/* A case's move went wrong (said once: not while it is played again for its replay). */
#define OOPS(...)                                   \
    do {                                            \
        if (!replaying) {                           \
            printf("FAIL %s: ", case_name);         \
            printf(__VA_ARGS__);                    \
            printf("\n");                           \
            case_failed = 1;                        \
        }                                           \
    } while (0)

/* ---- a game from options and an explicit order, moves in text --------------------- */

typedef struct {
    cit_session *s;
    char save[1 << 14]; /* the header and order: a prefix's save is this plus its moves */
    const char *moves[64];
    int nmoves;
} game;

static const cit_game *g_of(const game *gm) { return cit_session_game(gm->s); }

/* The session of `options` (names, each set to 1; "count" lays the City) whose stack is
   the start tile (without the Count), then `tiles` (ids), then the rest of the box. */
static int start(game *gm, const char *options, const char *tiles) {
    cit_setup su;
    cit_setup_default(&su, 2, 7);
    char buf[256];
    snprintf(buf, sizeof buf, "%s", options);
    size_t at = (size_t)snprintf(gm->save, sizeof gm->save, "citadela-save 4\nmode classic\n");
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " ")) {
        int id = cit_option_find(w, strlen(w));
        if (id < 0 || !cit_option_set(&su.opt, id, 1)) return 0;
        at += (size_t)snprintf(gm->save + at, sizeof gm->save - at, "option %s 1\n", w);
    }
    at += (size_t)snprintf(gm->save + at, sizeof gm->save - at,
                           "seed 7\nplayer human 0 Ann\nplayer human 1 Bob\ntiles");
    cit_game *probe = cit_game_new(&su, NULL, 0, NULL);
    if (!probe) return 0;
    const cit_tileset *ts = cit_game_tileset(probe);
    cit_tile_id box[CIT_MAX_STACK];
    int nbox = cit_game_tile_order(probe, box, CIT_MAX_STACK), counts[CIT_MAX_TILE_TYPES] = {0};
    for (int i = 0; i < nbox; i++) counts[box[i]]++;
    if (cit_game_setup_tiles(probe)) {
        counts[box[0]]--;
        at += (size_t)snprintf(gm->save + at, sizeof gm->save - at, " %s", ts->tiles[box[0]].id);
    }
    snprintf(buf, sizeof buf, "%s", tiles);
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " ")) {
        int t = cit_tileset_find(ts, w);
        if (t < 0 || counts[t]-- <= 0) return cit_game_free(probe), 0;
        at += (size_t)snprintf(gm->save + at, sizeof gm->save - at, " %s", w);
    }
    for (int t = 0; t < ts->ntiles; t++)
        while (counts[t]-- > 0) at += (size_t)snprintf(gm->save + at, sizeof gm->save - at, " %s", ts->tiles[t].id);
    snprintf(gm->save + at, sizeof gm->save - at, "\n");
    cit_game_free(probe);
    gm->nmoves = 0;
    gm->s = cit_session_new(&su, NULL);
    static char text[sizeof gm->save + 8];
    snprintf(text, sizeof text, "%send\n", gm->save);
    cit_load_error err;
    if (!gm->s || cit_session_load(gm->s, text, strlen(text), &err) != CIT_OK) {
        printf("FAIL %s: the order does not load: line %d %s\n", case_name, err.line, err.message);
        return 0;
    }
    return 1;
}

/* start(), or a failed case. */
static int started(game *gm, const char *options, const char *tiles) {
    if (start(gm, options, tiles)) return 1;
    check(0, "the game starts");
    return 0;
}

/* Applies a move given as text; its text form is the same text (the round trip). */
static int play(game *gm, const char *text) {
    const cit_game *g = g_of(gm);
    cit_move m;
    char back[128];
    if (cit_move_parse(g, text, strlen(text), &m) != CIT_OK) {
        OOPS("cannot parse \"%s\"", text);
        return 0;
    }
    if (cit_move_format(g, &m, back, sizeof back) != CIT_OK || strcmp(back, text)) {
        OOPS("\"%s\" writes back as \"%s\"", text, back);
    }
    cit_status st = cit_session_apply(gm->s, &m, NULL);
    if (st != CIT_OK) {
        cit_pending p = cit_game_pending(g);
        OOPS("\"%s\" refused (%s) at decision %s of player %d", text, cit_status_key(st),
             cit_decision_name(p.decision), p.player);
        return 0;
    }
    if (gm->nmoves < (int)(sizeof gm->moves / sizeof gm->moves[0])) gm->moves[gm->nmoves++] = text;
    else OOPS("more moves than a case keeps");
    return 1;
}

/* A move refused with that status, the game untouched. */
static void refused(game *gm, const char *text, const char *key) {
    const cit_game *g = g_of(gm);
    cit_move m;
    uint64_t h = cit_game_hash(g);
    if (cit_move_parse(g, text, strlen(text), &m) != CIT_OK) {
        OOPS("cannot parse \"%s\"", text);
        return;
    }
    cit_status st = cit_session_apply(gm->s, &m, NULL);
    if (st == CIT_OK || strcmp(cit_status_key(st), key) || cit_game_hash(g) != h) {
        OOPS("\"%s\" not refused as %s (%s)", text, key, cit_status_key(st));
    }
}

static void decision(game *gm, const char *name, int player) {
    cit_pending p = cit_game_pending(g_of(gm));
    if (!strcmp(cit_decision_name(p.decision), name) && p.player == player) return;
    OOPS("decision %s of player %d, not %s of player %d", cit_decision_name(p.decision), p.player, name, player);
}

/* The scout's follower code in this game (0: none). */
static int scout_code(const game *gm) { return cit_game_follower_named(g_of(gm), "scout"); }

/* 1 if player's scout stands on the part x,y fN (half 0), by cit_game_followers. */
static int scout_on(const game *gm, int player, int x, int y, int spot) {
    cit_follower f[128];
    int n = cit_game_followers(g_of(gm), f, 128), code = scout_code(gm);
    for (int i = 0; i < n && i < 128; i++)
        if (f[i].where == CIT_AT_PART && f[i].player == player && f[i].figure == code)
            return f[i].x == x && f[i].y == y && f[i].spot == spot;
    return 0;
}

/* 1 if player's scout stands on no part. */
static int scout_off_board(const game *gm, int player) {
    cit_follower f[128];
    int n = cit_game_followers(g_of(gm), f, 128), code = scout_code(gm);
    for (int i = 0; i < n && i < 128; i++)
        if (f[i].where == CIT_AT_PART && f[i].player == player && f[i].figure == code) return 0;
    return 1;
}

/* Every follower is somewhere: the supply the core counts and the listed ones (the
   scout standing is listed; in its own supply, a tower's keeping or a quarter, it is
   `own` apart) make 7 per player. */
static int followers_each = CIT_FOLLOWERS; /* and the big follower, where it is on */

/* Whether a listed follower is a figure of follower code c (on a part, or a prisoner). */
static int is_code(const cit_follower *f, int c) {
    return (f->where == CIT_AT_PART && f->figure == c) ||
           (f->where == CIT_AT_QUARTER && f->quarter == CIT_TOWER_AT_PRISON && f->y == c);
}

/* Every follower is somewhere: the supply the core counts and the listed followers make
   CIT_FOLLOWERS (and the big follower) per player, the figures of strength 1 apart (the
   scout, a mayor, a wagon: their own supply when home; the Count's listing does not name
   a quartered one's kind, cit_game_quarter_figure does); and the scout is in exactly one
   place. */
static void conserved(const game *gm, const char *when) {
    cit_follower f[128];
    const cit_game *g = g_of(gm);
    int n = cit_game_followers(g, f, 128), kinds = cit_game_follower_kinds(g), code = scout_code(gm);
    check(n <= 128, "the followers fit the list");
    for (int p = 0; p < cit_game_setup(g)->nplayers; p++) {
        int total = cit_game_supply(g, p), scout = 0;
        for (int i = 0; i < n && i < 128; i++) {
            if (f[i].player != p) continue;
            int own = 0;
            for (int c = 1; c <= kinds; c++) own |= cit_game_follower_strength(g, c) == 1 && is_code(&f[i], c);
            total += !own;
            scout += is_code(&f[i], code);
        }
        for (int c = 1; c <= kinds; c++)
            total -= cit_game_follower_strength(g, c) == 1 && cit_game_quarter_figure(g, p, c) >= 0;
        int quartered = cit_game_quarter_figure(g, p, code) >= 0;
        char what[96];
        snprintf(what, sizeof what, "player %d's followers are conserved %s", p, when);
        check(total == followers_each, what);
        snprintf(what, sizeof what, "player %d's scout is in one place %s", p, when);
        check(scout + quartered + scout_in_supply(g, p) == 1, what);
    }
}

/* Case 5 for every game: each prefix of its moves, saved and loaded, is the same game
   (cit_game_hash) as the session replayed to that prefix, and the whole save of the
   session loads to its hash. */
static void replays(game *gm) {
    static char text[1 << 15];
    cit_setup su;
    cit_setup_default(&su, 2, 7);
    cit_session *t = cit_session_new(&su, NULL);
    size_t need = cit_session_save(gm->s, text, sizeof text);
    check_(need < sizeof text && t && cit_session_load(t, text, need, NULL) == CIT_OK, "the session's save loads", 1);
    check_(t && cit_game_hash(cit_session_game(t)) == cit_game_hash(g_of(gm)),
           "the session's save replays to the same hash", 1);
    for (int k = gm->nmoves; t && k >= 0; k--) { /* undo_to drops the moves past k */
        size_t at = (size_t)snprintf(text, sizeof text, "%s", gm->save);
        for (int i = 0; i < k; i++) at += (size_t)snprintf(text + at, sizeof text - at, "move %s\n", gm->moves[i]);
        snprintf(text + at, sizeof text - at, "end\n");
        cit_load_error err;
        int ok = cit_session_load(t, text, strlen(text), &err) == CIT_OK;
        if (!ok) printf("  prefix %d: line %d %s\n", k, err.line, err.message);
        check_(ok && cit_session_undo_to(gm->s, k) == CIT_OK &&
                   cit_game_hash(cit_session_game(t)) == cit_game_hash(g_of(gm)),
               "a prefix saved and loaded is the same game", 1);
    }
    check_(gm->nmoves > 0, "the game has moves", 1);
    cit_session_free(t);
}

static void finish(game *gm) {
    cit_session_free(gm->s);
    gm->s = NULL;
}

/* ---- 1. the dragon eats the scout (dragon-eats-mayor.scn) -------------------------- */

/* Player 1's scout on the cap E at 1,-1 (its city, f0). The volcano at 0,1, the dragon
   tile at -1,0: the dragon goes N (0,0), E (1,0), N (1,-1), where it eats the scout:
   back in player 1's own supply, the 7 followers untouched; then E (2,-1), a dead end. */
static void case_dragon(game *gm) {
    if (!started(gm, "dragon scout", "U E B PD-01 PD-12 B")) return;
    play(gm, "place U 1,0 r0");
    decision(gm, "scout", 0); /* U's road is free */
    play(gm, "scout none");
    play(gm, "place E 1,-1 r0");
    decision(gm, "scout", 1);
    play(gm, "scout f0");
    check(scout_on(gm, 1, 1, -1, 0), "the scout stands on E's city");
    check(cit_game_supply(g_of(gm), 1) == 7, "the scout is not one of the 7 followers");
    conserved(gm, "with the scout on the board");
    play(gm, "place B 2,-1 r0");
    play(gm, "place PD-01 0,1 r0");
    decision(gm, "fairy", 1); /* the scout is player 1's follower on the board */
    play(gm, "fairy none");
    play(gm, "place PD-12 -1,0 r0");
    decision(gm, "scout", 0); /* the dragon tile's road: the scout is asked before the dragon moves */
    play(gm, "scout none");
    decision(gm, "dragon", 0);
    play(gm, "dragon N");
    play(gm, "dragon E");
    check(scout_on(gm, 1, 1, -1, 0), "the scout stands until the dragon comes");
    play(gm, "dragon N");
    check(scout_off_board(gm, 1), "the dragon ate the scout");
    check(scout_in_supply(g_of(gm), 1), "the eaten scout is in its owner's supply");
    check(cit_game_supply(g_of(gm), 1) == 7, "the eaten scout is not a normal follower");
    conserved(gm, "after the dragon ate the scout");
    decision(gm, "dragon", 1);
    play(gm, "dragon E");
    decision(gm, "place_tile", 1);
    conserved(gm, "after the dragon's move");
}

/* dragon-princess-before-scoring.scn with the scout: player 0 lays PD-28 at 0,-1 turned 2
   (its city joins the start tile's cap) with the scout on that city instead of a knight.
   Player 1 closes the city with PD-24 at 1,-1 turned 3 and its princess sends the scout
   home before the city is scored: nobody scores, the scout is in its own supply and
   player 0's 7 followers untouched. */
static void case_princess(game *gm) {
    if (!started(gm, "dragon scout", "PD-28 PD-24")) return;
    play(gm, "place PD-28 0,-1 r2");
    decision(gm, "scout", 0);
    play(gm, "scout f0");
    check(scout_on(gm, 0, 0, -1, 0), "the scout stands in the princess's city");
    play(gm, "place PD-24 1,-1 r3");
    decision(gm, "princess", 1);
    play(gm, "princess 0,-1 f0");
    const cit_game *g = g_of(gm);
    check(scout_off_board(gm, 0) && scout_in_supply(g, 0), "the princess sent the scout to its own supply");
    check(cit_game_supply(g, 0) == 7, "the scout sent home is not a normal follower");
    check(cit_game_score(g, 0) == 0 && cit_game_score(g, 1) == 0, "the city scores nobody");
    decision(gm, "place_tile", 0);
    conserved(gm, "after the princess");
}

/* ---- 2. a tower captures the scout; ransom and exchange free it -------------------- */

/* tower-ransom-wagon.scn with the scout: player 1's scout on U's road at 2,0; player 0's
   tower at 2,-1 raised to 1 takes it ("capture 2,0 f0 scout"). Player 1 closes the start
   tile's city with E (4 points), player 0 lays B; player 1 ransoms the scout (1 and 3
   points) and puts it on U at 3,0 in that very turn. */
static void case_tower_ransom(game *gm) {
    if (!started(gm, "tower scout", "U U TW-02 E B U U")) return;
    play(gm, "place U 1,0 r0");
    play(gm, "scout none");
    play(gm, "place U 2,0 r0");
    play(gm, "scout f0");
    play(gm, "place TW-02 2,-1 r0");
    decision(gm, "tower_step", 0);
    play(gm, "towerstep piece 2,-1");
    decision(gm, "tower_capture", 0);
    refused(gm, "capture 2,0 f0", "module_rule"); /* no normal follower there */
    play(gm, "capture 2,0 f0 scout");
    const cit_game *g = g_of(gm);
    check(cit_game_tower_held(g, 0, 1, scout_code(gm)) == 1, "player 0 holds player 1's scout");
    check(cit_game_tower_held(g, 0, 1, 0) == 0, "no normal follower was taken");
    check(scout_off_board(gm, 1) && !scout_in_supply(g, 1), "the captured scout is neither on the board nor home");
    check(cit_game_supply(g, 1) == 7, "the captured scout is not a normal follower");
    conserved(gm, "with the scout a prisoner");
    play(gm, "place E 0,-1 r2 f0");
    check(cit_game_score(g_of(gm), 1) == 4, "the city of two tiles scores 4");
    play(gm, "place B 1,1 r0");
    decision(gm, "tower_step", 0);
    play(gm, "towerstep none");
    decision(gm, "tower_ransom", 1);
    refused(gm, "ransom 0", "module_rule"); /* no normal follower of player 1 is held */
    play(gm, "ransom 0 scout");
    g = g_of(gm);
    check(cit_game_score(g, 1) == 1 && cit_game_score(g, 0) == 3, "the ransom moves 3 points");
    check(cit_game_tower_held(g, 0, 1, scout_code(gm)) == 0, "the ransomed scout is free");
    check(scout_in_supply(g, 1), "the ransomed scout is in its own supply");
    conserved(gm, "after the ransom");
    play(gm, "place U 3,0 r0");
    decision(gm, "tower_step", 1);
    play(gm, "towerstep none");
    decision(gm, "scout", 1);
    play(gm, "scout f0");
    check(scout_on(gm, 1, 3, 0, 0), "the ransomed scout is placed again that turn");
    conserved(gm, "with the scout placed again");
}

/* tower-exchange-mayor-at-once.scn with the scout: player 1's tower at 1,1 holds player
   0's thief; player 1's scout on E's city at 1,-1; player 0 raises the tower to 2 and
   takes the scout (two cells north): the pair is exchanged at once, the scout to player
   1's own supply, the thief to player 0's (7 each). */
static void case_tower_exchange(game *gm) {
    if (!started(gm, "tower scout", "U TW-02 B E U E U")) return;
    play(gm, "place U 1,0 r0 f0");
    play(gm, "place TW-02 1,1 r0");
    play(gm, "towerstep piece 1,1");
    play(gm, "capture 1,0 f0");
    play(gm, "place B 2,1 r0");
    play(gm, "towerstep none");
    play(gm, "place E 1,-1 r0");
    play(gm, "towerstep none");
    decision(gm, "scout", 1);
    play(gm, "scout f0");
    play(gm, "place U 2,0 r0");
    play(gm, "towerstep piece 1,1");
    decision(gm, "tower_capture", 0);
    play(gm, "capture 1,-1 f0 scout");
    const cit_game *g = g_of(gm);
    decision(gm, "place_tile", 1);
    check(cit_game_tower_held(g, 0, 1, scout_code(gm)) == 0 && cit_game_tower_held(g, 1, 0, 0) == 0,
          "the exchange freed both");
    check(scout_in_supply(g, 1), "the exchanged scout is in its own supply");
    check(cit_game_supply(g, 0) == 7 && cit_game_supply(g, 1) == 7, "7 followers each after the exchange");
    conserved(gm, "after the exchange");
    play(gm, "place E 2,-1 r0");
    play(gm, "towerstep none");
    decision(gm, "scout", 1);
    play(gm, "scout f0");
    check(scout_on(gm, 1, 2, -1, 0), "the exchanged scout is placed again");
}

/* tower-exchange-choose-mayor.scn with the scout: player 1 holds player 0's thief and
   scout (taken from E's city at 1,-1 by the tower at 1,1 raised to 2); player 0's tower
   piece on 1,1 (height 3) takes player 1's monk at 0,1: player 1 holds two kinds of
   player 0's, so player 0 chooses "exchange scout" (a big follower is no answer). The
   monk goes home (player 1: 7), the scout to player 0's own supply (6 followers: the thief
   stays a prisoner); player 0 puts the scout on E at 2,-1 again. */
static void case_tower_choice(game *gm) {
    if (!started(gm, "tower scout", "U TW-02 E B U B U U E U")) return;
    play(gm, "place U 1,0 r0 f0");
    play(gm, "place TW-02 1,1 r0");
    play(gm, "towerstep piece 1,1");
    play(gm, "capture 1,0 f0");
    play(gm, "place E 1,-1 r0");
    play(gm, "towerstep none");
    decision(gm, "scout", 0);
    play(gm, "scout f0");
    play(gm, "place B 2,1 r0");
    play(gm, "towerstep piece 1,1");
    play(gm, "capture 1,-1 f0 scout");
    check(cit_game_tower_held(g_of(gm), 1, 0, scout_code(gm)) == 1 && cit_game_tower_held(g_of(gm), 1, 0, 0) == 1,
          "player 1 holds player 0's thief and scout");
    play(gm, "place U 2,0 r0");
    play(gm, "towerstep none");
    decision(gm, "place_tile", 1); /* player 0's scout is held: not asked */
    play(gm, "place B 0,1 r0 f0");
    play(gm, "place U 3,0 r0");
    play(gm, "towerstep piece 1,1");
    play(gm, "capture 0,1 f0");
    decision(gm, "tower_exchange", 0);
    refused(gm, "exchange big", "module_rule");
    play(gm, "exchange scout");
    const cit_game *g = g_of(gm);
    check(cit_game_tower_held(g, 1, 0, scout_code(gm)) == 0 && cit_game_tower_held(g, 1, 0, 0) == 1,
          "the scout came back, the thief stays");
    check(scout_in_supply(g, 0) && cit_game_supply(g, 0) == 6 && cit_game_supply(g, 1) == 7,
          "the scout in its own supply, 6 and 7 followers");
    conserved(gm, "after the chosen exchange");
    play(gm, "place U 4,0 r0");
    play(gm, "towerstep none");
    decision(gm, "scout", 1); /* player 1's scout, never out: U's road is free */
    play(gm, "scout none");
    play(gm, "place E 2,-1 r0");
    play(gm, "towerstep none");
    decision(gm, "scout", 0);
    play(gm, "scout f0");
    check(scout_on(gm, 0, 2, -1, 0), "the exchanged scout is placed again");
}

/* ---- 3. the portal sends the scout onto a road or city, never a field ---------------- */

/* dragon-portal-mayor-refused-road.scn with the scout: player 1 lays the portal tile
   PD-18 at -1,0 without a follower. Every portal answer with the scout names a road or
   city part; a field part a follower may go to is refused to the scout. The scout goes
   onto U's road at 1,0 from its own supply; the 7 followers stay. */
static void case_portal(game *gm) {
    if (!started(gm, "dragon scout", "U PD-18 F E")) return;
    play(gm, "place U 1,0 r0");
    play(gm, "scout none");
    play(gm, "place PD-18 -1,0 r0");
    decision(gm, "portal", 1);
    cit_move all[512];
    const cit_game *g = g_of(gm);
    int n = cit_game_legal_moves(g, all, 512), scouts = 0, fields = 0, code = scout_code(gm);
    char field[64] = "";
    for (int i = 1; i < n && i < 512; i++) {
        cit_feature_info info;
        if (!cit_game_feature_brief(g, all[i].x, all[i].y, all[i].spot, all[i].rot, &info)) continue;
        if (all[i].arg1 == code) {
            scouts++;
            check(info.kind == CIT_FEAT_ROAD || info.kind == CIT_FEAT_CITY,
                  "the portal offers the scout a road or city only");
        } else if (!all[i].arg1 && info.kind == CIT_FEAT_FIELD && !field[0]) {
            fields++;
            snprintf(field, sizeof field, "portal %d,%d f%d scout", all[i].x, all[i].y, all[i].spot);
        }
    }
    check(scouts > 0, "the portal offers the scout");
    check(fields > 0, "the portal offers a follower a field");
    if (field[0]) refused(gm, field, "module_rule");
    refused(gm, "portal 1,0 f1 scout", "module_rule");
    play(gm, "portal 1,0 f0 scout");
    check(scout_on(gm, 1, 1, 0, 0), "the scout went through the portal onto U's road");
    check(cit_game_supply(g_of(gm), 1) == 7, "the scout came from its own supply");
    decision(gm, "place_tile", 0); /* it was the placement's figure: no scout question */
    conserved(gm, "after the portal");
}

/* ---- 4. the Count keeps the scout and deploys it ---------------------------------------- */

/* count-wagon-deployed-goes-home.scn with the scout: player 1 closes player 0's road of
   the City (3 points to player 0) and may send a figure to a quarter: the scout to the
   castle (a city) or the blacksmith (a road), never the cathedral or the market. It goes
   to the castle; the Count moves to the blacksmith. Player 1 closes the City's east city
   (4 tiles, 2 pennants: 12) where player 0's knight stands and deploys the scout before
   the majority: 1 against 1, both score 12 (player 0 15 in all); the scout is home in its
   own supply, player 0 has 6 followers in supply (one on the road at 0,2), player 1 7. */
static void case_count(game *gm) {
    if (!started(gm, "count scout", "U A M M U E")) return;
    play(gm, "place U 1,-2 r1 f0");
    play(gm, "place A 1,-3 r0");
    check(cit_game_score(g_of(gm), 0) == 3, "the road scores 3");
    decision(gm, "count_quarter", 1);
    cit_move all[64];
    int n = cit_game_legal_moves(g_of(gm), all, 64), code = scout_code(gm), quarters = 0;
    for (int i = 0; i < n && i < 64; i++)
        if (all[i].rot == 1u << (code - 1)) quarters |= 1 << all[i].arg0;
    check(quarters == (1 << CIT_QUARTER_CASTLE | 1 << CIT_QUARTER_BLACKSMITH),
          "the scout may go to the castle and the blacksmith only");
    refused(gm, "quarter cathedral scout", "bad_spot");
    refused(gm, "quarter market scout", "bad_spot");
    play(gm, "quarter castle scout");
    check(cit_game_quarter_figure(g_of(gm), 1, code) == CIT_QUARTER_CASTLE, "the scout is in the castle");
    check(!scout_in_supply(g_of(gm), 1) && cit_game_supply(g_of(gm), 1) == 7,
          "the quartered scout left its own supply");
    conserved(gm, "with the scout in a quarter");
    play(gm, "count blacksmith");
    play(gm, "place M 2,1 r0 f0");
    play(gm, "place M 2,0 r2");
    decision(gm, "place_tile", 0);
    play(gm, "place U 0,2 r1 f0");
    play(gm, "place E 3,0 r3");
    decision(gm, "count_deploy", 1);
    play(gm, "deploy castle 0 scout");
    const cit_game *g = g_of(gm);
    check(cit_game_score(g, 0) == 15 && cit_game_score(g, 1) == 12, "the deployed scout ties the knight: 12 each");
    check(cit_game_quarter_figure(g, 1, code) < 0 && scout_in_supply(g, 1),
          "the deployed scout is home after the award");
    check(cit_game_supply(g, 0) == 6 && cit_game_supply(g, 1) == 7, "supplies after the award");
    decision(gm, "place_tile", 0);
    conserved(gm, "after the deployment");
}

/* ---- 6. random games with every module that acts on figures --------------------------- */

/* Seeded random games with the Count, the dragon, The Tower, the big follower and the
   scout: at every tile placement the followers are conserved and each scout is in one
   place; at the end the save replays to the same hash. */
static const char *const *random_options;

static void case_random(game *gm) {
    int scouts_out = 0;
    followers_each = CIT_FOLLOWERS + 1;
    for (uint64_t seed = 1; seed <= 24 && !case_failed; seed++) {
        cit_setup su;
        cit_setup_default(&su, 2 + (int)(seed % 3), seed);
        for (int i = 0; random_options[i]; i++)
            cit_option_set(&su.opt, cit_option_find(random_options[i], strlen(random_options[i])), 1);
        gm->s = cit_session_new(&su, NULL);
        if (!gm->s) {
            check(0, "the game starts");
            break;
        }
        for (int i = 0; i < 2000 && !cit_game_over(g_of(gm)); i++) {
            cit_move m;
            if (cit_game_random_move(g_of(gm), seed * 7919 + (uint64_t)i, &m) != CIT_OK ||
                cit_session_apply(gm->s, &m, NULL) != CIT_OK) {
                check(0, "a random move applies");
                break;
            }
            if (cit_game_pending(g_of(gm)).decision != CIT_DECIDE_PLACE_TILE) continue;
            for (int p = 0; p < su.nplayers; p++) scouts_out += !scout_in_supply(g_of(gm), p);
            conserved(gm, "in a random game");
        }
        check(cit_game_over(g_of(gm)), "the random game ends");
        static char text[1 << 16];
        size_t need = cit_session_save(gm->s, text, sizeof text);
        cit_session *t = cit_session_new(&su, NULL);
        check(need < sizeof text && t && cit_session_load(t, text, need, NULL) == CIT_OK &&
                  cit_game_hash(cit_session_game(t)) == cit_game_hash(g_of(gm)),
              "a random game's save replays to the same hash");
        cit_session_free(t);
        finish(gm);
    }
    check(scouts_out > 0, "the random games put scouts out");
    followers_each = CIT_FOLLOWERS;
}

static void case_random_figures(game *gm) {
    static const char *const on[] = {"count", "dragon", "tower", "big_follower", "scout", NULL};
    random_options = on;
    case_random(gm);
}

/* ---- 7. with every other follower kind: the big follower, the mayor, the wagon ---------- */

/* The scout is a fourth follower kind beside Inns & Cathedrals' and Abbey & Mayor's: a
   game with all of them on starts, and plays as case 6. */
static void case_random_all_kinds(game *gm) {
    static const char *const on[] = {"count", "dragon", "tower", "big_follower", "abbey",
                                     "mayor", "wagon", "scout", NULL};
    random_options = on;
    case_random(gm);
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    for (int i = 0; on[i]; i++) cit_option_set(&su.opt, cit_option_find(on[i], strlen(on[i])), 1);
    cit_game *g = cit_game_new(&su, NULL, 0, NULL);
    check(g && cit_game_follower_kinds(g) == 4, "four follower kinds in one game");
    check(g && !strcmp(cit_game_follower_word(g, cit_game_follower_named(g, "scout")), "scout"), "the scout's word");
    cit_game_free(g);
}

/* ---- running them ------------------------------------------------------------------------ */

static void run(const char *name, void (*fn)(game *), int replay) {
    static game gm;
    case_name = name;
    case_failed = 0;
    replaying = replay;
    memset(&gm, 0, sizeof gm);
    fn(&gm);
    if (gm.s && replay) replays(&gm);
    finish(&gm);
    if (case_failed) failed++;
    else passed++;
    printf("%s %s\n", case_failed ? "FAIL" : "ok  ", name);
}

int main(void) {
    run("1 the dragon eats the scout", case_dragon, 0);
    run("1 the princess sends the scout home", case_princess, 0);
    run("2 a tower captures the scout, the ransom frees it", case_tower_ransom, 0);
    run("2 a tower captures the scout, the exchange frees it", case_tower_exchange, 0);
    run("2 the captor chooses the scout in the exchange", case_tower_choice, 0);
    run("3 the portal sends the scout onto a road or city", case_portal, 0);
    run("4 the Count keeps and deploys the scout", case_count, 0);
    run("5 the dragon's game replays", case_dragon, 1);
    run("5 the tower's ransom game replays", case_tower_ransom, 1);
    run("5 the tower's exchange game replays", case_tower_exchange, 1);
    run("5 the chosen exchange's game replays", case_tower_choice, 1);
    run("5 the princess's game replays", case_princess, 1);
    run("5 the portal's game replays", case_portal, 1);
    run("5 the Count's game replays", case_count, 1);
    run("6 random games with every module that acts on figures", case_random_figures, 0);
    run("7 random games with the big follower, the mayor, the wagon and the scout", case_random_all_kinds, 0);
    printf("test_scout_module: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
