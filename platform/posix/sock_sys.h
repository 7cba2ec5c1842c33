/* The POSIX socket headers behind platform/sock.h. */
#ifndef CIT_PLAT_SOCK_SYS_H
#define CIT_PLAT_SOCK_SYS_H
#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/types.h>
#endif
