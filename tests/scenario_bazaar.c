/* The scenario language's words of the bazaars (Bridges, Castles and Bazaars; tests/scenario.h):
 *   expect bazaar none|round|auction  no bazaar runs / its tiles are being played / auctioned
 *   expect bazaar-tile P ID|-     in the running bazaar player P got tile ID (- = none yet)
 *   expect bazaar-bid B P         the top bid on the lot is B, made by player P
 * A bazaar's payment moves points from its payer to its payee (`expect events-sum`).
 */
#include <stdlib.h>
#include <string.h>

#include "modules/bazaar/bazaar.h"
#include "scenario.h"

static int expect_bazaar(scenario *s, char **w, int nw) {
    cit_bazaar b;
    int on = cit_game_bazaar(s->g, &b);
    if (!strcmp(w[1], "bazaar") && nw == 3) {
        const char *state = !on ? "none" : b.auction ? "auction" : "round";
        if (strcmp(state, w[2])) scenario_fail(s, "the bazaar is", state);
    } else if (!strcmp(w[1], "bazaar-tile") && nw == 4) {
        const cit_tileset *ts = cit_game_tileset(s->g);
        const char *got = "-";
        for (int i = 0; on && i < b.ntiles; i++)
            if (b.owner[i] == atoi(w[2])) got = ts->tiles[b.tile[i]].id;
        if (strcmp(got, w[3])) scenario_fail(s, "bazaar tile of the player is", got);
    } else if (!strcmp(w[1], "bazaar-bid") && nw == 4) {
        scenario_expect_int(s, "top bid", on ? b.bid : -1, atoi(w[2]));
        scenario_expect_int(s, "top bidder", on ? b.bidder : -1, atoi(w[3]));
    } else scenario_fail(s, "bad expect", w[1]);
    return 1;
}

static void account(scenario *s, const cit_event *e) {
    if (e->type == CIT_EV_BAZAAR_PAY) scenario_points_moved(s, e);
}

static const scenario_verb expects[] = {
    {"bazaar", expect_bazaar}, {"bazaar-tile", expect_bazaar}, {"bazaar-bid", expect_bazaar}};
const scenario_module scenario_bazaar = {.expects = expects, .nexpects = 3, .account = account};
