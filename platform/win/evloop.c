/* platform/evloop.h on Windows: the poll loop of platform/posix/evloop.c, over WSAPoll
   (plat_poll); IOCP would serve more connections, but a Windows host serves a household. */
#include "../posix/evloop.c"
