/* The barn's strings (abbey_barn_text.h). Czech: a tile is "kartička". */
#include "modules/abbey/abbey_barn_text.h"

const gui_words barn_text[BN_NWORDS] = {
    [BN_RULES] = {{
        "Every player has a barn. After placing a tile without a follower, you may drag the barn from "
        "your supply onto a corner of that tile where four tiles meet with field in each quarter there "
        "(the lit corners), if no barn is in that field yet. At once the field's farmers score as at "
        "the end (3 per completed city) and go home; no farmer may join the field after. When a later "
        "tile joins a field with farmers to a barn's field, those farmers score 1 per completed city "
        "and go home. At the end the barns of a field score 4 per completed city. A barn never moves.",
        "Každý hráč má stodolu. Po položení kartičky bez figurky smíte stodolu přetáhnout ze zásoby na "
        "roh té kartičky, kde se potkávají čtyři kartičky a v každé čtvrtině je louka (světlé rohy), "
        "pokud na té louce ještě stodola není. Farmáři té louky se hned počítají jako na konci (3 za "
        "každé dokončené město) a jdou domů; na louku pak už žádný farmář nesmí. Když pozdější kartička "
        "připojí louku s farmáři k louce se stodolou, ti farmáři dostanou 1 za každé dokončené město "
        "a jdou domů. Na konci dostanou stodoly louky 4 za každé dokončené město. Stodola se nehýbe."}},
    [BN_DIAGRAM] = {{
        "Red's barn where four tiles meet, each with field at that corner: the farmers of that field "
        "scored at once and went home.",
        "Červená stodola tam, kde se potkávají čtyři kartičky, každá s loukou v tom rohu: farmáři té "
        "louky se hned počítali a šli domů."}},
    [BN_LESSON] = {{
        "The barn goes on a lit corner of the tile you just placed, where four tiles meet on field: the "
        "field's farmers score at once and go home, and at the end the barn scores 4 per completed city.",
        "Stodola jde na světlý roh právě položené kartičky, kde se na louce potkávají čtyři kartičky: "
        "farmáři té louky se hned počítají a jdou domů a na konci dostane stodola 4 za každé dokončené město."}},
    [BN_TIP] = {{"Barn: goes on a corner where four tiles meet on field; scores the field's farmers at once, then 4 per city at the end",
                 "Stodola: jde na roh, kde se na louce potkávají čtyři kartičky; hned počítá farmáře louky, na konci 4 za město"}},
    [BN_ASK] = {{"Your barn may go on a lit corner of the tile just placed: drag it there from the supply, or click a lit corner.",
                 "Stodola smí na světlý roh právě položené kartičky: přetáhněte ji tam ze zásoby, nebo klikněte na světlý roh."}},
    [BN_NONE_BTN] = {{"No barn", "Bez stodoly"}},
    [BN_HINT_DRAG] = {{"Drop the barn on a lit corner; anywhere else puts it back.",
                       "Pusťte stodolu na světlý roh; jinde se vrátí do zásoby."}},
    [BN_MV_NONE] = {{"No barn", "Bez stodoly"}},
    [BN_MV_NE] = {{"The barn on the north-east corner", "Stodola na severovýchodní roh"}},
    [BN_MV_SE] = {{"The barn on the south-east corner", "Stodola na jihovýchodní roh"}},
    [BN_MV_SW] = {{"The barn on the south-west corner", "Stodola na jihozápadní roh"}},
    [BN_MV_NW] = {{"The barn on the north-west corner", "Stodola na severozápadní roh"}},
    [BN_HIST_PUT] = {{"  %1 puts the barn on a corner of the tile", "  %1 staví stodolu na roh kartičky"}},
    [BN_HIST_PLACED_SCORE] = {{"  %1's barn: %2's farmers score %3 and go home", "  Stodola hráče %1: farmáři hráče %2 získávají %3 a jdou domů"}},
    [BN_HIST_JOIN_SCORE] = {{"  Joined to a barn: %2's farmers score %3 and go home",
                             "  Připojeni ke stodole: farmáři hráče %2 získávají %3 a jdou domů"}},
    [BN_HIST_FINAL] = {{"  %1 +%2 \xC2\xB7 barns: 4 per city", "  %1 +%2 \xC2\xB7 stodoly: 4 za město"}},
    [BN_HOVER] = {{"%1's barn", "stodola hráče %1"}},
    [BN_FINALE] = {{"Barns", "Stodoly"}},
};

const char *barn_tr(barn_text_id id) { return id >= 0 && id < BN_NWORDS ? gui_word(&barn_text[id]) : "?"; }
