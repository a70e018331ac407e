import type { Locale } from '#core/locales'
import type { Localized } from '../schema'
import { L } from './assortment'

/**
 * The words of the demo catalogue that are written, not listed: a product's description composed from
 * its type (the leaf category), its brand's character and its own attributes, and each subcategory's
 * intro. Dutch addresses the shopper with "je", German with "Sie", as a shop in each language would.
 *
 * Templates name their blanks in braces: {model}, {brand}, the product's attributes ({blade}, {steel},
 * {handle}, {lock}, {hardness}, {weight}, {functions}, {material}, {volume}, {lumen}, {beam}, {battery},
 * {waterproof}, {grit}, {abrasive}) and {size}. The attribute blanks are filled with phrases that fit
 * the sentence in each language (`aus rostfreiem Stahl`, `van walnotenhout`), see attributePhrase.
 */

export interface LeafText {
  /** The subcategory's own intro, one or two sentences. */
  intro: Localized
  /** Opening sentences for a product of this type; one is drawn per product. */
  openings: Localized[]
  /** For size variants without a feature of their own (boards, axes, sheaths): the size in words. */
  size?: Localized
}

export const LEAF_TEXTS: Record<string, LeafText> = {
  // ---- Pocket knives ----
  swiss: {
    intro: L(
      'Het Zwitserse zakmes is de klassieker onder de zakmessen: mes, schaar, blikopener en kurkentrekker in één rood of zwart heft. Kies het aantal functies dat bij je past, van sleutelhangermodel tot complete gereedschapskist.',
      'The Swiss army knife is the classic among pocket knives: blade, scissors, can opener and corkscrew in one handle. Choose the number of functions that suits you, from keyring size to a full toolbox.',
      'Das Schweizer Taschenmesser ist der Klassiker schlechthin: Klinge, Schere, Dosenöffner und Korkenzieher in einem Griff. Wählen Sie die Zahl der Funktionen, die zu Ihnen passt, vom Schlüsselanhänger bis zum kompletten Werkzeugkasten.',
    ),
    openings: [
      L(
        'De {model} van {brand} is een zakmes met {functions} functies en een lemmet van {blade}: precies wat je dagelijks nodig hebt.',
        'The {model} from {brand} is a pocket knife with {functions} functions and a blade of {blade}: just what you need from day to day.',
        'Das {model} von {brand} ist ein Taschenmesser mit {functions} Funktionen und einer {blade} langen Klinge: genau das, was Sie im Alltag brauchen.',
      ),
      L(
        'Met {functions} functies in een heft van {handle} is de {model} een handige helper op zak, op de camping en in huis.',
        'With {functions} functions in a handle of {handle}, the {model} is a handy helper in your pocket, at the campsite and at home.',
        'Mit {functions} Funktionen in einem Griff aus {handle} ist das {model} ein praktischer Helfer in der Hosentasche, auf dem Campingplatz und zu Hause.',
      ),
      L(
        'Wie één zakmes voor alles zoekt, vindt in de {model} een lemmet {steel} en nog {functions} functies, samen slechts {weight}.',
        'One pocket knife for everything: the {model} pairs a blade {steel} with {functions} functions, all at just {weight}.',
        'Wer ein Taschenmesser für alles sucht, findet im {model} eine Klinge {steel} und {functions} Funktionen bei nur {weight}.',
      ),
    ],
  },
  slipjoint: {
    intro: L(
      'Een slipjoint heeft geen slot: een veer houdt het lemmet open en dicht. Daardoor is het vaak een mes dat je in Nederland gewoon op zak mag hebben, mits het lemmet korter is dan 9 cm.',
      'A slipjoint has no lock: a spring holds the blade open and closed. That makes it a traditional, legal-friendly carry knife in many countries.',
      'Ein Slipjoint hat keine Verriegelung: Eine Feder hält die Klinge offen und geschlossen. Damit ist er ein traditionelles Taschenmesser, das Sie vielerorts unbedenklich bei sich tragen können.',
    ),
    openings: [
      L(
        'De {model} van {brand} is een traditionele slipjoint met een {blade} lang lemmet {steel}.',
        'The {model} from {brand} is a traditional slipjoint with a {blade} blade {steel}.',
        'Das {model} von {brand} ist ein traditioneller Slipjoint mit einer {blade} langen Klinge {steel}.',
      ),
      L(
        'Klassiek van vorm en rustig in de hand: de {model} combineert een heft van {handle} met een lemmet van {blade}.',
        'Classic in shape and calm in the hand: the {model} combines a handle of {handle} with a {blade} blade.',
        'Klassisch in der Form und ruhig in der Hand: Das {model} verbindet einen Griff aus {handle} mit einer {blade} langen Klinge.',
      ),
    ],
  },
  linerlock: {
    intro: L(
      'Bij een liner lock klikt een verende plaat in het heft achter het lemmet zodra je het opent. Een betrouwbaar slot dat je met één hand bedient.',
      'On a liner lock, a spring plate inside the handle snaps behind the blade as soon as it opens. A dependable lock you work with one hand.',
      'Beim Liner-Lock schnappt eine federnde Platine im Griff hinter die Klinge, sobald sie geöffnet ist. Eine zuverlässige Verriegelung, die Sie mit einer Hand bedienen.',
    ),
    openings: [
      L(
        'De {model} van {brand} is een zakmes met een {blade} lang lemmet {steel}, gehard tot {hardness}.',
        'The {model} from {brand} is a folding knife with a {blade} blade {steel}, hardened to {hardness}.',
        'Das {model} von {brand} ist ein Klappmesser mit einer {blade} langen Klinge {steel}, gehärtet auf {hardness}.',
      ),
      L(
        'Een heft van {handle}, een lemmet {steel} en een gewicht van {weight}: de {model} is gemaakt om elke dag mee te gaan.',
        'A handle of {handle}, a blade {steel} and a weight of {weight}: the {model} is made to go with you every day.',
        'Ein Griff aus {handle}, eine Klinge {steel} und {weight} Gewicht: Das {model} ist dafür gemacht, Sie jeden Tag zu begleiten.',
      ),
    ],
  },
  flipper: {
    intro: L(
      'Een flipper open je met een tikje op het uitsteeksel aan de rug van het lemmet. Snel, soepel en met één hand: het favoriete EDC-mes van veel verzamelaars.',
      'You open a flipper with a flick of the tab on the back of the blade. Fast, smooth and one-handed: a favourite everyday carry of many collectors.',
      'Einen Flipper öffnen Sie mit einem Druck auf den Fortsatz am Klingenrücken. Schnell, geschmeidig und mit einer Hand: das Lieblings-EDC-Messer vieler Sammler.',
    ),
    openings: [
      L(
        'De {model} van {brand} schiet dankzij kogellagers soepel open en heeft een {blade} lang lemmet {steel}.',
        'Thanks to its ball bearings, the {model} from {brand} snaps open smoothly; its {blade} blade is made {steel}.',
        'Das {model} von {brand} öffnet dank Kugellagern butterweich und hat eine {blade} lange Klinge {steel}.',
      ),
      L(
        'Een lemmet {steel} van {hardness} in een heft van {handle}: de {model} is een flipper voor wie van precisie houdt.',
        'A blade {steel} at {hardness} in a handle of {handle}: the {model} is a flipper for those who love precision.',
        'Eine Klinge {steel} mit {hardness} in einem Griff aus {handle}: Das {model} ist ein Flipper für alle, die Präzision lieben.',
      ),
    ],
  },
  lockback: {
    intro: L(
      'Bij een lockback zit het slot in de rug van het heft: stevig, eenvoudig en beproefd. Druk de rug in om het lemmet te sluiten.',
      'On a lockback the lock sits in the spine of the handle: sturdy, simple and proven. Press the spine to close the blade.',
      'Beim Lockback sitzt die Verriegelung im Griffrücken: robust, einfach und bewährt. Drücken Sie den Rücken, um die Klinge zu schließen.',
    ),
    openings: [
      L(
        'De {model} van {brand} is een lockback met een {blade} lang lemmet {steel} en een heft van {handle}.',
        'The {model} from {brand} is a lockback with a {blade} blade {steel} and a handle of {handle}.',
        'Das {model} von {brand} ist ein Lockback-Messer mit einer {blade} langen Klinge {steel} und einem Griff aus {handle}.',
      ),
      L(
        'Stevig gebouwd en toch maar {weight}: de {model} is een lockback die je zonder nadenken in je zak steekt.',
        'Solidly built yet only {weight}: the {model} is a lockback you slip into your pocket without a second thought.',
        'Solide gebaut und trotzdem nur {weight} leicht: Das {model} ist ein Lockback-Messer, das Sie ohne Nachdenken einstecken.',
      ),
    ],
  },
  // ---- Kitchen ----
  chef: {
    intro: L(
      'Het koksmes is het belangrijkste mes in je keuken: groenten snijden, kruiden hakken, vlees portioneren. Kies een lengte die prettig in je hand ligt, 20 cm past de meeste koks.',
      "The chef's knife is the most important knife in your kitchen: slicing vegetables, chopping herbs, portioning meat. Pick a length that feels right; 20 cm suits most cooks.",
      'Das Kochmesser ist das wichtigste Messer in Ihrer Küche: Gemüse schneiden, Kräuter hacken, Fleisch portionieren. Wählen Sie eine Länge, die gut in der Hand liegt; 20 cm passen den meisten.',
    ),
    openings: [
      L(
        'Het {model}-koksmes van {brand} heeft een {blade} lang lemmet {steel}, gehard tot {hardness}.',
        "The {model} chef's knife from {brand} has a {blade} blade {steel}, hardened to {hardness}.",
        'Das Kochmesser {model} von {brand} hat eine {blade} lange Klinge {steel}, gehärtet auf {hardness}.',
      ),
      L(
        'Met een lemmet van {blade} en een heft van {handle} snijdt het {model}-koksmes moeiteloos door uien, wortels en kip.',
        "With a {blade} blade and a handle of {handle}, the {model} chef's knife glides through onions, carrots and chicken.",
        'Mit seiner {blade} langen Klinge und einem Griff aus {handle} gleitet das Kochmesser {model} mühelos durch Zwiebeln, Karotten und Hähnchen.',
      ),
    ],
  },
  japanese: {
    intro: L(
      'Japanse messen zijn dun geslepen en hard: ze snijden in plaats van te duwen. Santoku, gyuto en nakiri voor wie precisie zoekt.',
      'Japanese knives are ground thin and hard: they slice rather than push. Santoku, gyuto and nakiri for cooks who want precision.',
      'Japanische Messer sind dünn geschliffen und hart: Sie schneiden, statt zu drücken. Santoku, Gyuto und Nakiri für alle, die Präzision suchen.',
    ),
    openings: [
      L(
        'De {model}-santoku van {brand} heeft een {blade} lang, dun geslepen lemmet {steel} met een hardheid van {hardness}.',
        'The {model} santoku from {brand} has a thinly ground {blade} blade {steel} with a hardness of {hardness}.',
        'Das Santoku {model} von {brand} hat eine dünn geschliffene, {blade} lange Klinge {steel} mit einer Härte von {hardness}.',
      ),
      L(
        'Groenten, vis en kruiden in flinterdunne plakjes: daarvoor is de {model} gemaakt, met een lemmet {steel} en een heft van {handle}.',
        'Vegetables, fish and herbs in paper-thin slices: that is what the {model} is made for, with a blade {steel} and a handle of {handle}.',
        'Gemüse, Fisch und Kräuter in hauchdünnen Scheiben: Dafür ist das {model} gemacht, mit einer Klinge {steel} und einem Griff aus {handle}.',
      ),
    ],
  },
  bread: {
    intro: L(
      'Een goed broodmes zaagt niet maar snijdt: de kartels pakken de korst, zonder het kruim plat te drukken. Ook handig voor tomaten en taart.',
      'A good bread knife cuts rather than saws: the serrations grip the crust without crushing the crumb. Handy for tomatoes and cake too.',
      'Ein gutes Brotmesser schneidet, statt zu sägen: Der Wellenschliff greift die Kruste, ohne die Krume zu zerdrücken. Auch praktisch für Tomaten und Kuchen.',
    ),
    openings: [
      L(
        'Het {model}-broodmes van {brand} heeft een {blade} lang, gekarteld lemmet {steel} dat door de hardste korst gaat.',
        'The {model} bread knife from {brand} has a serrated {blade} blade {steel} that goes through the hardest crust.',
        'Das Brotmesser {model} von {brand} hat eine {blade} lange Wellenschliffklinge {steel}, die durch jede Kruste geht.',
      ),
      L(
        'Met zijn lemmet van {blade} snijdt de {model} een heel desembrood in gelijke sneden, terwijl het heft van {handle} prettig in de hand ligt.',
        'Its {blade} blade cuts a whole sourdough loaf into even slices, while the handle of {handle} sits comfortably in the hand.',
        'Mit der {blade} langen Klinge schneidet das {model} ein ganzes Sauerteigbrot in gleichmäßige Scheiben; der Griff aus {handle} liegt angenehm in der Hand.',
      ),
    ],
  },
  paring: {
    intro: L(
      'Een schilmesje is klein en wendbaar: voor het schillen van appels, het schoonmaken van groenten en ander precisiewerk op de snijplank.',
      'A paring knife is small and nimble: for peeling apples, trimming vegetables and other precise work on the board.',
      'Ein Schälmesser ist klein und wendig: zum Schälen von Äpfeln, Putzen von Gemüse und für andere Feinarbeit auf dem Brett.',
    ),
    openings: [
      L(
        'Het {model}-schilmesje van {brand} heeft een {blade} lang lemmet {steel}, ideaal voor fijn werk.',
        'The {model} paring knife from {brand} has a short {blade} blade {steel}, ideal for fine work.',
        'Das Schälmesser {model} von {brand} hat eine kurze, {blade} lange Klinge {steel}, ideal für Feinarbeit.',
      ),
      L(
        'Klein maar onmisbaar: met de {model} schil je aardappels en maak je aardbeien schoon, en het heft van {handle} ligt vast in je hand.',
        'Small but indispensable: the {model} peels potatoes and hulls strawberries, and its handle of {handle} sits firmly in your hand.',
        'Klein, aber unverzichtbar: Mit dem {model} schälen Sie Kartoffeln und putzen Erdbeeren; der Griff aus {handle} liegt fest in der Hand.',
      ),
    ],
  },
  knifeset: {
    intro: L(
      'Een messenset geeft je in één keer de messen die je echt gebruikt, vaak met een blok of magneetstrip. Ook een mooi cadeau voor wie gaat samenwonen.',
      'A knife set gives you the knives you really use in one go, often with a block or magnetic strip. A fine gift for anyone setting up home, too.',
      'Ein Messerset gibt Ihnen auf einen Schlag die Messer, die Sie wirklich benutzen, oft mit Block oder Magnetleiste. Auch ein schönes Geschenk zum Einzug.',
    ),
    openings: [
      L(
        'De {model}-messenset van {brand} bevat een koksmes, een broodmes en een schilmesje, alle drie {steel}.',
        "The {model} knife set from {brand} holds a chef's knife, a bread knife and a paring knife, all three {steel}.",
        'Das Messerset {model} von {brand} enthält ein Kochmesser, ein Brotmesser und ein Schälmesser, alle drei {steel}.',
      ),
      L(
        'Alles wat je in de keuken nodig hebt in één set: de {model} met heften van {handle} en een blok om ze veilig op te bergen.',
        'Everything you need in the kitchen in one set: the {model}, with handles of {handle} and a block to keep them safe.',
        'Alles, was Sie in der Küche brauchen, in einem Set: das {model} mit Griffen aus {handle} und einem Block zur sicheren Aufbewahrung.',
      ),
    ],
  },
  board: {
    intro: L(
      'Een goede snijplank spaart je messen: hout en bamboe zijn zacht voor de snede en mooi op tafel. Olie de plank af en toe, dan gaat hij jaren mee.',
      'A good cutting board spares your knives: wood and bamboo are kind to the edge and look fine on the table. Oil it now and then and it lasts for years.',
      'Ein gutes Schneidebrett schont Ihre Messer: Holz und Bambus sind sanft zur Schneide und schön auf dem Tisch. Ölen Sie es ab und zu, dann hält es jahrelang.',
    ),
    openings: [
      L(
        'De {model}-snijplank van {brand} is gemaakt van {material} en weegt {weight}.',
        'The {model} cutting board from {brand} is made of {material} and weighs {weight}.',
        'Das Schneidebrett {model} von {brand} ist {material} gefertigt und wiegt {weight}.',
      ),
      L(
        'Een plank van {material} met een sapgeul rondom: op de {model} snijd je vlees, brood en groenten zonder je messen bot te maken.',
        'A board of {material} with a juice groove all round: on the {model} you cut meat, bread and vegetables without dulling your knives.',
        'Ein Brett {material} mit umlaufender Saftrille: Auf dem {model} schneiden Sie Fleisch, Brot und Gemüse, ohne Ihre Messer abzustumpfen.',
      ),
    ],
    size: L('Deze plank meet {size}.', 'This board measures {size}.', 'Dieses Brett misst {size}.'),
  },
  // ---- Outdoor knives ----
  bushcraft: {
    intro: L(
      'Een bushcraftmes is een vast mes met een stevige rug en een scandi-slijpsnede: om te kerven, vuur te maken en een shelter te bouwen.',
      'A bushcraft knife is a fixed blade with a sturdy spine and a Scandi grind: for carving, making fire and building a shelter.',
      'Ein Bushcraft-Messer ist ein feststehendes Messer mit kräftigem Rücken und Skandi-Schliff: zum Schnitzen, Feuermachen und für den Bau eines Unterstands.',
    ),
    openings: [
      L(
        'Het {model}-bushcraftmes van {brand} heeft een {blade} lang, vast lemmet {steel} met een scandi-slijpsnede.',
        'The {model} bushcraft knife from {brand} has a fixed {blade} blade {steel} with a Scandi grind.',
        'Das Bushcraft-Messer {model} von {brand} hat eine feststehende, {blade} lange Klinge {steel} mit Skandi-Schliff.',
      ),
      L(
        'Kerven, splijten en vonken slaan: de {model} doet het allemaal, met een lemmet van {hardness} en een heft van {handle}.',
        'Carving, splitting and striking sparks: the {model} does it all, with a blade at {hardness} and a handle of {handle}.',
        'Schnitzen, spalten, Funken schlagen: Das {model} kann alles, mit einer Klinge von {hardness} und einem Griff aus {handle}.',
      ),
    ],
  },
  survival: {
    intro: L(
      'Een survivalmes moet tegen een stootje: een dik lemmet, een doorlopende angel en een heft dat ook nat grip geeft.',
      'A survival knife has to take a beating: a thick blade, a full tang and a handle that grips even when wet.',
      'Ein Survivalmesser muss einiges aushalten: eine dicke Klinge, ein durchgehender Erl und ein Griff, der auch nass sicher hält.',
    ),
    openings: [
      L(
        'Het {model}-survivalmes van {brand} heeft een {blade} lang, dik lemmet {steel} met een doorlopende angel.',
        'The {model} survival knife from {brand} has a thick {blade} blade {steel} with a full tang.',
        'Das Survivalmesser {model} von {brand} hat eine dicke, {blade} lange Klinge {steel} mit durchgehendem Erl.',
      ),
      L(
        'Gemaakt voor als het erop aankomt: de {model} combineert een lemmet van {hardness} met een heft van {handle} dat ook met natte handen houvast geeft.',
        'Made for when it counts: the {model} pairs a blade at {hardness} with a handle of {handle} that holds even with wet hands.',
        'Gemacht für den Ernstfall: Das {model} verbindet eine Klinge mit {hardness} und einen Griff aus {handle}, der auch mit nassen Händen hält.',
      ),
    ],
  },
  hunting: {
    intro: L(
      'Jachtmessen zijn gemaakt voor het ontweiden en villen van wild: een gebogen snede, een veilige greep en een schede die het mes stil houdt.',
      'Hunting knives are made for dressing and skinning game: a curved edge, a safe grip and a sheath that keeps the knife quiet.',
      'Jagdmesser sind zum Aufbrechen und Abhäuten von Wild gemacht: eine gebogene Schneide, ein sicherer Griff und eine Scheide, die das Messer leise hält.',
    ),
    openings: [
      L(
        'Het {model}-jachtmes van {brand} heeft een {blade} lang, gebogen lemmet {steel}, gehard tot {hardness}.',
        'The {model} hunting knife from {brand} has a curved {blade} blade {steel}, hardened to {hardness}.',
        'Das Jagdmesser {model} von {brand} hat eine gebogene, {blade} lange Klinge {steel}, gehärtet auf {hardness}.',
      ),
      L(
        'Met een heft van {handle} en een lemmet van {blade} is de {model} een trouwe metgezel op de bukjacht en bij het ontweiden.',
        'With a handle of {handle} and a {blade} blade, the {model} is a faithful companion on the hunt and when dressing game.',
        'Mit einem Griff aus {handle} und einer {blade} langen Klinge ist das {model} ein treuer Begleiter auf der Pirsch und beim Aufbrechen.',
      ),
    ],
  },
  fillet: {
    intro: L(
      'Een fileermes heeft een lang, dun en flexibel lemmet dat langs de graat buigt. Onmisbaar voor wie zelf vis vangt of vers van de markt haalt.',
      'A fillet knife has a long, thin, flexible blade that bends along the bone. Indispensable for anyone who catches fish or buys it fresh at the market.',
      'Ein Filetiermesser hat eine lange, dünne und flexible Klinge, die sich an der Gräte entlang biegt. Unverzichtbar für alle, die selbst angeln oder frischen Fisch kaufen.',
    ),
    openings: [
      L(
        'Het {model}-fileermes van {brand} heeft een {blade} lang, flexibel lemmet {steel} dat soepel langs de graat glijdt.',
        'The {model} fillet knife from {brand} has a flexible {blade} blade {steel} that glides along the bone.',
        'Das Filetiermesser {model} von {brand} hat eine flexible, {blade} lange Klinge {steel}, die sanft an der Gräte entlanggleitet.',
      ),
      L(
        'Van makreel tot zalm: met de {model} fileer je netjes, en het heft van {handle} blijft ook met visschubben aan je handen stroef.',
        'From mackerel to salmon: the {model} fillets cleanly, and its handle of {handle} stays grippy even with scales on your hands.',
        'Von Makrele bis Lachs: Mit dem {model} filetieren Sie sauber, und der Griff aus {handle} bleibt auch mit Schuppen an den Händen griffig.',
      ),
    ],
  },
  axe: {
    intro: L(
      'Van kleine bijl voor in de rugzak tot kloofbijl voor de houtstapel: een goede bijl is in balans, scherp en veilig opgeborgen in een leren hoes.',
      'From a hatchet for the backpack to a splitting axe for the woodpile: a good axe is balanced, sharp and stored safely in a leather cover.',
      'Vom Beil für den Rucksack bis zur Spaltaxt für den Holzstapel: Eine gute Axt ist ausbalanciert, scharf und sicher in einer Lederhülle verstaut.',
    ),
    openings: [
      L(
        'De {model}-bijl van {brand} heeft een handgesmede kop {steel} op een steel van {handle}.',
        'The {model} axe from {brand} has a hand-forged head {steel} on a haft of {handle}.',
        'Die Axt {model} von {brand} hat einen handgeschmiedeten Kopf {steel} an einem Stiel aus {handle}.',
      ),
      L(
        'Hout hakken, aanmaakhout splijten, een tentharing inslaan: de {model} weegt {weight} en ligt goed in balans.',
        'Chopping wood, splitting kindling, driving a tent peg: the {model} weighs {weight} and is well balanced.',
        'Holz hacken, Anmachholz spalten, Heringe einschlagen: Die {model} wiegt {weight} und liegt gut ausbalanciert in der Hand.',
      ),
    ],
    size: L('De steel is {size} lang.', 'The haft is {size} long.', 'Der Stiel ist {size} lang.'),
  },
  // ---- Multitools ----
  plier: {
    intro: L(
      'Een multitool met tang is een gereedschapskist voor onderweg: tang, draadknipper, schroevendraaiers en een mes, netjes ingeklapt in één heft.',
      'A plier multitool is a toolbox on the go: pliers, wire cutters, screwdrivers and a knife, neatly folded into one handle.',
      'Ein Multitool mit Zange ist ein Werkzeugkasten für unterwegs: Zange, Drahtschneider, Schraubendreher und Messer, sauber in einem Griff verstaut.',
    ),
    openings: [
      L(
        'De {model} van {brand} is een multitool met {functions} functies, waaronder een tang en een mes {steel}.',
        'The {model} from {brand} is a multitool with {functions} functions, including pliers and a blade {steel}.',
        'Das {model} von {brand} ist ein Multitool mit {functions} Funktionen, darunter eine Zange und eine Klinge {steel}.',
      ),
      L(
        'Met {functions} functies in een behuizing van {material} heb je met de {model} altijd het juiste gereedschap bij de hand.',
        'With {functions} functions in a body of {material}, the {model} keeps the right tool at hand.',
        'Mit {functions} Funktionen in einem Gehäuse {material} haben Sie mit dem {model} immer das richtige Werkzeug zur Hand.',
      ),
    ],
  },
  card: {
    intro: L(
      'Een kaart-multitool heeft het formaat van een bankpas en past in elke portemonnee: flesopener, liniaal en sleutels altijd bij je.',
      'A card multitool is the size of a bank card and fits any wallet: bottle opener, ruler and spanners always with you.',
      'Ein Karten-Multitool hat das Format einer Bankkarte und passt in jede Geldbörse: Flaschenöffner, Lineal und Schlüssel immer dabei.',
    ),
    openings: [
      L(
        'De {model}-kaarttool van {brand} bundelt {functions} functies in een plaatje van {material} ter grootte van een bankpas.',
        'The {model} card tool from {brand} packs {functions} functions into a plate of {material} the size of a bank card.',
        'Das Kartenwerkzeug {model} von {brand} vereint {functions} Funktionen in einer Platte {material} im Scheckkartenformat.',
      ),
      L(
        'Flesopener, liniaal en sleutelmaten in je portemonnee: de {model} weegt maar {weight} en je merkt niet dat je hem bij je hebt.',
        'Bottle opener, ruler and spanners in your wallet: the {model} weighs only {weight}, so you will not notice it is there.',
        'Flaschenöffner, Lineal und Schlüsselweiten in der Geldbörse: Das {model} wiegt nur {weight}, Sie merken es kaum.',
      ),
    ],
  },
  keychain: {
    intro: L(
      'Kleine tools voor aan je sleutelbos: een schroevendraaier, flesopener of mesje voor de klusjes van elke dag.',
      'Small tools for your keyring: a screwdriver, bottle opener or small blade for everyday little jobs.',
      'Kleine Werkzeuge für den Schlüsselbund: Schraubendreher, Flaschenöffner oder kleine Klinge für die Handgriffe des Alltags.',
    ),
    openings: [
      L(
        'De {model} van {brand} is een sleutelhangertool van {material} met {functions} functies.',
        'The {model} from {brand} is a keychain tool of {material} with {functions} functions.',
        'Das {model} von {brand} ist ein Schlüsselanhänger-Tool {material} mit {functions} Funktionen.',
      ),
      L(
        'Altijd aan je sleutelbos en maar {weight}: met de {model} draai je een schroefje vast of open je een fles.',
        'Always on your keys and only {weight}: the {model} tightens a screw or opens a bottle.',
        'Immer am Schlüsselbund und nur {weight} leicht: Mit dem {model} ziehen Sie eine Schraube fest oder öffnen eine Flasche.',
      ),
    ],
  },
  bits: {
    intro: L(
      'Losse bits, verlengstukken en houders maken je multitool nog veelzijdiger: van torx tot inbus.',
      'Extra bits, extensions and holders make your multitool even more versatile: from Torx to hex.',
      'Zusätzliche Bits, Verlängerungen und Halter machen Ihr Multitool noch vielseitiger: von Torx bis Inbus.',
    ),
    openings: [
      L(
        'De {model}-bitset van {brand} bevat kruis-, sleuf-, torx- en inbusbits van {material} in een compact etui.',
        'The {model} bit set from {brand} holds Phillips, flat, Torx and hex bits of {material} in a compact case.',
        'Das Bitset {model} von {brand} enthält Kreuz-, Schlitz-, Torx- und Inbus-Bits {material} in einem kompakten Etui.',
      ),
      L(
        'Past in vrijwel elke multitool met bithouder: de {model} weegt {weight} en verdwijnt zo in je tas.',
        'Fits nearly every multitool with a bit holder: the {model} weighs {weight} and disappears into your bag.',
        'Passt in fast jedes Multitool mit Bithalter: Das {model} wiegt {weight} und verschwindet in jeder Tasche.',
      ),
    ],
  },
  // ---- Sharpening ----
  whetstone: {
    intro: L(
      'Op een slijpsteen slijp je je messen zelf, met de hand en met gevoel. Begin grof (400 of 1000) en werk af met een fijne steen voor een spiegelgladde snede.',
      'On a whetstone you sharpen your knives yourself, by hand and by feel. Start coarse (400 or 1000) and finish on a fine stone for a mirror edge.',
      'Auf einem Schleifstein schärfen Sie Ihre Messer selbst, von Hand und mit Gefühl. Beginnen Sie grob (400 oder 1000) und enden Sie mit einem feinen Stein für eine spiegelglatte Schneide.',
    ),
    openings: [
      L(
        'De {model}-slijpsteen van {brand} heeft korrel {grit} en is gemaakt van {abrasive}.',
        'The {model} whetstone from {brand} has a {grit} grit and is made of {abrasive}.',
        'Der Schleifstein {model} von {brand} hat Körnung {grit} und besteht aus {abrasive}.',
      ),
      L(
        'De {model} met korrel {grit} is na kort weken klaar voor gebruik en staat stevig op een antislipvoet.',
        'At {grit} grit, the {model} is ready after a short soak and sits on a non-slip base.',
        'Mit Körnung {grit} ist der {model} nach kurzem Wässern einsatzbereit und steht auf einem rutschfesten Sockel.',
      ),
    ],
  },
  honingsteel: {
    intro: L(
      'Met een aanzetstaal richt je de snede weer recht tussen twee slijpbeurten in. Een paar halen voor het koken en je mes snijdt als nieuw.',
      'A honing steel realigns the edge between sharpenings. A few strokes before cooking and your knife cuts like new.',
      'Mit einem Wetzstahl richten Sie die Schneide zwischen zwei Schliffen wieder auf. Ein paar Züge vor dem Kochen, und Ihr Messer schneidet wie neu.',
    ),
    openings: [
      L(
        'Het {model}-aanzetstaal van {brand} heeft een oppervlak van {abrasive} en weegt {weight}.',
        'The {model} honing steel from {brand} has a surface of {abrasive} and weighs {weight}.',
        'Der Wetzstahl {model} von {brand} hat eine Oberfläche aus {abrasive} und wiegt {weight}.',
      ),
      L(
        'Een paar halen over de {model} en je koksmes is weer scherp; de stang is gemaakt van {material} met een laag {abrasive}.',
        "A few strokes on the {model} and your chef's knife is keen again; the rod is made of {material} with a coat of {abrasive}.",
        'Ein paar Züge über den {model}, und Ihr Kochmesser ist wieder scharf; der Stab ist {material} gefertigt und mit {abrasive} beschichtet.',
      ),
    ],
  },
  sharpener: {
    intro: L(
      'Een messenslijper met vaste hoek maakt slijpen eenvoudig: even door de gleuf halen en klaar. Ideaal voor wie snel resultaat wil.',
      'A knife sharpener with a fixed angle makes sharpening simple: draw the blade through the slot and you are done. Ideal for quick results.',
      'Ein Messerschärfer mit festem Winkel macht das Schärfen einfach: die Klinge durch den Schlitz ziehen, fertig. Ideal für schnelle Ergebnisse.',
    ),
    openings: [
      L(
        'De {model}-messenslijper van {brand} heeft slijpschijven van {abrasive} met korrel {grit} en een vaste slijphoek.',
        'The {model} knife sharpener from {brand} has wheels of {abrasive} at {grit} grit and a fixed angle.',
        'Der Messerschärfer {model} von {brand} hat Schleifscheiben aus {abrasive} mit Körnung {grit} und einen festen Schleifwinkel.',
      ),
      L(
        'Haal je mes een paar keer door de {model} en het snijdt weer: {abrasive} met korrel {grit}, zonder oefening.',
        'Draw your knife through the {model} a few times and it cuts again: {abrasive} at {grit} grit, no practice needed.',
        'Ziehen Sie Ihr Messer ein paarmal durch den {model}, und es schneidet wieder: {abrasive} mit Körnung {grit}, ganz ohne Übung.',
      ),
    ],
  },
  strop: {
    intro: L(
      'Met een aanzetleer poets je de laatste braam van de snede. Het laatste stapje na de slijpsteen, voor een mes dat haren scheert.',
      'A strop polishes the last burr off the edge. The final step after the whetstone, for a knife that shaves hair.',
      'Mit einem Abziehleder polieren Sie den letzten Grat von der Schneide. Der letzte Schritt nach dem Schleifstein, für ein Messer, das Haare rasiert.',
    ),
    openings: [
      L(
        'Het {model}-aanzetleer van {brand} is van {material} op een houten blok, met een tube polijstpasta erbij.',
        'The {model} strop from {brand} is {material} on a wooden block, with a tube of polishing compound included.',
        'Das Abziehleder {model} von {brand} ist {material} auf einem Holzblock, eine Tube Polierpaste liegt bei.',
      ),
      L(
        'Een paar halen over de {model} en je snede is weer vlijmscherp; het blok weegt {weight} en gaat overal mee naartoe.',
        'A few passes over the {model} and your edge is razor-keen again; the block weighs {weight} and travels anywhere.',
        'Ein paar Züge über das {model}, und Ihre Schneide ist wieder rasiermesserscharf; der Block wiegt {weight} und reist überallhin mit.',
      ),
    ],
  },
  paste: {
    intro: L(
      'Slijppasta op een aanzetleer of houten blok poetst de snede na het slijpen tot een spiegelglans. Een klein beetje is genoeg voor vele beurten.',
      'Sharpening paste on a strop or wooden block polishes the edge to a mirror finish after sharpening. A little goes a long way.',
      'Schleifpaste auf einem Abziehleder oder Holzblock poliert die Schneide nach dem Schärfen auf Spiegelglanz. Ein wenig reicht für viele Anwendungen.',
    ),
    openings: [
      L(
        'De {model}-slijppasta van {brand} ({content}) met {abrasive} haalt de laatste braam van de snede.',
        'The {model} sharpening paste from {brand} ({content}) with {abrasive} takes the last burr off the edge.',
        'Die Schleifpaste {model} von {brand} ({content}) mit {abrasive} entfernt den letzten Grat von der Schneide.',
      ),
      L(
        'Een dun laagje {model} op je aanzetleer en een paar halen per kant: zo blijft je mes langer vlijmscherp.',
        'A thin layer of {model} on your strop and a few passes per side keep your knife razor-keen for longer.',
        'Eine dünne Schicht {model} auf dem Abziehleder und ein paar Züge pro Seite: So bleibt Ihr Messer länger rasiermesserscharf.',
      ),
    ],
  },
  // ---- Lights ----
  edclight: {
    intro: L(
      'Een EDC-zaklamp is klein genoeg om altijd mee te nemen en fel genoeg om de weg te vinden. Met clip, verschillende standen en vaak oplaadbaar via USB-C.',
      'An EDC flashlight is small enough to carry always and bright enough to find your way. With a clip, several modes and often USB-C charging.',
      'Eine EDC-Taschenlampe ist klein genug, um sie immer dabeizuhaben, und hell genug, um den Weg zu finden. Mit Clip, mehreren Modi und oft per USB-C aufladbar.',
    ),
    openings: [
      L(
        'De {model} van {brand} geeft {lumen} licht met een bereik van {beam} en werkt op {battery}.',
        'The {model} from {brand} puts out {lumen} with a beam reaching {beam} and runs on {battery}.',
        'Die {model} von {brand} leistet {lumen} mit {beam} Leuchtweite und läuft {battery}.',
      ),
      L(
        'Klein genoeg voor je broekzak, fel genoeg voor de donkerste bospaden: de {model} haalt {lumen} en is waterdicht volgens {waterproof}.',
        'Small enough for your pocket, bright enough for the darkest forest path: the {model} reaches {lumen} and is rated {waterproof}.',
        'Klein genug für die Hosentasche, hell genug für dunkle Waldwege: Die {model} schafft {lumen} und ist nach {waterproof} wasserdicht.',
      ),
    ],
  },
  headlamp: {
    intro: L(
      'Met een hoofdlamp heb je beide handen vrij: voor hardlopen in het donker, klussen onder de gootsteen of je tent opzetten na zonsondergang.',
      'A headlamp keeps both hands free: for running in the dark, jobs under the sink or pitching your tent after sunset.',
      'Mit einer Stirnlampe haben Sie beide Hände frei: beim Laufen im Dunkeln, bei Arbeiten unter der Spüle oder beim Zeltaufbau nach Sonnenuntergang.',
    ),
    openings: [
      L(
        'De {model}-hoofdlamp van {brand} geeft {lumen} licht, schijnt {beam} ver en werkt op {battery}.',
        'The {model} headlamp from {brand} gives {lumen}, throws light {beam} and runs on {battery}.',
        'Die Stirnlampe {model} von {brand} leistet {lumen}, leuchtet {beam} weit und läuft {battery}.',
      ),
      L(
        'Lichtgewicht met {weight} en waterdicht volgens {waterproof}: de {model} zit zo licht dat je vergeet dat je hem draagt.',
        'Light at {weight} and rated {waterproof}: the {model} sits so lightly you forget you are wearing it.',
        'Leicht mit {weight} und wasserdicht nach {waterproof}: Die {model} sitzt so leicht, dass Sie vergessen, dass Sie sie tragen.',
      ),
    ],
  },
  tactical: {
    intro: L(
      'Tactische zaklampen zijn robuust, fel en met één hand te bedienen via een schakelaar in de achterkap. Voor beveiliging, jacht en buitensport.',
      'Tactical flashlights are tough, bright and worked with one hand from a tail switch. For security work, hunting and outdoor sports.',
      'Taktische Taschenlampen sind robust, hell und mit einer Hand über einen Heckschalter zu bedienen. Für Sicherheitsdienst, Jagd und Outdoorsport.',
    ),
    openings: [
      L(
        'De {model} van {brand} is een tactische zaklamp met {lumen}, een bereik van {beam} en een schakelaar in de achterkap.',
        'The {model} from {brand} is a tactical flashlight with {lumen}, a {beam} beam and a tail switch.',
        'Die {model} von {brand} ist eine taktische Taschenlampe mit {lumen}, {beam} Leuchtweite und Heckschalter.',
      ),
      L(
        'Een behuizing van vliegtuigaluminium, {lumen} op volle kracht en {battery} als krachtbron: de {model} kan tegen een stootje.',
        'An aircraft-aluminium body, {lumen} at full power and {battery} for power: the {model} can take a knock.',
        'Ein Gehäuse aus Flugzeugaluminium, {lumen} bei voller Leistung, Betrieb {battery}: Die {model} steckt einiges weg.',
      ),
    ],
  },
  lantern: {
    intro: L(
      'Een kampeerlamp verlicht je hele tent of picknicktafel met zacht, gelijkmatig licht. Veel modellen hebben een haak om op te hangen.',
      'A camping lantern lights your whole tent or picnic table with soft, even light. Many have a hook for hanging.',
      'Eine Campinglaterne taucht Ihr ganzes Zelt oder den Picknicktisch in weiches, gleichmäßiges Licht. Viele Modelle haben einen Haken zum Aufhängen.',
    ),
    openings: [
      L(
        'De {model}-kampeerlamp van {brand} geeft {lumen} zacht licht rondom en werkt op {battery}.',
        'The {model} camping lantern from {brand} gives {lumen} of soft all-round light and runs on {battery}.',
        'Die Campinglaterne {model} von {brand} spendet {lumen} weiches Rundumlicht und läuft {battery}.',
      ),
      L(
        'Hang de {model} aan de tentstok en de hele tent is verlicht; waterdicht volgens {waterproof}, dus een regenbui is geen probleem.',
        'Hang the {model} from the tent pole and the whole tent is lit; rated {waterproof}, so a shower is no problem.',
        'Hängen Sie die {model} an die Zeltstange, und das ganze Zelt ist hell; wasserdicht nach {waterproof}, ein Regenschauer ist also kein Problem.',
      ),
    ],
  },
  battery: {
    intro: L(
      'Oplaadbare accu’s en laders voor je zaklamp of hoofdlamp. Met een reserve-accu op zak zit je nooit in het donker.',
      'Rechargeable batteries and chargers for your flashlight or headlamp. With a spare in your pocket you are never left in the dark.',
      'Akkus und Ladegeräte für Ihre Taschen- oder Stirnlampe. Mit einem Ersatzakku in der Tasche stehen Sie nie im Dunkeln.',
    ),
    openings: [
      L(
        'De {model} van {brand} is een accu van het type {batteryType}, met beveiliging tegen overladen.',
        'The {model} from {brand} is a rechargeable {batteryType} battery with overcharge protection.',
        'Der {model} von {brand} ist ein Akku vom Typ {batteryType} mit Überladeschutz.',
      ),
      L(
        'Honderden keren op te laden: de {model} ({batteryType}, {weight}) houdt je lamp brandend op de langste tocht.',
        'Rechargeable hundreds of times: the {model} ({batteryType}, {weight}) keeps your light going on the longest trip.',
        'Hunderte Male aufladbar: Der {model} ({batteryType}, {weight}) hält Ihre Lampe auf der längsten Tour am Leuchten.',
      ),
    ],
  },
  // ---- Outdoor gear ----
  cookware: {
    intro: L(
      'Licht kookgerei voor op de brander: pannen, ketels en mokken die in elkaar passen en weinig ruimte innemen in je rugzak.',
      'Lightweight cookware for the stove: pots, kettles and mugs that nest together and take little room in your pack.',
      'Leichtes Kochgeschirr für den Kocher: Töpfe, Kessel und Becher, die ineinander passen und wenig Platz im Rucksack brauchen.',
    ),
    openings: [
      L(
        'De {model}-pannenset van {brand} is gemaakt van {material}, heeft een inhoud van {volume} en weegt {weight}.',
        'The {model} cook set from {brand} is made of {material}, holds {volume} and weighs {weight}.',
        'Das Kochset {model} von {brand} ist {material} gefertigt, fasst {volume} und wiegt {weight}.',
      ),
      L(
        'Water koken, pasta maken, koffie zetten: de {model} van {material} schuift in elkaar tot één compact pakket.',
        'Boiling water, cooking pasta, brewing coffee: the {model} in {material} nests into one compact bundle.',
        'Wasser kochen, Nudeln garen, Kaffee brühen: Das {model} {material} lässt sich zu einem kompakten Paket ineinanderstecken.',
      ),
    ],
  },
  firestarter: {
    intro: L(
      'Een vuurstaaf geeft vonken van zo’n 3000 °C, ook als hij nat is. Betrouwbaarder dan lucifers en goed voor duizenden keren vuur maken.',
      'A fire steel throws sparks of around 3,000 °C, even when wet. More reliable than matches and good for thousands of fires.',
      'Ein Feuerstahl schlägt Funken von rund 3000 °C, auch wenn er nass ist. Zuverlässiger als Streichhölzer und gut für Tausende Feuer.',
    ),
    openings: [
      L(
        'De {model}-vuurstaaf van {brand} is van {material} en geeft duizenden hete vonken, ook na een regenbui.',
        'The {model} fire steel from {brand} is made of {material} and throws thousands of hot sparks, even after rain.',
        'Der Feuerstahl {model} von {brand} ist {material} und schlägt Tausende heiße Funken, auch nach einem Regenschauer.',
      ),
      L(
        'Een paar halen met de schraper en je tondel vat vlam: de {model} weegt maar {weight} en hoort in elke survivalset.',
        'A few strokes with the striker and your tinder catches: the {model} weighs only {weight} and belongs in every survival kit.',
        'Ein paar Züge mit dem Schaber, und Ihr Zunder fängt Feuer: Der {model} wiegt nur {weight} und gehört in jedes Survival-Set.',
      ),
    ],
  },
  bottle: {
    intro: L(
      'Een drinkfles die lekt of naar plastic smaakt wil niemand. Onze flessen zijn lekdicht en houden je drinken koel of warm, van kantoor tot bergtop.',
      'Nobody wants a bottle that leaks or tastes of plastic. Ours are leak-proof and keep your drink cold or hot, from office to summit.',
      'Eine Trinkflasche, die tropft oder nach Plastik schmeckt, will niemand. Unsere Flaschen sind auslaufsicher und halten Getränke kalt oder warm, vom Büro bis zum Gipfel.',
    ),
    openings: [
      L(
        'De {model}-drinkfles van {brand} is gemaakt van {material} en heeft een inhoud van {volume}.',
        'The {model} water bottle from {brand} is made of {material} and holds {volume}.',
        'Die Trinkflasche {model} von {brand} ist {material} gefertigt und fasst {volume}.',
      ),
      L(
        'Lekdicht in je tas en smaakloos voor water, thee of koffie: de {model} van {material} gaat overal mee naartoe.',
        'Leak-proof in your bag and tasteless for water, tea or coffee: the {model} in {material} goes anywhere.',
        'Auslaufsicher in der Tasche und geschmacksneutral für Wasser, Tee oder Kaffee: Die {model} {material} begleitet Sie überallhin.',
      ),
    ],
  },
  backpack: {
    intro: L(
      'Van dagrugzak tot trekkingrugzak: goed verstelbaar, met een ventilerende rug en vakken waar je alles snel terugvindt.',
      'From daypack to trekking pack: fully adjustable, with a ventilated back and pockets where you quickly find everything.',
      'Vom Tagesrucksack bis zum Trekkingrucksack: gut verstellbar, mit belüftetem Rücken und Fächern, in denen Sie alles schnell wiederfinden.',
    ),
    openings: [
      L(
        'De {model}-rugzak van {brand} heeft een inhoud van {volume} en is gemaakt van sterk, waterafstotend {material}.',
        'The {model} backpack from {brand} holds {volume} and is made of tough, water-repellent {material}.',
        'Der Rucksack {model} von {brand} fasst {volume} und ist aus robustem, wasserabweisendem {materialName}.',
      ),
      L(
        'Een verstelbaar draagsysteem, een ventilerende rug en {volume} ruimte: met de {model} ben je klaar voor een dag of een weekend op pad.',
        'An adjustable harness, a ventilated back and {volume} of space: the {model} is ready for a day or a weekend on the trail.',
        'Ein verstellbares Tragesystem, ein belüfteter Rücken und {volume} Volumen: Mit dem {model} sind Sie bereit für einen Tag oder ein Wochenende unterwegs.',
      ),
    ],
  },
  paracord: {
    intro: L(
      'Paracord is sterk, licht koord van nylon met een kern van losse strengen: voor scheerlijnen, een noodarmband, het ophangen van je voedselzak of het vervangen van een veter.',
      'Paracord is strong, light nylon cord with a core of separate strands: for guy lines, an emergency bracelet, hanging your food bag or replacing a bootlace.',
      'Paracord ist starke, leichte Nylonschnur mit einem Kern aus einzelnen Strängen: für Abspannleinen, ein Notfallarmband, das Aufhängen des Proviantbeutels oder als Ersatzschnürsenkel.',
    ),
    openings: [
      L(
        "De {model}-paracord van {brand} is {length} {material} koord met zeven binnenstrengen en houdt zo'n 250 kilo.",
        'The {model} paracord from {brand} is {length} of {material} cord with seven inner strands and holds about 250 kilos.',
        'Die Paracord {model} von {brand} ist {length} Schnur {material} mit sieben Innensträngen und hält rund 250 Kilo.',
      ),
      L(
        'Met {length} {model} in je rugzak heb je altijd een lijn voor je tarp, een reservebandje of een knoopje meer.',
        'With {length} of {model} in your pack you always have a line for your tarp, a spare strap or one more knot.',
        'Mit {length} {model} im Rucksack haben Sie immer eine Leine für die Plane, einen Ersatzriemen oder einen Knoten mehr.',
      ),
    ],
  },
  books: {
    intro: L(
      'Handboeken over bushcraft, messen en slijpen, en wandelkaarten voor je volgende tocht. Geschreven door mensen die het zelf doen.',
      'Handbooks on bushcraft, knives and sharpening, and maps for your next trip. Written by people who do it themselves.',
      'Handbücher über Bushcraft, Messer und Schärfen sowie Wanderkarten für Ihre nächste Tour. Geschrieben von Leuten, die es selbst tun.',
    ),
    openings: [
      L(
        'Het {model}-handboek, uitgegeven met {brand}, legt stap voor stap uit hoe je buiten vuur maakt, een shelter bouwt en je mes onderhoudt.',
        'The {model} handbook, published with {brand}, explains step by step how to make fire outdoors, build a shelter and look after your knife.',
        'Das Handbuch {model}, herausgegeben mit {brand}, erklärt Schritt für Schritt, wie Sie draußen Feuer machen, einen Unterstand bauen und Ihr Messer pflegen.',
      ),
      L(
        'Vol foto’s en duidelijke tekeningen: het {model}-handboek past met {weight} nog makkelijk in je rugzak.',
        'Full of photos and clear drawings, the {model} handbook still slips easily into your pack at {weight}.',
        'Voller Fotos und klarer Zeichnungen: Das Handbuch {model} passt mit {weight} noch bequem in den Rucksack.',
      ),
    ],
  },
  // ---- Accessories ----
  sheath: {
    intro: L(
      'Een goede schede beschermt je mes en jezelf. Kies leer voor de traditie, nylon voor licht gewicht of kydex voor een mes dat hoorbaar vastklikt.',
      'A good sheath protects your knife and you. Choose leather for tradition, nylon for low weight or Kydex for a knife that clicks firmly in place.',
      'Eine gute Scheide schützt Ihr Messer und Sie. Wählen Sie Leder für die Tradition, Nylon für wenig Gewicht oder Kydex für ein Messer, das hörbar einrastet.',
    ),
    openings: [
      L(
        'De {model}-schede van {brand} is gemaakt van {material} en heeft een lus voor een riem tot 5 cm breed.',
        'The {model} sheath from {brand} is made of {material} and has a loop for belts up to 5 cm wide.',
        'Die Scheide {model} von {brand} ist {material} gefertigt und hat eine Schlaufe für Gürtel bis 5 cm Breite.',
      ),
      L(
        'Je mes veilig aan je riem: de {model} van {material} houdt het lemmet op zijn plek en weegt maar {weight}.',
        'Your knife safe on your belt: the {model} in {material} holds the blade in place and weighs only {weight}.',
        'Ihr Messer sicher am Gürtel: Die {model} {material} hält die Klinge an ihrem Platz und wiegt nur {weight}.',
      ),
    ],
    size: L(
      'Dit is maat {size} (S voor lemmetten tot 8 cm, M tot 12 cm, L tot 16 cm).',
      'This is size {size} (S for blades up to 8 cm, M up to 12 cm, L up to 16 cm).',
      'Dies ist Größe {size} (S für Klingen bis 8 cm, M bis 12 cm, L bis 16 cm).',
    ),
  },
  care: {
    intro: L(
      'Met een paar druppels olie blijft je mes soepel en roestvrij. Onderhoudsmiddelen voor lemmet, scharnier en houten heft.',
      'A few drops of oil keep your knife smooth and free of rust. Care products for blade, pivot and wooden handle.',
      'Ein paar Tropfen Öl halten Ihr Messer geschmeidig und rostfrei. Pflegemittel für Klinge, Gelenk und Holzgriff.',
    ),
    openings: [
      L(
        'De {model}-messenolie van {brand} ({volume}) beschermt het lemmet tegen roest en houdt het scharnier soepel.',
        'The {model} knife oil from {brand} ({volume}) protects the blade from rust and keeps the pivot smooth.',
        'Das Messeröl {model} von {brand} ({volume}) schützt die Klinge vor Rost und hält das Gelenk geschmeidig.',
      ),
      L(
        'Voedselveilig en geurloos: met een flesje {model} van {volume} onderhoud je al je messen, van keuken tot zakmes.',
        'Food-safe and odourless: a {volume} bottle of {model} looks after all your knives, from kitchen to pocket.',
        'Lebensmittelecht und geruchlos: Mit einer Flasche {model} ({volume}) pflegen Sie alle Ihre Messer, von der Küche bis zur Tasche.',
      ),
    ],
  },
  giftcard: {
    intro: L(
      'Twijfel je over het juiste mes? Geef een cadeaubon en laat de ontvanger zelf kiezen. Te besteden in de webshop en in onze winkel.',
      'Not sure which knife to give? Give a gift card and let them choose. To spend online and in our store.',
      'Sie sind unsicher, welches Messer das richtige ist? Verschenken Sie einen Gutschein und lassen Sie den Beschenkten selbst wählen, im Onlineshop und in unserem Laden.',
    ),
    openings: [
      L(
        'Met een cadeaubon kiest de ontvanger zelf uit ons hele assortiment, van zakmes tot zaklamp.',
        'With a gift card, the recipient chooses from our whole range, from pocket knife to flashlight.',
        'Mit einem Gutschein wählt der Beschenkte selbst aus unserem ganzen Sortiment, vom Taschenmesser bis zur Taschenlampe.',
      ),
      L(
        'Een cadeau dat altijd past: de bon is twee jaar geldig, online en in de winkel.',
        'A gift that always fits: the card is valid for two years, online and in store.',
        'Ein Geschenk, das immer passt: Der Gutschein gilt zwei Jahre, online und im Laden.',
      ),
    ],
  },
  // ---- Engraving ----
  engravable_knives: {
    intro: L(
      'Zakmessen met een glad heft of schild, ideaal voor een naam, datum of korte tekst. Wij graveren in onze eigen werkplaats.',
      'Pocket knives with a smooth handle or shield, ideal for a name, date or short message. We engrave in our own workshop.',
      'Taschenmesser mit glattem Griff oder Schild, ideal für einen Namen, ein Datum oder einen kurzen Text. Wir gravieren in unserer eigenen Werkstatt.',
    ),
    openings: [
      L(
        'De {model} van {brand} heeft een glad heft van {handle} waarop een naam of datum mooi uitkomt, en {functions} functies.',
        'The {model} from {brand} has a smooth handle of {handle} that shows off a name or date, and {functions} functions.',
        'Das {model} von {brand} hat einen glatten Griff aus {handle}, auf dem ein Name oder Datum schön zur Geltung kommt, und {functions} Funktionen.',
      ),
      L(
        'Een zakmes met een persoonlijke tekst wordt een herinnering: de {model} heeft een lemmet van {blade} en weegt {weight}.',
        'A pocket knife with a personal message becomes a keepsake: the {model} has a {blade} blade and weighs {weight}.',
        'Ein Taschenmesser mit persönlicher Gravur wird zur Erinnerung: Das {model} hat eine {blade} lange Klinge und wiegt {weight}.',
      ),
    ],
  },
  engravable_lighters: {
    intro: L(
      'Stormaanstekers met een vlak om te graveren: een klassiek cadeau voor rokers, kampeerders en verzamelaars.',
      'Windproof lighters with a flat face for engraving: a classic gift for smokers, campers and collectors.',
      'Sturmfeuerzeuge mit glatter Fläche zum Gravieren: ein klassisches Geschenk für Raucher, Camper und Sammler.',
    ),
    openings: [
      L(
        'De {model}-stormaansteker van {brand} is van {material} en brandt ook bij harde wind.',
        'The {model} windproof lighter from {brand} is made of {material} and stays lit in strong wind.',
        'Das Sturmfeuerzeug {model} von {brand} ist {material} gefertigt und brennt auch bei starkem Wind.',
      ),
      L(
        'Het vlak van de {model} is groot genoeg voor een naam of datum; de behuizing van {material} gaat een leven lang mee.',
        'The face of the {model} is large enough for a name or date; the {material} case lasts a lifetime.',
        'Die Fläche des {model} ist groß genug für einen Namen oder ein Datum; das Gehäuse {material} hält ein Leben lang.',
      ),
    ],
  },
}

