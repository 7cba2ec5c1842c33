/* The Tower's strings (tower_text.h). */
#include "modules/tower/tower_text.h"

const gui_words tower_text[TOWER_NWORDS] = {
    [TOWER_RULES] = {{
        "18 tiles show a tower foundation, and each player gets tower pieces (10 with 2 players, 9 with 3, "
        "7 with 4, 6 with 5, 5 with 6). Instead of putting a follower on the tile you placed, you may put one "
        "of your tower pieces on any foundation or tower that has no follower on top, or close a tower "
        "(height 1 or more) by putting a follower from your supply on its top. After a piece you may "
        "capture one follower standing on the tower's cell or up to its height cells north, east, south or "
        "west of it (over gaps): yours goes home, another player's becomes your prisoner. When two players "
        "hold each other's followers they are exchanged at once. At the start of your turn you may pay "
        "3 points to a player who holds your follower to take it back.",
        "Na 18 kartičkách je základ věže a každý hráč dostane dílky věže (10 ve 2 hráčích, 9 ve 3, 7 ve 4, "
        "6 v 5, 5 v 6). Místo figurky na právě položenou kartičku smíte dát jeden svůj dílek věže na "
        "kterýkoli základ nebo věž bez figurky navrchu, nebo věž (výšky aspoň 1) uzavřít figurkou ze "
        "zásoby na její vrchol. Po dílku smíte zajmout jednu figurku na poli věže nebo až o tolik polí "
        "na sever, východ, jih či západ, kolik je věž vysoká (i přes mezery): vaše se vrátí domů, cizí se "
        "stane vaším zajatcem. Drží-li dva hráči navzájem své figurky, hned se vymění. Na začátku svého "
        "tahu smíte zaplatit 3 body hráči, který drží vaši figurku, a vzít si ji zpět."}},
    [TOWER_DIAGRAM] = {{"The stone tower is 2 pieces high (its number says so): it reaches two cells each way. Red, "
                        "who has just put a piece on it, may take blue's knight two cells north as a prisoner.",
                        "Kamenná věž je vysoká 2 dílky (říká to její číslo): dosáhne o dvě pole na každou stranu. "
                        "Červený, který na ni právě dal dílek, smí zajmout modrého rytíře o dvě pole severně."}},
    /* RULES.md §10, sentence by sentence: the two figure-step alternatives on screen 1; the
       capture, the prisoner, the exchange and the ransom (3 points, the captive's owner pays at
       the start of their turn) on screen 2. Closing a tower is no answer to a capture. */
    [TOWER_LESSON_1] = {{"Instead of a follower, you may put one of your tower pieces on any tower foundation or "
                         "tower on the board with no follower on top: the tower grows one higher. Or close a tower "
                         "with a follower from your supply on its top: it stays there to the end and never scores.",
                         "Místo figurky smíte dát jeden svůj dílek věže na kterýkoli základ věže nebo věž na ploše "
                         "bez figurky navrchu: věž o patro vyroste. Nebo věž uzavřete figurkou ze zásoby na jejím "
                         "vrcholu: zůstane tam do konce hry a nikdy nedostane body."}},
    [TOWER_LESSON_2] = {{"After your piece you may capture one follower on the tower's cell or up to as many cells "
                         "north, east, south or west as the tower is high. Yours goes home; another player's becomes "
                         "your prisoner, and if that player holds one of yours, the two are exchanged at once. At the "
                         "start of their turn a player may pay you 3 points to take their follower back.",
                         "Po svém dílku smíte zajmout jednu figurku na poli věže nebo až o tolik polí na sever, "
                         "východ, jih či západ, kolik je věž vysoká. Vaše se vrátí domů; cizí se stane vaším "
                         "zajatcem, a drží-li ten hráč jednu z vašich, obě se hned vymění. Na začátku svého tahu "
                         "vám hráč smí zaplatit 3 body a vzít si svou figurku zpět."}},
    [TOWER_MV_STEP_NONE] = {{"No tower piece", "Žádný dílek věže"}},
    [TOWER_MV_PIECE] = {{"Tower piece (%1)", "Dílek věže (%1)"}},
    [TOWER_MV_CLOSE] = {{"Close the tower with a follower (%1)", "Uzavřít věž figurkou (%1)"}},
    [TOWER_MV_CLOSE_BIG] = {{"Close the tower with the big follower (%1)", "Uzavřít věž velkou figurkou (%1)"}},
    [TOWER_MV_CAPTURE_NONE] = {{"No capture", "Nezajmout nikoho"}},
    [TOWER_MV_CAPTURE] = {{"Capture %1's follower (%2)", "Zajmout figurku hráče %1 (%2)"}},
    [TOWER_MV_CAPTURE_BIG] = {{"Capture %1's big follower (%2)", "Zajmout velkou figurku hráče %1 (%2)"}},
    [TOWER_MV_CAPTURE_TOP] = {{"Capture %1's follower on top of the tower (%2)", "Zajmout figurku hráče %1 na vrcholu věže (%2)"}},
    [TOWER_MV_EXCHANGE_NORMAL] = {{"Take back your follower", "Vzít zpět svou figurku"}},
    [TOWER_MV_EXCHANGE_BIG] = {{"Take back your big follower", "Vzít zpět svou velkou figurku"}},
    [TOWER_MV_RANSOM_NONE] = {{"No ransom", "Nevykupovat"}},
    [TOWER_MV_RANSOM] = {{"Pay %1 3 points for your follower", "Zaplatit hráči %1 3 body za figurku"}},
    [TOWER_MV_RANSOM_BIG] = {{"Pay %1 3 points for your big follower", "Zaplatit hráči %1 3 body za velkou figurku"}},
    [TOWER_HIST_PIECE] = {{"  %1 builds the tower (%2) to height %3", "  %1 staví věž (%2) do výšky %3"}},
    [TOWER_HIST_CLOSE] = {{"  %1 closes the tower (%2)", "  %1 uzavírá věž (%2)"}},
    [TOWER_HIST_CAPTURE] = {{"  %1's tower took %2's %3", "  Věž hráče %1 zajala: %3 hráče %2"}},
    [TOWER_HIST_HOME] = {{"  %1's tower sent their own %3 home", "  Věž hráče %1 poslala domů jeho: %3"}},
    [TOWER_HIST_EXCHANGE] = {{"  %1 and %2 exchange prisoners", "  %1 a %2 si vyměnili zajatce"}},
    [TOWER_HIST_RANSOM] = {{"  %1 pays %2 3 points to free their %3", "  %1 platí hráči %2 3 body za výkup: %3"}},
    [TOWER_FOLLOWER] = {{"follower", "figurka"}},
    [TOWER_BIG_FOLLOWER] = {{"big follower", "velká figurka"}},
    [TOWER_PRISONERS] = {{"holds %1", "drží %1"}},
    [TOWER_BAR_STEP] = {{"%1: drag a tower piece onto a lit foundation or tower, or a follower onto a lit tower to close "
                         "it (or click a lit tower for a piece).",
                         "%1: přetáhněte dílek věže na rozsvícený základ nebo věž, nebo figurku na rozsvícenou věž, "
                         "která se tím uzavře (nebo na rozsvícenou věž klikněte a dáte tam dílek)."}},
    [TOWER_BAR_STEP_PIECE] = {{"%1: drag a tower piece onto a lit foundation or tower (or click it).",
                               "%1: přetáhněte dílek věže na rozsvícený základ nebo věž (nebo na něj klikněte)."}},
    [TOWER_BAR_CAPTURE] = {{"%1: the tower (%2) is %3 high. Click a lit follower in its reach to take it, or take "
                            "nobody.",
                            "%1: věž (%2) je vysoká %3. Klikněte na rozsvícenou figurku v jejím dosahu a zajměte ji, "
                            "nebo nezajměte nikoho."}},
    [TOWER_DROP_PIECE] = {{"Not there: drop the tower piece on a lit foundation or tower.",
                           "Tam ne: dílek věže pusťte na rozsvícený základ nebo věž."}},
    [TOWER_DROP_CLOSE] = {{"Not there: drop the follower on a lit tower to close it.",
                           "Tam ne: figurku pusťte na rozsvícenou věž, kterou tím uzavřete."}},
    [TOWER_SUPPLY] = {{"Tower pieces: %1", "Dílky věže: %1"}},
    [TOWER_RANSOM_ASK] = {{"Pay 3 points to the player who holds your follower and it is back in your supply at once.",
                           "Zaplaťte 3 body hráči, který drží vaši figurku, a hned ji máte zpět v zásobě."}},
    [TOWER_RANSOM_HELD] = {{"%1 holds your follower", "%1 drží vaši figurku"}},
    [TOWER_RANSOM_HELD_N] = {{"%1 holds %2 of your followers", "%1 drží vaše figurky: %2"}},
    [TOWER_RANSOM_HELD_BIG] = {{"%1 holds your big follower", "%1 drží vaši velkou figurku"}},
    [TOWER_RANSOM_PAY] = {{"Pay 3 points", "Zaplatit 3 body"}},
    [TOWER_RANSOM_NOT_NOW] = {{"Not now", "Teď ne"}},
    [TOWER_RANSOM_POOR] = {{"You have %1 points; a ransom costs 3.", "Máte bodů: %1, výkupné stojí 3."}},
    [TOWER_RANSOM_KEYS] = {{"Keys: 1\xE2\x80\x93%1 pay that row \xC2\xB7 S not now",
                            "Klávesy: 1\xE2\x80\x93%1 zaplatit za řádek \xC2\xB7 S teď ne"}},
    [TOWER_EXCHANGE_ASK] = {{"%1 holds both your follower and your big follower. Which one comes back to you in exchange "
                             "for their follower you took?",
                             "%1 drží vaši figurku i vaši velkou figurku. Kterou dostanete zpět výměnou za jeho "
                             "figurku, kterou jste zajali?"}},
    [TOWER_EXCHANGE_KEYS] = {{"Keys: 1 your follower \xC2\xB7 2 your big follower",
                              "Klávesy: 1 figurka \xC2\xB7 2 velká figurka"}},
    [TOWER_RANSOM_KEYS_ONE] = {{"Keys: 1 or Enter pay \xC2\xB7 S not now", "Klávesy: 1 nebo Enter zaplatit \xC2\xB7 S teď ne"}},
    [TOWER_ROW_RANSOMS] = {{"Ransoms", "Výkupné"}},
    [TOWER_RANSOM_SCORE] = {{"You have %1 points.", "Máte bodů: %1."}},
    [TOWER_EXCHANGE_NORMAL] = {{"Your follower", "Vaši figurku"}},
    [TOWER_EXCHANGE_BIG] = {{"Your big follower", "Vaši velkou figurku"}},
    [TOWER_MAYOR] = {{"mayor", "starosta"}},
    [TOWER_WAGON] = {{"wagon", "vůz"}},
    [TOWER_MV_CAPTURE_MAYOR] = {{"Capture %1's mayor (%2)", "Zajmout starostu hráče %1 (%2)"}},
    [TOWER_MV_CAPTURE_WAGON] = {{"Capture %1's wagon (%2)", "Zajmout vůz hráče %1 (%2)"}},
    [TOWER_MV_EXCHANGE_MAYOR] = {{"Take back your mayor", "Vzít zpět svého starostu"}},
    [TOWER_MV_EXCHANGE_WAGON] = {{"Take back your wagon", "Vzít zpět svůj vůz"}},
    [TOWER_MV_RANSOM_MAYOR] = {{"Pay %1 3 points to free your mayor", "Zaplatit hráči %1 3 body za starostu"}},
    [TOWER_MV_RANSOM_WAGON] = {{"Pay %1 3 points to free your wagon", "Zaplatit hráči %1 3 body za vůz"}},
    [TOWER_RANSOM_HELD_MAYOR] = {{"%1 holds your mayor: pay 3 to free it", "%1 drží vašeho starostu: vykupte ho za 3"}},
    [TOWER_RANSOM_HELD_WAGON] = {{"%1 holds your wagon: pay 3 to free it", "%1 drží váš vůz: vykupte ho za 3"}},
    [TOWER_EXCHANGE_MAYOR] = {{"Your mayor", "Svého starostu"}},
    [TOWER_EXCHANGE_WAGON] = {{"Your wagon", "Svůj vůz"}},
    [TOWER_EXCHANGE_ASK_KINDS] = {{"%1 holds more than one kind of your followers. Which one comes back to you in "
                                   "exchange for their follower you took?",
                                   "%1 drží víc druhů vašich figurek. Kterou dostanete zpět výměnou za jeho figurku, "
                                   "kterou jste zajali?"}},
    [TOWER_EXCHANGE_KEYS_N] = {{"Keys: 1\xE2\x80\x93%1 choose", "Klávesy: 1\xE2\x80\x93%1 vybrat"}},
};

const char *tower_tr(tower_text_id id) { return id >= 0 && id < TOWER_NWORDS ? gui_word(&tower_text[id]) : "?"; }
