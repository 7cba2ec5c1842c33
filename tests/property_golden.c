/* The golden catalogue (tests/golden/catalogue.txt): a scripted game per seed, its first
   tiles and its scores, against the file; `property --golden` writes it, `--check` compares. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "property_golden.h"

/* The golden catalogue: per seed the first tiles drawn and the final scores of a
   scripted game (always the middle legal move). Regenerate only on purpose. */
void property_golden(FILE *out) {
    static cit_move legal[CIT_MAX_MOVES];
    for (uint64_t seed = 1; seed <= 24; seed++) {
        cit_setup su;
        cit_setup_default(&su, 2 + (int)(seed % 5), seed);
        cit_game *g = cit_game_new(&su, NULL, 0, NULL);
        const cit_tileset *ts = cit_game_tileset(g);
        cit_tile_id order[CIT_MAX_STACK];
        cit_game_tile_order(g, order, CIT_MAX_STACK);
        fprintf(out, "seed %llu players %d tiles", (unsigned long long)seed, su.nplayers);
        for (int i = 0; i < 12; i++) fprintf(out, " %s", ts->tiles[order[i]].id);
        while (!cit_game_over(g)) {
            int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES);
            cit_game_apply(g, &legal[n / 2], NULL);
        }
        fprintf(out, " scores");
        for (int p = 0; p < su.nplayers; p++) fprintf(out, " %d", cit_game_score(g, p));
        fprintf(out, "\n");
        cit_game_free(g);
    }
}

int property_check_golden(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        return 1;
    }
    char want[16384], got[16384];
    size_t nw = fread(want, 1, sizeof want - 1, f);
    fclose(f);
    want[nw] = '\0';
    /* A temporary file, not fmemopen: the same check runs cross-compiled for Windows. */
    FILE *m = tmpfile();
    if (!m) {
        fprintf(stderr, "golden: no temporary file\n");
        return 1;
    }
    property_golden(m);
    rewind(m);
    size_t ng = fread(got, 1, sizeof got - 1, m);
    fclose(m);
    got[ng] = '\0';
    int ok = strcmp(want, got) == 0;
    if (!ok) fprintf(stderr, "golden catalogue differs from %s; got:\n%s", path, got);
    printf("golden: %d passed, %d failed\n", ok, !ok);
    return !ok;
}