/** Intros of the knowledge-base sections (no products). */
export const KNOWLEDGE_INTROS: Record<string, Localized> = {
  kb_steel: L(
    'Wat is het verschil tussen roestvrij staal, koolstofstaal en poederstaal? Hier lees je welk staal bij jouw gebruik past.',
    'What is the difference between stainless, carbon and powder steel? Read which steel suits the way you use a knife.',
    'Was unterscheidet rostfreien Stahl, Kohlenstoffstahl und Pulverstahl? Hier lesen Sie, welcher Stahl zu Ihrem Gebrauch passt.',
  ),
  kb_sharpening: L(
    'Stap voor stap je messen slijpen: de juiste hoek, de juiste korrel en de fouten die iedereen in het begin maakt.',
    'Sharpening your knives step by step: the right angle, the right grit and the mistakes everyone makes at first.',
    'Schritt für Schritt Messer schärfen: der richtige Winkel, die richtige Körnung und die Fehler, die am Anfang jeder macht.',
  ),
  kb_care: L(
    'Schoonmaken, oliën en opbergen: zo blijft je mes jarenlang mooi en scherp.',
    'Cleaning, oiling and storing: how to keep your knife fine and sharp for years.',
    'Reinigen, ölen, aufbewahren: So bleibt Ihr Messer über Jahre schön und scharf.',
  ),
  kb_law: L(
    'Welk mes mag je in Nederland, België en Duitsland bij je dragen? Een overzicht van de regels, zonder juridisch jargon.',
    'Which knife may you carry in the Netherlands, Belgium and Germany? An overview of the rules, without legal jargon.',
    'Welches Messer dürfen Sie in den Niederlanden, Belgien und Deutschland bei sich tragen? Ein Überblick über die Regeln, ohne Juristendeutsch.',
  ),
  kb_engraving: L(
    'Een naam, datum of logo in staal of messing: wat kan er op welk product en hoe zorg je dat de tekst klopt.',
    'A name, date or logo in steel or brass: what fits on which product, and how to make sure the text is right.',
    'Ein Name, ein Datum oder ein Logo in Stahl oder Messing: Was auf welches Produkt passt und wie Ihr Text sicher stimmt.',
  ),
}

