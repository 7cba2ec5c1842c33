/* The Count's quarters in the scenario language (tests/scenario_count.c): the modules whose
   figures the Count keeps there name them too. */
#ifndef TESTS_SCENARIO_COUNT_H
#define TESTS_SCENARIO_COUNT_H

/* A quarter's name (cit_quarter_name: castle, market, ...) -> its number, -1 for none. */
int scenario_quarter_of(const char *name);

#endif
