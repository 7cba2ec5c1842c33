/* What tests/gui/loopback-only-check.sh runs under the loopback-only shim: one network call
   named by its argument. Even without the shim none of them puts a packet on a network:
   `connect` on UDP sends nothing, `sendto` goes from 127.0.0.1 (the kernel refuses it a
   route), `broadcast` only asks for the option. Exit 0 when the call was let through. */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static struct sockaddr_in v4(const char *addr, int port)
{
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons((uint16_t)port);
    inet_pton(AF_INET, addr, &a.sin_addr);
    return a;
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";
    int fd = socket(AF_INET, SOCK_DGRAM, 0), one = 1;
    struct sockaddr_in here = v4("127.0.0.1", 0), away = v4("192.0.2.1", 9), lo = v4("127.0.0.1", 9);
    if (fd < 0 || bind(fd, (struct sockaddr *)&here, sizeof here) != 0)
        return 2;
    if (!strcmp(mode, "broadcast"))
        setsockopt(fd, SOL_SOCKET, SO_BROADCAST, &one, sizeof one);
    else if (!strcmp(mode, "connect"))
        connect(fd, (struct sockaddr *)&away, sizeof away);
    else if (!strcmp(mode, "sendto"))
        sendto(fd, "x", 1, 0, (struct sockaddr *)&away, sizeof away);
    else if (!strcmp(mode, "loopback")) {
        sendto(fd, "x", 1, 0, (struct sockaddr *)&lo, sizeof lo);
        connect(fd, (struct sockaddr *)&lo, sizeof lo);
    } else
        return 2;
    close(fd);
    printf("loopback_probe: %s let through\n", mode);
    return 0;
}
