import type { ArticleSource } from './build'

/** Care: cleaning, oiling, storing, wooden handles and rust. */
export const CARE_ARTICLES: ArticleSource[] = [
  {
    key: 'cleaning-knives',
    section: 'kb_care',
    published: '2025-04-10',
    products: ['board?material=oak', 'care'],
    nl: {
      title: 'Messen schoonmaken: waarom nooit in de vaatwasser',
      slug: 'messen-schoonmaken',
      summary:
        'Een goed mes gaat een leven lang mee, als je het met de hand afwast. Waarom de vaatwasser een mes bot maakt en hoe je keuken-, zak- en outdoormessen goed schoonmaakt.',
      body: `
Ook als er "vaatwasserbestendig" op de verpakking staat: een goed mes hoort niet in de vaatwasser. Het staal overleeft het wel, het mes niet.

## Wat gaat er mis in de vaatwasser?
- **De snede wordt bot:** het mes rammelt tegen borden en bestek.
- **Agressief zout en hoge temperatuur:** zelfs roestvrij staal krijgt vlekken of putjes.
- **Het heft lijdt:** hout droogt uit en scheurt, kunststof wordt dof en klinknagels kunnen losraken.

## Zo maak je een keukenmes schoon
1. Spoel het mes direct na gebruik af, zeker na zure producten zoals citroen, tomaat of ui.
2. Gebruik warm water, een druppel afwasmiddel en de zachte kant van een sponsje.
3. Veeg van de rug naar de snede, nooit langs de snede met je vingers.
4. Droog het mes meteen af met een droge theedoek en berg het droog op.

## Zakmessen en multitools
Vuil en pluis hopen zich op in het scharnier. Spoel het mes open onder warm water, gebruik een oude tandenborstel voor de hoekjes en laat het open drogen. Daarna een druppel [messenolie](p:care) op het scharnier en een paar keer open en dicht klappen.

## Outdoormessen
Na het schoonmaken van vis of wild: grondig spoelen, drogen en licht oliën. Berg het mes nooit nat op in een leren schede; zie [messen opbergen](a:storing-knives).

> Snijd op een plank van hout of kunststof, zoals een [eikenhouten snijplank](p:board?material=oak). Glas, steen en borden maken elk mes in een paar sneden bot.
`,
    },
    en: {
      title: 'Cleaning knives: why never in the dishwasher',
      slug: 'cleaning-knives',
      summary:
        'A good knife lasts a lifetime if you wash it by hand. Why the dishwasher dulls a knife, and how to clean kitchen, pocket and outdoor knives properly.',
      body: `
Even if the box says "dishwasher safe": a good knife does not belong in the dishwasher. The steel survives; the knife does not.

## What goes wrong in the dishwasher?
- **The edge dulls:** the knife rattles against plates and cutlery.
- **Aggressive salt and high temperature:** even stainless steel gets spots or pitting.
- **The handle suffers:** wood dries out and cracks, plastic turns dull and rivets can work loose.

## How to clean a kitchen knife
1. Rinse the knife right after use, especially after acidic food such as lemon, tomato or onion.
2. Use warm water, a drop of washing-up liquid and the soft side of a sponge.
3. Wipe from spine to edge, never along the edge with your fingers.
4. Dry the knife at once with a dry tea towel and put it away dry.

## Pocket knives and multitools
Dirt and lint build up in the pivot. Rinse the open knife under warm water, use an old toothbrush for the corners and let it dry open. Then a drop of [knife oil](p:care) on the pivot and open and close it a few times.

## Outdoor knives
After cleaning fish or game: rinse thoroughly, dry and oil lightly. Never store the knife wet in a leather sheath; see [storing knives](a:storing-knives).

> Cut on a board of wood or plastic, such as an [oak cutting board](p:board?material=oak). Glass, stone and plates dull any knife in a few cuts.
`,
    },
    de: {
      title: 'Messer reinigen: warum nie in die Spülmaschine',
      slug: 'messer-reinigen',
      summary:
        'Ein gutes Messer hält ein Leben lang, wenn Sie es von Hand spülen. Warum die Spülmaschine ein Messer stumpf macht und wie Sie Küchen-, Taschen- und Outdoor-Messer richtig reinigen.',
      body: `
Auch wenn „spülmaschinenfest“ auf der Verpackung steht: Ein gutes Messer gehört nicht in die Spülmaschine. Der Stahl überlebt das, das Messer nicht.

## Was geht in der Spülmaschine schief?
- **Die Schneide wird stumpf:** Das Messer schlägt gegen Teller und Besteck.
- **Aggressives Salz und hohe Temperatur:** Selbst rostfreier Stahl bekommt Flecken oder Lochfraß.
- **Der Griff leidet:** Holz trocknet aus und reißt, Kunststoff wird matt, Nieten können sich lockern.

## So reinigen Sie ein Küchenmesser
1. Spülen Sie das Messer direkt nach Gebrauch ab, besonders nach säurehaltigen Lebensmitteln wie Zitrone, Tomate oder Zwiebel.
2. Verwenden Sie warmes Wasser, einen Tropfen Spülmittel und die weiche Seite eines Schwamms.
3. Wischen Sie vom Rücken zur Schneide, nie mit den Fingern entlang der Schneide.
4. Trocknen Sie das Messer sofort mit einem trockenen Geschirrtuch ab und räumen Sie es trocken weg.

## Taschenmesser und Multitools
Schmutz und Fusseln sammeln sich im Gelenk. Spülen Sie das geöffnete Messer unter warmem Wasser, nehmen Sie für die Ecken eine alte Zahnbürste und lassen Sie es offen trocknen. Danach einen Tropfen [Messeröl](p:care) aufs Gelenk geben und einige Male auf- und zuklappen.

## Outdoor-Messer
Nach dem Ausnehmen von Fisch oder Wild: gründlich spülen, trocknen und leicht ölen. Bewahren Sie das Messer nie nass in einer Lederscheide auf; siehe [Messer aufbewahren](a:storing-knives).

> Schneiden Sie auf einem Brett aus Holz oder Kunststoff, etwa einem [Eichen-Schneidebrett](p:board?material=oak). Glas, Stein und Teller machen jedes Messer in wenigen Schnitten stumpf.
`,
    },
  },
  {
    key: 'oiling-carbon-steel',
    section: 'kb_care',
    published: '2025-05-30',
    products: ['care', 'bushcraft?steel=carbon-steel'],
    nl: {
      title: 'Koolstofstaal en scharnieren oliën',
      slug: 'koolstofstaal-en-scharnieren-olien',
      summary:
        'Een paar druppels olie beschermen koolstofstaal tegen roest en houden een zakmes soepel. Welke olie je gebruikt, hoeveel en hoe vaak.',
      body: `
Olie doet twee dingen: het legt een dunne laag over het staal zodat vocht er niet bij kan, en het smeert bewegende delen zoals het scharnier van een zakmes.

## Welke olie?
- **Messenolie:** speciaal voor messen, kleur- en geurloos. Veel van onze [messenolie](p:care) is voedselveilig, zodat je er ook keukenmessen mee kunt behandelen.
- **Cameliaolie:** de traditionele Japanse olie voor koolstofstaal, voedselveilig.
- **Paraffineolie (witte olie):** voedselveilig en goedkoop, geschikt voor staal en snijplanken.
- Vermijd plantaardige keukenolie zoals olijfolie: die wordt na verloop van tijd kleverig en ranzig.

## Zo olie je een lemmet
1. Maak het mes schoon en droog het goed af.
2. Doe twee, drie druppels olie op een keukenpapiertje of doekje.
3. Wrijf het hele lemmet dun in, ook de rug en rond het heft.
4. Veeg het overtollige af: er moet een film blijven, geen druppels.

## Hoe vaak?
Koolstofstaal, zoals een [bushcraftmes in koolstofstaal](p:bushcraft?steel=carbon-steel): na elk gebruik, en voordat je het langere tijd opbergt. Roestvrij staal: alleen als je het lang wegzet of in een vochtige omgeving gebruikt. Het scharnier van een zakmes: een druppel per paar maanden, of zodra het stroef gaat.

> Een patina (grijsblauwe verkleuring) op koolstofstaal hoef je niet weg te poetsen; het beschermt juist. Roodbruine roest wel: lees [roest verwijderen](a:removing-rust).
`,
    },
    en: {
      title: 'Oiling carbon steel and pivots',
      slug: 'oiling-carbon-steel-and-pivots',
      summary:
        'A few drops of oil protect carbon steel from rust and keep a pocket knife running smoothly. Which oil to use, how much and how often.',
      body: `
Oil does two things: it lays a thin film over the steel so moisture cannot reach it, and it lubricates moving parts such as the pivot of a pocket knife.

## Which oil?
- **Knife oil:** made for knives, colourless and odourless. Much of our [knife oil](p:care) is food safe, so you can use it on kitchen knives too.
- **Camellia oil:** the traditional Japanese oil for carbon steel, food safe.
- **Paraffin oil (white oil):** food safe and inexpensive, suits steel and cutting boards.
- Avoid vegetable cooking oils such as olive oil: they turn sticky and rancid over time.

## How to oil a blade
1. Clean the knife and dry it well.
2. Put two or three drops of oil on a kitchen towel or cloth.
3. Rub a thin film over the whole blade, including the spine and around the handle.
4. Wipe off the excess: a film should remain, not drops.

## How often?
Carbon steel, such as a [carbon steel bushcraft knife](p:bushcraft?steel=carbon-steel): after every use and before storing it for a longer time. Stainless steel: only when storing it long or using it in a damp environment. The pivot of a pocket knife: a drop every few months, or as soon as it feels stiff.

> A patina (grey-blue discolouring) on carbon steel need not be polished off; it actually protects. Reddish-brown rust must go: read [removing rust](a:removing-rust).
`,
    },
    de: {
      title: 'Kohlenstoffstahl und Gelenke ölen',
      slug: 'kohlenstoffstahl-und-gelenke-oelen',
      summary:
        'Ein paar Tropfen Öl schützen Kohlenstoffstahl vor Rost und halten ein Taschenmesser leichtgängig. Welches Öl Sie verwenden, wie viel und wie oft.',
      body: `
Öl erfüllt zwei Aufgaben: Es legt einen dünnen Film über den Stahl, sodass keine Feuchtigkeit herankommt, und es schmiert bewegliche Teile wie das Gelenk eines Taschenmessers.

## Welches Öl?
- **Messeröl:** eigens für Messer, farb- und geruchlos. Viele unserer [Messeröle](p:care) sind lebensmittelecht, sodass Sie damit auch Küchenmesser pflegen können.
- **Kamelienöl:** das traditionelle japanische Öl für Kohlenstoffstahl, lebensmittelecht.
- **Paraffinöl (Weißöl):** lebensmittelecht und günstig, für Stahl und Schneidebretter.
- Meiden Sie pflanzliche Speiseöle wie Olivenöl: Sie werden mit der Zeit klebrig und ranzig.

## So ölen Sie eine Klinge
1. Reinigen Sie das Messer und trocknen Sie es gut ab.
2. Geben Sie zwei, drei Tropfen Öl auf ein Küchenpapier oder Tuch.
3. Reiben Sie die ganze Klinge dünn ein, auch den Rücken und den Bereich am Griff.
4. Wischen Sie den Überschuss ab: Ein Film soll bleiben, keine Tropfen.

## Wie oft?
Kohlenstoffstahl, etwa ein [Bushcraft-Messer aus Kohlenstoffstahl](p:bushcraft?steel=carbon-steel): nach jedem Gebrauch und bevor Sie es länger weglegen. Rostfreier Stahl: nur bei langer Lagerung oder in feuchter Umgebung. Das Gelenk eines Taschenmessers: alle paar Monate einen Tropfen, oder sobald es schwergängig wird.

> Eine Patina (graublaue Verfärbung) auf Kohlenstoffstahl müssen Sie nicht wegpolieren; sie schützt sogar. Rotbrauner Rost dagegen muss weg: Lesen Sie [Rost entfernen](a:removing-rust).
`,
    },
  },
  {
    key: 'storing-knives',
    section: 'kb_care',
    published: '2025-07-22',
    products: ['sheath?material=leather', 'sheath?material=kydex'],
    nl: {
      title: 'Messen opbergen: blok, magneetstrip of schede',
      slug: 'messen-opbergen',
      summary:
        'Los in de la is de snelste manier om een mes bot te maken. Zo berg je keukenmessen, zakmessen en outdoormessen veilig en droog op.',
      body: `
Een mes dat los in een la ligt, schuurt tegen ander bestek en wordt bot. Bovendien is het gevaarlijk als je erin grijpt. Een goede plek bewaart de snede én je vingers.

## Keukenmessen
- **Messenblok:** vertrouwd en veilig. Steek het mes met de rug naar beneden in de sleuf, zodat de snede niet over het hout schuurt.
- **Magneetstrip:** het mooiste overzicht en hygiënisch. Zet het mes met de rug eerst tegen de strip en kantel het dan, zodat de snede niet tegen de magneet klikt.
- **Lemmetbeschermers:** ideaal voor in de la of in de koffer naar een kookcursus.

## Zakmessen
Berg een zakmes dicht en droog op. Gaat het lange tijd weg, olie dan eerst het scharnier en lemmet licht (zie [oliën](a:oiling-carbon-steel)).

## Outdoormessen en de schede
- Een [leren schede](p:sheath?material=leather) is mooi en stil, maar houdt vocht vast en leer bevat looizuren. Bewaar een mes daarom niet maandenlang in een leren schede, en nooit nat.
- Een [Kydex-schede](p:sheath?material=kydex) is waterdicht en onderhoudsvrij, ideaal voor nat weer en voor vervoer.
- Laat een natte leren schede langzaam drogen op kamertemperatuur, nooit op de verwarming, en behandel het leer af en toe met lederwas.

> Vervoer je een mes, doe het dan in een schede of foedraal en in een afgesloten tas. Wat de wet daarover zegt, lees je in [welk mes mag je dragen in Nederland](a:law-nl-carry).
`,
    },
    en: {
      title: 'Storing knives: block, magnetic strip or sheath',
      slug: 'storing-knives',
      summary:
        'Loose in a drawer is the quickest way to dull a knife. How to store kitchen, pocket and outdoor knives safely and dry.',
      body: `
A knife loose in a drawer rubs against other cutlery and dulls. It is also dangerous when you reach in. A good place protects both the edge and your fingers.

## Kitchen knives
- **Knife block:** familiar and safe. Slide the knife in with its spine down, so the edge does not rub over the wood.
- **Magnetic strip:** the best overview and hygienic. Put the spine against the strip first and then tilt the knife, so the edge does not snap onto the magnet.
- **Blade guards:** ideal in a drawer or in the case to a cooking class.

## Pocket knives
Store a pocket knife closed and dry. If it goes away for a long time, lightly oil the pivot and blade first (see [oiling](a:oiling-carbon-steel)).

## Outdoor knives and the sheath
- A [leather sheath](p:sheath?material=leather) is handsome and quiet, but holds moisture and leather contains tanning acids. So do not keep a knife in a leather sheath for months, and never wet.
- A [Kydex sheath](p:sheath?material=kydex) is waterproof and maintenance-free, ideal for wet weather and for transport.
- Let a wet leather sheath dry slowly at room temperature, never on the radiator, and treat the leather with leather wax now and then.

> When you transport a knife, put it in a sheath or case and in a closed bag. What the law says about it is in [which knife may you carry in the Netherlands](a:law-nl-carry).
`,
    },
    de: {
      title: 'Messer aufbewahren: Block, Magnetleiste oder Scheide',
      slug: 'messer-aufbewahren',
      summary:
        'Lose in der Schublade ist der schnellste Weg zu einem stumpfen Messer. So bewahren Sie Küchen-, Taschen- und Outdoor-Messer sicher und trocken auf.',
      body: `
Ein Messer, das lose in der Schublade liegt, reibt an anderem Besteck und wird stumpf. Außerdem ist es gefährlich, wenn Sie hineingreifen. Ein guter Platz schützt die Schneide und Ihre Finger.

## Küchenmesser
- **Messerblock:** bewährt und sicher. Stecken Sie das Messer mit dem Rücken nach unten in den Schlitz, damit die Schneide nicht über das Holz schabt.
- **Magnetleiste:** der beste Überblick und hygienisch. Setzen Sie zuerst den Rücken an die Leiste und kippen Sie das Messer dann, damit die Schneide nicht gegen den Magneten schlägt.
- **Klingenschutz:** ideal für die Schublade oder den Koffer zum Kochkurs.

## Taschenmesser
Bewahren Sie ein Taschenmesser geschlossen und trocken auf. Legen Sie es lange weg, ölen Sie vorher Gelenk und Klinge leicht (siehe [ölen](a:oiling-carbon-steel)).

## Outdoor-Messer und die Scheide
- Eine [Lederscheide](p:sheath?material=leather) ist schön und leise, hält aber Feuchtigkeit, und Leder enthält Gerbsäuren. Bewahren Sie ein Messer deshalb nicht monatelang darin auf, und niemals nass.
- Eine [Kydex-Scheide](p:sheath?material=kydex) ist wasserdicht und pflegefrei, ideal bei Nässe und für den Transport.
- Lassen Sie eine nasse Lederscheide langsam bei Zimmertemperatur trocknen, nie auf der Heizung, und pflegen Sie das Leder ab und zu mit Lederwachs.

> Transportieren Sie ein Messer in einer Scheide oder Hülle und in einer verschlossenen Tasche. Was das Gesetz dazu sagt, lesen Sie unter [Messer tragen in Deutschland](a:law-de-carry).
`,
    },
  },
  {
    key: 'wooden-handles',
    section: 'kb_care',
    published: '2025-09-17',
    products: ['care', 'hunting?handle_material=walnut', 'chef?handle_material=olive-wood'],
    nl: {
      title: 'Houten heften onderhouden',
      slug: 'houten-heften-onderhouden',
      summary:
        'Walnoot, olijfhout of eiken: een houten heft wordt mooier met de jaren, als je het af en toe voedt. Zo voorkom je uitdrogen, scheuren en loszittende klinknagels.',
      body: `
Een heft van [walnotenhout](p:hunting?handle_material=walnut) of [olijfhout](p:chef?handle_material=olive-wood) voelt warm aan en ligt prettig in de hand. Hout is wel een natuurproduct: het neemt vocht op en staat het weer af. Te nat en het zwelt; te droog en het krimpt en scheurt.

## De drie regels
1. **Nooit weken:** laat een mes met houten heft niet in de gootsteen liggen.
2. **Direct drogen:** droog het heft net zo goed af als het lemmet.
3. **Af en toe voeden:** een paar keer per jaar olie of was.

## Zo voed je een houten heft
1. Maak het heft schoon en laat het helemaal drogen.
2. Wrijf een dun laagje lijnolie, paraffineolie of [messenolie](p:care) in het hout.
3. Laat het een nacht intrekken en wrijf het daarna op met een droge doek.
4. Is het hout ruw geworden, schuur het dan eerst heel licht op met fijn schuurpapier (korrel 400 of fijner).

## Gestabiliseerd hout
Sommige heften zijn van gestabiliseerd hout: hout dat met kunsthars is doordrenkt. Dat is veel minder gevoelig voor vocht en hoeft nauwelijks onderhoud.

> Een haarscheurtje of een klinknagel die uitsteekt, is een teken dat het hout te droog is geweest. Stuur het mes in voordat het erger wordt; neem contact op met onze klantenservice.
`,
    },
    en: {
      title: 'Caring for wooden handles',
      slug: 'caring-for-wooden-handles',
      summary:
        'Walnut, olive or oak: a wooden handle gets more beautiful with the years if you feed it now and then. How to prevent drying out, cracking and loose rivets.',
      body: `
A handle of [walnut](p:hunting?handle_material=walnut) or [olive wood](p:chef?handle_material=olive-wood) feels warm and sits comfortably in the hand. Wood is a natural material, though: it absorbs moisture and releases it again. Too wet and it swells; too dry and it shrinks and cracks.

## The three rules
1. **Never soak:** do not leave a knife with a wooden handle in the sink.
2. **Dry at once:** dry the handle as well as the blade.
3. **Feed now and then:** oil or wax a few times a year.

## How to feed a wooden handle
1. Clean the handle and let it dry completely.
2. Rub a thin layer of linseed oil, paraffin oil or [knife oil](p:care) into the wood.
3. Let it soak in overnight and then buff it with a dry cloth.
4. If the wood has turned rough, first sand it very lightly with fine sandpaper (400 grit or finer).

## Stabilised wood
Some handles are made of stabilised wood: wood impregnated with resin. It is far less sensitive to moisture and needs hardly any care.

> A hairline crack or a protruding rivet is a sign that the wood has been too dry. Send the knife in before it gets worse; contact our customer service.
`,
    },
    de: {
      title: 'Holzgriffe pflegen',
      slug: 'holzgriffe-pflegen',
      summary:
        'Walnuss, Olive oder Eiche: Ein Holzgriff wird mit den Jahren schöner, wenn Sie ihn ab und zu pflegen. So vermeiden Sie Austrocknen, Risse und lockere Nieten.',
      body: `
Ein Griff aus [Walnussholz](p:hunting?handle_material=walnut) oder [Olivenholz](p:chef?handle_material=olive-wood) fühlt sich warm an und liegt angenehm in der Hand. Holz ist jedoch ein Naturprodukt: Es nimmt Feuchtigkeit auf und gibt sie wieder ab. Zu nass, und es quillt; zu trocken, und es schrumpft und reißt.

## Die drei Regeln
1. **Nie einweichen:** Lassen Sie ein Messer mit Holzgriff nicht in der Spüle liegen.
2. **Sofort trocknen:** Trocknen Sie den Griff ebenso gründlich ab wie die Klinge.
3. **Ab und zu pflegen:** einige Male im Jahr Öl oder Wachs.

## So pflegen Sie einen Holzgriff
1. Reinigen Sie den Griff und lassen Sie ihn vollständig trocknen.
2. Reiben Sie eine dünne Schicht Leinöl, Paraffinöl oder [Messeröl](p:care) in das Holz.
3. Lassen Sie es über Nacht einziehen und polieren Sie den Griff danach mit einem trockenen Tuch.
4. Ist das Holz rau geworden, schleifen Sie es vorher ganz leicht mit feinem Schleifpapier (Körnung 400 oder feiner).

## Stabilisiertes Holz
Manche Griffe bestehen aus stabilisiertem Holz: Holz, das mit Kunstharz getränkt ist. Es ist viel weniger feuchtigkeitsempfindlich und braucht kaum Pflege.

> Ein Haarriss oder eine hervorstehende Niete zeigt, dass das Holz zu trocken war. Schicken Sie das Messer ein, bevor es schlimmer wird; wenden Sie sich an unseren Kundenservice.
`,
    },
  },
  {
    key: 'removing-rust',
    section: 'kb_care',
    published: '2026-01-13',
    products: ['care', 'whetstone?grit=3000'],
    nl: {
      title: 'Roest verwijderen van een mes',
      slug: 'roest-verwijderen',
      summary:
        'Een roestvlekje op je mes? Meestal is het in tien minuten weg. Van lichte aanslag tot diepere putjes: zo pak je het aan zonder het lemmet te beschadigen.',
      body: `
Ook roestvrij staal kan een roestvlekje krijgen, bijvoorbeeld na een nacht nat in de gootsteen of na contact met zout. Hoe eerder je het aanpakt, hoe makkelijker het weggaat.

## Lichte aanslag
1. Maak het lemmet schoon en droog.
2. Wrijf de plek in met een druppel [messenolie](p:care) en poets met een zachte doek of een gummetje voor roest.
3. Werkt dat niet, gebruik dan een beetje metaalpoets of een pasta van bakpoeder en water.

## Hardnekkige roest
- Gebruik zeer fijne staalwol (0000) met een druppel olie en wrijf in de lengterichting van het lemmet, niet in rondjes.
- Voor koolstofstaal werkt een korte behandeling met witte azijn (een paar minuten, daarna goed spoelen, drogen en oliën).
- Diepe putjes in de snede kun je wegslijpen op een fijne [slijpsteen, korrel 3000](p:whetstone?grit=3000).

## Wat je beter niet doet
- Geen grof schuurpapier of schuursponsje op een gepolijst of gesatineerd lemmet: de krassen blijven zichtbaar.
- Geen bleek of chloor: dat maakt het erger.

> Voorkomen is makkelijker dan genezen: droog direct af en olie koolstofstaal na gebruik. Zie [koolstofstaal en scharnieren oliën](a:oiling-carbon-steel).
`,
    },
    en: {
      title: 'Removing rust from a knife',
      slug: 'removing-rust',
      summary:
        'A rust spot on your knife? Usually it is gone in ten minutes. From light staining to deeper pits: how to tackle it without damaging the blade.',
      body: `
Even stainless steel can get a rust spot, for example after a night wet in the sink or after contact with salt. The sooner you tackle it, the easier it comes off.

## Light staining
1. Clean and dry the blade.
2. Rub the spot with a drop of [knife oil](p:care) and polish with a soft cloth or a rust eraser.
3. If that does not work, use a little metal polish or a paste of baking soda and water.

## Stubborn rust
- Use very fine steel wool (0000) with a drop of oil and rub along the length of the blade, not in circles.
- For carbon steel a short treatment with white vinegar works (a few minutes, then rinse well, dry and oil).
- Deep pits in the edge can be ground away on a fine [3000 grit whetstone](p:whetstone?grit=3000).

## Better not
- No coarse sandpaper or scouring pad on a polished or satin blade: the scratches stay visible.
- No bleach or chlorine: it makes things worse.

> Prevention is easier than cure: dry at once and oil carbon steel after use. See [oiling carbon steel and pivots](a:oiling-carbon-steel).
`,
    },
    de: {
      title: 'Rost von einem Messer entfernen',
      slug: 'rost-entfernen',
      summary:
        'Ein Rostfleck auf Ihrem Messer? Meist ist er in zehn Minuten weg. Vom leichten Anflug bis zu tieferem Lochfraß: So gehen Sie vor, ohne die Klinge zu beschädigen.',
      body: `
Auch rostfreier Stahl kann einen Rostfleck bekommen, etwa nach einer Nacht nass in der Spüle oder nach Kontakt mit Salz. Je früher Sie handeln, desto leichter geht er weg.

## Leichter Anflug
1. Reinigen und trocknen Sie die Klinge.
2. Reiben Sie die Stelle mit einem Tropfen [Messeröl](p:care) ein und polieren Sie mit einem weichen Tuch oder einem Rostradierer.
3. Hilft das nicht, nehmen Sie etwas Metallpolitur oder eine Paste aus Natron und Wasser.

## Hartnäckiger Rost
- Verwenden Sie sehr feine Stahlwolle (0000) mit einem Tropfen Öl und reiben Sie in Längsrichtung der Klinge, nicht kreisend.
- Bei Kohlenstoffstahl hilft eine kurze Behandlung mit Essigessenz, verdünnt (wenige Minuten, dann gut spülen, trocknen und ölen).
- Tiefe Löcher in der Schneide können Sie auf einem feinen [Schleifstein mit Körnung 3000](p:whetstone?grit=3000) herausschleifen.

## Besser nicht
- Kein grobes Schleifpapier und kein Scheuerschwamm auf einer polierten oder satinierten Klinge: Die Kratzer bleiben sichtbar.
- Keine Bleiche und kein Chlor: Das macht es schlimmer.

> Vorbeugen ist einfacher als heilen: sofort abtrocknen und Kohlenstoffstahl nach Gebrauch ölen. Siehe [Kohlenstoffstahl und Gelenke ölen](a:oiling-carbon-steel).
`,
    },
  },
]
