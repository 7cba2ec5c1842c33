/* The Princess & the Dragon's strings (dragon_text.h). */
#include "modules/dragon/dragon_text.h"

const gui_words dragon_text[DRAGON_NWORDS] = {
    [DRAGON_RULES] = {{
        "30 tiles, each with one symbol. A volcano brings the dragon: it jumps there and no follower may stand "
        "on the volcano. Dragon tiles drawn before the first volcano are set aside and shuffled back in later. "
        "After a dragon tile's turn, the dragon walks up to 6 steps, one cell north, east, south or west each: "
        "the placer chooses the first step, the next player the second, and so on round the table. It never "
        "enters a cell it has visited in this walk, the fairy's cell or an empty cell, and stops early at a "
        "dead end. It eats every follower on each cell it enters; they go home unscored. Instead of a "
        "follower you may put the fairy beside one of your followers: the dragon cannot enter that cell, you "
        "score 1 point at the start of each of your turns and 3 when that follower's feature scores. A "
        "princess tile lets you send one knight of its city home instead of placing a follower; a magic "
        "portal lets you put your follower on any unoccupied, unfinished feature of the board.",
        "30 kartiček, každá s jedním symbolem. Sopka přivede draka: skočí na ni a na sopku nesmí žádná "
        "figurka. Dračí kartičky tažené před první sopkou se odloží a později zamíchají zpět. Po tahu s dračí "
        "kartičkou drak udělá až 6 kroků, každý o jedno pole na sever, východ, jih nebo západ: první krok "
        "volí ten, kdo kartičku položil, druhý další hráč a tak dále kolem stolu. Nikdy nevstoupí na pole, "
        "kde při této cestě už byl, na pole víly ani na prázdné pole, a ve slepé uličce skončí dřív. Sežere "
        "všechny figurky na každém poli, na které vstoupí; vrátí se domů bez bodů. Místo figurky smíte "
        "postavit vílu vedle své figurky: drak na to pole nesmí, na začátku každého vašeho tahu dostanete "
        "1 bod a 3 body, když se boduje útvar té figurky. Kartička s princeznou vám místo figurky dovolí "
        "poslat domů jednoho rytíře jejího města; kouzelný portál vám dovolí postavit figurku na kterýkoli "
        "neobsazený nedokončený útvar na stole."}},
    [DRAGON_DIAGRAM] = {{"The dragon has come from the volcano in the south. Its next step may go to a lit cell: "
                         "north onto blue's knight (eaten), or east. The fairy guards the cell in the west.",
                         "Drak přišel ze sopky na jihu. Další krok smí na rozsvícené pole: na sever na modrého "
                         "rytíře (sežere ho), nebo na východ. Pole na západě hlídá víla."}},
    [DRAGON_LESSON_1] = {{"A volcano brings the dragon. After each dragon tile the players move it six cells, "
                          "one step each in turn: click a lit cell next to the dragon. It eats every follower "
                          "on a cell it enters, builders and pigs too.",
                          "Sopka přivede draka. Po každé dračí kartičce s ním hráči popojdou o šest polí, "
                          "každý po kroku: klikněte na rozsvícené pole vedle draka. Sežere každou figurku na "
                          "poli, na které vstoupí, i stavitele a prasata."}},
    [DRAGON_LESSON_2] = {{"Placed no follower? Put the fairy beside one of yours: the dragon cannot enter its "
                          "cell, it earns you 1 point at the start of each of your turns and 3 more when that "
                          "follower's feature scores. A princess sends a knight of her city home; a portal lets "
                          "your follower go onto any unoccupied, unfinished feature.",
                          "Nepostavili jste figurku? Dejte vílu k některé své: drak na její pole nesmí, na "
                          "začátku každého vašeho tahu vám vynese 1 bod a další 3, když se útvar té figurky "
                          "počítá. Princezna pošle domů rytíře ze svého města; portál pustí vaši figurku na "
                          "kterýkoli neobsazený a nedokončený útvar."}},
    [DRAGON_NORTH] = {{"north", "na sever"}},
    [DRAGON_EAST] = {{"east", "na východ"}},
    [DRAGON_SOUTH] = {{"south", "na jih"}},
    [DRAGON_WEST] = {{"west", "na západ"}},
    [DRAGON_MV_STEP] = {{"Move the dragon %1", "Posunout draka %1"}},
    [DRAGON_MV_PRINCESS_NONE] = {{"Keep every knight in the city", "Nechat všechny rytíře ve městě"}},
    [DRAGON_MV_PRINCESS] = {{"Princess: send %1's %2 home (%3)", "Princezna: poslat domů hráči %1: %2 (%3)"}},
    [DRAGON_MV_FAIRY_NONE] = {{"No fairy", "Bez víly"}},
    [DRAGON_MV_FAIRY] = {{"Fairy beside your %1 (%2)", "Víla k vaší figurce: %1 (%2)"}},
    [DRAGON_MV_PORTAL_NONE] = {{"No follower through the portal", "Žádná figurka portálem"}},
    [DRAGON_MV_PORTAL] = {{"Through the portal: %1 (%2)", "Portálem: %1 (%2)"}},
    [DRAGON_HIST_ASIDE] = {{"  %1 drew a dragon tile before any volcano: set aside", "  %1 táhl dračí kartičku před "
                            "první sopkou: odložena"}},
    [DRAGON_HIST_RESHUFFLE] = {{"  %1 set-aside dragon tiles go back into the stack",
                                "  Odložené dračí kartičky (%1) se vracejí do balíčku"}},
    [DRAGON_HIST_VOLCANO] = {{"  The dragon flies to the volcano (%1)", "  Drak přiletěl na sopku (%1)"}},
    [DRAGON_HIST_STEP] = {{"  %1 moves the dragon %2", "  %1 posouvá draka %2"}},
    [DRAGON_HIST_ATE] = {{"  The dragon ate %1's %2", "  Drak sežral hráči %1: %2"}},
    [DRAGON_HIST_ATE_MANY] = {{"  The dragon ate %2 of %1's followers", "  Drak sežral hráči %1 figurky: %2"}},
    [DRAGON_HIST_PRINCESS] = {{"  The princess sends %1's %2 home", "  Princezna posílá domů hráči %1: %2"}},
    [DRAGON_HIST_FAIRY] = {{"  %1 puts the fairy beside their %2", "  %1 staví vílu ke své figurce (%2)"}},
    [DRAGON_HIST_PORTAL] = {{"  %1 goes through the portal: %2 (%3)", "  %1 jde portálem: %2 (%3)"}},
    [DRAGON_HIST_FAIRY_TURN] = {{"  The fairy guards %1's %2: 1 point", "  Víla hlídá figurku hráče %1 (%2): 1 bod"}},
    [DRAGON_HIST_FAIRY_FEATURE] = {{"  The fairy guards %1's %2 as it scores: 3 points",
                                    "  Víla hlídá figurku hráče %1 (%2) při bodování: 3 body"}},
    [DRAGON_FOLLOWER] = {{"follower", "figurka"}},
    [DRAGON_AT_START] = {{"on the start tile", "na startovní kartičce"}},
    [DRAGON_HOVER_FAIRY] = {{"the fairy beside %1's %2", "víla u figurky hráče %1 (%2)"}},
    [DRAGON_HINT_STEP] = {{"Move the dragon: click a lit cell next to it (steps left: %1).",
                           "Posuňte draka: klikněte na rozsvícené pole vedle něj (zbývá kroků: %1)."}},
    [DRAGON_HINT_FAIRY] = {{"Drag the fairy onto one of your lit followers (or click one), or choose No fairy.",
                            "Přetáhněte vílu na některou svou rozsvícenou figurku (nebo na ni klikněte), nebo zvolte Bez víly."}},
    [DRAGON_HINT_FAIRY_MOVE] = {{"Drag the fairy from where it stands onto one of your lit followers (or click one), or choose No fairy.",
                                 "Přetáhněte vílu z místa, kde stojí, na některou svou rozsvícenou figurku (nebo na ni klikněte), nebo zvolte Bez víly."}},
    [DRAGON_ROW_FAIRY] = {{"Fairy", "Víla"}},
    [DRAGON_HINT_FAIRY_DRAG] = {{"Drop the fairy on one of your lit followers; anywhere else it goes back.",
                                 "Pusťte vílu na některou svou rozsvícenou figurku; jinde se vrátí zpět."}},
    [DRAGON_HINT_PRINCESS] = {{"The princess: click a lit knight to send it home, or keep them all.",
                               "Princezna: klikněte na rozsvíceného rytíře a pošlete ho domů, nebo nechte všechny."}},
    [DRAGON_HINT_PORTAL] = {{"The portal: click a lit place anywhere for your follower, or choose none.",
                             "Portál: klikněte na rozsvícené místo kdekoli pro svou figurku, nebo žádné."}},
    [DRAGON_KEYS_STEP] = {{"1-4\xC2\xA0" "dragon step", "1–4\xC2\xA0krok draka"}},
    [DRAGON_KEYS_NONE] = {{"Enter\xC2\xA0" "none", "Enter\xC2\xA0nic"}},
    [DRAGON_STEPS_LEFT] = {{"Dragon: %1 of 6 steps left", "Drak: zbývá %1 ze 6 kroků"}},
    /* the portal's figure choice with Abbey & Mayor (F cycles) */
    [DRAGON_PORTAL_FOLLOWER] = {{"Follower (F)", "Figurka (F)"}},
    [DRAGON_PORTAL_MAYOR] = {{"Mayor (F)", "Starosta (F)"}},
    [DRAGON_PORTAL_WAGON] = {{"Wagon (F)", "Vůz (F)"}},
    [DRAGON_THE_MAYOR] = {{"the mayor", "starosta"}},
    [DRAGON_THE_WAGON] = {{"the wagon", "vůz"}},
};

const char *dragon_tr(dragon_text_id id) { return id >= 0 && id < DRAGON_NWORDS ? gui_word(&dragon_text[id]) : "?"; }
