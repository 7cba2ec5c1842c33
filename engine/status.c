/* Human-readable texts for status codes. */
#include "engine.h"

const char *cit_status_str(cit_status st) {
    static const char *const text[CIT_STATUS_COUNT] = {
        [CIT_OK] = "ok",
        [CIT_ERR_GAME_OVER] = "the game is over",
        [CIT_ERR_WRONG_DECISION] = "that is not the decision pending",
        [CIT_ERR_WRONG_TILE] = "that is not the tile in hand",
        [CIT_ERR_OUT_OF_BOUNDS] = "that cell is off the board",
        [CIT_ERR_OCCUPIED] = "that cell already holds a tile",
        [CIT_ERR_NO_NEIGHBOUR] = "a tile must touch a tile already placed",
        [CIT_ERR_EDGE_MISMATCH] = "an edge does not match its neighbour",
        [CIT_ERR_BAD_ROTATION] = "rotation must be 0 to 3",
        [CIT_ERR_BAD_SPOT] = "the tile has no such feature",
        [CIT_ERR_NO_FOLLOWER] = "no follower left in supply",
        [CIT_ERR_SPOT_OCCUPIED] = "that feature already has a follower",
        [CIT_ERR_BAD_SETUP] = "invalid game set-up",
        [CIT_ERR_BAD_TILE_ORDER] = "the tile order does not match the tile set",
        [CIT_ERR_PARSE] = "cannot read that text",
        [CIT_ERR_NO_MEMORY] = "out of memory",
        [CIT_ERR_BUFFER_TOO_SMALL] = "buffer too small",
        [CIT_ERR_BAD_ARGUMENT] = "a missing or out-of-range argument",
        [CIT_ERR_BAD_BRIDGE] = "a bridge cannot stand there",
        [CIT_ERR_NO_PIECE] = "no such piece left in supply",
        [CIT_ERR_BEYOND_WALL] = "the cell lies outside the city wall",
        [CIT_ERR_MODULE_RULE] = "an expansion's rule forbids that move",
    };
    return (unsigned)st < CIT_STATUS_COUNT && text[st] ? text[st] : "unknown status";
}
