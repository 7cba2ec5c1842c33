/* Network play's screens: joining a table and the lobby. Hosting is the
   new-game screen (scenes/newgame/host_open.c); the table is app/net_seam.c's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/i18n.h"
#include "app/join_link.h"
#include "app/net_seam.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "link.h"
#include "loop.h"
#include "scenes/net/scene_keys.h"
#include "scenes/scenes.h"
#include "draw/scroll_view.h"
#include "scenes/scene_state.h"

void gui_join_open(gui_app *a)
{
    int port = 0;
    char name[CIT_NAME_LEN] = "";
    /* After a crash or a dropped line the fields are those of the last table joined; a
       table this window opened on a server (its code field was empty) gets its code back. */
    char addr[sizeof a->join.addr], code[sizeof a->join.code];
    if (gui_net_last_join(addr, sizeof addr, &port, code, sizeof code, name, sizeof name)) {
        char port_text[sizeof a->join.port];
        snprintf(port_text, sizeof port_text, "%d", port);
        if (!a->join.addr[0]) {
            SDL_strlcpy(a->join.addr, addr, sizeof a->join.addr);
            SDL_strlcpy(a->join.port, port_text, sizeof a->join.port);
            SDL_strlcpy(a->join.code, code, sizeof a->join.code);
            if (name[0] && gui_name_problem(name) < 0)
                SDL_strlcpy(a->join.name, name, sizeof a->join.name);
        } else if (!a->join.code[0] && !strcmp(a->join.addr, addr) && !strcmp(a->join.port, port_text)) {
            SDL_strlcpy(a->join.code, code, sizeof a->join.code);
        }
    }
    a->join.picked[0] = 0;
    /* A page finds no table on the local network (no broadcast) and can join only the
       server it came from (another refuses its WebSocket: not its page): that server and
       its port, the page's own, are the fields' (a code kept only for a table there). */
    char page_host[sizeof a->join.addr], page_port_text[sizeof a->join.port];
    int page_port = 0, page = gui_app_page_server(page_host, sizeof page_host, &page_port);
    if (page) {
        snprintf(page_port_text, sizeof page_port_text, "%d", page_port);
        if (strcmp(a->join.addr, page_host) || strcmp(a->join.port, page_port_text))
            a->join.code[0] = 0;
        SDL_strlcpy(a->join.addr, page_host, sizeof a->join.addr);
        SDL_strlcpy(a->join.port, page_port_text, sizeof a->join.port);
    }
    if (!page)
        gui_net_find(a, 1); /* the tables announced on the local network, while this screen shows */
    if (!a->join.port[0])
        snprintf(a->join.port, sizeof a->join.port, "%d", GUI_NET_PORT);
    if (!a->join.name[0])
        SDL_strlcpy(a->join.name, a->setup.players[0].name, sizeof a->join.name);
    gui_app_set_scene(a, GUI_SCENE_JOIN);
}

static SDL_Rect centred_panel(gui_app *a, int w, int h)
{
    w = gui_px(&a->ui, w);
    h = gui_px(&a->ui, h);
    if (w > a->w - 20)
        w = a->w - 20;
    if (h > a->h - 20)
        h = a->h - 20;
    SDL_Rect p = {(a->w - w) / 2, (a->h - h) / 2, w, h};
    gui_panel(&a->ui, p);
    return p;
}

/* The join screen's and the lobby's own geometry in layout units. */
static const struct {
    int pad, pad_phone;          /* the panel's inside */
    int join_head, lobby_head;   /* the title's row on a large window */
    int label_w, half_more;      /* a field's label; the fields' half past the middle */
    int label_gap;               /* a label above its field */
    int field_h, small_h;        /* a field, the lobby's buttons; a listed table's and a seat's small buttons */
    int gap;                     /* between the screens' blocks */
    int ask_px;                  /* the words that ask the player something */
    int seat_h, swatch, name_x, name_cut, seats_foot; /* a seat's row: its colour, its name, under the seats */
    int seat_button_w, word_room, action_w; /* a seat's button; round a button's words; the lobby's main buttons */
    int gaps;                    /* both gaps beside New table on a server */
} NT = {26, 14, 60, 56, 200, 100, 2, 40, 34, 14, 17, 40, 24, 36, 40, 24, 120, 40, 240, 28};

