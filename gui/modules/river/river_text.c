/* The River's strings (river_text.h). */
#include "modules/river/river_text.h"

const gui_words river_text[RIVER_NWORDS] = {
    [RIVER_RULES] = {{
        "The game opens with the river. The spring is the start tile; the 10 river tiles are "
        "drawn first, one a turn, and the lake comes last; then the usual stack (all 72 base tiles, "
        "the start tile among them). A river tile must continue the river at its open end (framed in "
        "blue): its river meets the river there and flows on into an empty cell, and every other edge "
        "matches as usual. The river may not turn back at once: a right turn right after a right turn, "
        "or a left after a left, is not allowed (right, straight, right is). A river tile that cannot "
        "go on is removed and the next one drawn; if that is the lake, the river stays open and its end "
        "takes no tile. Followers go on a river tile's roads, cities, cloisters and fields, never on the "
        "river, which scores nothing and separates the fields on its banks. Not with the Count; no "
        "Halflings triangle and no bazaar while river tiles remain.",
        "Hra začíná řekou. Pramen je počáteční kartička; 10 kartiček řeky se táhne jako první, jedna "
        "za tah, a jezero přijde poslední; potom obvyklý balíček (všech 72 kartiček základní hry "
        "včetně počáteční). Kartička řeky musí řeku prodloužit na jejím otevřeném konci (modrý rámeček): "
        "její řeka tam navazuje a teče dál do prázdného pole a ostatní hrany sedí jako obvykle. Řeka se "
        "nesmí hned obrátit: otočka doprava hned po otočce doprava nebo doleva po doleva není dovolena "
        "(doprava, rovně, doprava ano). Kartička řeky, kterou nelze přiložit, se vyřadí a táhne se "
        "další; je-li to jezero, zůstane řeka otevřená a na její konec už nic nepřijde. Figurky jdou na "
        "cesty, města, kláštery a louky kartiček řeky, nikdy na řeku: ta nic nedá a louky na svých "
        "březích odděluje. Ne s Hrabětem; dokud zbývají kartičky řeky, nehraje se trojúhelník z Půlek "
        "a nevznikne bazar."}},
    [RIVER_DIAGRAM] = {{"From the spring the river turns right, then left (two rights in a row would "
                        "turn it back), to the lake. The red farmer's field ends at the river.",
                        "Od pramene se řeka stočí doprava, pak doleva (dvakrát doprava za sebou by ji "
                        "obrátilo zpět), až k jezeru. Louka červeného sedláka končí u řeky."}},
    [RIVER_KIND] = {{"River", "Řeka"}},
    [RIVER_HOVER] = {{"River \xC2\xB7 %1 \xC2\xB7 scores nothing, separates the fields",
                      "Řeka \xC2\xB7 %1 \xC2\xB7 nic nedá, odděluje louky"}},
    [RIVER_HIST_REMOVED] = {{"  River tile %1 cannot continue the river: removed",
                             "  Kartička řeky %1 nejde přiložit: vyřazena"}},
    [RIVER_HIST_LAKE_REMOVED] = {{"  The lake cannot end the river: removed; the river stays open",
                                  "  Jezero nejde přiložit: vyřazeno; řeka zůstává otevřená"}},
    [RIVER_PANEL_LEFT] = {{"River tiles left: %1, lake last", "Kartiček řeky zbývá: %1"}},
    [RIVER_PANEL_LAKE] = {{"River: the lake is next", "Řeka: další je jezero"}},
    [RIVER_HINT] = {{"Continue the river at its open end (blue frame); no U-turn.",
                     "Prodlužte řeku na jejím otevřeném konci (modrý rámeček); bez otočky zpět."}},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [RIVER_LESSON_1] = {{"The game opens with the river: the spring starts it, the river tiles come first and the lake last. Each river tile must carry the river on from its open end.",
        "Hra začíná řekou: pramen ji otevírá, kartičky řeky přicházejí první a jezero poslední. Každá kartička řeky musí řeku prodloužit od jejího otevřeného konce."}},
    [RIVER_LESSON_2] = {{"The river may not turn back at once (two right turns in a row, or two left), scores nothing and splits the fields on its banks; followers go on everything else.",
        "Řeka nesmí hned zatočit zpět (dvakrát vpravo nebo dvakrát vlevo za sebou), nedá žádné body a rozděluje louky na svých březích; figurky patří na všechno ostatní."}},
};

const char *river_tr(river_text_id id) { return id >= 0 && id < RIVER_NWORDS ? gui_word(&river_text[id]) : "?"; }