/** Each brand's character: where it comes from and what it is known for (all invented). */
export const BRAND_CHARACTERS: Record<string, Localized[]> = {
  noordkaap: [
    L(
      'Noordkaap begon in 1952 als smederij in Harlingen en maakt nog altijd sobere, robuuste messen voor vissers en zeilers.',
      'Noordkaap started as a forge in Harlingen in 1952 and still makes plain, rugged knives for fishermen and sailors.',
      'Noordkaap begann 1952 als Schmiede in Harlingen und fertigt bis heute schlichte, robuste Messer für Fischer und Segler.',
    ),
    L(
      'Zoals alles van Noordkaap is het gemaakt om tegen zout water en ruwe handen te kunnen.',
      'Like everything from Noordkaap, it is made to stand up to salt water and rough hands.',
      'Wie alles von Noordkaap ist es dafür gemacht, Salzwasser und rauen Händen standzuhalten.',
    ),
  ],
  'helling-zonen': [
    L(
      'Helling & Zonen is een familiebedrijf uit Gouda dat al vier generaties keukenmessen smeedt en met de hand afwerkt.',
      'Helling & Zonen is a family firm from Gouda that has forged and hand-finished kitchen knives for four generations.',
      'Helling & Zonen ist ein Familienbetrieb aus Gouda, der seit vier Generationen Küchenmesser schmiedet und von Hand vollendet.',
    ),
    L(
      'Bij Helling & Zonen krijgt elk lemmet zijn laatste slijpbeurt nog met de hand.',
      'At Helling & Zonen every blade still gets its final edge by hand.',
      'Bei Helling & Zonen erhält jede Klinge ihren letzten Schliff noch von Hand.',
    ),
  ],
  fjellstal: [
    L(
      'Fjellstål komt uit het Noorse Voss en staat bekend om messen die ook bij twintig graden vorst betrouwbaar blijven.',
      'Fjellstål comes from Voss in Norway and is known for knives that stay dependable at twenty degrees below zero.',
      'Fjellstål stammt aus dem norwegischen Voss und ist bekannt für Messer, die auch bei zwanzig Grad Frost zuverlässig bleiben.',
    ),
    L(
      'Fjellstål test elk model een winter lang met Noorse berggidsen.',
      'Fjellstål tests every model for a whole winter with Norwegian mountain guides.',
      'Fjellstål testet jedes Modell einen ganzen Winter lang mit norwegischen Bergführern.',
    ),
  ],
  kurogane: [
    L(
      'Kurogane is een smederij uit Sakai, waar al eeuwenlang messen voor Japanse koks worden gemaakt.',
      'Kurogane is a forge in Sakai, where knives for Japanese chefs have been made for centuries.',
      'Kurogane ist eine Schmiede aus Sakai, wo seit Jahrhunderten Messer für japanische Köche entstehen.',
    ),
    L(
      'De smeden van Kurogane slijpen hun lemmetten dun en hard, voor snedes die je bijna niet voelt.',
      "Kurogane's smiths grind their blades thin and hard, for cuts you barely feel.",
      'Die Schmiede von Kurogane schleifen ihre Klingen dünn und hart, für Schnitte, die Sie kaum spüren.',
    ),
  ],
  alpenklinge: [
    L(
      'Alpenklinge komt uit Tirol en maakt al sinds 1978 compacte messen en tools voor wandelaars en bergbeklimmers.',
      'Alpenklinge hails from Tyrol and has made compact knives and tools for hikers and climbers since 1978.',
      'Alpenklinge kommt aus Tirol und fertigt seit 1978 kompakte Messer und Werkzeuge für Wanderer und Bergsteiger.',
    ),
    L(
      'Alpenklinge let op elke gram: wat niet nodig is, blijft eraf.',
      'Alpenklinge counts every gram: what is not needed stays off.',
      'Alpenklinge achtet auf jedes Gramm: Was nicht nötig ist, kommt nicht dran.',
    ),
  ],
  waldmeister: [
    L(
      'Waldmeister werkt vanuit het Zwarte Woud en is geliefd bij boswachters om zijn eenvoudige, onverwoestbare uitrusting.',
      'Waldmeister works from the Black Forest and is loved by foresters for its simple, indestructible gear.',
      'Waldmeister arbeitet im Schwarzwald und ist bei Förstern für seine einfache, unverwüstliche Ausrüstung beliebt.',
    ),
    L(
      'Waldmeister gebruikt zoveel mogelijk hout en leer uit de eigen regio.',
      'Waldmeister uses wood and leather from its own region wherever it can.',
      'Waldmeister verwendet so weit wie möglich Holz und Leder aus der eigenen Region.',
    ),
  ],
  tideline: [
    L(
      'Tideline is een jong merk uit Cornwall dat slimme, lichte tools ontwerpt voor surfers en kustwandelaars.',
      'Tideline is a young Cornish brand designing clever, light tools for surfers and coastal walkers.',
      'Tideline ist eine junge Marke aus Cornwall, die clevere, leichte Werkzeuge für Surfer und Küstenwanderer entwirft.',
    ),
    L(
      'Tideline ontwerpt alles zo dat het zout water en zand overleeft.',
      'Tideline designs everything to survive salt water and sand.',
      'Tideline entwirft alles so, dass es Salzwasser und Sand übersteht.',
    ),
  ],
  lumenwerk: [
    L(
      'Lumenwerk uit Dresden maakt niets anders dan verlichting, met eigen optiek en elektronica.',
      'Lumenwerk from Dresden makes nothing but lights, with its own optics and electronics.',
      'Lumenwerk aus Dresden baut nichts als Leuchten, mit eigener Optik und Elektronik.',
    ),
    L(
      'Lumenwerk meet elke lamp na volgens de ANSI-norm, dus de opgegeven waarden kloppen.',
      'Lumenwerk measures every light to the ANSI standard, so the stated figures hold.',
      'Lumenwerk misst jede Lampe nach ANSI-Norm nach, die angegebenen Werte stimmen also.',
    ),
  ],
  brandaris: [
    L(
      'Brandaris is vernoemd naar de vuurtoren van Terschelling en maakt lampen en uitrusting voor lange nachten buiten.',
      'Brandaris is named after the lighthouse on Terschelling and makes lights and gear for long nights outdoors.',
      'Brandaris ist nach dem Leuchtturm von Terschelling benannt und fertigt Lampen und Ausrüstung für lange Nächte im Freien.',
    ),
    L(
      'Brandaris geeft op zijn producten vijf jaar garantie, ook op de elektronica.',
      'Brandaris gives five years of warranty on its products, electronics included.',
      'Brandaris gibt auf seine Produkte fünf Jahre Garantie, auch auf die Elektronik.',
    ),
  ],
  kromstaal: [
    L(
      'Kromstaal is een kleine messenmakerij uit Twente die bekendstaat om stevige messen met een eigenzinnig ontwerp.',
      'Kromstaal is a small knife workshop from Twente, known for sturdy knives with a distinctive design.',
      'Kromstaal ist eine kleine Messermanufaktur aus Twente, bekannt für kräftige Messer mit eigenwilligem Design.',
    ),
    L(
      'Bij Kromstaal wordt elk mes door één maker van begin tot eind gebouwd.',
      'At Kromstaal each knife is built from start to finish by one maker.',
      'Bei Kromstaal baut ein einziger Messermacher jedes Messer von Anfang bis Ende.',
    ),
  ],
  scherpsteen: [
    L(
      'Scherpsteen komt uit de Belgische Ardennen, waar al eeuwen slijpstenen uit de rotsen worden gehaald.',
      'Scherpsteen comes from the Belgian Ardennes, where whetstones have been quarried for centuries.',
      'Scherpsteen kommt aus den belgischen Ardennen, wo seit Jahrhunderten Schleifsteine gebrochen werden.',
    ),
    L(
      'Scherpsteen geeft bij elk product een duidelijke slijpinstructie mee.',
      'Scherpsteen includes clear sharpening instructions with every product.',
      'Scherpsteen legt jedem Produkt eine verständliche Schleifanleitung bei.',
    ),
  ],
  veldmuis: [
    L(
      'Veldmuis maakt betaalbare uitrusting voor gezinnen en beginners, zonder in te leveren op degelijkheid.',
      'Veldmuis makes affordable gear for families and beginners without cutting corners.',
      'Veldmuis fertigt erschwingliche Ausrüstung für Familien und Einsteiger, ohne an der Qualität zu sparen.',
    ),
    L(
      'Veldmuis test alles eerst met de eigen kinderen op de camping.',
      'Veldmuis tests everything with its own children at the campsite first.',
      'Veldmuis testet alles zuerst mit den eigenen Kindern auf dem Campingplatz.',
    ),
  ],
  trekvogel: [
    L(
      'Trekvogel ontwerpt in Utrecht ultralichte uitrusting voor wandelaars die lange afstanden lopen.',
      'Trekvogel designs ultralight gear in Utrecht for walkers who cover long distances.',
      'Trekvogel entwirft in Utrecht ultraleichte Ausrüstung für Wanderer auf langen Strecken.',
    ),
    L(
      'Elk Trekvogel-product is minstens duizend kilometer getest op het Pieterpad of de GR5.',
      'Every Trekvogel product is tested for at least a thousand kilometres on the Pieterpad or the GR5.',
      'Jedes Trekvogel-Produkt ist mindestens tausend Kilometer auf dem Pieterpad oder dem GR5 getestet.',
    ),
  ],
  ironfern: [
    L(
      'Ironfern komt uit de Schotse Hooglanden en staat bekend om overbouwde messen en tools die generaties meegaan.',
      'Ironfern comes from the Scottish Highlands and is known for overbuilt knives and tools that last for generations.',
      'Ironfern stammt aus den schottischen Highlands und ist für überaus robuste Messer und Werkzeuge bekannt, die Generationen halten.',
    ),
    L(
      'Ironfern geeft levenslange garantie op materiaal- en fabricagefouten.',
      'Ironfern gives a lifetime warranty against defects in material and workmanship.',
      'Ironfern gibt eine lebenslange Garantie auf Material- und Verarbeitungsfehler.',
    ),
  ],
  bergwacht: [
    L(
      'Bergwacht komt uit Beieren en ontwikkelt zijn uitrusting samen met vrijwilligers van de bergreddingsdienst.',
      'Bergwacht comes from Bavaria and develops its gear together with mountain-rescue volunteers.',
      'Bergwacht kommt aus Bayern und entwickelt seine Ausrüstung zusammen mit Ehrenamtlichen der Bergrettung.',
    ),
    L(
      'Bij Bergwacht telt maar één ding: dat het werkt als het moet.',
      'At Bergwacht only one thing counts: that it works when it must.',
      'Bei Bergwacht zählt nur eins: dass es funktioniert, wenn es darauf ankommt.',
    ),
  ],
  hakuun: [
    L(
      'Hakuun werkt vanuit Kyoto en Helsinki en combineert Japans smeedwerk met strak Scandinavisch design.',
      'Hakuun works from Kyoto and Helsinki, combining Japanese forging with clean Scandinavian design.',
      'Hakuun arbeitet in Kyoto und Helsinki und verbindet japanische Schmiedekunst mit klarem skandinavischem Design.',
    ),
    L(
      'Hakuun maakt kleine series, zodat elk model met zorg wordt afgewerkt.',
      'Hakuun makes small series so that every model is finished with care.',
      'Hakuun fertigt kleine Serien, damit jedes Modell sorgfältig vollendet wird.',
    ),
  ],
  ossenkop: [
    L(
      'Ossenkop begon als leverancier van Brabantse slagers en maakt nog steeds messen en gereedschap voor wie veel snijdt.',
      'Ossenkop began by supplying butchers in Brabant and still makes knives and tools for people who cut a lot.',
      'Ossenkop begann als Lieferant Brabanter Metzger und fertigt bis heute Messer und Werkzeug für alle, die viel schneiden.',
    ),
    L(
      'Ossenkop kiest voor eenvoud: goed staal, een stevig heft en geen franje.',
      'Ossenkop keeps it simple: good steel, a solid handle and no frills.',
      'Ossenkop setzt auf Einfachheit: guter Stahl, ein fester Griff und kein Schnickschnack.',
    ),
  ],
  duinvos: [
    L(
      'Duinvos is een jong merk uit Den Haag met kleurrijke, betaalbare EDC-spullen voor elke dag.',
      'Duinvos is a young brand from The Hague with colourful, affordable everyday-carry gear.',
      'Duinvos ist eine junge Marke aus Den Haag mit farbenfroher, erschwinglicher EDC-Ausrüstung für jeden Tag.',
    ),
    L(
      'Duinvos doneert een deel van elke verkoop aan het onderhoud van de Hollandse duinen.',
      'Duinvos donates part of every sale to looking after the Dutch dunes.',
      'Duinvos spendet einen Teil jedes Verkaufs für den Erhalt der holländischen Dünen.',
    ),
  ],
  stormvast: [
    L(
      'Stormvast komt uit Zeeland en maakt lampen en tools die tegen regen, wind en zout bestand zijn.',
      'Stormvast comes from Zeeland and makes lights and tools built to withstand rain, wind and salt.',
      'Stormvast kommt aus Zeeland und baut Lampen und Werkzeuge, die Regen, Wind und Salz trotzen.',
    ),
    L(
      'Elk Stormvast-product gaat voor verzending een nacht in de regenkamer.',
      'Every Stormvast product spends a night in the rain chamber before it ships.',
      'Jedes Stormvast-Produkt verbringt vor dem Versand eine Nacht in der Regenkammer.',
    ),
  ],
  kaapstander: [
    L(
      'Kaapstander is een scheepswerf-merk uit Den Helder, bekend om degelijk gereedschap en messen voor aan boord en in de keuken.',
      'Kaapstander is a shipyard brand from Den Helder, known for solid tools and knives for on board and in the kitchen.',
      'Kaapstander ist eine Werftmarke aus Den Helder, bekannt für solides Werkzeug und Messer für Bord und Küche.',
    ),
    L(
      'Kaapstander werkt met materialen die ook na jaren op zee nog mooi zijn.',
      'Kaapstander works with materials that still look good after years at sea.',
      'Kaapstander verwendet Materialien, die auch nach Jahren auf See noch schön sind.',
    ),
  ],
}

