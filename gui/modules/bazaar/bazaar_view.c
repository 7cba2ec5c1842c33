/* The bazaar's table: revealed tiles in a row, players around it, a bid control, buy or sell. */
#include "modules/bazaar/bazaar_view.h"
#include "scenes/game/decide.h"
#include "scenes/scenes.h"
#include "app/hint.h"
#include "app/ai_seam.h"
#include "modules/bazaar/bazaar_words.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "modules/bazaar/bazaar_text.h"
#include "draw/text.h"
#include "modules/bazaar/bazaar.h"

#include <stdio.h>
#include <string.h>

gui_bazaar_ui *gui_bazaar_of(const gui_game *g) { return gui_game_module(g, CIT_MODULE_BAZAAR); }

#define BID_MAX 254 /* a bid is one byte in the move (255 means "no bid") */
/* Widget ids are line numbers (GUI_ID): this file's get a range of their own, so they never
   meet a button of the side panel drawn in the same frame on the same line number. */
#define BZ_ID(k) (GUI_ID(k) + (1 << 24))

/* The table's own sizes, in layout units (the theme's spacing and text sizes do the rest). */
enum {
    BZ_DESK_W = 980,        /* the table's widest, over a wide board */
    BZ_DESK_MARGIN = 40,    /* the board seen round the table, both sides together */
    BZ_DESK_PAD = 22,       /* the table's words from its edge */
    BZ_PANEL_STRIPE = 8,    /* the deciding player's colour down the table's left edge */
    BZ_SHOW_H = 38,         /* See the board */
    BZ_WORDS_ROOM = 28,     /* a button's room beside its words (See the board, the answer) */
    BZ_TILE_LEAST = 40,     /* a revealed tile, least and most */
    BZ_TILE_MOST = 170,
    BZ_TILE_GAP = 18,       /* between revealed tiles */
    BZ_LIFT = 6,            /* a lit tile rises by this */
    BZ_LOT_LINE = 4,        /* the outline round the lot or the tile picked */
    BZ_TAG_RADIUS = 5,      /* a tag's corners */
    BZ_FIGURE = 34,         /* a seat's figure, the top bidder's */
    BZ_BIDLINE_H = 40,      /* the top bid's line */
    BZ_SEAT_H = 84,         /* a seat with one row of tags */
    BZ_SEAT_LEAST_W = 150,  /* a phone's seat: as many a row as are this wide */
    BZ_SEAT_STRIPE = 5,     /* a seat's colour stripe */
    BZ_SEAT_NAME_X = 14,    /* a seat's name from its figure's left, past the figure */
    BZ_RECENT_ROOM = 100,   /* a phone's table keeps this for the tiles before history lines */
    BZ_CONTROLS_H = 66,     /* the controls' band with the words under Buy and Sell */
    BZ_CTL_H = 56,          /* the bid control's buttons: height, a step's width */
    BZ_STEP_W = 56,
    BZ_PHONE_CTL_H = 52,    /* the same under a thumb */
    BZ_PHONE_STEP_W = 50,
    BZ_STEP_LEAST_W = 44,   /* a step on a narrow phone: a finger wide */
    BZ_AMOUNT_W = 90,       /* the amount between the steps */
    BZ_AMOUNT_NARROW_W = 70,
    BZ_AMOUNT_FONT = 28,    /* the amount's figures */
    BZ_CTL_GAP = 8,         /* between the bid control's parts */
    BZ_PASS_W = 130,        /* Pass */
    BZ_ANSWER_GAP = 24,     /* between Pass and the amount, Buy and Sell */
    BZ_CONTINUE_W = 200,    /* Continue, once a computer ended the auction */
    BZ_BAR_H = 6,           /* a progress bar (the computer's search, the closing table's time) */
    BZ_BAR_RADIUS = 3,
    BZ_STRIP_TILE = 46,     /* the round's strip over the board: a tile, a cell with its owner */
    BZ_STRIP_CELL_W = 150,
    BZ_STRIP_LABEL_ROOM = 14, /* after "Round" */
    BZ_STRIP_RADIUS = 10,
    BZ_STRIP_SLACK = 1,     /* a cell may overhang the strip by a unit's rounding */
    BZ_STRIP_NAME_Y = 2     /* an owner's name below the tile's top */
};

static const cit_game *engine(const gui_module_ctx *ctx) { return gui_game_engine(ctx->game); }

static int nplayers(const gui_module_ctx *ctx) { return cit_game_setup(engine(ctx))->nplayers; }

static int colour_of(const gui_module_ctx *ctx, int p)
{
    return p >= 0 && p < nplayers(ctx) ? cit_game_setup(engine(ctx))->players[p].colour : 0;
}

static SDL_Color pcol(const gui_module_ctx *ctx, int p)
{
    return gui_player_colour(ctx->settings->palette_cb, colour_of(ctx, p));
}

static int is_human(const gui_module_ctx *ctx, int p)
{
    return p >= 0 && p < nplayers(ctx) && gui_module_ctx_seat_here(ctx, p);
}

Uint32 gui_bazaar_pause_ms(int speed)
{
    static const Uint32 pause[GUI_SPEED_COUNT] = {1000, 600, 250, 0};
    return speed >= 0 && speed < GUI_SPEED_COUNT ? pause[speed] : pause[GUI_SPEED_NORMAL];
}

/* The least bid the decision takes: 0 to open, one above the top bid to raise. */
static int least_bid(const cit_bazaar *b, int decision)
{
    return decision == CIT_DECIDE_BAZAAR_BID ? b->bid + 1 : 0;
}

/* The engine's move for an answer (the engine lists bids in a window; the table may go past
   it, up to what the move can carry, which the engine accepts). */
static cit_move bazaar_move(int type, int arg0, int arg1)
{
    cit_move m;
    memset(&m, 0, sizeof m);
    m.type = (Uint8)type;
    m.spot = CIT_SPOT_NONE;
    m.arg0 = (Uint8)arg0;
    m.arg1 = (Uint8)arg1;
    return m;
}

/* ---- pieces of the table ------------------------------------------------------------------ */

/* A player's name in their colour, darkened for ink on parchment. */
static SDL_Color name_ink(const gui_module_ctx *ctx, int p) { return gui_darken(pcol(ctx, p), 0.75f); }

/* A small rounded tag with text (auctioneer, for sale, passed...), at most `most` wide (0: any;
   a word at the least size in a phone's narrow seat keeps less margin). */
static int tag_units(gui_module_ctx *ctx, int x, int y, const char *text, SDL_Color bg, SDL_Color fg, int units, int most)
{
    int px = gui_font_px(ctx->ui, units), h = gui_font_px(ctx->ui, GUI_FONT_SMALL) * 3 / 2,
        w = gui_text_width(text, px, 1) + gui_px(ctx->ui, GUI_SIZE_MARGIN);
    if (most > 0 && w > most)
        w = most;
    gui_fill_rounded(ctx->r, (SDL_Rect){x, y, w, h}, gui_px(ctx->ui, BZ_TAG_RADIUS), bg);
    gui_text(text, x + w / 2, y + (h - px * 5 / 4) / 2, px, 1, fg, GUI_ALIGN_CENTER);
    return w;
}

static int tag(gui_module_ctx *ctx, int x, int y, const char *text, SDL_Color bg, SDL_Color fg)
{
    return tag_units(ctx, x, y, text, bg, fg, GUI_FONT_SMALL, 0);
}

static int tag_w(gui_module_ctx *ctx, const char *text, int units)
{
    return gui_text_width(text, gui_font_px(ctx->ui, units), 1) + gui_px(ctx->ui, GUI_SIZE_MARGIN);
}

/* The tag's size: 13 units, smaller (down to 10) where a seat is narrower than the words. */
static int tag_fit_units(gui_module_ctx *ctx, const char *text, int w)
{
    int u = GUI_FONT_SMALL;
    while (u > 10 && tag_w(ctx, text, u) > w)
        u--;
    return u;
}

static int tag_h(gui_module_ctx *ctx) { return gui_font_px(ctx->ui, GUI_FONT_SMALL) * 3 / 2; }

/* `word` without the soft hyphens (U+00AD) a translation marks its breaks with, into out[cap];
   with `upto` not NULL only its part before upto, and a hyphen after it. */
static void without_soft_hyphens(const char *word, const char *upto, char *out, size_t cap)
{
    size_t n = 0;
    for (const char *c = word; *c && (!upto || c < upto) && n + 1 < cap; c++)
        if (!((unsigned char)c[0] == 0xC2 && (unsigned char)c[1] == 0xAD))
            out[n++] = *c;
        else
            c++;
    out[n] = 0;
    if (upto)
        SDL_strlcat(out, "-", cap);
}

