/* Bazaars's strings in English and Czech: its own table (gui_words, app/i18n.h), looked up
   in the current language. */
#ifndef GUI_BAZAAR_TEXT_H
#define GUI_BAZAAR_TEXT_H

#include "app/i18n.h"

typedef enum {
    BZ_RULES_BAZAAR, BZ_TITLE, BZ_PICK_ASK, BZ_BID_ASK, BZ_DEAL_ASK, BZ_TAKE_ASK, BZ_WAIT, BZ_TOP_BID,
    BZ_NO_BID, BZ_OFFER, BZ_RAISE, BZ_PASS, BZ_BUY, BZ_SELL, BZ_PAYS, BZ_PAYS_NOBODY, BZ_CLICK_TILE,
    BZ_AUCTIONEER, BZ_PASSED, BZ_BIDS, BZ_TO_ASK, BZ_LOT, BZ_ROUND, BZ_NOW, BZ_HIST_OPEN, BZ_HIST_BID,
    BZ_HIST_PASS, BZ_HIST_PAY, BZ_HIST_PAY_NOBODY, BZ_HIST_WIN, BZ_MV_PICK, BZ_MV_TAKE, BZ_MV_BID, BZ_MV_PASS,
    BZ_MV_BUY, BZ_MV_SELL, BZ_KEYS, BZ_FREE, BZ_OUTBID, BZ_OVER, BZ_CONTINUE, BZ_SHOW_BOARD, BZ_BACK_TABLE,
    BZ_LOOK_HINT, BZ_FITS_NOWHERE, BZ_LESSON_1, BZ_LESSON_2,
    /* the same on a touch screen: no keys, a tap */
    BZ_SHOW_BOARD_TOUCH, BZ_BACK_TABLE_TOUCH, BZ_LOOK_HINT_TOUCH, BZ_FITS_NOWHERE_TOUCH, BZ_CLICK_TILE_TOUCH,
    /* a payment to the person at this screen */
    BZ_PAYS_YOU, BZ_HIST_PAY_YOU, BZ_NWORDS
} bazaar_text_id;

extern const gui_words bazaar_text[BZ_NWORDS];
/* The string `id` in the current language (never NULL). */
const char *bazaar_tr(bazaar_text_id id);
/* The same, on a touch screen (coarse) the words for a finger where there are such (no keys). */
const char *bazaar_tr_for(int coarse, bazaar_text_id id);
#define bz_words(ctx, id) bazaar_tr_for((ctx)->coarse, (id))

#endif
