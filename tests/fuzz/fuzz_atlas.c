/* libFuzzer target: the atlas index parser keeps only rectangles inside a sheet, each record in
   a picture it names (a plain NAME.png beside the index). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draw/artindex.h"
#include "engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int ok(gui_irect r) {
    return r.x >= 0 && r.y >= 0 && r.w > 0 && r.h > 0 && r.x + r.w <= GUI_ATLAS_MAX_SIDE &&
           r.y + r.h <= GUI_ATLAS_MAX_SIDE;
}

/* A part a record may be in: one the index has (part 0 when it names none). */
static int part_ok(const gui_atlas_index *ix, int part) { return part < (ix->nparts ? ix->nparts : 1); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static gui_atlas_index ix;
    const cit_tileset *set = cit_tileset_builtin();
    gui_atlas_index_parse((const char *)data, size, set, &ix);
    if (ix.nparts < 0 || ix.nparts > GUI_ATLAS_MAX_PARTS) abort();
    for (int i = 0; i < ix.nparts; i++) {
        const char *end = memchr(ix.part_name[i], 0, GUI_ATLAS_PART_NAME);
        size_t n = end ? (size_t)(end - ix.part_name[i]) : GUI_ATLAS_PART_NAME;
        /* part 0 may be the unnamed picture beside the index; a named one is NAME.png, no path */
        if (n == GUI_ATLAS_PART_NAME || (n && (strchr(ix.part_name[i], '/') || ix.part_name[i][0] == '.' ||
                                               strcmp(ix.part_name[i] + n - 4, ".png"))) ||
            (!n && i > 0))
            abort();
    }
    for (int t = 0; t < CIT_MAX_TILE_TYPES; t++)
        if (ix.have[t] && (t >= set->ntiles || !ok(ix.tile[t]) || !part_ok(&ix, ix.tile_part[t]))) abort();
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < 6; c++)
            for (int l = 0; l < 2; l++)
                if (ix.have_f[p][c][l] && (!ok(ix.follower[p][c][l]) || !part_ok(&ix, ix.follower_part[p][c][l]))) abort();
    for (int i = 0; i < ix.nsprites; i++)
        if (!ok(ix.sprite[i]) || !part_ok(&ix, ix.sprite_part[i])) abort();
    if (ix.cell < 0 || ix.cell > GUI_ATLAS_MAX_SIDE || (ix.bad_lines > 0) != (ix.first_bad > 0)) abort();
    return 0;
}