/* A labelled text field w wide from x,y: the label in the first lw pixels beside it, or above it
   (lw 0: a phone's narrow column). Returns the height it took. */
static int field(gui_app *a, int id, const char *label, int x, int y, int w, char *buf, size_t cap, int lw)
{
    gui_ui *ui = &a->ui;
    int lpx = gui_font_px(ui, GUI_FONT_LEAD), fh = gui_hit_px(ui, NT.field_h), above = lw == 0;
    int fy = above ? y + lpx * 5 / 4 + gui_px(ui, NT.label_gap) : y, fid = GUI_ID(id);
    if (!above && gui_text_width(label, lpx, 0) > lw - gui_px(ui, GUI_SIZE_GAP)) /* a long label beside a phone's field */
        lpx = gui_font_px(ui, GUI_FONT_BODY);
    gui_text(label, x, above ? y : y + gui_px(ui, GUI_SIZE_SPACE), lpx, 0, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    if (id + 1 == a->join.focus_next) {
        ui->focus = fid;
        ui->caret = (int)strlen(buf);
        a->join.focus_next = 0;
    }
    /* the address, the port, the table's code, the player's name: a phone's keyboard to match */
    static const int kinds[] = {PLAT_TEXT_ADDRESS, PLAT_TEXT_NUMBER, PLAT_TEXT_CODE, PLAT_TEXT_NAME};
    gui_textfield_kind(ui, id >= 0 && id < 4 ? kinds[id] : PLAT_TEXT_NAME);
    gui_textfield(ui, fid, (SDL_Rect){x + lw, fy, w - lw, fh}, buf, cap);
    gui_ui_name_field(ui, label);
    return fy + fh - y;
}

/* The tables announced on the local network: a click fills in the address and port and
   puts the caret in the code field (a beacon never carries the code: the host gives it). */
static int found_list(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    char addr[64], host[CIT_NAME_LEN], label[300];
    int port, bh = gui_hit_px(ui, NT.small_h), n = 0;
    y += gui_text_wrapped(gui_tr(ui->coarse ? MSG_NET_FOUND_TOUCH : MSG_NET_FOUND), x, y, w, gui_font_px(ui, GUI_FONT_LINE), 1, gui_rgba(GUI_COL_INK, 255)) +
         gui_px(ui, GUI_SIZE_GAP);
    for (; n < 3 && gui_net_found(a, n, addr, sizeof addr, &port, host, sizeof host, label, sizeof label); n++) {
        if (gui_button(ui, GUI_ID(20 + n), (SDL_Rect){x, y, w, bh}, label, 1)) {
            SDL_strlcpy(a->join.addr, addr, sizeof a->join.addr);
            snprintf(a->join.port, sizeof a->join.port, "%d", port);
            a->join.code[0] = 0;
            SDL_strlcpy(a->join.picked, host, sizeof a->join.picked);
            a->join.focus_next = 2 + 1; /* the code field */
        }
        y += bh + gui_px(ui, GUI_SIZE_GAP);
    }
    if (!n)
        y += gui_text_wrapped(gui_tr(MSG_NET_NONE_FOUND), x, y, w, gui_font_px(ui, GUI_FONT_BODY), 0, gui_rgba(GUI_COL_INK_SOFT, 255));
    return y;
}

/* The join screen's foot: Back, New table on a server, and Join once the fields make a
   table's address, code and a name (Enter joins too); upright, New table above the other two.
   The fields go to the log once per change (the two-window test waits on it). */
static void join_actions(gui_app *a, gui_join_state *js, SDL_Rect p, int pad, int upright)
{
    gui_ui *ui = &a->ui;
    int x = p.x + pad, iw = p.w - 2 * pad;
    /* The code as people type what they were told: any case, blanks and dashes ignored. */
    char code[NET_CODE_LEN + 1] = "";
    int k = net_code_read(a->join.code, code) ? NET_CODE_LEN : 0;
    int port = atoi(a->join.port);
    char now[sizeof js->logged];
    snprintf(now, sizeof now, "%s|%s|%s|%s", a->join.addr, a->join.port, a->join.code, a->join.name);
    if (strcmp(now, js->logged)) {
        SDL_strlcpy(js->logged, now, sizeof js->logged);
        SDL_Log("citadela: net: join fields %s", now);
    }
    int ok = a->join.addr[0] && port > 0 && port < 65536 && k == NET_CODE_LEN && gui_name_problem(a->join.name) < 0;
    /* Back, New table on a server, Join in a row; upright, New table above the other two. */
    int bw = gui_px(ui, GUI_SIZE_ACTION_W), bh = gui_hit_px(ui, GUI_SIZE_ACTION_H), by = p.y + p.h - bh - gui_px(ui, GUI_SIZE_GAP) - pad / 2;
    SDL_Rect server_rc = {x + bw + gui_px(ui, NT.gap), by, iw - 2 * bw - gui_px(ui, NT.gaps), bh};
    if (upright) {
        bw = (iw - gui_px(ui, NT.gap)) / 2;
        server_rc = (SDL_Rect){x, by - bh - gui_px(ui, GUI_SIZE_PAD), iw, bh};
    }
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, by, bw, bh}, gui_tr(MSG_BACK), 1) || gui_key(ui, SDLK_ESCAPE)) {
        gui_net_find(a, 0);
        gui_app_set_scene(a, GUI_SCENE_MENU);
        return;
    }
    /* A citadela-server's tables are opened by their first player: no code needed. */
    int server_ok = a->join.addr[0] && port > 0 && port < 65536 && gui_name_problem(a->join.name) < 0;
    if (gui_button(ui, GUI_ID(5), server_rc, gui_tr(MSG_NET_NEW_ON_SERVER), server_ok)) {
        gui_net_find(a, 0);
        gui_server_form_open(a);
        return;
    }
    if (gui_button_colour(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - bw, by, bw, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                          gui_tr(MSG_NET_JOIN), ok) ||
        (ok && (gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER)))) {
        char err[200], msg[320];
        char name[CIT_NAME_LEN];
        SDL_strlcpy(name, a->join.name, sizeof name);
        cit_name_tidy(name);
        if (gui_net_join(a, a->join.addr, port, code, name, err, sizeof err) != 0) {
            gui_subst(msg, sizeof msg, gui_tr(MSG_NET_FAILED), err, NULL, NULL);
            gui_app_message(a, msg);
        } else {
            gui_net_find(a, 0);
        }
    }
}

