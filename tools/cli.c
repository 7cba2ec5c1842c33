/* Debugging CLI: plays a seeded random game or replays a save, printing the log and scores. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"

int main(void) { return 0; }
