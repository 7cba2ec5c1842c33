/* A CHECK that counts passes and failures and names each failure, for the small stand-alone
   programs whose closing line is "NAME: N passed, N failed" (the words' and plurals' tests);
   the window tests have theirs in harness.h. */
#ifndef CIT_TESTS_GUI_COUNT_CHECK_H
#define CIT_TESTS_GUI_COUNT_CHECK_H

#include <stdio.h>

static int passed, failed;

#define CHECK(c)                                                          \
    do {                                                                  \
        if (c)                                                            \
            passed++;                                                     \
        else {                                                            \
            failed++;                                                     \
            fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); \
        }                                                                 \
    } while (0)

#endif