/* A word wider than w at the least size ("Auktionator" in a small phone's seat) breaks at the
   last soft hyphen its translation marks that leaves the first part, hyphened, within w: into
   first and rest (rest empty: whole, its marks left out). */
static void tag_break(gui_module_ctx *ctx, const char *word, int w, char *first, char *rest, size_t cap)
{
    without_soft_hyphens(word, NULL, first, cap);
    rest[0] = 0;
    if (tag_w(ctx, first, 10) <= w)
        return;
    const char *at = NULL;
    char part[96];
    for (const char *c = strstr(word, "\xC2\xAD"); c; c = strstr(c + 2, "\xC2\xAD")) {
        without_soft_hyphens(word, c, part, sizeof part);
        if (tag_w(ctx, part, 10) <= w)
            at = c;
    }
    if (!at)
        return;
    without_soft_hyphens(word, at, first, cap);
    without_soft_hyphens(at + 2, NULL, rest, cap);
}

/* A seat's tags (the auctioneer's, what they did on the lot) flowed left to right from x within
   width w, the next row below when one does not fit beside the last; what they did splits at
   its " · " when it is wider than a row ("bid 0 points" / "outbid"), so nothing is cut. Drawn
   from y when draw (*status: where what they did went). Returns the rows used. */
static int seat_tags(gui_module_ctx *ctx, const cit_bazaar *b, int p, int x, int w, int y, int draw, SDL_Rect *status)
{
    static const char dot[] = " \xC2\xB7 ";
    char st[96], part[2][96], auct[2][96];
    const char *piece[6];
    int np = 0, top = 0, first_status = 0;
    if (b->auction && p == b->auctioneer) {
        tag_break(ctx, bazaar_tr(BZ_AUCTIONEER), w, auct[0], auct[1], sizeof auct[0]);
        piece[np++] = auct[0];
        if (auct[1][0])
            piece[np++] = auct[1];
    }
    first_status = np;
    gui_bazaar_status_words(ctx, b, p, st, sizeof st, &top);
    const char *cut = strstr(st, dot);
    if (st[0] && cut && tag_w(ctx, st, GUI_FONT_SMALL) > w) {
        SDL_strlcpy(part[0], st, (size_t)(cut - st) + 1 < sizeof part[0] ? (size_t)(cut - st) + 1 : sizeof part[0]);
        SDL_strlcpy(part[1], cut + strlen(dot), sizeof part[1]);
        piece[np++] = part[0];
        piece[np++] = part[1];
    } else if (st[0]) {
        piece[np++] = st;
    }
    /* a piece still wider than a row (a phone's narrow seat: "oferuje 3 punkty") on two tags,
       split at its last space that leaves the first part within the row */
    char split[2][96];
    int ns = 0;
    for (int k = first_status; k < np && np < 6 && ns < 2; k++) {
        if (tag_w(ctx, piece[k], 10) <= w)
            continue;
        SDL_strlcpy(split[ns], piece[k], sizeof split[ns]);
        char *sp = NULL;
        for (char *q = strchr(split[ns], ' '); q; q = strchr(q + 1, ' ')) {
            *q = '\0';
            int fits = tag_w(ctx, split[ns], 10) <= w;
            *q = ' ';
            if (!fits)
                break;
            sp = q;
        }
        if (!sp)
            continue;
        *sp = '\0';
        for (int j = np; j > k + 1; j--)
            piece[j] = piece[j - 1];
        piece[k] = split[ns];
        piece[k + 1] = sp + 1;
        np++;
        ns++;
        k++;
    }
    int row = 0, cx = x, gap = gui_px(ctx->ui, GUI_SIZE_NUDGE);
    if (status)
        *status = (SDL_Rect){0, 0, 0, 0};
    for (int k = 0; k < np; k++) {
        int units = tag_fit_units(ctx, piece[k], w), pw = SDL_min(tag_w(ctx, piece[k], units), w);
        if (cx > x && cx + pw > x + w) {
            row++;
            cx = x;
        }
        if (draw) {
            int ry = y + row * (tag_h(ctx) + gap);
            SDL_Color bg = k < first_status ? gui_rgba(GUI_COL_WOOD, 255) : gui_rgba(top ? GUI_COL_GOLD : GUI_COL_QUIET, 255);
            SDL_Color fg = k < first_status ? gui_rgba(GUI_COL_CREAM, 255) : gui_rgba(GUI_COL_INK, 255);
            tag_units(ctx, cx, ry, piece[k], bg, fg, units, w);
            SDL_Rect one = {cx, ry, pw, tag_h(ctx)};
            if (status && k >= first_status)
                SDL_UnionRect(status->w ? status : &one, &one, status);
        }
        cx += pw + gap;
    }
    return row + 1;
}

void gui_bazaar_track(gui_bazaar_ui *bu, const cit_game *before, const cit_event *e)
{
    if (e->player >= CIT_MAX_PLAYERS || (e->type != CIT_EV_BAZAAR_BID && e->type != CIT_EV_BAZAAR_PASS))
        return;
    /* The auctioneer's pick is the lot's first bid: a new record. */
    if (cit_game_pending(before).decision == CIT_DECIDE_BAZAAR_PICK || bu->lot_seen != e->count + 1) {
        bu->lot_seen = e->count + 1;
        for (int p = 0; p < CIT_MAX_PLAYERS; p++)
            bu->lot_bid[p] = -1;
        bu->lot_passed = 0;
    }
    if (e->type == CIT_EV_BAZAAR_BID)
        bu->lot_bid[e->player] = e->points;
    else
        bu->lot_passed |= 1u << e->player;
}

/* What the player did on the lot, in words for their seat: the top bid; a bid that was outbid
   (the auctioneer's opening one too); a pass; that it is their turn to bid. *top: the top bid. */
void gui_bazaar_status_words(const gui_module_ctx *ctx, const cit_bazaar *b, int p, char *buf, size_t cap, int *top)
{
    const gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    char pts[32];
    buf[0] = 0;
    *top = 0;
    if (!b->auction || b->lot < 0)
        return;
    int known = bu->lot_seen == b->lot + 1;
    if (p == b->bidder) {
        gui_points(pts, sizeof pts, b->bid);
        gui_subst(buf, cap, bazaar_tr(BZ_BIDS), pts, NULL, NULL);
        *top = 1;
    } else if (known && bu->lot_bid[p] >= 0) { /* raised (or opened) and then outbid */
        gui_points(pts, sizeof pts, bu->lot_bid[p]);
        gui_subst(buf, cap, bazaar_tr(BZ_OUTBID), pts, NULL, NULL);
    } else if (known && (bu->lot_passed >> p & 1)) {
        SDL_strlcpy(buf, bazaar_tr(BZ_PASSED), cap);
    } else if (p == ctx->pend->player && ctx->pend->decision == CIT_DECIDE_BAZAAR_BID) {
        SDL_strlcpy(buf, bazaar_tr(BZ_TO_ASK), cap);
    }
}

/* The revealed tile player p got, or -1. */
static int tile_of(const cit_bazaar *b, int p)
{
    for (int i = 0; i < b->ntiles; i++)
        if (b->owner[i] == p)
            return i;
    return -1;
}

/* The tile shown k-th: in lot order while bidding; once the auction is over, in the order they
   will be played (each owner clockwise from the first auctioneer, as the question says). */
static int shown_tile(const gui_module_ctx *ctx, const cit_bazaar *b, int k, int in_play_order)
{
    if (!in_play_order)
        return k;
    int n = nplayers(ctx), seen = 0;
    for (int j = 0; j < n; j++) {
        int i = tile_of(b, (b->first + j) % n);
        if (i >= 0 && seen++ == k)
            return i;
    }
    for (int i = 0, left = k - seen; i < b->ntiles; i++) /* owned by nobody (none, after an auction) */
        if (b->owner[i] == CIT_NOBODY && left-- == 0)
            return i;
    return k;
}

