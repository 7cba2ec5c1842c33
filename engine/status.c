/* Human-readable texts and stable keys for status codes: the core's here, a module's from
   its declaration (rules_module.statuses). */
#include "rules.h"

static const char *const text[CIT_STATUS_COUNT] = {
    [CIT_OK] = CIT_N_("ok"),
    [CIT_ERR_GAME_OVER] = CIT_N_("the game is over"),
    [CIT_ERR_WRONG_DECISION] = CIT_N_("that is not the decision pending"),
    [CIT_ERR_WRONG_TILE] = CIT_N_("that is not the tile in hand"),
    [CIT_ERR_OUT_OF_BOUNDS] = CIT_N_("that cell is off the board"),
    [CIT_ERR_OCCUPIED] = CIT_N_("that cell already holds a tile"),
    [CIT_ERR_NO_NEIGHBOUR] = CIT_N_("a tile must touch a tile already placed"),
    [CIT_ERR_EDGE_MISMATCH] = CIT_N_("an edge does not match its neighbour"),
    [CIT_ERR_BAD_ROTATION] = CIT_N_("rotation must be 0 to 3"),
    [CIT_ERR_BAD_SPOT] = CIT_N_("the tile has no such feature"),
    [CIT_ERR_NO_FOLLOWER] = CIT_N_("no follower left in supply"),
    [CIT_ERR_SPOT_OCCUPIED] = CIT_N_("that feature already has a follower"),
    [CIT_ERR_BAD_SETUP] = CIT_N_("invalid game set-up"),
    [CIT_ERR_BAD_TILE_ORDER] = CIT_N_("the tile order does not match the tile set"),
    [CIT_ERR_PARSE] = CIT_N_("cannot read that text"),
    [CIT_ERR_NO_MEMORY] = CIT_N_("out of memory"),
    [CIT_ERR_BUFFER_TOO_SMALL] = CIT_N_("buffer too small"),
    [CIT_ERR_BAD_ARGUMENT] = CIT_N_("a missing or out-of-range argument"),
    [CIT_ERR_CLOSED_CELL] = CIT_N_("no tile may go on that cell"),
    [CIT_ERR_MODULE_RULE] = CIT_N_("an expansion's rule forbids that move"),
};

static const char *const key[CIT_STATUS_COUNT] = {
    "ok", "game_over", "wrong_decision", "wrong_tile", "out_of_bounds", "occupied",
    "no_neighbour", "edge_mismatch", "bad_rotation", "bad_spot", "no_follower",
    "spot_occupied", "bad_setup", "bad_tile_order", "parse", "no_memory", "buffer_too_small",
    "bad_argument", "beyond_wall", "module_rule"};

/* The module's declaration of status st, or NULL. */
static const module_status *declared(int st) {
    if (st < CIT_MODULE_STATUS(1) || st >= CIT_STATUS_MAX) return NULL;
    const rules_module *m = rules_module_get((st - CIT_MODULE_STATUS(0)) / CIT_MODULE_STATUSES);
    int i = (st - CIT_MODULE_STATUS(0)) % CIT_MODULE_STATUSES;
    return m && i < m->nstatuses ? &m->statuses[i] : NULL;
}

const char *cit_status_str(cit_status st) {
    if ((unsigned)st < CIT_STATUS_COUNT) return text[st];
    const module_status *d = declared((int)st);
    return d ? d->text : "unknown status";
}

const char *cit_status_key(cit_status st) {
    if ((unsigned)st < CIT_STATUS_COUNT) return key[st];
    const module_status *d = declared((int)st);
    return d ? d->key : NULL;
}
