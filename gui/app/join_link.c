/* The join link into the join screen: the parsing is net/link.c's (fuzzed); here only its
   verdict in the player's language and the fields it fills. */
#include "app/join_link.h"

#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/i18n.h"
#include "app/net_seam.h"
#include "link.h"
#include "loop.h"
#include "scenes/scenes.h"

static gui_msg why_msg(net_link_status st)
{
    switch (st) {
    case NET_LINK_NOT_HTTP: return MSG_LINK_WHY_NOT_HTTP;
    case NET_LINK_BAD_HOST: return MSG_LINK_WHY_HOST;
    case NET_LINK_BAD_PORT: return MSG_LINK_WHY_PORT;
    case NET_LINK_NO_TABLE: return MSG_LINK_WHY_NO_TABLE;
    case NET_LINK_BAD_CODE: return MSG_LINK_WHY_CODE;
    default: return MSG_LINK_WHY_MALFORMED;
    }
}

int gui_app_join_link(gui_app *a, const char *url)
{
    if (a->net) {
        SDL_Log("citadela: net: a join link while at a table: ignored");
        return -1;
    }
    net_link link;
    size_t len = url ? strlen(url) : 0;
    net_link_status st = net_link_parse(url ? url : "", len, &link);
    gui_join_open(a);
    if (st != NET_LINK_OK) {
        char msg[320];
        gui_subst(msg, sizeof msg, gui_tr(MSG_LINK_BAD), gui_tr(why_msg(st)), NULL, NULL);
        gui_app_message(a, msg);
        SDL_Log("citadela: net: join link refused: %s", net_link_status_str(st));
        return -1;
    }
    SDL_strlcpy(a->join.addr, link.host, sizeof a->join.addr);
    SDL_snprintf(a->join.port, sizeof a->join.port, "%d", link.port);
    SDL_strlcpy(a->join.code, link.code, sizeof a->join.code);
    SDL_strlcpy(a->join.tls_addr, link.secure ? link.host : "", sizeof a->join.tls_addr);
    a->join.tls_port = link.port;
    a->join.picked[0] = 0;
    /* A link carries no name, and no name is guessed for it: the seat names of this
       computer's last table or new-game form belong to whoever used it last (in a browser, a
       default "Player 1"), and a friend joining under one would sit down as someone else.
       But the seat kept here for this very table (its token, network-seat.txt) is this
       person's: the page reloaded after they joined by the link gives their name back. */
    char addr[NET_LINK_HOST_CAP], code[NET_CODE_LEN + 8], name[CIT_NAME_LEN];
    int port = 0;
    a->join.name[0] = 0;
    if (gui_net_last_join(addr, sizeof addr, &port, code, sizeof code, name, sizeof name) &&
        !strcmp(addr, link.host) && port == link.port && !strcmp(code, link.code) && gui_name_problem(name) < 0)
        SDL_strlcpy(a->join.name, name, sizeof a->join.name);
    else
        a->join.focus_next = 3 + 1; /* the name field */
    SDL_Log("citadela: net: join link opened: %s port %d%s", link.host, link.port, link.secure ? " (TLS)" : "");
    return 0;
}

int gui_app_page_url(gui_app *a, const char *href)
{
    const char *hash = href ? strchr(href, '#') : NULL;
    if (!hash || !hash[1])
        return 0;
    return gui_app_join_link(a, href);
}

int gui_page_server_of(const char *href, char *host, size_t cap, int *port)
{
    int https = href && !strncmp(href, "https://", 8);
    if (!cap || !href || (!https && strncmp(href, "http://", 7)))
        return 0;
    const char *p = href + (https ? 8 : 7), *end;
    host[0] = 0;
    if (*p == '[') { /* an IPv6 address */
        end = strchr(p, ']');
        if (!end)
            return 0;
        p++;
    } else {
        end = p + strcspn(p, ":/?#@");
        if (*end == '@') /* a user name: no page's address of ours */
            return 0;
    }
    if (end == p || (size_t)(end - p) >= cap)
        return 0;
    memcpy(host, p, (size_t)(end - p));
    host[end - p] = 0;
    p = end + (*end == ']');
    *port = https ? 443 : 80;
    if (*p == ':') {
        char *after;
        long v = strtol(p + 1, &after, 10);
        if (after == p + 1 || (*after && !strchr("/?#", *after)) || v < 1 || v > 65535)
            return 0;
        *port = (int)v;
    } else if (*p && !strchr("/?#", *p)) {
        return 0;
    }
    return 1;
}

int gui_app_page_server(char *host, size_t cap, int *port)
{
    return gui_page_server_of(plat_page_address(), host, cap, port);
}