/* The row of revealed tiles, large; the ones a person may click now are lit under the pointer. */
static void tiles_row(gui_module_ctx *ctx, const cit_bazaar *b, int clickable, int x, int y, int w, int s,
                      int in_play_order)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    int gap = gui_px(ui, BZ_TILE_GAP), n = b->ntiles, total = n * s + (n - 1) * gap;
    int x0 = x + (w - total) / 2;
    for (int k = 0; k < n; k++) {
        int i = shown_tile(ctx, b, k, in_play_order);
        SDL_Rect rc = {x0 + k * (s + gap), y, s, s};
        bu->tile_rc[i] = rc;
        int owned = b->owner[i] != CIT_NOBODY, lot = b->auction && b->lot == i, sel = bu->sel == i;
        int hot = clickable && !owned && gui_hit(ctx->in, rc);
        int lift = hot || sel || lot ? gui_px(ui, BZ_LIFT) : 0;
        SDL_Rect t = {rc.x, rc.y - lift, rc.w, rc.h};
        gui_fill_rounded(ctx->r, (SDL_Rect){t.x + gui_px(ui, GUI_SIZE_NUDGE), rc.y + gui_px(ui, GUI_SIZE_GAP), s, s}, gui_px(ui, GUI_SIZE_RADIUS),
                         gui_rgba(0, 70));
        gui_atlas_tile(ctx->atlas, b->tile[i], 0, t, owned ? 110 : 255);
        if (sel || lot)
            gui_rect_outline(ctx->r, t, gui_px(ui, BZ_LOT_LINE), gui_rgba(GUI_COL_GOLD, 255));
        else if (hot)
            gui_rect_outline(ctx->r, t, gui_px(ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_LIT, 255));
        /* Under the tile: its number, whose it is, or that it is up for auction. */
        char label[64];
        int px = gui_font_px(ui, GUI_FONT_BODY), ly = rc.y + s + gui_px(ui, GUI_SIZE_GAP);
        if (owned) {
            SDL_Color c = pcol(ctx, b->owner[i]);
            gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour_of(ctx, b->owner[i]), 0,
                               (float)(t.x + s / 2), (float)(t.y + s / 2), (float)s * 0.45f, 255);
            gui_text_fit(label, sizeof label, gui_game_player_name(ctx->game, b->owner[i]), s, px, 1);
            gui_text(label, rc.x + s / 2, ly, px, 1, gui_darken(c, 0.75f), GUI_ALIGN_CENTER);
        } else if (lot) {
            int tw = gui_text_width(bazaar_tr(BZ_LOT), gui_font_px(ui, GUI_FONT_SMALL), 1) + gui_px(ui, GUI_SIZE_MARGIN);
            int tx = SDL_max(x, SDL_min(rc.x + (s - tw) / 2, x + w - tw)); /* wider than a small tile: kept in the row */
            tag(ctx, tx, ly, bazaar_tr(BZ_LOT), gui_rgba(GUI_COL_GOLD, 255), gui_rgba(GUI_COL_INK, 255));
        } else {
            snprintf(label, sizeof label, "%d", i + 1);
            gui_text(label, rc.x + s / 2, ly, px, 1, gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_CENTER);
        }
    }
}

/* The top bid and who made it, always in sight while a lot is up. */
static void top_bid_line(gui_module_ctx *ctx, const cit_bazaar *b, int x, int y, int w)
{
    gui_ui *ui = ctx->ui;
    int px = gui_font_px(ui, GUI_FONT_HEADING), fig = gui_px(ui, BZ_FIGURE);
    char line[160], pts[32];
    if (!b->auction || b->lot < 0) {
        if (b->auction)
            gui_text(bazaar_tr(BZ_NO_BID), x + w / 2, y + (fig - px * 5 / 4) / 2, px, 1,
                     gui_rgba(GUI_COL_INK_SOFT, 255), GUI_ALIGN_CENTER);
        return;
    }
    gui_points(pts, sizeof pts, b->bid);
    gui_subst(line, sizeof line, bazaar_tr(BZ_TOP_BID), pts, gui_game_player_name(ctx->game, b->bidder), NULL);
    int room = w - fig - gui_px(ui, GUI_SIZE_SPACE); /* a phone's narrow table: smaller, then on two lines */
    for (int u = GUI_FONT_HEADING - 1; u >= GUI_FONT_BODY && gui_text_width(line, px, 1) > room; u--)
        px = gui_font_px(ui, u);
    int tw = SDL_min(gui_text_width(line, px, 1), room), lx = x + (w - tw - fig - gui_px(ui, GUI_SIZE_SPACE)) / 2;
    gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour_of(ctx, b->bidder), 0, (float)(lx + fig / 2),
                       (float)(y + fig / 2), (float)fig, 255);
    if (gui_text_width(line, px, 1) > room)
        gui_text_wrapped(line, lx + fig + gui_px(ui, GUI_SIZE_SPACE), y + fig / 2 - px * 5 / 4, room, px, 1,
                         name_ink(ctx, b->bidder));
    else
        gui_text(line, lx + fig + gui_px(ui, GUI_SIZE_SPACE), y + (fig - px * 5 / 4) / 2, px, 1, name_ink(ctx, b->bidder),
                 GUI_ALIGN_LEFT);
}

/* The size a seat's name is drawn at in width w: its own, down to the theme's least, or 0 when
   even that is too wide. */
static int name_px(gui_module_ctx *ctx, const char *name, int w)
{
    int least = 0;
    for (int u = GUI_FONT_CHECK; u >= GUI_FONT_SMALL; u--) {
        int px = gui_font_px(ctx->ui, u);
        if (px == least)
            break; /* at the least already */
        if (gui_text_width(name, px, 1) <= w)
            return px;
        least = px;
    }
    return 0;
}

/* The room a seat cw wide (its column) gives its name beside the figure. */
static int name_room(gui_module_ctx *ctx, int cw)
{
    gui_ui *ui = ctx->ui;
    return cw - gui_px(ui, GUI_SIZE_GAP) - gui_px(ui, BZ_SEAT_NAME_X) - gui_px(ui, BZ_FIGURE) - gui_px(ui, GUI_SIZE_GAP);
}

/* Seats cw wide are narrow when a player's name does not fit beside the figure even at the
   least size: every seat then says the name and the score under it (seats_row). */
static int seats_narrow(gui_module_ctx *ctx, int cw)
{
    for (int p = 0; p < nplayers(ctx); p++)
        if (!name_px(ctx, gui_game_player_name(ctx->game, p), name_room(ctx, cw)))
            return 1;
    return 0;
}

/* One seat per player: figure, name, score, their tile if they got one, what they did on the lot;
   `cols` seats a row (every player in one row on a desktop; a phone's narrow table has rows of
   fewer), each seat h high with `gap` between the rows. */
static void seats_row(gui_module_ctx *ctx, const cit_bazaar *b, SDL_Rect area, int cols, int h, int gap)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = engine(ctx);
    int n = nplayers(ctx), cw = area.w / cols, pad = gui_px(ui, GUI_SIZE_GAP), narrow = seats_narrow(ctx, cw);
    for (int k = 0; k < n; k++) {
        /* clockwise from the first auctioneer, the order bids go round */
        int p = (b->first + k) % n;
        SDL_Rect c = {area.x + k % cols * cw + pad / 2, area.y + k / cols * (h + gap), cw - pad, h};
        int deciding = p == ctx->pend->player;
        gui_fill_rounded(ctx->r, c, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(deciding ? GUI_COL_BOX : GUI_COL_SEAT, 255));
        gui_fill_rect(ctx->r, (SDL_Rect){c.x, c.y + gui_px(ui, GUI_SIZE_GAP), gui_px(ui, BZ_SEAT_STRIPE), c.h - gui_px(ui, GUI_SIZE_MARGIN)}, pcol(ctx, p));
        if (deciding)
            gui_rect_outline(ctx->r, c, gui_px(ui, GUI_SIZE_LINE), pcol(ctx, p));
        /* The player's figure; once they got a tile, the tile with the figure on it, beside the
           name (the seats are narrow with six players: nothing may take the name's room). */
        int fig = gui_px(ui, BZ_FIGURE), won = tile_of(b, p), tx = c.x + gui_px(ui, BZ_SEAT_NAME_X) + fig;
        SDL_Rect icon = {c.x + gui_px(ui, GUI_SIZE_PAD), c.y + gui_px(ui, GUI_SIZE_SPACE), fig, fig};
        if (won >= 0)
            gui_atlas_tile(ctx->atlas, b->tile[won], 0, icon, 255);
        gui_atlas_follower(ctx->atlas, ctx->settings->palette_cb, colour_of(ctx, p), 0, (float)(icon.x + fig / 2),
                           (float)(icon.y + fig / 2), (float)fig * (won >= 0 ? 0.6f : 0.9f), 255);
        int room = c.x + c.w - tx - gui_px(ui, GUI_SIZE_GAP), spx = gui_font_px(ui, GUI_FONT_NOTE);
        int lx = tx, ly = c.y + gui_px(ui, GUI_SIZE_GAP), tagx = icon.x, tagw = c.x + c.w - gui_px(ui, GUI_SIZE_GAP) - icon.x;
        if (narrow) { /* the name, the score and the tags under the figure, the seat's whole width */
            lx = tagx = c.x + gui_px(ui, BZ_SEAT_STRIPE) + gui_px(ui, GUI_SIZE_NUDGE);
            room = tagw = c.x + c.w - gui_px(ui, GUI_SIZE_NUDGE) - lx;
            ly = icon.y + fig + gui_px(ui, GUI_SIZE_NUDGE);
        }
        char line[96], pts[32];
        const char *name = gui_game_player_name(ctx->game, p);
        int px = name_px(ctx, name, room);
        px = px ? px : gui_font_px(ui, GUI_FONT_SMALL);
        gui_text_fit(line, sizeof line, name, room, px, 1); /* cut only past the least size in the widest room */
        gui_text(line, lx, ly, px, 1, name_ink(ctx, p), GUI_ALIGN_LEFT);
        gui_points(pts, sizeof pts, cit_game_score(e, p));
        gui_text_fit(line, sizeof line, pts, room, spx, 0);
        gui_text(line, lx, ly + px * 5 / 4 + gui_px(ui, GUI_SIZE_SPACE) - gui_px(ui, GUI_SIZE_GAP), spx, 0,
                 gui_rgba(cit_game_score(e, p) < 0 ? GUI_COL_INK_RED : GUI_COL_INK, 255), GUI_ALIGN_LEFT);
        /* Below, from under the icon: auctioneer, then what they did on this lot. */
        gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
        int rows = seat_tags(ctx, b, p, tagx, tagw, 0, 0, NULL);
        int ty = c.y + c.h - gui_px(ui, GUI_SIZE_SPACE) - rows * tag_h(ctx) - (rows - 1) * gui_px(ui, GUI_SIZE_NUDGE);
        bu->seat_rc[p] = c;
        seat_tags(ctx, b, p, tagx, tagw, ty, 1, &bu->status_rc[p]);
    }
}

