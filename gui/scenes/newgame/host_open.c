/* The new-game form opened to host a table: "Host a table" (friends' seats elsewhere, this
   window the table) and a new table on a citadela-server (every seat a player over the
   network). The join screen and the menu open it here; only this screen reads its state. */
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "scenes/scene_state.h"
#include "scenes/scenes.h"

void gui_host_open(gui_app *a)
{
    /* A page cannot listen on a port: its table opens on the server the page came from
       (its citadela-server --web), as "New table on a server" opens one there. */
    char host[sizeof a->join.addr];
    int port;
    if (gui_app_page_server(host, sizeof host, &port)) {
        SDL_strlcpy(a->join.addr, host, sizeof a->join.addr);
        snprintf(a->join.port, sizeof a->join.port, "%d", port);
        a->join.code[0] = 0;
        gui_server_form_open(a);
        SDL_Log("citadela: net: the host form, on the page's server %s port %d", host, port);
        return;
    }
    gui_newgame_open(a, NULL);
    gui_newgame_state *f = gui_newgame_state_of(a);
    if (!f) /* out of memory: the screen did not change */
        return;
    f->host_form = 1;
    f->host_listed = 0;
    memset(f->seat_friend, 0, sizeof f->seat_friend);
    for (int i = 1; i < a->setup.nplayers; i++) /* the usual table: me here, friends elsewhere */
        if (a->setup.players[i].kind == CIT_SEAT_HUMAN)
            f->seat_friend[i] = 1;
    /* A table of computers alone (the usual solo table) is no table to host: its second seat
       is a friend's. */
    int friends = 0;
    for (int i = 1; i < a->setup.nplayers; i++)
        friends += f->seat_friend[i];
    if (!friends) {
        a->setup.players[1].kind = CIT_SEAT_HUMAN;
        f->seat_friend[1] = 1;
    }
    SDL_Log("citadela: net: the host form");
}

/* A new table on a citadela-server: the new-game form, every seat a player over the network
   (the server runs no computer), this window's player at the first. */
void gui_server_form_open(gui_app *a)
{
    char name[CIT_NAME_LEN];
    SDL_strlcpy(name, a->join.name, sizeof name);
    gui_newgame_open(a, NULL);
    gui_newgame_state *f = gui_newgame_state_of(a);
    if (!f) /* out of memory: the screen did not change */
        return;
    f->host_form = 2;
    if (name[0]) /* none typed yet (a page's Host a table): the form's own */
        SDL_strlcpy(a->setup.players[0].name, name, CIT_NAME_LEN);
    cit_name_tidy(a->setup.players[0].name);
}
