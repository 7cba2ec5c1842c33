/* Runs every cmocka unit-test group and prints the suite's "N passed, N failed" line. */
#include <stdio.h>

#include "unit.h"

extern int unit_test_count; /* each group adds its size */

int main(void) {
    int (*const groups[])(void) = {unit_run_tileset, unit_run_board, unit_run_game, unit_run_session,
                                     unit_run_fastpaths, unit_run_fastpaths_modules, unit_run_modules, unit_run_names,
                                     unit_run_hardening, unit_run_bazaar, unit_run_parts,
                                     unit_run_movetext, unit_run_tilewords, unit_run_links,
                                     unit_run_tower, unit_run_dragon, unit_run_copy};
    int failed = 0;
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) failed += groups[i]();
    printf("unit: %d passed, %d failed\n", unit_test_count - failed, failed);
    return failed ? 1 : 0;
}