/** One sentence per colour variant (colour key from COLOURS). */
export const COLOUR_SENTENCES: Record<string, Localized> = {
  rood: L(
    'Deze uitvoering is felrood.',
    'This version comes in bright red.',
    'Diese Ausführung ist leuchtend rot.',
  ),
  zwart: L(
    'Deze uitvoering is mat zwart.',
    'This version comes in matt black.',
    'Diese Ausführung ist mattschwarz.',
  ),
  blauw: L(
    'Deze uitvoering is donkerblauw.',
    'This version comes in dark blue.',
    'Diese Ausführung ist dunkelblau.',
  ),
  groen: L(
    'Deze uitvoering is bosgroen.',
    'This version comes in forest green.',
    'Diese Ausführung ist waldgrün.',
  ),
  oranje: L(
    'Deze uitvoering is oranje, zodat je hem makkelijk terugvindt in het gras.',
    'This version is orange, so it is easy to spot in the grass.',
    'Diese Ausführung ist orange, damit Sie sie im Gras leicht wiederfinden.',
  ),
  geel: L(
    'Deze uitvoering is zonnegeel.',
    'This version comes in sunny yellow.',
    'Diese Ausführung ist sonnengelb.',
  ),
  grijs: L(
    'Deze uitvoering is antracietgrijs.',
    'This version comes in charcoal grey.',
    'Diese Ausführung ist anthrazitgrau.',
  ),
  olijf: L(
    'Deze uitvoering is olijfgroen.',
    'This version comes in olive green.',
    'Diese Ausführung ist olivgrün.',
  ),
  zand: L(
    'Deze uitvoering is zandkleurig.',
    'This version comes in sand.',
    'Diese Ausführung ist sandfarben.',
  ),
  camo: L(
    'Deze uitvoering heeft een camouflageprint.',
    'This version comes in camo.',
    'Diese Ausführung hat ein Tarnmuster.',
  ),
}

