/* Inns & Cathedrals inside the engine: its rules table and state. Whether a road has an
   inn or a city a cathedral is read from the tile parts it is made of; each big follower
   is a record of the core's figure table (kind "big follower"). */
#ifndef CIT_MOD_INNS_H
#define CIT_MOD_INNS_H

#include "modules/inns/inns.h" /* its public face */

#include <stdint.h>

/* Every member is spelled out (no padding) because cit_game_hash hashes the bytes. */
typedef struct {
    uint16_t asking;    /* the part the pending "big yes|no" is about */
} inns_state;

struct rules_module;
extern const struct rules_module inns_module;

#endif