void gui_scene_join(gui_app *a)
{
    gui_ui *ui = &a->ui;
    gui_join_state *js = gui_join_state_of(a);
    if (!js) /* only when out of memory: gui_app_set_scene then keeps the screen shown */
        return;
    if (gui_keys_panel_is_open(a)) { /* the player key panel, in the join screen's place */
        gui_keys_panel(a);
        return;
    }
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255);
    gui_app_backdrop(a);
    /* A phone: the whole window; upright the labels above their fields, on its side the help
       and the tables found in a column beside the fields. */
    int phone = ui->narrow || ui->short_h, upright = phone && ui->narrow && a->h > a->w;
    SDL_Rect p = centred_panel(a, phone ? 2000 : 700, phone ? 2000 : 640);
    int pad = gui_px(ui, phone ? NT.pad_phone : NT.pad), x = p.x + pad, y = p.y + pad, iw = p.w - 2 * pad;
    int tpx = gui_font_px(ui, phone ? GUI_FONT_HEADING : GUI_FONT_TITLE);
    gui_text(gui_tr(MSG_JOIN_TABLE), x, y, tpx, 1, ink, GUI_ALIGN_LEFT);
    y += phone ? tpx * 5 / 4 + gui_px(ui, GUI_SIZE_SPACE) : gui_px(ui, NT.join_head);
    int fw = phone && !upright ? iw * 11 / 20 : iw, step = gui_px(ui, phone ? GUI_SIZE_GAP : GUI_SIZE_MARGIN);
    int half = phone ? fw : iw / 2 + gui_px(ui, NT.half_more), lw = gui_px(ui, NT.label_w);
    if (upright)
        lw = 0;
    else if (phone) { /* as wide as the longest label, up to half the fields' column */
        static const gui_msg labels[] = {MSG_NET_ADDRESS, MSG_NET_PORT, MSG_NET_CODE, MSG_NET_NAME};
        lw = 0;
        for (int k = 0; k < 4; k++)
            lw = SDL_max(lw, gui_text_width(gui_tr(labels[k]), gui_font_px(ui, GUI_FONT_LEAD), 0) + gui_px(ui, GUI_SIZE_PAD));
        lw = SDL_min(lw, fw / 2);
    }
    y += field(a, 0, gui_tr(MSG_NET_ADDRESS), x, y, fw, a->join.addr, sizeof a->join.addr, lw) + step;
    y += field(a, 1, gui_tr(MSG_NET_PORT), x, y, half, a->join.port, sizeof a->join.port, lw) + step;
    /* The player key panel for the server typed: its button beside the code (on a phone the
       code's field gives it room, as a code is short). */
    int kgap = gui_px(ui, GUI_SIZE_MARGIN), kh = gui_hit_px(ui, NT.field_h);
    int kw = phone ? SDL_min(gui_text_width(gui_tr(MSG_KEYS_OPEN), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, GUI_SIZE_LABEL_ROOM), (fw - lw) / 2)
                   : iw - half - kgap;
    int code_w = phone ? fw - kw - kgap : half, code_h = field(a, 2, gui_tr(MSG_NET_CODE), x, y, code_w, a->join.code,
                                                                sizeof a->join.code, lw);
    SDL_Rect keys_rc = {x + code_w + kgap, y + code_h - kh, kw, kh};
    y += code_h + step;
    y += field(a, 3, gui_tr(MSG_NET_NAME), x, y, fw, a->join.name, sizeof a->join.name, lw) + gui_px(ui, GUI_SIZE_SECTION);
    int hx = x, hw = iw; /* the help and the list: under the fields, or beside them */
    if (phone && !upright) {
        hx = x + fw + gui_px(ui, GUI_SIZE_INSET);
        hw = iw - fw - gui_px(ui, GUI_SIZE_INSET);
        y = p.y + pad; /* beside the title too */
    }
    int typed_port = atoi(a->join.port);
    if (gui_button(ui, GUI_ID(12), keys_rc, gui_tr(MSG_KEYS_OPEN), a->join.addr[0] && typed_port > 0 && typed_port < 65536)) {
        gui_keys_panel_open(a);
        return;
    }
    /* Upright, the help and the tables found lie between the fields and the buttons above
       them: in a window a finger swipes when they are longer (a small phone's ran under the
       buttons and off the screen). */
    gui_scroll_view sv;
    int help_top = y;
    if (upright) {
        int bottom = p.y + p.h - pad / 2 - 2 * gui_hit_px(ui, GUI_SIZE_ACTION_H) - gui_px(ui, GUI_SIZE_GAP) - gui_px(ui, GUI_SIZE_PAD);
        gui_scroll_begin(&a->ui, &sv, (SDL_Rect){hx, y, hw, bottom - gui_px(ui, GUI_SIZE_GAP) - y}, &js->help_scroll, NULL, 0);
        y -= js->help_scroll;
    }
    if (a->join.picked[0] && !a->join.code[0]) { /* a listed table picked: its host gives the code */
        char ask[200];
        gui_subst(ask, sizeof ask, gui_tr(MSG_NET_ASK_CODE), a->join.picked, NULL, NULL);
        y += gui_text_wrapped(ask, hx, y, hw, gui_font_px(ui, NT.ask_px), 1, gui_rgba(GUI_COL_ACCENT, 255)) + gui_px(ui, NT.gap);
    } else {
        y += gui_text_wrapped(gui_tr(MSG_NET_JOIN_HELP), hx, y, hw, gui_font_px(ui, hx > x ? GUI_FONT_SMALL : GUI_FONT_BODY), 0,
                              gui_rgba(GUI_COL_INK_SOFT, 255)) +
             gui_px(ui, NT.gap);
    }
    if (!plat_page_address()) /* a page can never find one */
        y = found_list(a, hx, y, hw);
    if (upright)
        gui_scroll_end(&a->ui, &sv, y + js->help_scroll - help_top);
    join_actions(a, js, p, pad, upright);
}

