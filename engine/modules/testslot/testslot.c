/* The test slot's module (rules.h, RULES_TEST_SLOT): no hooks, never switched on. A
   white-box test program defines its own rules_test_module, and the linker then leaves
   this file out of it; nothing else may live here. */
#include "rules.h"

const rules_module rules_test_module = {
    .name = "test-slot",
    .id = RULES_TEST_SLOT,
    .option = CIT_OPT_COUNT_,
};
