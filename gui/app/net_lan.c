/* Tables on the local network for the window (LAN discovery): the join screen's finder and
   the list it heard, and where a host's beacons go. Globals, as the finder outlives any one
   table and the join screen may listen before a table exists; tests point both at loopback
   and a port of their own (gui_net_discovery). */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "app/net_parts.h"
#include "app/net_seam.h"
#include "discover.h"

/* Where beacons go and the join screen listens (tests: loopback and a port of their own). */
static const char *discovery_dest;
static int discovery_port;
static net_finder *finder;
static net_found_table found[GUI_NET_FOUND];
static int nfound;

void gui_net_discovery(const char *dest, int port)
{
    discovery_dest = dest;
    discovery_port = port;
}

void gui_net_find(int on)
{
    if (on && !finder) {
        finder = net_finder_new(discovery_port, NULL);
        SDL_Log("citadela: net: the join screen listens for tables");
    }
    if (!on) {
        net_finder_free(finder);
        finder = NULL;
        nfound = 0;
    }
}

int gui_net_finding(void) { return finder != NULL; }

int gui_net_found(int i, char *addr, size_t acap, int *port, char *host, size_t hcap, char *label, size_t lcap)
{
    if (i < 0 || i >= nfound)
        return 0;
    const net_found_table *t = &found[i];
    SDL_strlcpy(addr, t->addr, acap);
    *port = t->port;
    SDL_strlcpy(host, t->name, hcap);
    const cit_mode_def *md = cit_mode_def_at(cit_mode_find(t->mode, strlen(t->mode)));
    const char *mode = md ? (gui_translate(md->label_en)) : t->mode;
    char seats[32], taken[16];
    snprintf(taken, sizeof taken, "%d", t->seats - t->open_seats);
    snprintf(seats, sizeof seats, "%d", t->seats);
    char free_words[64];
    gui_subst(free_words, sizeof free_words, gui_tr(MSG_NET_FOUND_SEATS), taken, seats, NULL);
    snprintf(label, lcap, "%s \xE2\x80\x94 %s \xE2\x80\x94 %s \xE2\x80\x94 %s:%d", t->name, mode, free_words, t->addr,
             t->port);
    return 1;
}

int gui_net_lan_possible(void) { return discovery_dest || net_lan_private(); }

net_beacon *gui_net_lan_beacon(void) { return net_beacon_new(discovery_dest, discovery_port, NULL); }

int gui_net_lan_poll(void)
{
    if (!finder)
        return 0;
    net_found_table now[GUI_NET_FOUND];
    int k = net_finder_poll(finder, now, GUI_NET_FOUND), changed = k != nfound;
    for (int i = 0; i < k && !changed; i++)
        changed = now[i].port != found[i].port || strcmp(now[i].addr, found[i].addr) ||
                  now[i].open_seats != found[i].open_seats || strcmp(now[i].name, found[i].name);
    memcpy(found, now, sizeof now[0] * (size_t)k);
    nfound = k;
    return changed;
}
