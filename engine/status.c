/* Human-readable texts for status codes. */
#include "engine.h"

const char *cit_status_str(cit_status st) {
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
        [CIT_ERR_BAD_BRIDGE] = CIT_N_("a bridge cannot stand there"),
        [CIT_ERR_NO_PIECE] = CIT_N_("no such piece left in supply"),
        [CIT_ERR_BEYOND_WALL] = CIT_N_("the cell lies outside the city wall"),
        [CIT_ERR_MODULE_RULE] = CIT_N_("an expansion's rule forbids that move"),
    };
    return (unsigned)st < CIT_STATUS_COUNT && text[st] ? text[st] : "unknown status";
}
