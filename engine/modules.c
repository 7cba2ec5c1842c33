/* The rules modules in the fixed order their hooks run, and which ones a set-up runs. */
#include "rules.h"

const rules_module *const rules_modules[RULES_TEST_SLOT + 1] = {
    [CIT_MODULE_CORE] = NULL, /* the base game is the core itself */
    [CIT_MODULE_COUNT] = &count_module,
    [CIT_MODULE_BRIDGES] = &bridges_module,
    [CIT_MODULE_CASTLES] = &castles_module,
    [CIT_MODULE_BAZAAR] = &bazaar_module,
    [RULES_TEST_SLOT] = &rules_test_module, /* rules.h: for white-box tests only */
};

const rules_module *rules_module_get(int id) {
    return id > 0 && id <= RULES_TEST_SLOT ? rules_modules[id] : NULL;
}

unsigned rules_modules_for(const cit_setup *s) {
    unsigned bits = 0;
    for (int id = 1; id < CIT_MODULE_COUNT_; id++)
        if (rules_modules[id] && cit_option_get(&s->opt, rules_modules[id]->option) > 0) bits |= 1u << id;
    return bits;
}