/** Detail sentences per attribute; one is drawn for an attribute the opening did not already name. */
export const DETAIL_SENTENCES: Partial<Record<string, Localized[]>> = {
  blade: [L('Het lemmet is {blade} lang.', 'The blade is {blade} long.', 'Die Klinge ist {blade} lang.')],
  steel: [
    L('Het lemmet is gemaakt {steel}.', 'The blade is made {steel}.', 'Die Klinge ist {steel} gefertigt.'),
    L(
      '{brand} koos voor het lemmet {steelName}.',
      '{brand} chose {steelName} for the blade.',
      'Für die Klinge hat {brand} {steelName} gewählt.',
    ),
  ],
  handle: [
    L(
      'Het heft van {handle} ligt goed in de hand, ook bij langer werk.',
      'The handle of {handle} sits well in the hand, even during long work.',
      'Der Griff aus {handle} liegt auch bei längerer Arbeit gut in der Hand.',
    ),
    L(
      'Voor het heft koos {brand} voor {handle}.',
      'For the handle, {brand} chose {handle}.',
      'Für den Griff hat sich {brand} für {handle} entschieden.',
    ),
  ],
  hardness: [
    L(
      'Met een hardheid van {hardness} blijft de snede lang scherp.',
      'At {hardness}, the edge stays sharp for a long time.',
      'Mit einer Härte von {hardness} bleibt die Schneide lange scharf.',
    ),
  ],
  weight: [
    L('Het geheel weegt {weight}.', 'It weighs {weight} in all.', 'Das Gewicht beträgt {weight}.'),
    L(
      'Met {weight} merk je nauwelijks dat je het bij je hebt.',
      'At {weight}, you hardly notice you are carrying it.',
      'Die {weight} spüren Sie unterwegs kaum.',
    ),
  ],
  functions: [
    L(
      'In totaal heeft het {functions} functies.',
      'In all, it has {functions} functions.',
      'Zusammen sind es {functions} Funktionen.',
    ),
  ],
  material: [
    L('Het materiaal is {materialName}.', 'It is made of {material}.', 'Als Material dient {materialName}.'),
  ],
  volume: [L('De inhoud is {volume}.', 'It holds {volume}.', 'Das Fassungsvermögen beträgt {volume}.')],
  lumen: [
    L(
      'Op de hoogste stand geeft hij {lumen}.',
      'On its highest setting it gives {lumen}.',
      'In der höchsten Stufe leistet sie {lumen}.',
    ),
  ],
  beam: [
    L('De lichtbundel reikt tot {beam}.', 'The beam reaches {beam}.', 'Der Lichtkegel reicht {beam} weit.'),
  ],
  battery: [L('Hij werkt op {battery}.', 'It runs on {battery}.', 'Sie läuft {battery}.')],
  waterproof: [
    L(
      'Waterdicht volgens {waterproof}: regen is geen probleem.',
      'Rated {waterproof}: rain is no problem.',
      'Wasserdicht nach {waterproof}: Regen ist kein Problem.',
    ),
  ],
  grit: [L('De korrel is {grit}.', 'The grit is {grit}.', 'Die Körnung beträgt {grit}.')],
  abrasive: [
    L('Het slijpmiddel is {abrasive}.', 'The abrasive is {abrasive}.', 'Als Schleifmittel dient {abrasive}.'),
  ],
  lock: [L('{lock}', '{lock}', '{lock}')],
}

