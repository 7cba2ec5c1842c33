/* Web Push where the server keeps no players (Windows: table files, no keys): none
   (server/push.h). */
#include <stdio.h>

#include "push.h"

server_push *server_push_new(const server_push_config *cfg, int *made, char *why, size_t cap) {
    (void)cfg;
    *made = 0;
    snprintf(why, cap, "this build sends no push notifications (it keeps no players)");
    return NULL;
}
void server_push_free(server_push *p) { (void)p; }
const char *server_push_key(const server_push *p) { return (void)p, NULL; }
const char *server_push_contact(const server_push *p) { return (void)p, NULL; }
int server_push_fd(const server_push *p) { return (void)p, -1; }
int server_push_budget(server_push *p, int64_t player, const char *code, long long now) {
    return (void)p, (void)player, (void)code, (void)now, 0;
}
int server_push_send(server_push *p, const net_push_sub *sub, const char *payload) {
    return (void)p, (void)sub, (void)payload, 0;
}
int server_push_gone(server_push *p, char *out, size_t cap) { return (void)p, (void)out, (void)cap, 0; }
void server_push_counts_get(server_push *p, server_push_counts *out) {
    (void)p;
    *out = (server_push_counts){0};
}
