/* libFuzzer target: the tile-file parser never crashes and fails without side effects. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static cit_catalog cat;
    memset(&cat.set, 0, sizeof cat.set);
    cit_parse_error err;
    if (cit_tileset_parse(&cat.set, (const char *)data, size, &err) != CIT_PARSE_OK) {
        if (cat.set.ntiles != 0 || err.line < 1) abort();
        return 0;
    }
    /* the tables must build for anything that parses (or say that they do not fit) */
    if (!cit_catalog_build(&cat) && cat.ntypes != CIT_MAX_TILE_TYPES) abort();
    return 0;
}