/* The rows of tags the seats need at seat width cw (the table makes the seats that much taller). */
static int seats_tag_rows(gui_module_ctx *ctx, const cit_bazaar *b, int cw)
{
    gui_ui *ui = ctx->ui;
    int n = nplayers(ctx), pad = gui_px(ui, GUI_SIZE_GAP), most = 1;
    for (int p = 0; p < n; p++) {
        int room = cw - pad - gui_px(ui, GUI_SIZE_PAD) - gui_px(ui, GUI_SIZE_GAP);
        if (seats_narrow(ctx, cw)) /* the tags from the stripe, as seats_row draws them */
            room = cw - pad - gui_px(ui, BZ_SEAT_STRIPE) - 2 * gui_px(ui, GUI_SIZE_NUDGE);
        int r = seat_tags(ctx, b, p, 0, room, 0, 0, NULL);
        most = r > most ? r : most;
    }
    return most;
}

/* A seat's height at seat width cw: figure, name and score, and the rows of tags under them. */
static int seat_h(gui_module_ctx *ctx, const cit_bazaar *b, int cw)
{
    /* narrow: the name and the score go under the figure */
    int under = seats_narrow(ctx, cw) ? gui_font_px(ctx->ui, GUI_FONT_CHECK) * 5 / 4 + gui_font_px(ctx->ui, GUI_FONT_NOTE) : 0;
    return gui_px(ctx->ui, BZ_SEAT_H) + under + (seats_tag_rows(ctx, b, cw) - 1) * (tag_h(ctx) + gui_px(ctx->ui, GUI_SIZE_NUDGE));
}
/* What just happened at the table: the history's lines since this bazaar opened (the newest last). */
static void recent_lines(gui_module_ctx *ctx, int x, int y, int w, int max)
{
    const gui_game *g = ctx->game;
    char open[GUI_LOG_LINE];
    if (!gui_bazaar_open_line(engine(ctx), g->you, open, sizeof open))
        return;
    int from = g->nlog;
    while (from > 0 && strcmp(g->log[from - 1], open) != 0)
        from--;
    if (from == 0)
        return; /* the opening line is gone (a history rebuilt some other way): say nothing */
    if (g->nlog - from > max)
        from = g->nlog - max;
    int px = gui_font_px(ctx->ui, GUI_FONT_NOTE);
    for (int i = from; i < g->nlog; i++, y += px * 3 / 2) {
        const char *t = g->log[i];
        while (*t == ' ')
            t++;
        char fitted[GUI_LOG_LINE + 8];
        gui_text_fit(fitted, sizeof fitted, t, w, px, 0);
        gui_text(fitted, x, y, px, i == g->nlog - 1, gui_rgba(i == g->nlog - 1 ? GUI_COL_INK : GUI_COL_INK_SOFT, 255),
                 GUI_ALIGN_LEFT);
    }
}

/* ---- the person deciding ---------------------------------------------------------------------- */

/* The controls' sizes: the row's buttons; a bid control's step and amount widths and gaps; two
   rows where one does not hold them (a phone upright: the amount above, the answer below). */
typedef struct {
    int bh, sw, numw, gap, two;
    int no_quick; /* without +1 +3 +5 (a phone on its side: one row, the tiles keep their height) */
} ctl_sizes;

/* The width of [−] amount [+]  +1 +3 +5 with its trailing gap. */
static int bid_control_w(const ctl_sizes *c)
{
    return c->no_quick ? 2 * c->sw + c->numw + 5 * c->gap : 5 * c->sw + c->numw + 8 * c->gap;
}

/* [−] amount [+]  +1 +3 +5 : the quick amounts are above the least bid (the top bid when raising).
   Returns where the control ends (with a gap). */
static int bid_control(gui_module_ctx *ctx, int least, int x, int y, const ctl_sizes *c)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    int sw = c->sw, numw = c->numw, gap = c->gap, bh = c->bh;
    if (gui_button(ui, BZ_ID(0), (SDL_Rect){x, y, sw, bh}, "\xE2\x88\x92", bu->amount > least) ||
        gui_key(ui, SDLK_MINUS) || gui_key(ui, SDLK_KP_MINUS) || gui_key(ui, SDLK_DOWN) || gui_key(ui, SDLK_LEFT))
        bu->amount--;
    char num[16];
    snprintf(num, sizeof num, "%d", bu->amount);
    gui_fill_rounded(ctx->r, (SDL_Rect){x + sw + gap, y, numw, bh}, gui_px(ui, GUI_SIZE_RADIUS),
                     gui_rgba(GUI_COL_CREAM, 255));
    int npx = gui_font_px(ui, BZ_AMOUNT_FONT);
    if (gui_text_width(num, npx, 1) > numw - gui_px(ui, GUI_SIZE_SPACE))
        npx = gui_font_px(ui, GUI_FONT_HEADING);
    gui_text(num, x + sw + gap + numw / 2, y + (bh - npx * 5 / 4) / 2, npx, 1, gui_rgba(GUI_COL_INK, 255),
             GUI_ALIGN_CENTER);
    int px = x + sw + gap + numw + gap;
    if (gui_button(ui, BZ_ID(0), (SDL_Rect){px, y, sw, bh}, "+", bu->amount < BID_MAX) || gui_key(ui, SDLK_PLUS) ||
        gui_key(ui, SDLK_EQUALS) || gui_key(ui, SDLK_KP_PLUS) || gui_key(ui, SDLK_UP) || gui_key(ui, SDLK_RIGHT))
        bu->amount++;
    px += sw + gap * 3;
    /* quick amounts: relative to what is on the table (0 when opening) */
    static const int quick[3] = {1, 3, 5};
    int base = least > 0 ? least - 1 : 0;
    for (int k = 0; k < 3 && !c->no_quick; k++) {
        char q[8];
        snprintf(q, sizeof q, "+%d", quick[k]);
        if (gui_button_colour(ui, BZ_ID(k), (SDL_Rect){px, y, sw, bh}, gui_rgba(GUI_COL_WOOD_LIGHT, 255), q,
                              base + quick[k] <= BID_MAX))
            bu->amount = base + quick[k];
        px += sw + gap;
    }
    if (bu->amount < least)
        bu->amount = least;
    if (bu->amount > BID_MAX)
        bu->amount = BID_MAX;
    return px;
}

static int confirm_key(const gui_ui *ui) { return gui_key(ui, SDLK_RETURN) || gui_key(ui, SDLK_KP_ENTER); }

/* The auctioneer clicks a tile and sets the opening bid; Offer confirms (beside the amount, or
   below it across the row). */
