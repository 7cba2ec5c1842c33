/* The scenario language's words of The Tower (tests/scenario.h):
 *   expect tower X,Y H|none [top P|-]  the tower's height (none: no foundation) and who has
 *                                 a follower on its top
 *   expect pieces P N             player P has N tower pieces left
 *   expect prisoners C O N [KIND...]  C holds N followers of O, and of the game's follower
 *                                 kinds (big, mayor, wagon, ...) those named, no others
 * A ransom moves points from its payer to its payee (`expect events-sum`).
 */
#include <stdlib.h>
#include <string.h>

#include "modules/tower/tower.h"
#include "scenario.h"

static int expect_tower(scenario *s, char **w, int nw) {
    const char *k = w[1];
    int x, y;
    if (!strcmp(k, "tower") && (nw == 4 || nw == 6) && scenario_parse_xy(w[2], &x, &y)) {
        scenario_expect_int(s, "tower height", cit_game_tower_height(s->g, x, y), strcmp(w[3], "none") ? atoi(w[3]) : -1);
        cit_tower t[32];
        int n = cit_game_towers(s->g, t, 32), top = -1;
        for (int i = 0; i < n && i < 32; i++)
            if (t[i].x == x && t[i].y == y) top = t[i].top - 1;
        if (nw == 6) scenario_expect_int(s, "follower on the tower's top", top, strcmp(w[5], "-") ? atoi(w[5]) : -1);
    } else if (!strcmp(k, "pieces") && nw == 4) {
        scenario_expect_int(s, "tower pieces", cit_game_tower_pieces(s->g, atoi(w[2])), atoi(w[3]));
    } else if (!strcmp(k, "prisoners") && nw >= 5 && nw <= 8) {
        scenario_expect_int(s, "prisoners", cit_game_tower_prisoners(s->g, atoi(w[2]), atoi(w[3]), NULL), atoi(w[4]));
        for (int i = 5; i < nw; i++)
            if (!cit_game_follower_named(s->g, w[i])) scenario_fail(s, "no such follower kind in the game", w[i]);
        for (int kind = 1; kind <= cit_game_follower_kinds(s->g); kind++) { /* by the kinds' words */
            const char *word = cit_game_follower_word(s->g, kind);
            int named = 0;
            for (int i = 5; i < nw; i++) named |= !strcmp(w[i], word);
            scenario_expect_int(s, word, cit_game_tower_held(s->g, atoi(w[2]), atoi(w[3]), kind), named);
        }
    } else scenario_fail(s, "bad expect", k);
    return 1;
}

static void account(scenario *s, const cit_event *e) {
    if (e->type == CIT_EV_TOWER_RANSOM) scenario_points_moved(s, e);
}

static const scenario_verb expects[] = {{"tower", expect_tower}, {"pieces", expect_tower}, {"prisoners", expect_tower}};
const scenario_module scenario_tower = {.expects = expects, .nexpects = 3, .account = account};