/** Sentences about the lock, per lock value key. */
export const LOCK_SENTENCES: Record<string, Localized> = {
  slipjoint: L(
    'Een veer houdt het lemmet open en dicht, zonder slot.',
    'A spring holds the blade open and closed, without a lock.',
    'Eine Feder hält die Klinge offen und geschlossen, ganz ohne Verriegelung.',
  ),
  'liner-lock': L(
    'Een liner lock zet het lemmet stevig vast zodra je het opent.',
    'A liner lock holds the blade firmly as soon as you open it.',
    'Ein Liner-Lock arretiert die Klinge fest, sobald Sie sie öffnen.',
  ),
  'frame-lock': L(
    'Een frame lock in het heft zet het lemmet rotsvast.',
    'A frame lock in the handle locks the blade rock-solid.',
    'Ein Frame-Lock im Griff arretiert die Klinge felsenfest.',
  ),
  lockback: L(
    'Een lockback in de rug houdt het lemmet veilig open.',
    'A lockback in the spine keeps the blade safely open.',
    'Ein Lockback im Rücken hält die Klinge sicher offen.',
  ),
  'button-lock': L(
    'Met één druk op de knop klap je het lemmet weer dicht.',
    'One press of the button folds the blade shut again.',
    'Ein Druck auf den Knopf, und die Klinge klappt wieder zu.',
  ),
}