static const char *state_words(int st)
{
    static const gui_msg m[] = {MSG_NET_SEAT_OPEN, MSG_NET_SEAT_HERE,  MSG_NET_SEAT_AWAY,
                                MSG_NET_SEAT_AI,   MSG_NET_SEAT_LOCAL, MSG_NET_SEAT_RECONNECTING};
    return st >= 0 && st <= GUI_NET_SEAT_RECONNECTING ? gui_tr(m[st]) : "";
}

/* Who sits where: colour, name, state (and "you"). */
/* One row a seat: its colour, the name, what it is doing; `stack`: the state under the name (a
   phone's narrow column). Returns the y under them. */
static int seat_rows(gui_app *a, int x, int y, int w, int stack)
{
    gui_ui *ui = &a->ui;
    int n = gui_net_seats(a), rh = gui_px(ui, NT.seat_h), px = gui_font_px(ui, GUI_FONT_SUBHEAD), spx = px;
    if (stack) {
        spx = gui_font_px(ui, GUI_FONT_BODY);
        rh = px * 5 / 4 + spx * 5 / 4 + gui_px(ui, GUI_SIZE_PAD);
    }
    for (int i = 0; i < n; i++) {
        const cit_setup *s = &a->setup;
        int colour = gui_net_role_of(a) == GUI_NET_HOST ? s->players[i].colour : i;
        gui_fill_rect(a->r, (SDL_Rect){x, y + gui_px(ui, GUI_SIZE_GAP), gui_px(ui, NT.swatch), gui_px(ui, NT.swatch)},
                      gui_player_colour(a->settings.palette_cb, colour));
        char name[CIT_NAME_LEN + 16];
        const char *nm = gui_net_seat_name(a, i);
        snprintf(name, sizeof name, "%s%s%s%s", nm[0] ? nm : "\xE2\x80\x94", i == gui_net_own_seat(a) ? " (" : "",
                 i == gui_net_own_seat(a) ? gui_tr(MSG_NET_YOU) : "", i == gui_net_own_seat(a) ? ")" : "");
        char fitted[CIT_NAME_LEN + 24];
        gui_text_fit(fitted, sizeof fitted, name, (stack ? w : w / 2) - gui_px(ui, NT.name_cut), px, 1);
        gui_text(fitted, x + gui_px(ui, NT.name_x), y + gui_px(ui, GUI_SIZE_GAP), px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
        int st = gui_net_seat_state(a, i);
        int missing = st == GUI_NET_SEAT_OPEN || st == GUI_NET_SEAT_AWAY || st == GUI_NET_SEAT_RECONNECTING;
        SDL_Color c = gui_rgba(missing ? GUI_COL_RUST : GUI_COL_LEAF, 255);
        char words[160];
        snprintf(words, sizeof words, "%s", state_words(st));
        if (st == GUI_NET_SEAT_HERE && !(gui_net_starts(a) && i == gui_net_own_seat(a))) /* ready or not yet */
            snprintf(words, sizeof words, "%s, %s", state_words(st),
                     gui_tr(gui_net_ready(a, i) ? MSG_NET_READY : MSG_NET_NOT_READY));
        int sx = stack ? x + gui_px(ui, NT.name_x) : x + w / 2;
        gui_text_fit(fitted, sizeof fitted, words, x + w - sx, spx, 0);
        gui_text(fitted, sx, stack ? y + gui_px(ui, GUI_SIZE_GAP) + px * 5 / 4 : y + gui_px(ui, GUI_SIZE_GAP), spx, 0, c, GUI_ALIGN_LEFT);
        y += rh;
        if (gui_net_can_give(a, i)) { /* under the seat's state: a friend who lost the kept seat comes back as a newcomer */
            int bh = gui_hit_px(ui, NT.small_h);
            if (gui_button(ui, GUI_ID(60 + i), (SDL_Rect){sx, y, x + w - sx, bh}, gui_tr(MSG_NET_GIVE_SEAT), 1))
                gui_net_give_seat(a, i);
            y += bh + gui_px(ui, GUI_SIZE_GAP);
        }
    }
    return y;
}

/* The chat line under the seats: what was said, and a field to say something. */
static int chat_block(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    const char *lines[GUI_NET_CHAT];
    int n = gui_net_chat_lines(a, lines, GUI_NET_CHAT);
    for (int i = n > 3 ? n - 3 : 0; i < n; i++) {
        char fitted[300];
        gui_text_fit(fitted, sizeof fitted, lines[i], w, gui_font_px(ui, GUI_FONT_LINE), 0);
        gui_text(fitted, x, y, gui_font_px(ui, GUI_FONT_LINE), 0, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_LEFT);
        y += gui_px(ui, NT.seats_foot);
    }
    int bw = gui_px(ui, NT.seat_button_w), h = gui_hit_px(ui, NT.field_h);
    size_t cap;
    char *draft = gui_net_chat_draft(a, &cap);
    if (!draft) /* no table: the lobby is left this frame */
        return y;
    gui_textfield_kind(ui, PLAT_TEXT_WORDS);
    gui_textfield(ui, GUI_ID(9), (SDL_Rect){x, y, w - bw - gui_px(ui, GUI_SIZE_PAD), h}, draft, cap);
    if (gui_button(ui, GUI_ID(9), (SDL_Rect){x + w - bw, y, bw, h}, gui_tr(MSG_NET_SEND), draft[0] != 0)) {
        gui_net_chat(a, draft);
        draft[0] = 0;
    }
    return y + h;
}

/* The host's choice of when its computer plays a friend's away seat (a click takes the
   next choice, kept in the settings as the next table's start); returns the y under it. */
static int away_choice(gui_app *a, int x, int y, int room)
{
    gui_ui *ui = &a->ui;
    static const uint32_t choice[] = {2, 5, 10, 0, 1}; /* minutes; 0: never */
    char label[160], mins[16];
    uint32_t now = gui_net_away_ms(a) / 60000;
    snprintf(mins, sizeof mins, "%u", (unsigned)now);
    if (now)
        gui_subst(label, sizeof label, gui_tr(MSG_NET_AWAY_AFTER), mins, NULL, NULL);
    else
        snprintf(label, sizeof label, "%s", gui_tr(MSG_NET_AWAY_NEVER));
    int h = gui_hit_px(ui, NT.field_h), w = SDL_min(gui_text_width(label, gui_font_px(ui, GUI_FONT_LEAD), 1) + gui_px(ui, NT.word_room), room);
    if (gui_button(ui, GUI_ID(7), (SDL_Rect){x, y, w, h}, label, 1)) {
        int k = 0;
        while (k < 4 && choice[k] != now)
            k++;
        a->settings.away_min = (int)choice[(k + 1) % 5];
        gui_net_set_away_ms(a, (uint32_t)a->settings.away_min * 60000u);
        if (!a->no_settings)
            gui_settings_save(&a->settings);
    }
    return y + h + gui_px(ui, NT.gap);
}

/* A table this window opened on a citadela-server: its join link (shortened on screen if it
   must be; Copy takes it whole) and what a browser needs of the server. Returns the y under it. */
static int link_row(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    char link[NET_LINK_MAX + 1], shown[512];
    if (!gui_net_link(a, link, sizeof link))
        return y;
    /* a finger's height at least (a phone on its side drew it 43 px) */
    int bw = gui_text_width(gui_tr(MSG_LINK_COPY), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, GUI_SIZE_LABEL_ROOM), h = gui_hit_px(ui, NT.field_h);
    int lpx = gui_font_px(ui, GUI_FONT_LEAD);
    gui_text_fit(shown, sizeof shown, link, w - bw - gui_px(ui, GUI_SIZE_MARGIN), lpx, 1);
    gui_text(shown, x, y + (h - lpx * 5 / 4) / 2, lpx, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_LEFT);
    if (gui_button(ui, GUI_ID(8), (SDL_Rect){x + w - bw, y, bw, h}, gui_tr(MSG_LINK_COPY), 1)) {
        /* A page's clipboard is the browser's: SDL's in a page reaches nothing. */
        if ((plat_page_address() ? plat_page_copy(link) : SDL_SetClipboardText(link)) == 0)
            gui_app_toast(a, gui_tr(MSG_LINK_COPIED));
        else
            SDL_Log("citadela: net: the link could not be copied: %s", SDL_GetError());
    }
    y += h + gui_px(ui, GUI_SIZE_NUDGE);
    return y + gui_text_wrapped(gui_tr(MSG_LINK_WEB_NOTE), x, y, w, gui_font_px(ui, GUI_FONT_BODY), 0,
                                gui_rgba(GUI_COL_INK_SOFT, 255)) + gui_px(ui, GUI_SIZE_MARGIN);
}

/* A server's self-made certificate refused: its fingerprint, in groups of four as the
   server's log writes it, and the player's choice to trust it (never taken silently).
   Returns the y under it. */
static int trust_row(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    const char *fp = gui_net_untrusted(a);
    if (!fp)
        return y;
    char groups[100] = "", line[400];
    for (int i = 0; fp[i] && i < 64; i += 4)
        snprintf(groups + strlen(groups), sizeof groups - strlen(groups), "%s%.4s", i ? " " : "", fp + i);
    SDL_strlcpy(line, gui_tr(MSG_NET_TRUST_ASK), sizeof line);
    y += gui_text_wrapped(line, x, y, w, gui_font_px(ui, GUI_FONT_LINE), 0, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_GAP);
    y += gui_text_wrapped(groups, x, y, w, gui_font_px(ui, NT.ask_px), 1, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_SPACE);
    int bw = gui_text_width(gui_tr(MSG_NET_TRUST), gui_font_px(ui, GUI_FONT_BUTTON), 1) + gui_px(ui, GUI_SIZE_LABEL_ROOM), h = gui_px(ui, NT.field_h);
    if (gui_button(ui, GUI_ID(11), (SDL_Rect){x, y, bw, h}, gui_tr(MSG_NET_TRUST), 1) && gui_net_trust(a) == 0) {
        gui_net_close(a);
        gui_app_set_scene(a, GUI_SCENE_JOIN);
        gui_app_toast(a, gui_tr(MSG_NET_TRUSTED));
    }
    return y + h + gui_px(ui, GUI_SIZE_MARGIN);
}

/* A friend's ready mark, between Leave and Start. */
static void ready_button(gui_app *a, const char *closed, SDL_Rect rc)
{
    int own = gui_net_own_seat(a), ready = own >= 0 && gui_net_ready(a, own);
    if (!closed && own >= 0 && gui_button(&a->ui, GUI_ID(7), rc, gui_tr(ready ? MSG_NET_UNMARK_READY : MSG_NET_MARK_READY), 1))
        gui_net_set_ready(a, !ready);
}

void gui_scene_lobby(gui_app *a)
{
    gui_ui *ui = &a->ui;
    SDL_Color ink = gui_rgba(GUI_COL_INK, 255), soft = gui_rgba(GUI_COL_INK_SOFT, 255);
    gui_app_backdrop(a);
    /* A phone: the whole window, a seat's state under its name; on its side the seats on the
       left and the wait, the away choice and the chat on the right. */
    int phone = ui->narrow || ui->short_h, upright = phone && ui->narrow && a->h > a->w;
    SDL_Rect p = centred_panel(a, phone ? 2000 : 760, phone ? 2000 : 680);
    int pad = gui_px(ui, phone ? NT.pad_phone : NT.pad), x = p.x + pad, y = p.y + pad, iw = p.w - 2 * pad;
    int full_w = iw;
    if (phone && !upright)
        iw = (full_w - gui_px(ui, GUI_SIZE_SECTION)) / 2;
    /* The code in two groups to read out (as net_code_show), held together by a no-break
       space so a wrapped line never splits it. */
    char head[64], line[320], port[16], shown[NET_CODE_LEN + 4];
    const char *code = gui_net_code(a);
    snprintf(shown, sizeof shown, "%.*s\xC2\xA0%s", NET_CODE_LEN / 2, code,
             strlen(code) > NET_CODE_LEN / 2 ? code + NET_CODE_LEN / 2 : "");
    gui_subst(head, sizeof head, gui_tr(MSG_NET_TABLE), shown, NULL, NULL);
    int tpx = gui_font_px(ui, phone ? GUI_FONT_HEADING : GUI_FONT_TITLE);
    gui_text(head, x, y, tpx, 1, ink, GUI_ALIGN_LEFT);
    y += phone ? tpx * 5 / 4 + gui_px(ui, GUI_SIZE_SPACE) : gui_px(ui, NT.lobby_head);
    int host = gui_net_role_of(a) == GUI_NET_HOST, starts = gui_net_starts(a);
    const char *closed = gui_net_closed(a);
    if (host) {
        snprintf(port, sizeof port, "%d", gui_net_port(a));
        gui_subst(line, sizeof line, gui_tr(MSG_NET_GIVE_OUT), port, shown, NULL);
        y += gui_text_wrapped(line, x, y, iw, gui_font_px(ui, GUI_FONT_LEAD), 0, ink) + gui_px(ui, GUI_SIZE_GAP);
        char addrs[6][64];
        int na = gui_net_addresses(addrs, 6);
        line[0] = 0;
        for (int i = 0; i < na; i++)
            snprintf(line + strlen(line), sizeof line - strlen(line), "%s%s", i ? "    " : "", addrs[i]);
        y += gui_text_wrapped(na ? line : gui_tr(MSG_NET_NO_ADDR), x, y, iw, gui_font_px(ui, GUI_FONT_SUBHEAD), 1, ink) +
            gui_px(ui, GUI_SIZE_INSET);
        if (gui_net_listed(a))
            y += gui_text_wrapped(gui_tr(MSG_NET_LISTED), x, y - gui_px(ui, GUI_SIZE_PAD), iw, gui_font_px(ui, GUI_FONT_BODY), 0, soft) +
                 gui_px(ui, GUI_SIZE_GAP);
    } else if (starts && !closed && gui_net_code(a)[0]) { /* a table this window opened on a server */
        gui_subst(line, sizeof line, gui_tr(MSG_NET_GIVE_SERVER), shown, NULL, NULL);
        y += gui_text_wrapped(line, x, y, iw, gui_font_px(ui, GUI_FONT_LEAD), 0, ink) + gui_px(ui, GUI_SIZE_INSET);
        y = link_row(a, x, y - gui_px(ui, GUI_SIZE_SPACE), iw);
    } else if (closed) {
        gui_subst(line, sizeof line, gui_tr(MSG_NET_CLOSED), closed, NULL, NULL);
        y += gui_text_wrapped(line, x, y, iw, gui_font_px(ui, GUI_FONT_LEAD), 1, gui_rgba(GUI_COL_RUST, 255)) + gui_px(ui, GUI_SIZE_INSET);
        y = trust_row(a, x, y, iw);
    }
    if (!closed && gui_net_pace(a) > 0) { /* a correspondence table: its time per move, and who joins when */
        char days[8];
        snprintf(days, sizeof days, "%d", gui_net_pace(a));
        gui_subst(line, sizeof line, gui_tr_n(MSG_NET_CORR_TABLE, gui_net_pace(a)), days, NULL, NULL);
        y += gui_text_wrapped(line, x, y, iw, gui_font_px(ui, GUI_FONT_LINE), 0, soft) + gui_px(ui, GUI_SIZE_PAD);
    }
    y = seat_rows(a, x, y, iw, phone) + gui_px(ui, GUI_SIZE_INSET);
    if (phone && !upright) { /* the right column */
        x += iw + gui_px(ui, GUI_SIZE_SECTION);
        y = p.y + pad;
    }
    int can = gui_net_can_start(a);
    const char *wait = closed                    ? NULL
                       : gui_net_reconnecting(a) ? gui_tr(MSG_NET_RECONNECTING) /* quietly: it comes back by itself */
                       : starts ? (!can ? gui_tr(MSG_NET_WAIT_SEATS) : gui_net_all_ready(a) ? NULL : gui_tr(MSG_NET_NOT_ALL_READY))
                                : gui_tr(MSG_NET_WAIT_HOST);
    if (wait)
        y += gui_text_wrapped(wait, x, y, iw, gui_font_px(ui, GUI_FONT_LINE), 0, soft) + gui_px(ui, GUI_SIZE_MARGIN);
    if (host)
        y = away_choice(a, x, y, iw);
    if (!closed)
        chat_block(a, x, y, iw);
    x = p.x + pad;
    int bw = phone ? (full_w - gui_px(ui, GUI_SIZE_INSET)) / 2 : gui_px(ui, NT.action_w), bh = gui_hit_px(ui, GUI_SIZE_ACTION_H);
    int by = p.y + p.h - bh - gui_px(ui, GUI_SIZE_GAP) - pad / 2;
    if (gui_button(ui, GUI_ID(0), (SDL_Rect){x, by, bw, bh}, gui_tr(MSG_NET_LEAVE), 1) ||
        gui_key(ui, SDLK_ESCAPE)) {
        gui_net_close(a);
        gui_app_set_scene(a, GUI_SCENE_MENU);
        return;
    }
    if (!starts)
        ready_button(a, closed, (SDL_Rect){x + bw + gui_px(ui, GUI_SIZE_INSET), by, bw, bh});
    if (starts && gui_button_colour(ui, GUI_ID(0), (SDL_Rect){p.x + p.w - pad - bw, by, bw, bh},
                                  gui_rgba(GUI_COL_ACCENT, 255), gui_tr(MSG_START), can)) {
        char err[200], msg[320];
        if (gui_net_start(a, err, sizeof err) != 0) {
            gui_subst(msg, sizeof msg, gui_tr(MSG_NET_FAILED), err, NULL, NULL);
            gui_app_message(a, msg);
        }
    }
}