static int pick_controls(gui_module_ctx *ctx, const cit_bazaar *b, SDL_Rect row, const ctl_sizes *c, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    int bh = c->bh, right = bid_control(ctx, 0, row.x, row.y, c), oy = row.y;
    if (c->two) {
        right = row.x;
        oy = row.y + bh + c->gap;
    }
    char label[48], pts[32];
    gui_points(pts, sizeof pts, bu->amount);
    int ok = bu->sel >= 0 && bu->sel < b->ntiles && b->owner[bu->sel] == CIT_NOBODY;
    gui_subst(label, sizeof label, ok ? bazaar_tr(BZ_OFFER) : bz_words(ctx, BZ_CLICK_TILE), pts, NULL, NULL);
    int w = row.x + row.w - right;
    const cit_move *hint = gui_module_ctx_hint_shown(ctx); /* a hint's offer: the tile's amount and Offer ringed */
    if (hint && hint->type == CIT_MOVE_BAZAAR_PICK) {
        cit_move offer = bazaar_move(CIT_MOVE_BAZAAR_PICK, hint->arg0, hint->arg1);
        gui_module_ctx_decide_answer(ctx, (SDL_Rect){row.x, row.y, row.w, oy + bh - row.y}, &offer);
    }
    if ((gui_button_colour(ui, BZ_ID(0), (SDL_Rect){right, oy, w, bh}, gui_rgba(GUI_COL_ACCENT, 255), label, ok) ||
         confirm_key(ui)) && ok) {
        *chosen = bazaar_move(CIT_MOVE_BAZAAR_PICK, bu->sel, bu->amount);
        return GUI_DECIDE_CHOSEN;
    }
    return 0;
}

/* One chance on the lot: Pass, or raise with the same control (Pass and Raise below the amount
   when there are two rows). */
static int bid_controls(gui_module_ctx *ctx, const cit_bazaar *b, SDL_Rect row, const ctl_sizes *c, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    int bh = c->bh, passw = gui_px(ui, BZ_PASS_W), least = least_bid(b, CIT_DECIDE_BAZAAR_BID);
    int ay = row.y, cx = row.x + passw + gui_px(ui, BZ_ANSWER_GAP); /* the answers' row, the amount's left */
    if (c->two) {
        ay = row.y + bh + c->gap;
        cx = row.x;
        passw = (row.w - c->gap) / 3;
    }
    SDL_Rect pass_rc = {row.x, ay, passw, bh};
    if (gui_button_colour(ui, BZ_ID(0), pass_rc, gui_rgba(GUI_COL_WOOD, 255), bazaar_tr(BZ_PASS), 1) || gui_key(ui, SDLK_p)) {
        *chosen = bazaar_move(CIT_MOVE_BAZAAR_BID, 0, 0);
        return GUI_DECIDE_CHOSEN;
    }
    cit_move pass = bazaar_move(CIT_MOVE_BAZAAR_BID, 0, 0); /* a hint's answer ringed */
    gui_module_ctx_decide_answer(ctx, pass_rc, &pass);
    const cit_move *hint = gui_module_ctx_hint_shown(ctx);
    if (hint && hint->type == CIT_MOVE_BAZAAR_BID && hint->arg0 == 1) {
        cit_move raise = bazaar_move(CIT_MOVE_BAZAAR_BID, 1, hint->arg1);
        SDL_Rect ring = c->two ? (SDL_Rect){row.x, row.y, row.w, 2 * bh + c->gap} : (SDL_Rect){cx, row.y, row.x + row.w - cx, bh};
        gui_module_ctx_decide_answer(ctx, ring, &raise);
    }
    if (least > BID_MAX)
        return 0; /* nobody can go higher: passing is all there is */
    int right = bid_control(ctx, least, cx, row.y, c);
    if (c->two)
        right = row.x + passw + c->gap;
    char label[48], num[16];
    snprintf(num, sizeof num, "%d", bu->amount);
    gui_subst(label, sizeof label, gui_word_n(&bazaar_text[BZ_RAISE], bu->amount), num, NULL, NULL);
    if (gui_button_colour(ui, BZ_ID(0), (SDL_Rect){right, ay, row.x + row.w - right, bh},
                          gui_rgba(GUI_COL_ACCENT, 255), label, 1) || confirm_key(ui)) {
        *chosen = bazaar_move(CIT_MOVE_BAZAAR_BID, 1, bu->amount);
        return GUI_DECIDE_CHOSEN;
    }
    return 0;
}

/* Buy or Sell, each with the money it moves written under it. */
static int deal_controls(gui_module_ctx *ctx, const cit_bazaar *b, SDL_Rect row, const ctl_sizes *c, cit_move *chosen)
{
    gui_ui *ui = ctx->ui;
    const cit_game *e = engine(ctx);
    int gap = gui_px(ui, BZ_ANSWER_GAP), w = (row.w - gap) / 2, bh = c->bh;
    char flow[160];
    for (int k = 0; k < 2; k++) {
        int buy = k == 0;
        SDL_Rect rc = {row.x + k * (w + gap), row.y, w, bh};
        if (buy)
            gui_bazaar_pay_words(e, ctx->game->you, b->auctioneer, b->bidder, b->bid, flow, sizeof flow);
        else
            gui_bazaar_pay_words(e, ctx->game->you, b->bidder, b->auctioneer, b->bid, flow, sizeof flow);
        cit_move deal = bazaar_move(CIT_MOVE_BAZAAR_DEAL, buy, 0);
        gui_module_ctx_decide_answer(ctx, rc, &deal); /* a hint's answer ringed */
        if (gui_button_colour(ui, BZ_ID(k), rc, gui_rgba(buy ? GUI_COL_ACCENT : GUI_COL_WOOD, 255),
                              bazaar_tr(buy ? BZ_BUY : BZ_SELL), 1)) {
            *chosen = bazaar_move(CIT_MOVE_BAZAAR_DEAL, buy, 0);
            return GUI_DECIDE_CHOSEN;
        }
        int px = gui_font_px(ui, GUI_FONT_BODY);
        if (c->two && gui_text_width(flow, px, 1) > w) { /* a phone's narrow buttons: on two lines */
            gui_text_wrapped(flow, rc.x, rc.y + bh + gui_px(ui, GUI_SIZE_GAP), w, px, 1, gui_rgba(GUI_COL_INK, 255));
            continue;
        }
        char fitted[160];
        gui_text_fit(fitted, sizeof fitted, flow, w, px, 1);
        gui_text(fitted, rc.x + w / 2, rc.y + bh + gui_px(ui, GUI_SIZE_GAP), px, 1, gui_rgba(GUI_COL_INK, 255), GUI_ALIGN_CENTER);
    }
    return 0;
}

/* The no-auction pick: a click on a tile takes it. */
static int take_controls(gui_module_ctx *ctx, const cit_bazaar *b, cit_move *chosen)
{
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    const gui_input *in = ctx->in;
    for (int i = 0; i < b->ntiles; i++)
        if (b->owner[i] == CIT_NOBODY && in->released[1] && gui_hit(in, bu->tile_rc[i])) {
            *chosen = bazaar_move(CIT_MOVE_BAZAAR_PICK, i, CIT_BID_NONE);
            return GUI_DECIDE_CHOSEN;
        }
    return 0;
}

/* A computer seat answers through the AI on its thread, shown after a short pause. */
int gui_bazaar_computer_answer(gui_module_ctx *ctx, cit_move *chosen)
{
    const cit_game *e = engine(ctx);
    const cit_pending *pd = ctx->pend;
    if (!gui_module_ctx_seat_computer(ctx, pd->player))
        return 0; /* a network game's seat decided at another screen: its move comes from there */
    if (!*ctx->ai) {
        *ctx->ai = gui_ai_start(ctx->ai_seam, e, cit_game_setup(e)->players[pd->player].kind,
                                cit_game_setup(e)->seed * 31u + (uint64_t)cit_session_length(ctx->game->sess));
        *ctx->ai_started = ctx->game->now;
    }
    cit_move m;
    int st = *ctx->ai ? gui_ai_poll(*ctx->ai, &m) : -1;
    if (st == 0 || (st == 1 && ctx->game->now - gui_bazaar_of(ctx->game)->shown_at <
                                   gui_bazaar_pause_ms(ctx->settings->anim_speed)))
        return 0;
    gui_ai_free(*ctx->ai);
    *ctx->ai = NULL;
    if (st != 1 && cit_game_legal_moves(e, &m, 1) < 1) /* no AI: the first answer (pass) */
        return 0;
    *chosen = m;
    gui_bazaar_of(ctx->game)->computer_len = cit_session_length(ctx->game->sess) + 1; /* the move it becomes */
    return GUI_DECIDE_CHOSEN;
}

/* ---- the table ---------------------------------------------------------------------------------- */

Uint32 gui_bazaar_close_ms(int speed)
{
    static const Uint32 hold[GUI_SPEED_COUNT] = {3000, 2000, 1200, 0};
    return speed >= 0 && speed < GUI_SPEED_COUNT ? hold[speed] : hold[GUI_SPEED_NORMAL];
}

/* The table after a computer ended the auction: who got what and who paid whom, a moment (a
   click, a key or Continue closes it sooner). Returns GUI_DECIDE_* bits. */
