/* Halflings's strings (halflings_text.h). */
#include "modules/halflings/halflings_text.h"

const gui_words halflings_text[HALF_NWORDS] = {
    [HALF_RULES] = {{
        "24 triangles (half tiles). Each player starts with 3 triangles in a secret hand (with the "
        "open draft they are picked face up instead, the last player first, counter-clockwise). On "
        "your turn you either draw a square tile as usual or play a triangle from your hand instead; "
        "the hand is not refilled. A triangle fills half a cell, split along its diagonal. It goes "
        "either into an empty cell, with at least one of its two straight sides against a tile on the "
        "board, or into the empty half of a half-filled cell, where its diagonal meets the triangle "
        "already there and must match it. Each straight side must match what it meets (a side facing "
        "an empty cell or an empty half meets nothing). A square never goes into a half-filled cell. "
        "Followers go on triangles as usual, also beside a follower on the cell's other triangle "
        "(never into an occupied feature). Scoring counts cells: one or two triangles in a cell count "
        "as one cell for roads, cities and cloisters (a cloister needs its 8 neighbour cells occupied "
        "by anything); an empty half leaves a road or city incomplete and splits fields. Vineyard: +3 "
        "for each vineyard in the 9 cells of a cloister completed in play. Hill: a square tile from the "
        "stack goes under it, unseen and out of the game; on a tie, a feature with a part in the hill's "
        "cell goes to the tied players with a follower on that feature in that cell. Sheep: no effect "
        "(it belongs to Hills & Sheep). Crop circle: right after placing it, name a follower type "
        "(knights, robbers or farmers) and action A (each player from your left, you last, may add a "
        "follower from supply beside one of their own of that type) or B (each player, in the same "
        "order, returns one of that type); only then may you put a follower on the crop circle, on "
        "the board the action left, and the turn is scored. The game ends when the last square tile is "
        "placed; triangles left in hand are lost.\n"
        "In this window: drag a triangle from your hand onto a lit half of a cell (or press 1-3 and "
        "click a lit half); it takes the half under the pointer, and R, right-click or the wheel turn "
        "it to the next legal half of that cell. D or Enter draws a square tile instead. Hover a "
        "special triangle to read what it does. With two or more people at the table a curtain hides "
        "the table between their turns until the next player clicks (Settings); a hand is face up only "
        "while its owner decides, and during a computer's turn every hand shows its back.",
        "24 trojúhelníků (polovičních kartiček). Každý hráč má na začátku 3 trojúhelníky v tajné ruce (při "
        "otevřeném výběru si je hráči vybírají lícem nahoru, první poslední hráč, proti směru hodinových "
        "ručiček). Ve svém tahu si buď táhnete čtvercovou kartičku jako obvykle, nebo místo toho zahrajete "
        "trojúhelník z ruky; ruka se nedoplňuje. Trojúhelník vyplní polovinu pole rozděleného "
        "úhlopříčkou. Jde buď do prázdného pole, aspoň jednou ze svých dvou rovných stran ke kartičce na "
        "hrací ploše, nebo do prázdné poloviny napůl zaplněného pole, kde se jeho úhlopříčka potká s "
        "trojúhelníkem, který tam už leží, a musí na něj navazovat. Každá rovná strana musí navazovat "
        "na to, co potká (strana proti prázdnému poli či prázdné polovině nepotká nic). Čtvercový "
        "kartička nikdy nejde do napůl zaplněného pole. Figurky se na trojúhelníky kladou jako obvykle, "
        "i vedle figurky na druhém trojúhelníku pole (nikdy do obsazeného území). Počítají se pole: "
        "jeden nebo dva trojúhelníky v poli jsou pro cesty, města a kláštery jedno pole (klášter "
        "potřebuje 8 obsazených sousedních polí čímkoli); prázdná polovina nechá cestu či město "
        "nedokončené a dělí louky. Vinice: +3 za každou vinici v 9 polích kláštera dokončeného během "
        "hry. Kopec: pod něj jde čtvercová kartička z balíčku, neviděná a mimo hru; při rovnosti získají "
        "území s částí v poli kopce ti z remizujících, kdo mají na tom území v tom poli figurku. Ovce: "
        "nemá žádný účinek (patří k rozšíření Kopce a ovce). Kruh v obilí: hned po položení vyberete "
        "druh figurky (rytíře, lupiče nebo sedláky) a akci A (každý hráč počínaje levým sousedem, vy "
        "poslední, smí přidat figurku ze zásoby vedle jedné své figurky toho druhu) nebo B (každý "
        "hráč ve stejném pořadí vrátí jednu figurku toho druhu); teprve potom smíte postavit figurku "
        "na kruh v obilí, na plochu, jak ji akce zanechala, a tah se boduje. Hra končí položením "
        "poslední čtvercové kartičky; trojúhelníky, které zůstanou v ruce, propadají.\n"
        "V tomto okně: přetáhněte trojúhelník z ruky na zvýrazněnou polovinu pole (nebo stiskněte 1–3 "
        "a klikněte na zvýrazněnou polovinu); zabere polovinu pod ukazatelem a R, pravé tlačítko nebo "
        "kolečko ho otočí na další povolenou polovinu pole. D nebo Enter místo toho táhne čtvercovou "
        "kartičku. Po najetí myší na zvláštní trojúhelník se dozvíte, co dělá. Hrají-li u stolu dva a více "
        "lidí, mezi jejich tahy skryje stůl opona, dokud další hráč neklikne (Nastavení); ruka je lícem "
        "nahoru jen tehdy, když rozhoduje její majitel, a během tahu počítače ukazují všechny ruce rub."}},
    [HALF_HAND_OF] = {{"%1's triangles", "Trojúhelníky: %1"}},
    [HALF_HAND_HIDDEN] = {{"%1 hidden", "%1 skryté"}},
    [HALF_DRAW] = {{"Draw a square tile", "Táhnout čtvercovou kartičku"}},
    [HALF_HINT_TURN] = {{"Drag a triangle from your hand onto a lit half of a cell, or draw a square tile.",
                         "Přetáhněte trojúhelník z ruky na zvýrazněnou polovinu pole, nebo si táhněte "
                         "čtvercovou kartičku."}},
    [HALF_HINT_DRAG] = {{"Drop it on a lit half: it takes the half under the pointer; R, right-click or "
                         "the wheel turn it to another legal half.",
                         "Pusťte ho na zvýrazněnou polovinu: zabere polovinu pod ukazatelem; R, pravé "
                         "tlačítko nebo kolečko ho otočí na jinou povolenou polovinu."}},
    [HALF_NO_FIT] = {{"This triangle fits nowhere now.", "Tento trojúhelník teď nikam nepasuje."}},
    [HALF_CURTAIN_TURN] = {{"%1's turn", "Na tahu je %1"}},
    [HALF_CURTAIN_DECIDES] = {{"%1 decides", "Rozhoduje %1"}},
    [HALF_CURTAIN_CLICK] = {{"Click when ready", "Klikněte, až budete připraveni"}},
    [HALF_CURTAIN_WHY] = {{"Hands are secret: pass the mouse, the others look away.",
                           "Ruce jsou tajné: předejte myš, ostatní se nedívají."}},
    [HALF_DRAFT_ASK] = {{"Pick a triangle for your hand", "Vyberte si trojúhelník do ruky"}},
    [HALF_DRAFT_HELP] = {{"Picks go round from the last player counter-clockwise until everyone holds 3; "
                          "the rest leave the game.",
                          "Vybírá se dokola od posledního hráče proti směru hodinových ručiček, dokud "
                          "nemá každý 3; zbytek jde mimo hru."}},
    [HALF_CROP_ASK] = {{"Crop circle: name a follower type and an action",
                        "Kruh v obilí: vyberte druh figurky a akci"}},
    [HALF_CROP_HELP] = {{"Each player in turn from your left, you last, then acts for that type.",
                         "Pak jedná každý hráč počínaje vaším levým sousedem, vy poslední."}},
    [HALF_CROP_A] = {{"A: add one beside your own", "A: přidat jednu ke své"}},
    [HALF_CROP_B] = {{"B: return one", "B: vrátit jednu"}},
    [HALF_KNIGHT] = {{"Knights (cities)", "Rytíři (města)"}},
    [HALF_ROBBER] = {{"Robbers (roads)", "Lupiči (cesty)"}},
    [HALF_FARMER] = {{"Farmers (fields)", "Sedláci (louky)"}},
    [HALF_MV_DRAW] = {{"Draw a square tile", "Táhnout čtvercovou kartičku"}},
    [HALF_MV_PLAY] = {{"Play the triangle %1 from the hand", "Zahrát trojúhelník %1 z ruky"}},
    [HALF_MV_DRAFT] = {{"Take the triangle %1", "Vzít trojúhelník %1"}},
    [HALF_MV_CROP_ADD] = {{"%1: everybody may add one (A)", "%1: každý smí jednu přidat (A)"}},
    [HALF_MV_CROP_RETURN] = {{"%1: everybody returns one (B)", "%1: každý jednu vrátí (B)"}},
    [HALF_MV_CROPADD] = {{"Add a follower beside yours: %1", "Přidat figurku ke své: %1"}},
    [HALF_MV_CROPADD_NONE] = {{"Add nothing", "Nic nepřidat"}},
    [HALF_MV_CROPRETURN] = {{"Return your follower: %1", "Vrátit svou figurku: %1"}},
    [HALF_HIST_PLAY] = {{"%1: triangle from the hand", "%1: trojúhelník z ruky"}},
    [HALF_HIST_PLAY_FOLLOWER] = {{"%1: triangle from the hand and follower (%2)",
                                  "%1: trojúhelník z ruky a figurka (%2)"}},
    [HALF_HIST_DRAFT] = {{"%1 takes a triangle into the hand", "%1 si bere trojúhelník do ruky"}},
    [HALF_HIST_HILL] = {{"A square tile goes face down under the hill", "Pod kopec jde lícem dolů čtvercová kartička"}},
    [HALF_HIST_CROP] = {{"Crop circle: %1", "Kruh v obilí: %1"}},
    [HALF_HIST_CROPADD] = {{"%1 adds a follower (%2)", "%1 přidává figurku (%2)"}},
    [HALF_HIST_CROPADD_NONE] = {{"%1 adds nothing", "%1 nic nepřidává"}},
    [HALF_HIST_CROPRETURN] = {{"%1 returns a follower (%2)", "%1 vrací figurku (%2)"}},
    [HALF_ASK_CROPADD] = {{"Crop circle: add a follower from your supply beside one of yours?",
                           "Kruh v obilí: přidat figurku ze zásoby k jedné své?"}},
    [HALF_ASK_CROPRETURN] = {{"Crop circle: which follower goes back to your supply?",
                              "Kruh v obilí: kterou figurku vrátíte do zásoby?"}},
    [HALF_SPECIAL_VINEYARD] = {{"vineyard", "vinice"}},
    [HALF_SPECIAL_HILL] = {{"hill", "kopec"}},
    [HALF_SPECIAL_SHEEP] = {{"sheep", "ovce"}},
    [HALF_SPECIAL_CROP] = {{"crop circle", "kruh v obilí"}},
    [HALF_TRIANGLE] = {{"triangle", "trojúhelník"}},
    [HALF_ASK_CROPFOLLOWER] = {{"Crop circle: put a follower on it now?", "Kruh v obilí: postavit na něj teď figurku?"}},
    [HALF_MV_CROPFOLLOWER] = {{"Follower on the crop circle: %1", "Figurka na kruh v obilí: %1"}},
    [HALF_MV_CROPFOLLOWER_NONE] = {{"No follower", "Bez figurky"}},
    [HALF_HIST_CROPFOLLOWER] = {{"%1 puts a follower on the crop circle (%2)", "%1 staví figurku na kruh v obilí (%2)"}},
    [HALF_VINEYARD_ONE] = {{"%1, %2 + %3 vineyard", "%1, %2 + %3 vinice"}},
    [HALF_VINEYARD_MANY] = {{"%1, %2 + %3 vineyards", "%1, %2 + %3 vinice"}},
    [HALF_TIP_VINEYARD] = {{"Vineyard: a cloister completed in play scores +3 for each vineyard in its 9 cells.",
                            "Vinice: klášter dokončený během hry získá +3 za každou vinici ve svých 9 polích."}},
    [HALF_TIP_HILL] = {{"Hill: takes a square tile from the stack under it; on a tie, who has a follower in its "
                        "cell wins.",
                        "Kopec: vezme pod sebe čtvercovou kartičku z balíčku; při rovnosti vyhraje, kdo má v jeho "
                        "poli figurku."}},
    [HALF_TIP_SHEEP] = {{"Sheep: no effect in this game (it needs Hills & Sheep).",
                         "Ovce: v této hře bez účinku (patří k rozšíření Kopce a ovce)."}},
    [HALF_TIP_CROP] = {{"Crop circle: name knights, robbers or farmers; everyone adds one beside their own (A) "
                        "or returns one (B), then your follower.",
                        "Kruh v obilí: vyberte rytíře, lupiče nebo sedláky; každý jednu přidá ke své (A) nebo "
                        "vrátí (B), pak vaše figurka."}},
    [HALF_KEYS] = {{"D/Enter\xC2\xA0" "draw · 1-3\xC2\xA0triangle", "D/Enter\xC2\xA0táhnout · 1–3\xC2\xA0trojúhelník"}},
    [HALF_HIST_CROPFOLLOWER_NONE] = {{"%1 puts no follower on the crop circle", "%1 na kruh v obilí figurku nestaví"}},
    /* Inns & Cathedrals' big follower in a crop circle's answers */
    [HALF_MV_CROPADD_BIG] = {{"Add your big follower beside yours: %1", "Přidat svou velkou figurku ke své: %1"}},
    [HALF_MV_CROPRETURN_BIG] = {{"Return your big follower: %1", "Vrátit svou velkou figurku: %1"}},
    [HALF_MV_CROPFOLLOWER_BIG] = {{"Your big follower on the crop circle: %1", "Velká figurka na kruh v obilí: %1"}},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [HALF_LESSON_1] = {{"Halflings are triangles: half tiles. You hold three in a secret hand, and on your turn you either draw a tile as usual or play a triangle instead.",
        "Půlky jsou trojúhelníky, poloviny kartiček. Tři držíte v tajné ruce a ve svém tahu buď táhnete kartičku jako obvykle, nebo místo ní zahrajete půlku."}},
    [HALF_LESSON_2] = {{"A triangle fills half a cell along its diagonal, beside a tile or into the empty half of a cell. Its two short sides match like a tile's edges, its long side only the other half of its cell; a cell of one or two triangles counts as one cell.",
        "Půlka vyplní polovinu políčka podél úhlopříčky, vedle kartičky nebo do prázdné poloviny políčka. Její dvě kratší strany navazují jako okraje kartičky, dlouhá strana jen na druhou polovinu políčka; políčko s jednou či dvěma půlkami se počítá jako jedno."}},
    [HALF_DIAGRAM] = {{"Two triangles fill one cell, each matching what its straight sides meet: red's robber follows the road round one, blue's monk sits in the small cloister of the other.",
        "Dvě půlky vyplní jedno políčko a každá navazuje tím, na co narážejí její rovné strany: červený lupič jde po cestě na jedné, modrý mnich sedí v malém klášteře na druhé."}},
};

const char *halflings_tr(halflings_text_id id)
{
    return id >= 0 && id < HALF_NWORDS ? gui_word(&halflings_text[id]) : "?";
}
