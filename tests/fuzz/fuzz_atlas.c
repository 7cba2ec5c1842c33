/* libFuzzer target: the atlas index parser keeps only rectangles inside a sheet. */
#include <stdint.h>
#include <stdlib.h>

#include "draw/artindex.h"
#include "engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int ok(gui_irect r) {
    return r.x >= 0 && r.y >= 0 && r.w > 0 && r.h > 0 && r.x + r.w <= GUI_ATLAS_MAX_SIDE &&
           r.y + r.h <= GUI_ATLAS_MAX_SIDE;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static gui_atlas_index ix;
    const cit_tileset *set = cit_tileset_builtin();
    gui_atlas_index_parse((const char *)data, size, set, &ix);
    for (int t = 0; t < CIT_MAX_TILE_TYPES; t++)
        if (ix.have[t] && (t >= set->ntiles || !ok(ix.tile[t]))) abort();
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < 6; c++)
            for (int l = 0; l < 2; l++)
                if (ix.have_f[p][c][l] && !ok(ix.follower[p][c][l])) abort();
    if (ix.cell < 0 || ix.cell > GUI_ATLAS_MAX_SIDE || (ix.bad_lines > 0) != (ix.first_bad > 0)) abort();
    return 0;
}
