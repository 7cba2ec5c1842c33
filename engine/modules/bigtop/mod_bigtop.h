/* Under the Big Top inside the engine: its rules table (mod_bigtop.c) and the calls of its
   parts it runs. */
#ifndef CIT_MOD_BIGTOP_H
#define CIT_MOD_BIGTOP_H

#include "acrobats.h"
#include "circus.h"
#include "ringmaster.h"

struct rules_module;
extern const struct rules_module bigtop_module;

#endif
