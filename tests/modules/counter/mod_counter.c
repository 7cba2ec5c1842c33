/* A rules module that adds nothing but a counter of placed tiles: the seam's smallest example. */
#include "rules.h"
#include "mod_counter.h"

/* Its state: tiles placed by each player. The core lays it out, zeroes, copies and
   hashes it; the module reaches it through MODULE_STATE. */
static counter_state *counter_of(const cit_game *g) { return MODULE_STATE(g, counter_state, COUNTER_MODULE_ID); }

/* End of every turn, after its scorings: the placer placed one more tile. */
static void turn_end(cit_game *g, emitter *e) {
    (void)e;
    counter_of(g)->placed[g->placer]++;
}

int counter_placed(const cit_game *g, int player) { return counter_of(g)->placed[player]; }

const rules_module counter_module = {
    .name = "counter",
    .id = COUNTER_MODULE_ID,
    .option = MODULE_NO_OPTION,
    .modes = 1u << CIT_MODE_CLASSIC, /* on in every classic game of the program that registers it */
    .state_size = sizeof(counter_state),
    .turn_end = turn_end,
};
