/*
 * A test-only rules module with private hands: at set-up every player is dealt two
 * tiles face down from the stack into their hand; at the start of a turn the player
 * plays the older tile of their hand (if it can be placed anywhere, else draws as
 * usual) and refills the hand from the stack. The hands live in the core
 * (game_hold_tile, rules.h), so the module keeps no state and writes no code for
 * hidden information: the core lists, hashes, counts and re-deals the hands.
 */
#include "rules.h"
#include "turn.h"
#include "mod_hands.h"

static void setup(cit_game *g) {
    for (int p = 0; p < g->nplayers; p++)
        for (int k = 0; k < HANDS_SIZE; k++) game_hold_tile(g, p);
}

static int turn_start(cit_game *g, emitter *e) {
    cit_tile_id hand[HANDS_SIZE];
    int p = g->player;
    if (cit_game_hand(g, p, hand, HANDS_SIZE) < 1 || !game_tile_fits(g, hand[0])) return 0;
    int t = game_release_tile(g, p, 0);
    game_hold_tile(g, p); /* nothing when the stack is out: the hand shrinks */
    turn_give_tile(g, t, 1, e);
    return 1;
}

const rules_module hands_module = {
    .name = "hands",
    .id = HANDS_MODULE_ID,
    .option = MODULE_NO_OPTION,
    .modes = 1u << CIT_MODE_CLASSIC, /* on in every classic game of the program that registers it */
    .setup = setup,
    .turn_start = turn_start,
};
