/* The City's strings (city_text.h). */
#include "modules/city/city_text.h"

/* Czech follows the Czech rules' words: ulice, tržnice, obytná čtvrť, dílek hradeb, městská
   brána, věž, hlídka, balíček. Names stay in the nominative before a verb ("Bedřich pokládá"). */
const gui_words city_text[CITY_NWORDS] = {
    [CITY_RULES] = {{
        "The City is a game of its own (2 to 4 players, 7 followers and a share of 12 towers each). The 75 "
        "city tiles lie in three face-down stacks of 30, 25 and 20; the first tile goes in the middle of the "
        "empty table. A tile must touch at least one placed tile, and only streets must match: markets, "
        "residential quarters and buildings may meet anything. Followers go on streets, markets and "
        "residential quarters (never on a building), as in the base game, but not on an empty street or "
        "market the tile itself completes. A street is complete when both ends stop at a crossing, another "
        "part of the city or the wall (or it loops): 1 point per tile up to 3 tiles, 2 per tile from 4. A "
        "market is complete when it cannot grow: tiles \xC3\x97 kinds of goods (fish, grain, livestock). "
        "Residential quarters score at the end: 2 points per market next to them. THE WALL: once stack 1 is "
        "used up, a placement whose scoring (a street or market with a follower on it) comes from a tile "
        "of stack 2 or 3 starts a wall round. The first time the player who placed it sets the gate on an "
        "outer edge of the city; then every player clockwise adds a wall piece at one of the two ends (drag "
        "it onto a lit edge), and may put a follower on it as a watchman, unless a watchman stands directly "
        "opposite. A piece (and the gate) may go only where the wall can still be closed round every tile: a ring "
        "round empty cells never closes it, and an edge that would leave no way round the city is not lit. With "
        "two players each places two pieces; for a tile from stack 3, twice as many. Then the "
        "player who placed the tile may set a tower on a wall end: 1 point per piece since the last tower "
        "or the gate on that side. No tile may lie outside the wall. The game ends with the last tile, the "
        "last of the 70 wall pieces, or when the two ends are 5 pieces apart or fewer: the wall is then "
        "closed along the shortest way round the city (what that completes scores), residential quarters "
        "score, and each watchman scores 2 points per public building and 3 per historic building in its "
        "row or column up to the first gap. The original tile distribution is not public: the mix of the "
        "75 tiles here is our own.\n\nIn this window: the first tile goes on the lit middle cell. Under the hand "
        "the three stacks show how many tiles each has left (the tile in hand's stack framed). In a wall "
        "round a bar over the board names who places what (\xE2\x80\x9C" "Anna places a wall piece, 2 of "
        "4\xE2\x80\x9D): drag the gate, the wall piece or the tower from it onto a slot lit gold (or click the "
        "slot); a tower's slots show the points it would score. A wall piece waits there for its "
        "watchman: drag the follower onto it, or No watchman (Enter). Cells outside the wall are hatched red.",
        "Město je samostatná hra (2 až 4 hráči, každý 7 figurek a díl z 12 věží). 75 kartiček města leží "
        "ve třech balíčcích lícem dolů po 30, 25 a 20; první kartička se položí doprostřed prázdného stolu. "
        "Kartička musí sousedit aspoň s jednou položenou a navazovat musí jen ulice: tržnice, obytné čtvrti "
        "a budovy mohou sousedit s čímkoli. Figurky se stavějí na ulice, tržnice a obytné čtvrti (nikdy na "
        "budovy) jako v základní hře, ale ne na prázdnou ulici či tržnici, kterou kartička sama dokončí. "
        "Ulice je dokončená, když oba její konce končí na křižovatce, jiné části města nebo na hradbách "
        "(nebo tvoří smyčku): do 3 kartiček 1 bod za kartičku, od 4 kartiček 2 body. Tržnice je dokončená, "
        "když už nemůže růst: kartičky \xC3\x97 druhy zboží (ryby, obilí, dobytek). Obytné čtvrti se hodnotí "
        "na konci: 2 body za každou sousední tržnici. HRADBY: po vyčerpání prvního balíčku spustí stavbu "
        "hradeb každé hodnocení (ulice či tržnice s figurkou) způsobené kartičkou z 2. nebo 3. balíčku. "
        "Poprvé hráč, který kartičku položil, přiloží městskou bránu k vnější hraně města; pak každý hráč po "
        "směru hry přidá dílek hradeb na jeden ze dvou konců (přetáhne ho na zvýrazněnou hranu) a smí na něj "
        "postavit figurku jako hlídku, pokud přímo naproti hlídka nestojí. Dílek (i brána) smí jen tam, odkud "
        "lze hradby ještě uzavřít kolem všech kartiček: kruh kolem prázdných polí je neuzavře a hrana, která "
        "by cestu kolem města zavřela, se nezvýrazní. Při dvou hráčích klade každý dva dílky; u kartičky ze 3. balíčku dvakrát tolik. Pak smí hráč, který kartičku položil, postavit věž "
        "na konec hradeb: 1 bod za každý dílek od poslední věže nebo brány na té straně. Za hradby se "
        "kartičky klást nesmějí. Hra končí poslední kartičkou, posledním ze 70 dílků hradeb, nebo když jsou "
        "konce hradeb nejvýše 5 dílků od sebe: hradby se pak uzavřou nejkratší cestou kolem města (co tím "
        "dokončí, se hodnotí), hodnotí se obytné čtvrti a každá hlídka dostane 2 body za veřejnou budovu a 3 "
        "za historickou budovu ve své řadě či sloupci až po první mezeru. Skutečné rozdělení kartiček není "
        "veřejné: složení 75 kartiček je zde naše vlastní.\n\nV tomto okně: první kartička patří na "
        "zvýrazněné prostřední pole. Pod kartičkou v ruce ukazují tři balíčky, kolik kartiček v nich zbývá "
        "(balíček kartičky v ruce je orámovaný). Při stavbě hradeb lišta nad plochou říká, kdo co pokládá "
        "(\xE2\x80\x9E" "Anna pokládá dílek hradeb, 2 z 4\xE2\x80\x9C): přetáhněte z ní bránu, dílek hradeb "
        "nebo věž na zlatě zvýrazněné místo (nebo na ně klikněte); u věže místa ukazují, kolik bodů by "
        "přinesla. Dílek hradeb pak čeká na hlídku: přetáhněte na něj figurku, nebo Bez hlídky (Enter). "
        "Pole za hradbami jsou šrafovaná červeně.",
    }},
    [CITY_STREET] = {{"Street", "Ulice"}},
    [CITY_MARKET] = {{"Market", "Tržnice"}},
    [CITY_QUARTER] = {{"Residential quarter", "Obytná čtvrť"}},
    [CITY_CAT_STREETS] = {{"Streets", "Ulice"}},
    [CITY_CAT_MARKETS] = {{"Markets", "Tržnice"}},
    [CITY_CAT_QUARTERS] = {{"Residential quarters", "Obytné čtvrti"}},
    [CITY_CAT_TOWERS] = {{"Towers", "Věže"}},
    [CITY_CAT_WATCHMEN] = {{"Watchmen", "Hlídky"}},
    [CITY_STACKS] = {{"Stacks", "Balíčky"}},
    [CITY_STACK_N] = {{"Stack %1", "Balíček %1"}},
    [CITY_FROM_STACK] = {{"The tile in hand comes from stack %1.", "Kartička v ruce je z balíčku %1."}},
    [CITY_WALL_LEFT] = {{"Wall pieces left: %1", "Zbývá dílků hradeb: %1"}},
    [CITY_WALL_NONE_YET] = {{"The wall starts with a scoring by a tile of stack 2 or 3.",
                             "Hradby začnou hodnocením kartičky z 2. nebo 3. balíčku."}},
    [CITY_ROUND_GATE] = {{"%1 places the gate, 1 of %2", "%1 pokládá městskou bránu, 1 z %2"}},
    [CITY_ROUND_WALL] = {{"%1 places a wall piece, %2 of %3", "%1 pokládá dílek hradeb, %2 z %3"}},
    [CITY_ROUND_TOWER] = {{"%1 may build a tower", "%1 smí postavit věž"}},
    [CITY_ASK_GATE] = {{"Drag the gate onto a lit edge of the city: the wall starts there.",
                        "Přetáhněte bránu na zvýrazněnou hranu města: tam hradby začnou."}},
    [CITY_ASK_WALL] = {{"Drag a wall piece onto a lit edge at either end of the wall.",
                        "Přetáhněte dílek hradeb na zvýrazněnou hranu na jednom z konců hradeb."}},
    [CITY_ASK_WATCHMAN] = {{"Drag a follower onto the new piece to make it a watchman, or play on without one.",
                            "Přetáhněte figurku na nový dílek jako hlídku, nebo pokračujte bez ní."}},
    [CITY_ASK_TOWER] = {{"Drag a tower onto a lit end of the wall: 1 point per piece since the last tower "
                         "or the gate on that side.",
                         "Přetáhněte věž na zvýrazněný konec hradeb: 1 bod za každý dílek od poslední věže "
                         "nebo brány na té straně."}},
    [CITY_NO_TOWER] = {{"No tower", "Bez věže"}},
    [CITY_NO_WATCHMAN] = {{"No watchman", "Bez hlídky"}},
    [CITY_TAKE_BACK] = {{"Take back", "Vzít zpět"}},
    [CITY_TOWER_SCORES] = {{"+%1", "+%1"}},
    [CITY_NO_WATCHMAN_HERE] = {{"A watchman stands opposite: none may go on this piece.",
                                "Naproti stojí hlídka: na tento dílek hlídka nesmí."}},
    [CITY_HIST_GATE] = {{"%1 places the gate", "%1 pokládá městskou bránu"}},
    [CITY_HIST_WALL] = {{"%1 places a wall piece", "%1 pokládá dílek hradeb"}},
    [CITY_HIST_WALL_WATCH] = {{"%1 places a wall piece with a watchman", "%1 pokládá dílek hradeb s hlídkou"}},
    [CITY_HIST_TOWER] = {{"%1 builds a tower: %2", "%1 staví věž: %2"}},
    [CITY_HIST_NO_TOWER] = {{"%1 builds no tower", "%1 věž nestaví"}},
    [CITY_HIST_WATCHMAN] = {{"  %1: watchman, %2", "  %1: hlídka, %2"}},
    [CITY_MV_GATE] = {{"Gate on the %1 side of tile %2", "Brána na %1 straně kartičky %2"}},
    [CITY_MV_WALL] = {{"%3: %1 side of cell %2", "%3: %1 strana pole %2"}},
    [CITY_MV_WALL_WATCH] = {{"%3: %1 side of cell %2, with a watchman", "%3: %1 strana pole %2, s hlídkou"}},
    [CITY_MV_TOWER] = {{"Tower at corner %1 (%2)", "Věž v rohu %1 (%2)"}},
    [CITY_MV_NO_TOWER] = {{"No tower", "Bez věže"}},
    [CITY_SIDE_N] = {{"north", "severní"}},
    [CITY_SIDE_E] = {{"east", "východní"}},
    [CITY_SIDE_S] = {{"south", "jižní"}},
    [CITY_SIDE_W] = {{"west", "západní"}},
    [CITY_FIRST_TILE] = {{"Put the first tile on the lit cell in the middle of the table: the city grows from it.",
                          "Položte první kartičku na zvýrazněné pole uprostřed stolu: město poroste od ní."}},
    [CITY_COMPLETION] = {{"Wall closed: %1 more pieces", "Hradby uzavřeny: ještě %1 dílků"}},
    [CITY_FINALE_WATCHMEN] = {{"Watchmen", "Hlídky"}},
    [CITY_TOWERS_LEFT] = {{"Towers left: %1", "Zbývá věží: %1"}},
    [CITY_OUTSIDE] = {{"Outside the wall: no tile here", "Za hradbami: sem kartička nesmí"}},
    [CITY_QUARTER_MARKETS_0] = {{"touches no market", "nesousedí s žádnou tržnicí"}},
    [CITY_QUARTER_MARKETS_1] = {{"touches 1 market", "sousedí s 1 tržnicí"}},
    [CITY_QUARTER_MARKETS_N] = {{"touches %1 markets", "sousedí s %1 tržnicemi"}},
    [CITY_VALUE_IF_DONE] = {{"%1 once finished, nothing if not", "%1 po dokončení, jinak nic"}},
    [CITY_NO_WATCHMAN_SUPPLY] = {{"No follower left in the supply: this piece stays without a watchman.",
                                  "Ve zásobě nezbyla figurka: dílek zůstane bez hlídky."}},
    [CITY_END_AT] = {{"%1 end, going %2", "%1 konec, na %2"}},
    [CITY_END_CLOSES] = {{"Closing the wall, going %2", "Uzavření hradeb, na %2"}},
    [CITY_COMPASS_N] = {{"North", "Severní"}},
    [CITY_COMPASS_NE] = {{"North-east", "Severovýchodní"}},
    [CITY_COMPASS_E] = {{"East", "Východní"}},
    [CITY_COMPASS_SE] = {{"South-east", "Jihovýchodní"}},
    [CITY_COMPASS_S] = {{"South", "Jižní"}},
    [CITY_COMPASS_SW] = {{"South-west", "Jihozápadní"}},
    [CITY_COMPASS_W] = {{"West", "Západní"}},
    [CITY_COMPASS_NW] = {{"North-west", "Severozápadní"}},
    [CITY_GO_N] = {{"north", "sever"}},
    [CITY_GO_E] = {{"east", "východ"}},
    [CITY_GO_S] = {{"south", "jih"}},
    [CITY_GO_W] = {{"west", "západ"}},
    [CITY_MV_WALL_PLAIN] = {{"Wall piece on the %1 side of cell %2", "Dílek hradeb na %1 straně pole %2"}},
    [CITY_MV_WALL_WATCH_PLAIN] = {{"Wall piece with a watchman on the %1 side of cell %2",
                                   "Dílek hradeb s hlídkou na %1 straně pole %2"}},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [CITY_LESSON_1] = {{"The City is a game of its own: streets, markets and quarters grow inside a wall. Only streets must match; followers go on streets, markets and residential quarters.",
        "Město je samostatná hra: ulice, tržiště a čtvrti rostou uvnitř hradby. Navazovat musí jen ulice; figurky se stavějí na ulice, tržiště a obytné čtvrti."}},
    [CITY_LESSON_2] = {{"Later in the game scoring starts wall rounds: each player adds a wall piece and may post a watchman on it. Watchmen score the buildings in their row or column at the end.",
        "Později ve hře spouští počítání kola hradby: každý hráč přidá kus hradby a smí na něj postavit strážného. Strážní na konci počítají budovy ve své řadě nebo sloupci."}},
    [CITY_DIAGRAM] = {{"Only streets must match. Red's street runs from building to building: finished, 3 tiles, 3 points. Blue holds the grain market beside it.",
        "Navazovat musí jen ulice. Červená ulice vede od budovy k budově: je dokončená, 3 kartičky, 3 body. Modrý drží vedlejší obilné tržiště."}},
};

const char *city_tr(city_text_id id) { return gui_word(&city_text[id]); }