static int closing_controls(gui_module_ctx *ctx, SDL_Rect row)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    Uint32 hold = gui_bazaar_close_ms(ctx->settings->anim_speed), age = ctx->game->now - ctx->game->applied_at;
    int bw = gui_px(ui, BZ_CONTINUE_W), bar = gui_px(ui, BZ_BAR_H);
    float left = hold ? 1.0f - (float)age / (float)hold : 0;
    gui_fill_rounded(ctx->r, (SDL_Rect){row.x, row.y + row.h / 2 - bar / 2, row.w - bw - gui_px(ui, GUI_SIZE_SECTION), bar}, bar / 2,
                     gui_rgba(GUI_COL_QUIET, 255));
    gui_fill_rounded(
        ctx->r, (SDL_Rect){row.x, row.y + row.h / 2 - bar / 2, (int)((float)(row.w - bw - gui_px(ui, GUI_SIZE_SECTION)) * left), bar},
        bar / 2, gui_rgba(GUI_COL_ACCENT, 255));
    if (gui_button_colour(ui, BZ_ID(0), (SDL_Rect){row.x + row.w - bw, row.y, bw, row.h}, gui_rgba(GUI_COL_ACCENT, 255),
                          bazaar_tr(BZ_CONTINUE), 1) ||
        ctx->in->released[1] || ctx->in->nkeys > 0)
        bu->computer_len = 0; /* seen: the round goes on */
    return 0;
}

/* Where the table's parts go. */
typedef struct {
    SDL_Rect p;                  /* the panel */
    int title_px, title_y;       /* "Bazaar": its size and top (at the inner column's left) */
    SDL_Rect show;               /* See the board */
    SDL_Rect ask;                /* the question, wrapped to its width */
    SDL_Rect tiles;              /* the revealed tiles, centred in its width, s square */
    int s;
    SDL_Rect bid;                /* the top bid line */
    SDL_Rect seats;              /* the seats, `cols` a row, each seat_h high */
    int cols, seat_h;
    SDL_Rect recent;             /* the latest lines of the history, nrecent of them */
    int nrecent;
    SDL_Rect row;                /* the controls */
    ctl_sizes ctl;
} table_layout;

/* The question the table asks, to the one deciding by name. */
static void question(const gui_module_ctx *ctx, const cit_bazaar *b, int closing, int human, char *buf, size_t cap)
{
    const cit_pending *pd = ctx->pend;
    bazaar_text_id q = pd->decision == CIT_DECIDE_BAZAAR_BID    ? BZ_BID_ASK
                       : pd->decision == CIT_DECIDE_BAZAAR_DEAL ? BZ_DEAL_ASK
                       : b->auction                             ? BZ_PICK_ASK
                                                                : BZ_TAKE_ASK;
    int seat = closing ? b->first : pd->player;
    gui_subst(buf, cap,
              gui_word_seat(&bazaar_text[closing ? BZ_OVER
                                         : human ? q
                                                 : BZ_WAIT],
                            gui_game_is_you(ctx->game, seat)),
              gui_game_player_name(ctx->game, seat), NULL, NULL);
}

/* The height the question takes wrapped to w (measured, not drawn). */
static int wrapped_h(const char *text, int w, int px)
{
    int was = gui_draw_enabled;
    gui_draw_enabled = 0;
    int h = gui_text_wrapped(text, 0, 0, w, px, 1, gui_rgba(GUI_COL_INK, 255));
    gui_draw_enabled = was;
    return h;
}

/* A desktop's table: one column over the board, every seat in one row. */
static void layout_desk(gui_module_ctx *ctx, const cit_bazaar *b, int closing, table_layout *L)
{
    gui_ui *ui = ctx->ui;
    int n = b->ntiles, np = nplayers(ctx);
    int pad = gui_px(ui, BZ_DESK_PAD), w = ctx->board_rc->w - gui_px(ui, BZ_DESK_MARGIN), gap = gui_px(ui, GUI_SIZE_MARGIN);
    if (w > gui_px(ui, BZ_DESK_W))
        w = gui_px(ui, BZ_DESK_W);
    int iw = w - 2 * pad;
    /* Heights from the top: heading, question, tiles and their labels, top bid, seats, recent
       lines, controls. Tiles take what is left, up to 170 units. */
    int head = gui_font_px(ui, GUI_FONT_TITLE) * 5 / 4 + gui_px(ui, GUI_SIZE_NUDGE), ask = gui_font_px(ui, GUI_FONT_BUTTON) * 3;
    int bidline = gui_px(ui, BZ_BIDLINE_H), recent = gui_font_px(ui, GUI_FONT_NOTE) * 3 / 2 * 3;
    int seats = seat_h(ctx, b, iw / np);
    int controls = gui_px(ui, BZ_CONTROLS_H) + gui_font_px(ui, GUI_FONT_BODY) * 3 / 2;
    if (!b->auction && !closing) /* a pick without bidding: no bid line, no bid control */
        bidline = controls = 0;
    int label = gui_font_px(ui, GUI_FONT_BODY) * 3 / 2 + gui_px(ui, GUI_SIZE_GAP);
    int fixed = 2 * pad + head + ask + label + bidline + seats + recent + controls + 6 * gap;
    int s = (iw - (n - 1) * gui_px(ui, BZ_TILE_GAP)) / n, hs = ctx->board_rc->h - gui_px(ui, GUI_SIZE_SECTION) - fixed;
    s = SDL_max(gui_px(ui, BZ_TILE_LEAST), SDL_min(SDL_min(s, hs), gui_px(ui, BZ_TILE_MOST)));
    int h = fixed + s;
    L->p =
        (SDL_Rect){ctx->board_rc->x + (ctx->board_rc->w - w) / 2, ctx->board_rc->y + (ctx->board_rc->h - h) / 2, w, h};
    if (L->p.y < ctx->board_rc->y)
        L->p.y = ctx->board_rc->y;
    int x = L->p.x + pad, y = L->p.y + pad;
    L->title_px = gui_font_px(ui, GUI_FONT_TITLE);
    L->title_y = y;
    int fw = gui_text_width(bz_words(ctx, BZ_SHOW_BOARD), gui_font_px(ui, GUI_FONT_BODY), 1) + gui_px(ui, BZ_WORDS_ROOM);
    L->show = (SDL_Rect){x + iw - fw, y, fw, gui_hit_px(ui, BZ_SHOW_H)};
    y += head + gap;
    L->ask = (SDL_Rect){x, y, iw, ask};
    y += ask + gap;
    L->s = s;
    L->tiles = (SDL_Rect){x, y, iw, s};
    y += s + label + gap;
    L->bid = (SDL_Rect){x, y, iw, bidline};
    y += bidline + gap;
    L->seats = (SDL_Rect){x, y, iw, seats};
    L->cols = np;
    L->seat_h = seats;
    y += seats + gap;
    L->recent = (SDL_Rect){x, y, iw, recent};
    L->nrecent = 3;
    y += recent + gap;
    L->ctl = (ctl_sizes){gui_px(ui, BZ_CTL_H), gui_px(ui, BZ_STEP_W), gui_px(ui, BZ_AMOUNT_W), gui_px(ui, BZ_CTL_GAP), 0, 0};
    L->row = (SDL_Rect){x, y, iw, L->ctl.bh};
}

/* The width the controls need in one row (the widest answer beside the amount). */
static int controls_w(gui_module_ctx *ctx, const cit_bazaar *b, const ctl_sizes *c)
{
    const cit_pending *pd = ctx->pend;
    int lpx = gui_font_px(ctx->ui, GUI_FONT_BUTTON), more = gui_px(ctx->ui, BZ_WORDS_ROOM);
    char label[48], pts[32];
    gui_points(pts, sizeof pts, BID_MAX);
    if (pd->decision == CIT_DECIDE_BAZAAR_PICK && b->auction) {
        gui_subst(label, sizeof label, bazaar_tr(BZ_OFFER), pts, NULL, NULL);
        int w = SDL_max(gui_text_width(label, lpx, 1), gui_text_width(bz_words(ctx, BZ_CLICK_TILE), lpx, 1));
        return bid_control_w(c) + w + more;
    }
    if (pd->decision == CIT_DECIDE_BAZAAR_BID) {
        snprintf(pts, sizeof pts, "%d", BID_MAX);
        gui_subst(label, sizeof label, gui_word_n(&bazaar_text[BZ_RAISE], BID_MAX), pts, NULL, NULL);
        return gui_px(ctx->ui, BZ_PASS_W + BZ_ANSWER_GAP) + bid_control_w(c) + gui_text_width(label, lpx, 1) + more;
    }
    return 0;
}

/* A phone's table: the whole window (the board is a button away). Upright: one column, the seats
   two a row (more on a short phone, so the controls stay on it). On its side: the question beside the heading, the top bid beside the tiles, every
   seat in one row, no history lines. The tiles take what height is left. */
