/* platform/loop.h on the desktop (Linux and Windows): the program owns its loop. */
#include <stddef.h>

#include "loop.h"

void plat_loop_run(const plat_loop *loop)
{
    while (loop->waiting_step(loop->arg))
        ;
    loop->done(loop->arg);
}

const char *plat_page_address(void)
{
    return NULL;
}

int plat_page_file(const char *path, void (*arrived)(void))
{
    (void)path;
    (void)arrived;
    return 1;
}

int plat_page_copy(const char *utf8)
{
    (void)utf8;
    return -1;
}

int plat_page_network_back(void)
{
    return 0;
}
