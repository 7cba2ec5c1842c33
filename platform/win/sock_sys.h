/* Winsock2 behind platform/sock.h, with the POSIX names the network code uses. */
#ifndef CIT_PLAT_SOCK_SYS_H
#define CIT_PLAT_SOCK_SYS_H
#ifndef _WIN32_WINNT
#define _WIN32_WINNT 0x0600 /* Vista: WSAPoll, inet_ntop */
#endif
#include <winsock2.h>
#include <ws2tcpip.h>

/* A send on Windows never raises a signal, and every socket here is non-blocking. */
#define MSG_NOSIGNAL 0
#define MSG_DONTWAIT 0
#define SHUT_RDWR SD_BOTH
#endif
