/* The join link into the join screen: the parsing is net/link.c's (fuzzed); here only its
   verdict in the player's language and the fields it fills. */
#include "app/join_link.h"

#include <string.h>

#include "app/app.h"
#include "app/i18n.h"
#include "link.h"
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
    SDL_strlcpy(a->join_addr, link.host, sizeof a->join_addr);
    SDL_snprintf(a->join_port, sizeof a->join_port, "%d", link.port);
    SDL_strlcpy(a->join_code, link.code, sizeof a->join_code);
    SDL_strlcpy(a->join_tls_addr, link.secure ? link.host : "", sizeof a->join_tls_addr);
    a->join_tls_port = link.port;
    a->join_picked[0] = 0;
    /* A link carries no name, and no name is guessed for it: the seat names of this
       computer's last table or new-game form belong to whoever used it last (in a browser, a
       default "Player 1"), and a friend joining under one would sit down as someone else. */
    a->join_name[0] = 0;
    gui_join_focus_name();
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
