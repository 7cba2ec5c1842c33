/* Tables on the local network for the window (LAN discovery): the join screen's finder and
   the list it heard, and where a host's beacons go. The app's (gui_app.lan), not the join
   screen's: a host's beacons use it too; tests point both at loopback and a port of their own
   (gui_app_options.lan_dest, lan_port). */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/i18n.h"
#include "app/net_parts.h"
#include "app/net_seam.h"
#include "discover.h"

struct gui_lan {
    const char *dest; /* where beacons go (NULL: the private networks' broadcast addresses) */
    int port;         /* where they go and the join screen listens (0: the discovery port) */
    net_finder *finder;
    net_found_table found[GUI_NET_FOUND];
    int nfound;
};

struct gui_lan *gui_net_lan_new(const char *dest, int port)
{
    struct gui_lan *l = calloc(1, sizeof *l);
    if (l) {
        l->dest = dest;
        l->port = port;
    }
    return l;
}

void gui_net_lan_free(struct gui_lan *l)
{
    if (l)
        net_finder_free(l->finder);
    free(l);
}

void gui_net_find(gui_app *a, int on)
{
    struct gui_lan *l = a->lan;
    if (on && !l->finder) {
        l->finder = net_finder_new(l->port, NULL);
        SDL_Log("citadela: net: the join screen listens for tables");
    }
    if (!on) {
        net_finder_free(l->finder);
        l->finder = NULL;
        l->nfound = 0;
    }
}

int gui_net_finding(const gui_app *a) { return a->lan->finder != NULL; }

int gui_net_found(const gui_app *a, int i, char *addr, size_t acap, int *port, char *host, size_t hcap, char *label,
                  size_t lcap)
{
    if (i < 0 || i >= a->lan->nfound)
        return 0;
    const net_found_table *t = &a->lan->found[i];
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

int gui_net_lan_possible(const gui_app *a) { return a->lan->dest || net_lan_private(); }

net_beacon *gui_net_lan_beacon(const gui_app *a) { return net_beacon_new(a->lan->dest, a->lan->port, NULL); }

int gui_net_lan_poll(gui_app *a)
{
    struct gui_lan *l = a->lan;
    if (!l->finder)
        return 0;
    net_found_table now[GUI_NET_FOUND];
    int k = net_finder_poll(l->finder, now, GUI_NET_FOUND), changed = k != l->nfound;
    for (int i = 0; i < k && !changed; i++)
        changed = now[i].port != l->found[i].port || strcmp(now[i].addr, l->found[i].addr) ||
                  now[i].open_seats != l->found[i].open_seats || strcmp(now[i].name, l->found[i].name);
    memcpy(l->found, now, sizeof now[0] * (size_t)k);
    l->nfound = k;
    return changed;
}
