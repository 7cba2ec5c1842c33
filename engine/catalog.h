/* The tile catalogue with every rotation precomputed: what placement and merging look up. */
#ifndef CIT_CATALOG_H
#define CIT_CATALOG_H

#include <stdint.h>

#include "tileset.h"

/*
 * Edge-constraint key of an empty cell: 2 bits per side (N at bits 0-1, then E, S, W),
 * each the cit_edge_type the neighbour shows on that side, 0 if no neighbour.
 */
typedef struct {
    cit_tileset set;
    /* edge[t][r][s]: edge type on side s of tile t turned r (0 = no edge there). */
    uint8_t edge[CIT_MAX_TILE_TYPES][4][4];
    /* fit[t][key]: bit r set if tile t turned r matches every constrained side of key. */
    uint8_t fit[CIT_MAX_TILE_TYPES][256];
    /* port_feat[t][r][p]: local feature at port p of tile t turned r, or -1. */
    int8_t port_feat[CIT_MAX_TILE_TYPES][4][CIT_PORT_COUNT];
    /* open_ends[t][f]: edges (and diagonal) feature f runs out through, for completion. */
    uint8_t open_ends[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES];
    /* distinct[t]: bit r set if rotation r looks different from every lower rotation. */
    uint8_t distinct[CIT_MAX_TILE_TYPES];
    /* cloister[t]: the feature index of tile t's cloister, or -1. */
    int8_t cloister[CIT_MAX_TILE_TYPES];
    /* closable[t]: bit f set if feature f completes by closing its edges (road, city). */
    uint16_t closable[CIT_MAX_TILE_TYPES];
} cit_catalog;

/* Fills the tables of cat from cat->set (which the caller has filled). */
void cit_catalog_build(cit_catalog *cat);

/* The catalogue generated at build time from the files in assets/tiles. */
const cit_catalog *cit_catalog_builtin(void);

#endif