static void layout_phone(gui_module_ctx *ctx, const cit_bazaar *b, int closing, const char *ask_text, table_layout *L)
{
    gui_ui *ui = ctx->ui;
    int n = b->ntiles, np = nplayers(ctx), upright = ui->narrow && ctx->h > ctx->w;
    int m = gui_px(ui, GUI_SIZE_NUDGE), pad = gui_px(ui, GUI_SIZE_INSET), gap = gui_px(ui, GUI_SIZE_SPACE), tgap = gui_px(ui, BZ_TILE_GAP);
    SDL_Rect area = {m, m, ctx->w - 2 * m, ctx->h - 2 * m};
    int iw = area.w - 2 * pad, x = area.x + pad;
    /* The heading: the title smaller where it would crowd See the board. */
    int fw = gui_text_width(bz_words(ctx, BZ_SHOW_BOARD), gui_font_px(ui, GUI_FONT_BODY), 1) + gui_px(ui, BZ_WORDS_ROOM),
        fh = gui_hit_px(ui, BZ_SHOW_H);
    int tpx = gui_font_px(ui, GUI_FONT_TITLE), apx = gui_font_px(ui, GUI_FONT_BUTTON);
    if (gui_text_width(bazaar_tr(BZ_TITLE), tpx, 1) + gap + fw > iw / (upright ? 1 : 2))
        tpx = gui_font_px(ui, GUI_FONT_HEADING);
    int tw = gui_text_width(bazaar_tr(BZ_TITLE), tpx, 1);
    int aw = upright ? iw : iw - tw - fw - 4 * gap, ah = wrapped_h(ask_text, aw, apx);
    int head = SDL_max(tpx * 5 / 4, fh), top = upright ? head + gap + ah : SDL_max(head, ah);
    /* The controls: one row where they fit, else two. */
    L->ctl = (ctl_sizes){gui_hit_px(ui, BZ_PHONE_CTL_H), gui_hit_px(ui, BZ_PHONE_STEP_W), gui_px(ui, BZ_AMOUNT_W), gui_px(ui, BZ_CTL_GAP), 0, 0};
    int controls = L->ctl.bh;
    if (!upright && controls_w(ctx, b, &L->ctl) > iw) {
        L->ctl.sw = gui_hit_px(ui, BZ_STEP_LEAST_W);
        L->ctl.numw = gui_px(ui, BZ_AMOUNT_NARROW_W);
        L->ctl.no_quick = 1;
    }
    if (controls_w(ctx, b, &L->ctl) > iw) { /* the amount's buttons a finger wide, the amount between */
        L->ctl.no_quick = 0;
        L->ctl.two = 1;
        L->ctl.gap = gui_px(ui, GUI_SIZE_GAP);
        L->ctl.sw = gui_hit_px(ui, BZ_STEP_LEAST_W);
        L->ctl.numw = iw - 5 * L->ctl.sw - 8 * L->ctl.gap;
        controls = 2 * L->ctl.bh + L->ctl.gap;
    }
    int answer = b->auction || closing;
    if (ctx->pend->decision == CIT_DECIDE_BAZAAR_DEAL && !closing) { /* Buy and Sell, what each pays under it */
        L->ctl.two = upright; /* the words on two lines */
        controls = L->ctl.bh + gui_px(ui, GUI_SIZE_GAP) + gui_font_px(ui, GUI_FONT_BODY) * 5 / 4 * (upright ? 2 : 1);
    }
    if (!answer)
        controls = 0;
    int label = gui_font_px(ui, GUI_FONT_BODY) * 3 / 2 + gui_px(ui, GUI_SIZE_GAP), bidline = answer ? gui_px(ui, BZ_BIDLINE_H) : 0;
    int line = gui_font_px(ui, GUI_FONT_NOTE) * 3 / 2, least = gui_hit_px(ui, BZ_TILE_LEAST);
    /* The seats: as many a row as are at least 150 units wide, the rows evened out; on a phone
       too short for their rows and a finger-sized tile (360x640), more a row, narrower. */
    int want = upright ? SDL_max(1, SDL_min(np, iw / gui_px(ui, BZ_SEAT_LEAST_W))) : np;
    int cols, rows, sh, seats, fixed, room;
    for (;;) {
        rows = (np + want - 1) / want;
        cols = (np + rows - 1) / rows;
        sh = seat_h(ctx, b, iw / cols);
        seats = rows * sh + (rows - 1) * gap;
        /* pad, top, tiles band, seats, [recent], controls: the gaps between them */
        fixed = 2 * pad + top + gap + label + gap + seats + gap + (controls ? controls + gap : 0);
        if (upright)
            fixed += bidline + gap;
        room = area.h - fixed;
        if (room >= least || cols >= np)
            break;
        want = cols + 1;
    }
    int nrecent = upright ? SDL_max(0, SDL_min(3, (room - gui_px(ui, BZ_RECENT_ROOM)) / line)) : 0;
    room -= nrecent ? nrecent * line + gap : 0;
    int band = upright ? iw : iw * 3 / 5; /* on its side the top bid takes the band's right */
    int s = SDL_min(SDL_min((band - (n - 1) * tgap) / n, room), gui_px(ui, BZ_TILE_MOST));
    s = SDL_max(s, least);
    L->p = area; /* the whole window: the controls at its foot, under the thumb */
    int y = L->p.y + pad;
    L->title_px = tpx;
    L->title_y = y + (head - tpx * 5 / 4) / 2;
    L->show = (SDL_Rect){x + iw - fw, y, fw, fh};
    L->ask = upright ? (SDL_Rect){x, y + head + gap, iw, ah} : (SDL_Rect){x + tw + 2 * gap, y, aw, ah};
    y += top + gap;
    L->s = s;
    int tiles_w = upright ? iw : n * s + (n - 1) * tgap;
    L->tiles = (SDL_Rect){x, y + (upright ? 0 : gui_px(ui, BZ_LIFT)), tiles_w, s};
    if (upright) {
        y += s + label + gap;
        L->bid = (SDL_Rect){x, y, iw, bidline};
        y += bidline + gap;
    } else {
        L->bid = (SDL_Rect){x + tiles_w + gap, y + (s + label - bidline) / 2, iw - tiles_w - gap, bidline};
        y += s + label + gap;
    }
    L->seats = (SDL_Rect){x, y, iw, seats};
    L->cols = cols;
    L->seat_h = sh;
    y += seats + gap;
    L->nrecent = nrecent;
    L->recent = (SDL_Rect){x, y, iw, nrecent * line};
    if (nrecent)
        y += nrecent * line + gap;
    L->row = (SDL_Rect){x, SDL_max(y, area.y + area.h - pad - controls), iw, L->ctl.bh};
}

static int table(gui_module_ctx *ctx, const cit_bazaar *b, cit_move *chosen, int closing)
{
    gui_ui *ui = ctx->ui;
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    const cit_pending *pd = ctx->pend;
    int who = closing ? b->first : pd->player; /* after the auction: the first to play */
    int human = !closing && is_human(ctx, pd->player), n = b->ntiles;
    char line[240];
    question(ctx, b, closing, human, line, sizeof line);
    table_layout L;
    if (ui->narrow || ui->short_h) {
        layout_phone(ctx, b, closing, line, &L);
        ctx->decide->covered = 1;
    } else
        layout_desk(ctx, b, closing, &L);
    SDL_Rect p = L.p;
    gui_panel(ui, p);
    gui_fill_rect(ctx->r, (SDL_Rect){p.x, p.y + gui_px(ui, GUI_SIZE_PAD), gui_px(ui, GUI_SIZE_SPACE), p.h - gui_px(ui, GUI_SIZE_SECTION)}, pcol(ctx, who));

    /* Heading: "Bazaar" and the question, to the one deciding by name, in their colour; on the
       right, a look at the board (the table folds to a strip). */
    gui_text(bazaar_tr(BZ_TITLE), L.tiles.x, L.title_y, L.title_px, 1,
             gui_rgba(GUI_COL_WOOD, 255), GUI_ALIGN_LEFT);
    if (!closing && gui_button(ui, BZ_ID(0), L.show, bz_words(ctx, BZ_SHOW_BOARD), 1))
        bu->folded = 1;
    gui_text_wrapped(line, L.ask.x, L.ask.y, L.ask.w, gui_font_px(ui, GUI_FONT_BUTTON), 1, name_ink(ctx, who));

    int clickable = human && pd->decision == CIT_DECIDE_BAZAAR_PICK;
    tiles_row(ctx, b, clickable, L.tiles.x, L.tiles.y, L.tiles.w, L.s, closing);
    top_bid_line(ctx, b, L.bid.x, L.bid.y, L.bid.w);
    seats_row(ctx, b, L.seats, L.cols, L.seat_h, gui_px(ui, BZ_PANEL_STRIPE));
    if (L.nrecent)
        recent_lines(ctx, L.recent.x, L.recent.y, L.recent.w, L.nrecent);

    SDL_Rect row = L.row;
    int x = row.x, y = row.y, iw = row.w;
    if (closing)
        return closing_controls(ctx, row);
    if (!human && b->auction) {
        if (*ctx->ai) { /* how far the search is */
            float pr = gui_ai_progress(*ctx->ai);
            gui_fill_rounded(ctx->r, (SDL_Rect){x, y + row.h / 2, iw, gui_px(ui, BZ_BAR_H)}, gui_px(ui, BZ_BAR_RADIUS),
                             gui_rgba(GUI_COL_QUIET, 255));
            gui_fill_rounded(ctx->r, (SDL_Rect){x, y + row.h / 2, (int)((float)iw * pr), gui_px(ui, BZ_BAR_H)}, gui_px(ui, BZ_BAR_RADIUS),
                             pcol(ctx, pd->player));
        }
    }
    if (!human)
        return gui_bazaar_computer_answer(ctx, chosen);
    /* A click on a free tile chooses it for the auction. */
    if (clickable && ctx->in->released[1])
        for (int i = 0; i < n; i++)
            if (b->owner[i] == CIT_NOBODY && gui_hit(ctx->in, bu->tile_rc[i]))
                bu->sel = i;
    if (clickable)
        for (int i = 0; i < n; i++)
            if (b->owner[i] == CIT_NOBODY && gui_hit(ctx->in, bu->tile_rc[i]))
                gui_module_ctx_cursor(ctx, SDL_SYSTEM_CURSOR_HAND);
    switch (pd->decision) {
    case CIT_DECIDE_BAZAAR_PICK:
        if (!b->auction)
            return take_controls(ctx, b, chosen);
        return pick_controls(ctx, b, row, &L.ctl, chosen);
    case CIT_DECIDE_BAZAAR_BID:
        return bid_controls(ctx, b, row, &L.ctl, chosen);
    case CIT_DECIDE_BAZAAR_DEAL:
        return deal_controls(ctx, b, row, &L.ctl, chosen);
    default:
        return 0;
    }
}