/** How a steel reads after "van / made / aus": `van VG-10-staal`, `of VG-10 steel`, `aus VG-10-Stahl`. */
const STEEL_PHRASES: Record<string, Localized> = {
  'stainless-steel': L('van roestvrij staal', 'of stainless steel', 'aus rostfreiem Stahl'),
  'carbon-steel': L('van koolstofstaal', 'of carbon steel', 'aus Kohlenstoffstahl'),
  'damascus-steel': L('van damaststaal', 'of Damascus steel', 'aus Damaststahl'),
}
const STEEL_NAMES: Record<string, Localized> = {
  'stainless-steel': L('roestvrij staal', 'stainless steel', 'rostfreien Stahl'),
  'carbon-steel': L('koolstofstaal', 'carbon steel', 'Kohlenstoffstahl'),
  'damascus-steel': L('damaststaal', 'Damascus steel', 'Damaststahl'),
}

const ABRASIVES: Record<string, Localized> = {
  ceramic: L('keramiek', 'ceramic', 'Keramik'),
  diamond: L('diamant', 'diamond', 'Diamant'),
  'natural-stone': L('natuursteen', 'natural stone', 'Naturstein'),
  synthetic: L('synthetisch slijpmiddel', 'synthetic abrasive', 'synthetischem Schleifmittel'),
}

