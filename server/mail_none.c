/* Mail where the server keeps no players (Windows: table files, no keys): none
   (server/mail.h). */
#include <stdio.h>

#include "mail.h"

server_mail *server_mail_new(const server_mail_config *cfg, net_store *st, char *why, size_t cap) {
    (void)cfg, (void)st;
    snprintf(why, cap, "this build sends no mail (it keeps no players)");
    return NULL;
}
void server_mail_free(server_mail *m) { (void)m; }
void server_mail_talk(server_mail *m, int64_t player, const net_msg *in, net_msg *out) {
    (void)m, (void)player, (void)in;
    *out = net_msg_make(NET_M_ERROR, 0, 0, "no-mail", "this server sends no mail");
}
int server_mail_link(server_mail *m, int post, const char *target, char *page, size_t cap) {
    return (void)m, (void)post, (void)target, (void)page, (void)cap, 404;
}
void server_mail_turn(server_mail *m, int64_t player, const char *code, const char *game, const char *moved, int quiet,
                      long long now) {
    (void)m, (void)player, (void)code, (void)game, (void)moved, (void)quiet, (void)now;
}
void server_notify_prefs(net_store *st, int64_t player, notify_prefs *out) {
    (void)st, (void)player;
    *out = (notify_prefs){NOTIFY_GAMES_ALL, 0, 0, 0};
}
void server_notify_talk(net_store *st, int64_t player, const net_msg *in, net_msg *out) {
    (void)st, (void)player, (void)in;
    *out = net_msg_make(NET_M_ERROR, 0, 0, "no-push", "this server sends no notifications");
}
void server_mail_digests(server_mail *m, long long now) { (void)m, (void)now; }
void server_mail_settle(server_mail *m) { (void)m; }
void server_mail_counts_line(server_mail *m, char *out, size_t cap) {
    (void)m;
    snprintf(out, cap, "mail: none");
}
