/* A table of tests/net/net_modes.h by its name, for the programs of a mixed table that are
   told on their command line which table to open or to expect (bigbox: the whole Big Box). */
#ifndef CIT_TESTS_TABLE_MODE_H
#define CIT_TESTS_TABLE_MODE_H

#include <string.h>

#include "net_modes.h"

/* The mode of NET_TEST_MODES or NET_VIEW_MODES named `name`, or NULL. */
static inline const net_test_mode *table_mode_named(const char *name) {
    for (int k = 0; k < NET_TEST_NMODES + NET_VIEW_NMODES; k++) {
        const net_test_mode *m = k < NET_TEST_NMODES ? &NET_TEST_MODES[k] : &NET_VIEW_MODES[k - NET_TEST_NMODES];
        if (!strcmp(m->name, name)) return m;
    }
    return NULL;
}

#endif