/** After "werkt op / runs on / läuft …". */
const BATTERIES: Record<string, Localized> = {
  aa: L('AA-batterijen', 'AA batteries', 'mit AA-Batterien'),
  aaa: L('AAA-batterijen', 'AAA batteries', 'mit AAA-Batterien'),
  '18650': L('een 18650-accu', 'an 18650 cell', 'mit einem 18650-Akku'),
  '21700': L('een 21700-accu', 'a 21700 cell', 'mit einem 21700-Akku'),
  cr123a: L('een CR123A-batterij', 'a CR123A battery', 'mit einer CR123A-Batterie'),
  'usb-c': L(
    'een ingebouwde accu die je via USB-C oplaadt',
    'a built-in battery you charge over USB-C',
    'mit einem eingebauten Akku, den Sie per USB-C laden',
  ),
}
const BATTERY_TYPES: Record<string, Localized> = {
  'usb-c': L('USB-C', 'USB-C', 'USB-C'),
}

/** Materials after "van / of / aus", German with "aus" (material and handle sentences use it bare). */
const LOWER_KEEP = new Set(['G10', 'Micarta', 'Kydex'])

export interface AttributeValue {
  key: string
  label: Localized
}

/**
 * The text for one blank of a template in one language, or null when the product has no such attribute.
 * German material blanks read `aus Eichenholz` where the template writes `{material}` without "aus"
 * (`ist {material} gefertigt`), and bare in `aus {handle}`.
 */
export function attributePhrase(name: string, value: AttributeValue, locale: Locale): string {
  switch (name) {
    case 'steel':
      return (
        STEEL_PHRASES[value.key]?.[locale] ??
        {
          nl: `van ${value.label.nl}-staal`,
          en: `of ${value.label.en} steel`,
          de: `aus ${value.label.de}-Stahl`,
        }[locale]
      )
    case 'steelName':
      return (
        STEEL_NAMES[value.key]?.[locale] ??
        { nl: `${value.label.nl}`, en: `${value.label.en}`, de: `${value.label.de}` }[locale]
      )
    case 'handle':
    case 'materialName':
      return lower(value.label[locale], locale)
    case 'material':
      return locale === 'de' ? `aus ${value.label.de}` : lower(value.label[locale], locale)
    case 'abrasive':
      return ABRASIVES[value.key]?.[locale] ?? value.label[locale]
    case 'battery':
      return BATTERIES[value.key]?.[locale] ?? value.label[locale]
    case 'batteryType':
      return BATTERY_TYPES[value.key]?.[locale] ?? value.label[locale]
    case 'lock':
      return LOCK_SENTENCES[value.key]?.[locale] ?? value.label[locale]
    default:
      return value.label[locale]
  }
}

function lower(text: string, locale: Locale): string {
  if (locale === 'de' || LOWER_KEEP.has(text)) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

// ---- Composing ----

/** Which product attribute (feature key) each blank reads. */
const BLANK_FEATURES: Record<string, string> = {
  blade: 'blade_length',
  steel: 'steel',
  steelName: 'steel',
  handle: 'handle_material',
  lock: 'lock',
  hardness: 'hardness',
  weight: 'weight',
  functions: 'functions',
  material: 'material',
  materialName: 'material',
  volume: 'volume',
  lumen: 'lumen',
  beam: 'beam_distance',
  battery: 'battery',
  batteryType: 'battery',
  waterproof: 'waterproof',
  grit: 'grit',
  abrasive: 'abrasive',
  content: 'net_content',
  length: 'cord_length',
}
const DETAIL_BY_FEATURE = new Map<string, Localized[]>(
  Object.entries(DETAIL_SENTENCES).map(([blank, list]) => [BLANK_FEATURES[blank]!, list!]),
)

interface Template {
  text: Localized
  /** Feature keys the template names (in any language: they name the same ones). */
  features: Set<string>
}

const BLANK = /\{(\w+)\}/g

function compile(text: Localized): Template {
  const features = new Set<string>()
  for (const [, blank] of text.en.matchAll(BLANK)) {
    const feature = BLANK_FEATURES[blank!]
    if (feature) features.add(feature)
  }
  return { text, features }
}

const OPENINGS = new Map(
  Object.entries(LEAF_TEXTS).map(([key, leaf]) => [key, leaf.openings.map(compile)] as const),
)

/** A draw in [0, 1) from the catalogue's seeded generator (never Math.random). */
export type Draw = () => number

export interface DescriptionInput {
  leaf: string
  brandSlug: string
  brandName: string
  model: string
  features: Partial<Record<string, AttributeValue>>
  colourKey: string | null
  size: string | null
  /** The feature a size variant fixes (blade length of a chef's knife, grit of a whetstone). */
  sizeFeature: string | null
  /** A last sentence (warranty, box, store) for products with no variant sentence; null: none. */
  closing: Localized | null
}

const pickFrom = <T>(draw: Draw, items: readonly T[]): T => items[Math.floor(draw() * items.length)]!

/**
 * A product description of two to four sentences: an opening for the product's type with its own
 * attributes, one more detail the opening did not name, the brand's character and, for a variant, its
 * colour or size (otherwise sometimes a closing). A handful of draws and string replacements: cheap
 * enough for 100,000 products.
 */
export function composeDescription(input: DescriptionInput, draw: Draw): Localized {
  const openings = OPENINGS.get(input.leaf)
  if (!openings) throw new Error(`No description templates for leaf ${input.leaf}`)
  const available = (template: Template) => [...template.features].every((f) => input.features[f])
  const usable = openings.filter(available)
  const opening = pickFrom(draw, usable.length > 0 ? usable : openings)
  const sentences: Localized[] = [opening.text]
  // A detail: the size variant's own feature first (so each size reads differently), else any other.
  const unused = Object.keys(input.features).filter(
    (feature) => !opening.features.has(feature) && DETAIL_BY_FEATURE.has(feature),
  )
  const detailFeature =
    input.sizeFeature && unused.includes(input.sizeFeature)
      ? input.sizeFeature
      : unused.length > 0
        ? pickFrom(draw, unused)
        : null
  if (detailFeature) sentences.push(pickFrom(draw, DETAIL_BY_FEATURE.get(detailFeature)!))
  // A gift card has no maker to speak of: its second sentence is the other opening.
  const character = input.leaf === 'giftcard' ? undefined : BRAND_CHARACTERS[input.brandSlug]
  if (character) sentences.push(pickFrom(draw, character))
  else for (const other of openings) if (other !== opening) sentences.push(other.text)
  const leafSize = LEAF_TEXTS[input.leaf]!.size
  if (input.colourKey && COLOUR_SENTENCES[input.colourKey]) sentences.push(COLOUR_SENTENCES[input.colourKey]!)
  else if (input.size && leafSize) sentences.push(leafSize)
  else if (input.closing && input.leaf !== 'giftcard') sentences.push(input.closing)
  const fill = (locale: Locale) =>
    sentences
      .map((sentence) =>
        sentence[locale].replace(BLANK, (whole, blank: string) => {
          if (blank === 'model') return input.model
          if (blank === 'brand') return input.brandName
          if (blank === 'size') return input.size ?? whole
          const feature = BLANK_FEATURES[blank]
          const value = feature ? input.features[feature] : undefined
          return value ? attributePhrase(blank, value, locale) : whole
        }),
      )
      .join(' ')
  return {
    nl: fill('nl'),
    // "a 8 cm blade" reads "an 8 cm blade".
    en: fill('en').replace(/\ba (?=(?:8|11|18)(?:[ ,.]|$))/g, 'an '),
    de: fill('de'),
  }
}
