/* Inns & Cathedrals inside the engine: its rules table. It keeps no state: whether a
   road has an inn or a city a cathedral is read from the tile parts it is made of. */
#ifndef CIT_MOD_INNS_H
#define CIT_MOD_INNS_H

#include "modules/inns/inns.h" /* its public face */

struct rules_module;
extern const struct rules_module inns_module;

#endif
