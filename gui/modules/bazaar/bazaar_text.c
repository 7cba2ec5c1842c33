/* Bazaars's strings (bazaar_text.h). */
#include "modules/bazaar/bazaar_text.h"

/* Czech puts a player's name in the nominative after "hráč"/"hráči" and shows who gets paid
   with an arrow, so names never decline and no word agrees with a player's gender; amounts
   come worded by gui_points ("3 body"). */
const gui_words bazaar_text[BZ_NWORDS] = {
    [BZ_RULES_BAZAAR] = {{
        "After a turn in which a bazaar tile was placed (and scored), as many tiles as there are players "
        "are revealed from the stack (no bazaar if fewer are left). The player left of the one who placed "
        "it is the first auctioneer: they pick a revealed tile and bid 0 or more points; every other player "
        "still in the bazaar, clockwise, may raise once or pass. The auctioneer then either buys the tile "
        "for the highest bid (paying it to that bidder) or sells it to the highest bidder (receiving the "
        "bid); if nobody else bid, the auctioneer pays the bid to nobody. You may bid more than your score "
        "(scores can go negative). Whoever gets a tile leaves the bazaar; the next player clockwise without "
        "a tile auctions next, and the last one takes the last tile free. Then everyone, starting with the "
        "first auctioneer, plays a normal turn with that tile (a tile that fits nowhere is discarded and "
        "that player draws). A bazaar tile placed in this round starts no new bazaar. Option \xE2\x80\x9C"
        "Bazaar without bidding\xE2\x80\x9D: each player in turn simply takes a tile and plays it at once.",
        "Po tahu, v němž byla přiložena (a vyhodnocena) kartička s bazarem, se ze zásoby odkryje tolik kartiček, "
        "kolik je hráčů (zbývá-li jich méně, bazar se nekoná). Hráč vlevo od toho, kdo bazar přiložil, je "
        "první dražitel: vybere odkrytou kartičku a nabídne za ni 0 či více bodů; každý další hráč, který je "
        "ještě v bazaru, může po směru hodinových ručiček jednou nabídku zvýšit, nebo pasovat. Dražitel "
        "pak kartičku buď koupí za nejvyšší nabídku (a zaplatí ji tomu, kdo ji dal), nebo ji nejvýše "
        "nabízejícímu prodá (a nabídku dostane); nenabídl-li nikdo jiný, zaplatí svou nabídku nikomu. "
        "Nabídnout lze i víc, než kolik máte bodů (skóre může být záporné). Kdo kartičku získá, z bazaru "
        "odchází; dalším dražitelem je další hráč po směru hodinových ručiček bez kartičky a poslední si "
        "vezme poslední kartičku zdarma. Pak každý, počínaje prvním dražitelem, odehraje se svou kartičkou "
        "normální tah (kartička, která nikam nepasuje, se vyřadí a hráč si táhne). Kartička s bazarem přiložená "
        "v tomto kole nový bazar nespustí. Volba \xE2\x80\x9E" "Bazar bez dražby\xE2\x80\x9C: každý si po řadě "
        "jen vezme jednu kartičku a hned ji přiloží."}},
    [BZ_TITLE] = {{"Bazaar", "Bazar"}},
    [BZ_PICK_ASK] = {{"%1, you are the auctioneer: click a tile and name your opening bid (0 is fine).",
                         "%1, dražíte vy: klikněte na kartičku a nabídněte za ni body (i 0)."}},
    [BZ_BID_ASK] = {{"%1, raise or pass?", "%1, přihodíte, nebo pasujete?"}},
    [BZ_DEAL_ASK] = {{"%1, buy the tile for the top bid or sell it to the top bidder?",
                         "%1, koupíte kartičku za nejvyšší nabídku, nebo ji prodáte nejvyšší nabídce?"}},
    [BZ_TAKE_ASK] = {{"%1, take one of the tiles and play it now.", "%1, vezměte si jednu z kartiček a hned ji přiložte."}},
    [BZ_WAIT] = {{"%1 is thinking\xE2\x80\xA6", "%1 přemýšlí\xE2\x80\xA6"}},
    [BZ_TOP_BID] = {{"Top bid: %1 \xE2\x80\x94 %2", "Nejvyšší nabídka: %1 \xE2\x80\x94 %2"}},
    [BZ_NO_BID] = {{"No bid yet", "Zatím bez nabídky"}},
    [BZ_OFFER] = {{"Offer %1", "Nabídnout %1"}},
    [BZ_RAISE] = {{"Raise to %1", "Přihodit na %1"}},
    [BZ_PASS] = {{"Pass", "Pasovat"}},
    [BZ_BUY] = {{"Buy", "Koupit"}},
    [BZ_SELL] = {{"Sell", "Prodat"}},
    [BZ_PAYS] = {{"%1 pays %2 %3", "%1 zaplatí %3 \xE2\x86\x92 %2"}},
    [BZ_PAYS_NOBODY] = {{"%1 pays %2 to nobody", "%1 zaplatí %2 nikomu"}},
    [BZ_CLICK_TILE] = {{"Click a tile first", "Nejdřív klikněte na kartičku"}},
    [BZ_AUCTIONEER] = {{"auctioneer", "dražitel"}},
    [BZ_PASSED] = {{"passed", "pas"}},
    [BZ_BIDS] = {{"bids %1", "nabízí %1"}},
    [BZ_TO_ASK] = {{"to bid", "přihazuje"}},
    [BZ_LOT] = {{"for sale", "v dražbě"}},
    [BZ_ROUND] = {{"Bazaar round:", "Kolo bazaru:"}},
    [BZ_NOW] = {{"now", "teď"}},
    [BZ_HIST_OPEN] = {{"%1 opens a bazaar", "%1 pořádá bazar"}},
    [BZ_HIST_BID] = {{"  %1 bids %2", "  %1 nabízí %2"}},
    [BZ_HIST_PASS] = {{"  %1 passes", "  %1 pasuje"}},
    [BZ_HIST_PAY] = {{"  %1 pays %2 %3", "  %1 platí %3 \xE2\x86\x92 %2"}},
    [BZ_HIST_PAY_NOBODY] = {{"  %1 pays %2 to nobody", "  %1 platí %2 nikomu"}},
    [BZ_HIST_WIN] = {{"  %1 gets bazaar tile %2 (%3)", "  %1 získává kartičku %2 z bazaru (%3)"}},
    [BZ_MV_PICK] = {{"Auction tile %1, bid %2", "Dražit kartičku %1 za %2"}},
    [BZ_MV_TAKE] = {{"Take tile %1", "Vzít kartičku %1"}},
    [BZ_MV_BID] = {{"Bid %1", "Nabídnout %1"}},
    [BZ_MV_PASS] = {{"Pass", "Pasovat"}},
    [BZ_MV_BUY] = {{"Buy", "Koupit"}},
    [BZ_MV_SELL] = {{"Sell", "Prodat"}},
    [BZ_KEYS] = {{"+ / \xE2\x88\x92 change the bid \xC2\xB7 Enter confirms", "+ / \xE2\x88\x92 mění nabídku \xC2\xB7 Enter potvrdí"}},
    [BZ_OUTBID] = {{"bid %1 \xC2\xB7 outbid", "nabídka %1 \xC2\xB7 přebita"}},
    [BZ_OVER] = {{"The auction is over: everyone plays the tile they got, in this order.",
                     "Dražba skončila: každý přiloží kartičku, kterou získal, v tomto pořadí."}},
    [BZ_CONTINUE] = {{"Continue", "Pokračovat"}},
    [BZ_SHOW_BOARD] = {{"See the board (B)", "Ukázat plochu (B)"}},
    [BZ_BACK_TABLE] = {{"Back to the table (B)", "Zpět ke stolu (B)"}},
    [BZ_LOOK_HINT] = {{"Cells where it could go: %1 \xC2\xB7 click a tile to see another \xC2\xB7 wheel zooms, drag pans",
                          "Pole, kam by šel: %1 \xC2\xB7 kliknutím na kartičku ukážete jinou \xC2\xB7 kolečko přiblíží, tažení posouvá"}},
    [BZ_FITS_NOWHERE] = {{"It fits nowhere now \xC2\xB7 click a tile to see another",
                             "Teď nikam nepasuje \xC2\xB7 kliknutím na kartičku ukážete jinou"}},
    [BZ_FREE] = {{"the last tile, free", "poslední kartička zdarma"}},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [BZ_LESSON_1] = {{"After a bazaar tile is laid, one tile per player is turned up. Taking turns, each player picks a tile and bids points for it; the others may raise once or pass.",
        "Po položení kartičky s bazarem se otočí tolik kartiček, kolik je hráčů. Hráči se střídají: každý vybere kartičku a nabídne za ni body; ostatní smějí jednou přihodit nebo pasovat."}},
    [BZ_LESSON_2] = {{"The one who picked it then buys it for the top bid or sells it to the top bidder. Everyone ends with one tile and plays it as a normal turn.",
        "Kdo kartičku vybral, ji pak za nejvyšší nabídku koupí, nebo ji nejvyššímu zájemci prodá. Každý nakonec dostane jednu kartičku a zahraje s ní obyčejný tah."}},
};

const char *bazaar_tr(bazaar_text_id id) { return id >= 0 && id < BZ_NWORDS ? gui_word(&bazaar_text[id]) : "?"; }
