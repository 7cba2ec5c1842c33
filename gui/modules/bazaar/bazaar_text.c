/* Bazaars's strings (bazaar_text.h). */
#include "modules/bazaar/bazaar_text.h"
#include "app/gettext.h"

/* Czech puts a player's name in the nominative after "hráč"/"hráči" and shows who gets paid
   with an arrow, so names never decline and no word agrees with a player's gender; amounts
   come worded by gui_points ("3 body"). */
const gui_words bazaar_text[BZ_NWORDS] = {
    [BZ_RULES_BAZAAR] = {.msgid = N_("After a turn in which a bazaar tile was placed (and scored), as many tiles as there are players "
        "are revealed from the stack (no bazaar if fewer are left). The player left of the one who placed "
        "it is the first auctioneer: they pick a revealed tile and bid 0 or more points; every other player "
        "still in the bazaar, clockwise, may raise once or pass. The auctioneer then either buys the tile "
        "for the highest bid (paying it to that bidder) or sells it to the highest bidder (receiving the "
        "bid); if nobody else bid, the auctioneer pays the bid to nobody. You may bid more than your score "
        "(scores can go negative). Whoever gets a tile leaves the bazaar; the next player clockwise without "
        "a tile auctions next, and the last one takes the last tile free. Then everyone, starting with the "
        "first auctioneer, plays a normal turn with that tile (a tile that fits nowhere is discarded and "
        "that player draws). A bazaar tile placed in this round starts no new bazaar. Option \xE2\x80\x9C"
        "Bazaar without bidding\xE2\x80\x9D: each player in turn simply takes a tile and plays it at once.")},
    [BZ_TITLE] = {.msgid = N_("Bazaar")},
    [BZ_PICK_ASK] = {.msgid = N_("%1, you are the auctioneer: pick a tile and name your opening bid (0 is fine)."),
                     .you = N_("You are the auctioneer: pick a tile and name your opening bid (0 is fine).")},
    [BZ_BID_ASK] = {.msgid = N_("%1, raise or pass?"), .you = N_("Raise or pass?")},
    [BZ_DEAL_ASK] = {.msgid = N_("%1, buy the tile for the top bid or sell it to the top bidder?"),
                     .you = N_("Buy the tile for the top bid or sell it to the top bidder?")},
    [BZ_TAKE_ASK] = {.msgid = N_("%1, take one of the tiles and play it now."), .you = N_("Take one of the tiles and play it now.")},
    [BZ_WAIT] = {.msgid = N_("%1 is thinking\xE2\x80\xA6")},
    [BZ_TOP_BID] = {.msgid = N_("Top bid: %1 \xE2\x80\x94 %2")},
    [BZ_NO_BID] = {.msgid = N_("No bid yet")},
    [BZ_OFFER] = {.msgid = N_("Offer %1")},
    /* TRANSLATORS: a button; %1 is the number of points the bid goes up to, counted here so
       that a language can put the noun in the case "to" wants (Polish "do 3 punktów") */
    [BZ_RAISE] = {NN_("Raise to %1 point", "Raise to %1 points")},
    [BZ_PASS] = {.msgid = N_("Pass")},
    [BZ_BUY] = {.msgid = N_("Buy")},
    [BZ_SELL] = {.msgid = N_("Sell")},
    [BZ_PAYS] = {.msgid = N_("%1 pays %2 %3"), .you = N_("You pay %2 %3")},
    [BZ_PAYS_NOBODY] = {.msgid = N_("%1 pays %2 to nobody"), .you = N_("You pay %2 to nobody")},
    [BZ_PAYS_YOU] = {.msgid = N_("%1 pays you %3")},
    [BZ_CLICK_TILE] = {.msgid = N_("Click a tile first")},
    /* TRANSLATORS: a tag on a seat, narrow on a small phone: a soft hyphen (U+00AD) in a long
       word marks where it may break over two lines ("Auktio\u00ADnator"). */
    [BZ_AUCTIONEER] = {.msgid = N_("auctioneer")},
    [BZ_PASSED] = {.msgid = N_("passed")},
    [BZ_BIDS] = {.msgid = N_("bids %1")},
    [BZ_TO_ASK] = {.msgid = N_("to bid")},
    [BZ_LOT] = {.msgid = N_("for sale")},
    [BZ_ROUND] = {.msgid = N_("Bazaar round:")},
    [BZ_NOW] = {.msgid = N_("now")},
    [BZ_HIST_OPEN] = {.msgid = N_("%1 opens a bazaar"), .you = N_("You open a bazaar")},
    [BZ_HIST_BID] = {.msgid = N_("  %1 bids %2"), .you = N_("  You bid %2")},
    [BZ_HIST_PASS] = {.msgid = N_("  %1 passes"), .you = N_("  You pass")},
    [BZ_HIST_PAY] = {.msgid = N_("  %1 pays %2 %3"), .you = N_("  You pay %2 %3")},
    [BZ_HIST_PAY_YOU] = {.msgid = N_("  %1 pays you %3")},
    [BZ_HIST_PAY_NOBODY] = {.msgid = N_("  %1 pays %2 to nobody"), .you = N_("  You pay %2 to nobody")},
    [BZ_HIST_WIN] = {.msgid = N_("  %1 gets bazaar tile %2 (%3)"), .you = N_("  You get bazaar tile %2 (%3)")},
    [BZ_MV_PICK] = {.msgid = N_("Auction tile %1, bid %2")},
    [BZ_MV_TAKE] = {.msgid = N_("Take tile %1")},
    [BZ_MV_BID] = {.msgid = N_("Bid %1")},
    [BZ_MV_PASS] = {.msgid = N_("Pass")},
    [BZ_MV_BUY] = {.msgid = N_("Buy")},
    [BZ_MV_SELL] = {.msgid = N_("Sell")},
    [BZ_KEYS] = {.msgid = N_("+ / \xE2\x88\x92 change the bid \xC2\xB7 Enter confirms")},
    [BZ_OUTBID] = {.msgid = N_("bid %1 \xC2\xB7 outbid")},
    [BZ_OVER] = {.msgid = N_("The auction is over: everyone plays the tile they got, in this order.")},
    [BZ_CONTINUE] = {.msgid = N_("Continue")},
    [BZ_SHOW_BOARD] = {.msgid = N_("See the board (B)")},
    [BZ_BACK_TABLE] = {.msgid = N_("Back to the table (B)")},
    [BZ_LOOK_HINT] = {.msgid = N_("Cells where it could go: %1 \xC2\xB7 click a tile to see another \xC2\xB7 wheel zooms, drag pans")},
    [BZ_FITS_NOWHERE] = {.msgid = N_("It fits nowhere now \xC2\xB7 click a tile to see another")},
    [BZ_FREE] = {.msgid = N_("the last tile, free")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [BZ_LESSON_1] = {.msgid = N_("After a bazaar tile is laid, one tile per player is turned up. Taking turns, each player picks a tile and bids points for it; the others may raise once or pass.")},
    [BZ_LESSON_2] = {.msgid = N_("The one who picked it then buys it for the top bid or sells it to the top bidder. Everyone ends with one tile and plays it as a normal turn.")},
    /* on a touch screen */
    [BZ_SHOW_BOARD_TOUCH] = {.msgid = N_("See the board")},
    [BZ_BACK_TABLE_TOUCH] = {.msgid = N_("Back to the table")},
    [BZ_LOOK_HINT_TOUCH] = {.msgid = N_("Cells where it could go: %1 \xC2\xB7 tap a tile to see another")},
    [BZ_FITS_NOWHERE_TOUCH] = {.msgid = N_("It fits nowhere now \xC2\xB7 tap a tile to see another")},
    [BZ_CLICK_TILE_TOUCH] = {.msgid = N_("Tap a tile first")},
};

const char *bazaar_tr(bazaar_text_id id) { return id >= 0 && id < BZ_NWORDS ? gui_word(&bazaar_text[id]) : "?"; }

const char *bazaar_tr_for(int coarse, bazaar_text_id id)
{
    static const bazaar_text_id touch[][2] = {{BZ_SHOW_BOARD, BZ_SHOW_BOARD_TOUCH}, {BZ_BACK_TABLE, BZ_BACK_TABLE_TOUCH},
                                              {BZ_LOOK_HINT, BZ_LOOK_HINT_TOUCH}, {BZ_FITS_NOWHERE, BZ_FITS_NOWHERE_TOUCH},
                                              {BZ_CLICK_TILE, BZ_CLICK_TILE_TOUCH}};
    for (size_t k = 0; coarse && k < sizeof touch / sizeof touch[0]; k++)
        if (touch[k][0] == id)
            return bazaar_tr(touch[k][1]);
    return bazaar_tr(id);
}
