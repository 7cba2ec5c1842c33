/* The hands test module (tests/modules/hands): its id. */
#ifndef CIT_MOD_HANDS_H
#define CIT_MOD_HANDS_H

#include "engine.h"

/* The first id after the shipped modules. */
#define HANDS_MODULE_ID CIT_MODULE_TEST
#define HANDS_SIZE 2

struct rules_module;
extern const struct rules_module hands_module;

#endif
