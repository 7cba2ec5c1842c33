/* libFuzzer target: the feature-anchor parser only ever stores finite anchors within 0..1. */
#include <stdint.h>
#include <stdlib.h>

#include "draw/artindex.h"
#include "engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static float anchor[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2];
    for (int t = 0; t < CIT_MAX_TILE_TYPES; t++)
        for (int f = 0; f < CIT_MAX_TILE_FEATURES; f++) anchor[t][f][0] = anchor[t][f][1] = 0.5f;
    const cit_tileset *set = cit_tileset_builtin();
    int first = 0, bad = gui_anchors_parse((const char *)data, size, set, anchor, &first);
    if ((bad > 0) != (first > 0)) abort();
    for (int t = 0; t < CIT_MAX_TILE_TYPES; t++)
        for (int f = 0; f < CIT_MAX_TILE_FEATURES; f++)
            for (int k = 0; k < 2; k++) {
                float v = anchor[t][f][k];
                if (!(v >= 0 && v <= 1)) abort();
                if (v != 0.5f && (t >= set->ntiles || f >= set->tiles[t].nfeat)) abort();
            }
    return 0;
}