/* ---- the round ------------------------------------------------------------------------------------ */

/* Along the top of the board: each bazaar tile with its owner, in playing order; the one
   being played now is marked, the played ones fade. */
static void round_strip(gui_module_ctx *ctx, const cit_bazaar *b)
{
    gui_ui *ui = ctx->ui;
    const cit_pending *pd = ctx->pend;
    int n = nplayers(ctx), s = gui_px(ui, BZ_STRIP_TILE), cw = gui_px(ui, BZ_STRIP_CELL_W), pad = gui_px(ui, GUI_SIZE_PAD);
    int lpx = gui_font_px(ui, GUI_FONT_BODY);
    int lw = gui_text_width(bazaar_tr(BZ_ROUND), lpx, 1) + gui_px(ui, BZ_STRIP_LABEL_ROOM);
    int room = ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION) - lw - 2 * pad; /* six players share a narrow board */
    if (cw * b->ntiles > room)
        cw = room / b->ntiles > s + gui_px(ui, GUI_SIZE_SECTION) ? room / b->ntiles : s + gui_px(ui, GUI_SIZE_SECTION);
    SDL_Rect p = {ctx->board_rc->x + gui_px(ui, GUI_SIZE_PAD), ctx->board_rc->y + gui_px(ui, GUI_SIZE_PAD), lw + pad + b->ntiles * cw,
                  s + 2 * pad};
    if (p.w > ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION))
        p.w = ctx->board_rc->w - gui_px(ui, GUI_SIZE_SECTION);
    gui_bazaar_of(ctx->game)->cover_rc = p;
    gui_fill_rounded(ctx->r, p, gui_px(ui, BZ_STRIP_RADIUS), gui_rgba(GUI_COL_PANEL, 235));
    gui_text(bazaar_tr(BZ_ROUND), p.x + pad, p.y + (p.h - lpx * 5 / 4) / 2, lpx, 1, gui_rgba(GUI_COL_WOOD, 255),
             GUI_ALIGN_LEFT);
    int x = p.x + pad + lw;
    for (int k = 0; k < n; k++) {
        int owner = (b->first + k) % n, i = tile_of(b, owner);
        if (x + cw > p.x + p.w + gui_px(ui, BZ_STRIP_SLACK))
            break;
        int now = owner == pd->active && pd->decision == CIT_DECIDE_PLACE_TILE && i >= 0 && b->played[i];
        int done = i >= 0 && b->played[i] && !now;
        SDL_Rect t = {x, p.y + pad, s, s};
        if (i >= 0)
            gui_atlas_tile(ctx->atlas, b->tile[i], 0, t, done ? 90 : 255);
        else
            gui_rect_outline(ctx->r, t, gui_px(ui, GUI_SIZE_LINE), gui_rgba(GUI_COL_DISABLED, 255));
        if (now)
            gui_rect_outline(ctx->r, t, gui_px(ui, GUI_SIZE_LINE_LIT), gui_rgba(GUI_COL_GOLD, 255));
        char name[64];
        int px = gui_font_px(ui, GUI_FONT_NOTE), tx = x + s + gui_px(ui, GUI_SIZE_GAP);
        gui_text_fit(name, sizeof name, gui_game_player_name(ctx->game, owner), cw - s - gui_px(ui, GUI_SIZE_MARGIN), px, 1);
        gui_text(name, tx, t.y + gui_px(ui, BZ_STRIP_NAME_Y), px, 1, done ? gui_rgba(GUI_COL_INK_SOFT, 255) : name_ink(ctx, owner),
                 GUI_ALIGN_LEFT);
        if (now)
            tag(ctx, tx, t.y + s - gui_font_px(ui, GUI_FONT_SMALL) * 3 / 2, bazaar_tr(BZ_NOW),
                gui_rgba(GUI_COL_GOLD, 255), gui_rgba(GUI_COL_INK, 255));
        else if (done)
            gui_text("\xE2\x9C\x93", tx, t.y + s - px * 5 / 4, px, 1, gui_rgba(GUI_COL_ACCENT, 255), GUI_ALIGN_LEFT);
        x += cw;
    }
}

/* ---- the entry point ---------------------------------------------------------------------------- */

/* A computer's answer ended the auction a moment ago (and nobody has closed the table since). */
static int closing_due(gui_module_ctx *ctx, const cit_bazaar *b)
{
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    return bu->computer_len && bu->computer_len == cit_session_length(ctx->game->sess) && b->active && !b->auction &&
           ctx->game->now - ctx->game->applied_at < gui_bazaar_close_ms(ctx->settings->anim_speed);
}

int gui_bazaar_frame(gui_module_ctx *ctx, cit_move *chosen)
{
    gui_bazaar_ui *bu = gui_bazaar_of(ctx->game);
    const cit_game *e = engine(ctx);
    cit_bazaar b;
    bu->shown = bu->strip = bu->closing = 0;
    bu->cover_rc = (SDL_Rect){0, 0, 0, 0};
    if (cit_game_over(e) || !cit_game_bazaar(e, &b)) {
        bu->key = 0;
        bu->folded = 0;
        return 0;
    }
    const cit_pending *pd = ctx->pend;
    if (pd->module != CIT_MODULE_BAZAAR) {
        bu->key = 0;
        bu->folded = 0;
        if (closing_due(ctx, &b)) {
            bu->closing = 1;
            return GUI_DECIDE_MODAL | table(ctx, &b, chosen, 1);
        }
        round_strip(ctx, &b);
        bu->strip = 1;
        return 0;
    }
    /* A new decision starts afresh: no tile chosen, the least bid set; a person asked now gets
       the table back if it was folded (the question is on it). */
    int key = cit_session_length(ctx->game->sess) + 1;
    if (key != bu->key || bu->game != ctx->game) {
        bu->key = key;
        bu->game = ctx->game;
        bu->sel = -1;
        bu->amount = least_bid(&b, pd->decision);
        bu->shown_at = ctx->game->now;
        if (is_human(ctx, pd->player) && bu->fold_key != key)
            bu->folded = 0;
        if (b.lot >= 0)
            bu->look = b.lot;
    }
    if (gui_key(ctx->ui, SDLK_b)) {
        bu->folded = !bu->folded;
        bu->fold_key = key;
    }
    if (bu->folded) {
        bu->fold_key = key;
        return GUI_BAZAAR_FOLDED; /* the module's frame shows the strip (bazaar_fold.c) */
    }
    bu->shown = 1;
    bu->fold_fitted = 0;
    int r = table(ctx, &b, chosen, 0);
    if (bu->folded) /* See the board was clicked */
        bu->fold_key = key;
    return GUI_DECIDE_MODAL | r;
}
