import type { ArticleSource } from './build'

/** Steel types: what the names on our product pages mean and which steel suits which use. */
export const STEEL_ARTICLES: ArticleSource[] = [
  {
    key: 'stainless-or-carbon',
    section: 'kb_steel',
    published: '2025-03-14',
    products: ['chef?steel=stainless-steel', 'bushcraft?steel=carbon-steel', 'care'],
    nl: {
      title: 'Roestvrij staal of koolstofstaal: wat past bij jou?',
      slug: 'roestvrij-staal-of-koolstofstaal',
      summary:
        'Het grootste verschil tussen messen zit in het staal. We zetten roestvrij staal en koolstofstaal naast elkaar: scherpte, onderhoud en voor wie welk staal het beste werkt.',
      body: `
Elk mes begint bij het staal. Twee families kom je overal tegen: **roestvrij staal** en **koolstofstaal**. Geen van beide is "beter"; ze vragen alleen een andere gebruiker.

## Wat maakt staal roestvrij?
Staal is ijzer met een klein beetje koolstof. Voeg je minstens zo'n 12 % chroom toe, dan vormt zich op het oppervlak een dun, onzichtbaar laagje chroomoxide dat het staal tegen vocht beschermt. Dat noemen we roestvrij, al is "roestwerend" eerlijker: ook roestvrij staal kan vlekken als je het nat in de la legt.

## Koolstofstaal: scherp en eerlijk
Koolstofstaal bevat weinig of geen chroom. Het laat zich heel fijn slijpen, wordt vlijmscherp en is makkelijk weer op scherpte te brengen. Het nadeel: het reageert op vocht en zuur. Na het snijden van een ui of tomaat zie je het lemmet verkleuren. Die grijsblauwe laag (patina) is onschuldig en beschermt zelfs een beetje; roodbruine roest is dat niet.

| Eigenschap | Roestvrij staal | Koolstofstaal |
| Onderhoud | Laag: afspoelen en afdrogen | Na gebruik drogen en dun oliën |
| Scherpte | Goed tot zeer goed | Zeer goed, fijne snede |
| Opnieuw slijpen | Iets meer werk | Snel en makkelijk |
| Patina | Nauwelijks | Ja, verkleurt met gebruik |

## Welk staal kies je?
- Kook je dagelijks en wil je geen gedoe, kies dan een [roestvrij koksmes](p:chef?steel=stainless-steel).
- Slijp je graag zelf en vind je verkleuring niet erg, dan geeft koolstofstaal het meeste plezier, bijvoorbeeld in een [bushcraftmes](p:bushcraft?steel=carbon-steel).
- Voor een [zakmes](c:pocket) dat in je broekzak mee op pad gaat, is roestvrij staal bijna altijd de verstandigste keuze: zweet en regen zijn funest voor koolstofstaal.

> Tip: een paar druppels [messenolie](p:care) na het afdrogen houdt koolstofstaal jarenlang mooi. Meer lees je in [koolstofstaal onderhouden](a:oiling-carbon-steel).
`,
    },
    en: {
      title: 'Stainless or carbon steel: which suits you?',
      slug: 'stainless-or-carbon-steel',
      summary:
        'The biggest difference between knives is the steel. We compare stainless and carbon steel: sharpness, care and who each steel suits best.',
      body: `
Every knife starts with its steel. Two families turn up everywhere: **stainless steel** and **carbon steel**. Neither is "better"; they simply suit different users.

## What makes steel stainless?
Steel is iron with a little carbon. Add at least about 12 % chromium and a thin, invisible layer of chromium oxide forms on the surface, protecting the steel from moisture. We call that stainless, though "stain resistant" is more honest: stainless steel can spot too if you put it away wet.

## Carbon steel: sharp and honest
Carbon steel contains little or no chromium. It takes a very fine edge, gets razor sharp and is easy to bring back to sharpness. The downside: it reacts to moisture and acid. After cutting an onion or a tomato you will see the blade discolour. That grey-blue layer (patina) is harmless and even protects a little; reddish-brown rust is not.

| Property | Stainless steel | Carbon steel |
| Care | Low: rinse and dry | Dry and oil lightly after use |
| Sharpness | Good to very good | Very good, fine edge |
| Resharpening | A little more work | Quick and easy |
| Patina | Hardly | Yes, discolours with use |

## Which steel should you choose?
- If you cook every day and want no fuss, choose a [stainless chef's knife](p:chef?steel=stainless-steel).
- If you like to sharpen yourself and do not mind discolouring, carbon steel is the most rewarding, for example in a [bushcraft knife](p:bushcraft?steel=carbon-steel).
- For a [pocket knife](c:pocket) that travels in your trouser pocket, stainless steel is nearly always the sensible choice: sweat and rain are hard on carbon steel.

> Tip: a few drops of [knife oil](p:care) after drying keep carbon steel looking good for years. Read more in [caring for carbon steel](a:oiling-carbon-steel).
`,
    },
    de: {
      title: 'Rostfreier Stahl oder Kohlenstoffstahl: Was passt zu Ihnen?',
      slug: 'rostfreier-stahl-oder-kohlenstoffstahl',
      summary:
        'Der größte Unterschied zwischen Messern liegt im Stahl. Wir vergleichen rostfreien Stahl und Kohlenstoffstahl: Schärfe, Pflege und für wen sich welcher Stahl eignet.',
      body: `
Jedes Messer beginnt beim Stahl. Zwei Familien begegnen Ihnen überall: **rostfreier Stahl** und **Kohlenstoffstahl**. Keiner ist „besser“; sie passen nur zu unterschiedlichen Nutzern.

## Was macht Stahl rostfrei?
Stahl ist Eisen mit etwas Kohlenstoff. Ab etwa 12 % Chrom bildet sich auf der Oberfläche eine dünne, unsichtbare Chromoxidschicht, die den Stahl vor Feuchtigkeit schützt. Man nennt das rostfrei, ehrlicher wäre „rostträge“: Auch rostfreier Stahl kann Flecken bekommen, wenn Sie ihn nass wegräumen.

## Kohlenstoffstahl: scharf und ehrlich
Kohlenstoffstahl enthält wenig oder kein Chrom. Er lässt sich sehr fein schleifen, wird rasiermesserscharf und ist leicht nachzuschärfen. Der Nachteil: Er reagiert auf Feuchtigkeit und Säure. Nach dem Schneiden einer Zwiebel oder Tomate verfärbt sich die Klinge. Diese graublaue Schicht (Patina) ist harmlos und schützt sogar etwas; rotbrauner Rost dagegen nicht.

| Eigenschaft | Rostfreier Stahl | Kohlenstoffstahl |
| Pflege | Gering: abspülen und abtrocknen | Nach Gebrauch trocknen und dünn ölen |
| Schärfe | Gut bis sehr gut | Sehr gut, feine Schneide |
| Nachschärfen | Etwas mehr Aufwand | Schnell und einfach |
| Patina | Kaum | Ja, verfärbt sich mit der Zeit |

## Welchen Stahl wählen Sie?
- Kochen Sie täglich und möchten keinen Aufwand, wählen Sie ein [rostfreies Kochmesser](p:chef?steel=stainless-steel).
- Schärfen Sie gern selbst und stört Sie eine Verfärbung nicht, macht Kohlenstoffstahl am meisten Freude, zum Beispiel in einem [Bushcraft-Messer](p:bushcraft?steel=carbon-steel).
- Für ein [Taschenmesser](c:pocket), das in der Hosentasche mitreist, ist rostfreier Stahl fast immer die vernünftige Wahl: Schweiß und Regen setzen Kohlenstoffstahl zu.

> Tipp: Ein paar Tropfen [Messeröl](p:care) nach dem Abtrocknen halten Kohlenstoffstahl über Jahre schön. Mehr dazu unter [Kohlenstoffstahl pflegen](a:oiling-carbon-steel).
`,
    },
  },
  {
    key: 'hardness-hrc',
    section: 'kb_steel',
    published: '2025-04-02',
    products: ['japanese?hardness=60-hrc', 'chef?hardness=56-hrc'],
    nl: {
      title: 'Hardheid in HRC: wat zegt dat getal?',
      slug: 'hardheid-hrc-uitgelegd',
      summary:
        'Op veel messen staat een getal als 58 HRC. We leggen uit wat de Rockwell-hardheid betekent voor scherpte, slijpen en breekbaarheid.',
      body: `
Bij veel van onze messen staat een hardheid vermeld, bijvoorbeeld **56 HRC** of **61 HRC**. HRC staat voor de Rockwell-hardheid op de C-schaal: een diamanten kegeltje wordt met een vaste kracht in het staal gedrukt en de diepte van de indruk bepaalt het getal.

## Hoe hoger, hoe langer scherp
Hard staal slijt langzamer. Een mes van 60 HRC of meer houdt zijn snede merkbaar langer vast dan een mes van 55 HRC. Daarom zijn Japanse messen vaak harder: hun dunne, scherpe snede blijft zo langer intact.

## Maar ook brosser
Hardheid heeft een prijs. Hoe harder het staal, hoe minder het buigt en hoe sneller er een schilfertje uit de snede springt als je op bot, een pit of een glazen snijplank stuit. Zachter staal buigt eerst en laat zich met een aanzetstaal weer recht zetten.

| Hardheid | Typisch voor | Eigenschap |
| 54–56 HRC | Europese koksmessen, zakmessen | Taai, vergevingsgezind, vaker aanzetten |
| 57–59 HRC | Outdoor- en jachtmessen | Goede balans tussen taaiheid en snijhouding |
| 60–64 HRC | Japanse messen, poederstaal | Zeer lang scherp, voorzichtig gebruiken |

## Wat betekent dat voor jou?
- Een [santoku van 60 HRC](p:japanese?hardness=60-hrc) is ideaal voor groente, vis en vlees zonder bot. Gebruik er geen aanzetstaal van gewoon staal op, maar een [keramisch aanzetstaal](p:honingsteel?abrasive=ceramic) of een [slijpsteen](c:whetstone).
- Een [koksmes van 56 HRC](p:chef?hardness=56-hrc) kan tegen een stootje en is snel weer recht te zetten.
- Hardheid is niet alles: de staalsoort en de warmtebehandeling van de maker bepalen samen hoe een mes zich gedraagt. Lees ook [poederstaal uitgelegd](a:powder-steels).
`,
    },
    en: {
      title: 'Hardness in HRC: what does the number mean?',
      slug: 'hardness-hrc-explained',
      summary:
        'Many knives list a number such as 58 HRC. We explain what Rockwell hardness means for sharpness, sharpening and brittleness.',
      body: `
Many of our knives list a hardness, for example **56 HRC** or **61 HRC**. HRC stands for Rockwell hardness on the C scale: a small diamond cone is pressed into the steel with a fixed force, and the depth of the dent gives the number.

## The higher, the longer it stays sharp
Hard steel wears more slowly. A knife of 60 HRC or more holds its edge noticeably longer than one of 55 HRC. That is why Japanese knives are often harder: their thin, keen edge stays intact for longer.

## But also more brittle
Hardness comes at a price. The harder the steel, the less it bends and the sooner a tiny chip breaks out of the edge when you hit bone, a stone fruit pit or a glass cutting board. Softer steel bends first and can be straightened again with a honing steel.

| Hardness | Typical for | Character |
| 54–56 HRC | European chef's knives, pocket knives | Tough, forgiving, hone more often |
| 57–59 HRC | Outdoor and hunting knives | Good balance of toughness and edge retention |
| 60–64 HRC | Japanese knives, powder steels | Very long-lasting edge, use with care |

## What does that mean for you?
- A [santoku of 60 HRC](p:japanese?hardness=60-hrc) is ideal for vegetables, fish and boneless meat. Do not use an ordinary steel honing rod on it, but a [ceramic honing rod](p:honingsteel?abrasive=ceramic) or a [whetstone](c:whetstone).
- A [chef's knife of 56 HRC](p:chef?hardness=56-hrc) can take a knock and is quickly straightened again.
- Hardness is not everything: the steel type and the maker's heat treatment together decide how a knife behaves. Read also [powder steels explained](a:powder-steels).
`,
    },
    de: {
      title: 'Härte in HRC: Was sagt die Zahl?',
      slug: 'haerte-hrc-erklaert',
      summary:
        'Bei vielen Messern steht eine Zahl wie 58 HRC. Wir erklären, was die Rockwell-Härte für Schärfe, Schleifen und Bruchempfindlichkeit bedeutet.',
      body: `
Bei vielen unserer Messer ist eine Härte angegeben, zum Beispiel **56 HRC** oder **61 HRC**. HRC steht für die Rockwell-Härte auf der C-Skala: Ein kleiner Diamantkegel wird mit fester Kraft in den Stahl gedrückt, die Tiefe des Eindrucks ergibt die Zahl.

## Je höher, desto länger scharf
Harter Stahl verschleißt langsamer. Ein Messer mit 60 HRC oder mehr hält seine Schneide spürbar länger als eines mit 55 HRC. Deshalb sind japanische Messer oft härter: Ihre dünne, scharfe Schneide bleibt so länger intakt.

## Aber auch spröder
Härte hat ihren Preis. Je härter der Stahl, desto weniger biegt er sich und desto eher bricht ein kleiner Span aus der Schneide, wenn Sie auf Knochen, einen Kern oder ein Glasbrett treffen. Weicherer Stahl biegt sich zuerst und lässt sich mit einem Wetzstahl wieder aufrichten.

| Härte | Typisch für | Eigenschaft |
| 54–56 HRC | Europäische Kochmesser, Taschenmesser | Zäh, verzeihend, öfter abziehen |
| 57–59 HRC | Outdoor- und Jagdmesser | Gute Balance aus Zähigkeit und Schnitthaltigkeit |
| 60–64 HRC | Japanische Messer, Pulverstahl | Sehr lange scharf, mit Vorsicht verwenden |

## Was bedeutet das für Sie?
- Ein [Santoku mit 60 HRC](p:japanese?hardness=60-hrc) ist ideal für Gemüse, Fisch und Fleisch ohne Knochen. Verwenden Sie dafür keinen gewöhnlichen Wetzstahl, sondern einen [Keramik-Wetzstab](p:honingsteel?abrasive=ceramic) oder einen [Schleifstein](c:whetstone).
- Ein [Kochmesser mit 56 HRC](p:chef?hardness=56-hrc) verträgt auch einmal einen Stoß und ist schnell wieder aufgerichtet.
- Härte ist nicht alles: Stahlsorte und Wärmebehandlung des Herstellers bestimmen gemeinsam, wie sich ein Messer verhält. Lesen Sie auch [Pulverstahl erklärt](a:powder-steels).
`,
    },
  },
  {
    key: 'x50crmov15',
    section: 'kb_steel',
    published: '2025-05-20',
    products: ['chef?steel=1-4116', 'swiss?steel=14c28n', 'fillet?steel=n690'],
    nl: {
      title: 'X50CrMoV15, 14C28N en N690: de Europese werkpaarden',
      slug: 'x50crmov15-14c28n-n690',
      summary:
        'De meeste Europese keuken- en zakmessen zijn gemaakt van een handvol roestvrije staalsoorten. Dit zijn ze, en zo herken je ze op de productpagina.',
      body: `
Kijk je bij een Duits koksmes of een Zweeds zakmes naar de staalsoort, dan zie je steeds dezelfde namen terug. Ze zijn niet spannend, maar wel betrouwbaar: roestvrij, taai en makkelijk te onderhouden.

## X50CrMoV15 (1.4116)
De naam is een recept: 0,5 % koolstof (X**50**), 15 % chroom (Cr**15**) en een beetje molybdeen en vanadium. Het Duitse werkstofnummer is **1.4116**, en zo staat het ook in onze filters. Het staal wordt meestal gehard tot 55–57 HRC. Je vindt het in de meeste Europese [koksmessen](p:chef?steel=1-4116) en [messensets](c:knifeset). Het is taai, roest nauwelijks en laat zich met een aanzetstaal prima bijhouden.

## 14C28N
Een Zweeds roestvrij staal met een zeer fijne korrel. Het wordt iets harder (tot ca. 60 HRC) dan 1.4116 en haalt een opvallend fijne snede. Populair in [zakmessen](p:swiss?steel=14c28n) en lichte outdoormessen.

## N690
Een Oostenrijks staal met kobalt, vergelijkbaar met het Japanse VG-10. Het blijft langer scherp dan 1.4116 en is zeer goed bestand tegen vocht: ideaal voor een [fileermes](p:fillet?steel=n690) dat met zout water in aanraking komt.

## AUS-8
Een Japans staal dat in prijs en eigenschappen dicht bij 14C28N ligt. Je ziet het vaak in betaalbare [liner-lock messen](c:linerlock).

| Staal | Hardheid | Sterk punt |
| 1.4116 / X50CrMoV15 | 55–57 HRC | Taai, onderhoudsvriendelijk |
| 14C28N | 58–60 HRC | Fijne, scherpe snede |
| N690 | 58–60 HRC | Zeer roestbestendig |
| AUS-8 | 57–59 HRC | Goede prijs-kwaliteit |

> Al deze staalsoorten zijn vaatwasserbestendig als metaal, maar het mes zelf is dat niet: de snede wordt bot en het heft lijdt eronder. Lees waarom in [messen schoonmaken](a:cleaning-knives).
`,
    },
    en: {
      title: 'X50CrMoV15, 14C28N and N690: the European workhorses',
      slug: 'x50crmov15-14c28n-n690',
      summary:
        'Most European kitchen and pocket knives are made of a handful of stainless steels. Here they are, and how to recognise them on the product page.',
      body: `
Look up the steel of a German chef's knife or a Swedish pocket knife and you keep seeing the same names. They are not exciting, but they are reliable: stainless, tough and easy to care for.

## X50CrMoV15 (1.4116)
The name is a recipe: 0.5 % carbon (X**50**), 15 % chromium (Cr**15**) and a little molybdenum and vanadium. Its German material number is **1.4116**, which is how our filters list it. It is usually hardened to 55–57 HRC. You find it in most European [chef's knives](p:chef?steel=1-4116) and [knife sets](c:knifeset). It is tough, hardly rusts and is easy to maintain with a honing steel.

## 14C28N
A Swedish stainless steel with a very fine grain. It is hardened a little more (up to about 60 HRC) than 1.4116 and takes a remarkably fine edge. Popular in [pocket knives](p:swiss?steel=14c28n) and light outdoor knives.

## N690
An Austrian steel with cobalt, comparable to Japanese VG-10. It stays sharp longer than 1.4116 and resists moisture very well: ideal for a [fillet knife](p:fillet?steel=n690) that meets salt water.

## AUS-8
A Japanese steel close to 14C28N in price and properties. You often see it in affordable [liner lock knives](c:linerlock).

| Steel | Hardness | Strength |
| 1.4116 / X50CrMoV15 | 55–57 HRC | Tough, easy care |
| 14C28N | 58–60 HRC | Fine, keen edge |
| N690 | 58–60 HRC | Very corrosion resistant |
| AUS-8 | 57–59 HRC | Good value |

> All these steels survive a dishwasher as metal, but the knife does not: the edge dulls and the handle suffers. Read why in [cleaning knives](a:cleaning-knives).
`,
    },
    de: {
      title: 'X50CrMoV15, 14C28N und N690: die europäischen Arbeitstiere',
      slug: 'x50crmov15-14c28n-n690',
      summary:
        'Die meisten europäischen Küchen- und Taschenmesser bestehen aus einer Handvoll rostfreier Stähle. Hier sind sie, und so erkennen Sie sie auf der Produktseite.',
      body: `
Schauen Sie bei einem deutschen Kochmesser oder einem schwedischen Taschenmesser nach dem Stahl, begegnen Ihnen immer wieder dieselben Namen. Sie sind nicht aufregend, aber zuverlässig: rostfrei, zäh und pflegeleicht.

## X50CrMoV15 (1.4116)
Der Name ist ein Rezept: 0,5 % Kohlenstoff (X**50**), 15 % Chrom (Cr**15**) sowie etwas Molybdän und Vanadium. Die Werkstoffnummer lautet **1.4116**, so steht er auch in unseren Filtern. Er wird meist auf 55–57 HRC gehärtet. Sie finden ihn in den meisten europäischen [Kochmessern](p:chef?steel=1-4116) und [Messersets](c:knifeset). Er ist zäh, rostet kaum und lässt sich mit einem Wetzstahl gut pflegen.

## 14C28N
Ein schwedischer rostfreier Stahl mit sehr feinem Korn. Er wird etwas härter (bis etwa 60 HRC) als 1.4116 und erreicht eine auffallend feine Schneide. Beliebt in [Taschenmessern](p:swiss?steel=14c28n) und leichten Outdoor-Messern.

## N690
Ein österreichischer Stahl mit Kobalt, vergleichbar mit dem japanischen VG-10. Er bleibt länger scharf als 1.4116 und ist sehr korrosionsbeständig: ideal für ein [Filetiermesser](p:fillet?steel=n690), das mit Salzwasser in Berührung kommt.

## AUS-8
Ein japanischer Stahl, der in Preis und Eigenschaften nah an 14C28N liegt. Sie sehen ihn oft in günstigen [Linerlock-Messern](c:linerlock).

| Stahl | Härte | Stärke |
| 1.4116 / X50CrMoV15 | 55–57 HRC | Zäh, pflegeleicht |
| 14C28N | 58–60 HRC | Feine, scharfe Schneide |
| N690 | 58–60 HRC | Sehr korrosionsbeständig |
| AUS-8 | 57–59 HRC | Gutes Preis-Leistungs-Verhältnis |

> Diese Stähle überstehen die Spülmaschine als Metall, das Messer aber nicht: Die Schneide wird stumpf und der Griff leidet. Warum, lesen Sie unter [Messer reinigen](a:cleaning-knives).
`,
    },
  },
  {
    key: 'vg10-japanese-steels',
    section: 'kb_steel',
    published: '2025-06-11',
    products: ['japanese?steel=vg-10', 'japanese?steel=sg2', 'whetstone?grit=1000-6000'],
    nl: {
      title: 'VG-10, SG2 en andere Japanse staalsoorten',
      slug: 'vg-10-en-japanse-staalsoorten',
      summary:
        'Japanse messen danken hun naam aan hard staal en een dunne snede. Wat is VG-10, waarom kost SG2 meer en hoe zit het met Aogami en Shirogami?',
      body: `
Een Japans mes voelt anders dan een Europees mes: lichter, dunner en scherper. Dat komt door de geometrie, maar vooral door het staal.

## VG-10
VG-10 is een roestvrij staal van Takefu Special Steel met chroom, molybdeen, vanadium en kobalt. Het wordt gehard tot ongeveer 60–61 HRC. Je vindt het in veel [santoku's](p:japanese?steel=vg-10) en gyuto's, vaak als kern tussen lagen zachter staal (san-mai of damast). Het combineert een lange snijhouding met een goede roestbestendigheid.

## SG2 (R2)
SG2 is een poederstaal: het wordt gemaakt uit fijn metaalpoeder en is daardoor heel gelijkmatig. Messen van [SG2](p:japanese?steel=sg2) worden gehard tot 62–64 HRC en blijven uitzonderlijk lang scherp. Slijpen kost wat meer tijd, en de snede vraagt een rustige hand: niet draaien in een pompoen en niet door bot.

## Aogami en Shirogami
Dit zijn koolstofstalen van Hitachi ("blauw papier" en "wit papier", naar de kleur van het verpakkingspapier). Ze worden extreem scherp en zijn geliefd bij koks, maar roesten als je ze nat laat liggen. Zie ook [roestvrij staal of koolstofstaal](a:stainless-or-carbon).

## Slijpen van Japans staal
Japanse messen hebben een scherpere hoek, vaak 15° per zijde. Gebruik een [combisteen 1000/6000](p:whetstone?grit=1000-6000) en geen trekslijper met vaste hoek voor Europese messen. Hoe je de juiste hoek vindt, lees je in [de juiste slijphoek](a:sharpening-angle).
`,
    },
    en: {
      title: 'VG-10, SG2 and other Japanese steels',
      slug: 'vg-10-and-japanese-steels',
      summary:
        'Japanese knives owe their name to hard steel and a thin edge. What is VG-10, why does SG2 cost more, and what about Aogami and Shirogami?',
      body: `
A Japanese knife feels different from a European one: lighter, thinner and sharper. That is partly the geometry, but above all the steel.

## VG-10
VG-10 is a stainless steel by Takefu Special Steel with chromium, molybdenum, vanadium and cobalt. It is hardened to about 60–61 HRC. You find it in many [santokus](p:japanese?steel=vg-10) and gyutos, often as a core between layers of softer steel (san-mai or Damascus). It combines long edge retention with good rust resistance.

## SG2 (R2)
SG2 is a powder steel: it is made from fine metal powder and is therefore very even. Knives of [SG2](p:japanese?steel=sg2) are hardened to 62–64 HRC and stay sharp for an exceptionally long time. Sharpening takes a little longer, and the edge asks for a calm hand: no twisting in a pumpkin and no cutting through bone.

## Aogami and Shirogami
These are carbon steels by Hitachi ("blue paper" and "white paper", after the colour of their wrapping paper). They get extremely sharp and are loved by chefs, but they rust if left wet. See also [stainless or carbon steel](a:stainless-or-carbon).

## Sharpening Japanese steel
Japanese knives have a more acute angle, often 15° per side. Use a [1000/6000 combination stone](p:whetstone?grit=1000-6000) rather than a pull-through sharpener with a fixed angle made for European knives. How to find the right angle is explained in [the right sharpening angle](a:sharpening-angle).
`,
    },
    de: {
      title: 'VG-10, SG2 und andere japanische Stähle',
      slug: 'vg-10-und-japanische-staehle',
      summary:
        'Japanische Messer verdanken ihren Ruf hartem Stahl und einer dünnen Schneide. Was ist VG-10, warum kostet SG2 mehr und was hat es mit Aogami und Shirogami auf sich?',
      body: `
Ein japanisches Messer fühlt sich anders an als ein europäisches: leichter, dünner und schärfer. Das liegt an der Geometrie, vor allem aber am Stahl.

## VG-10
VG-10 ist ein rostfreier Stahl von Takefu Special Steel mit Chrom, Molybdän, Vanadium und Kobalt. Er wird auf etwa 60–61 HRC gehärtet. Sie finden ihn in vielen [Santokus](p:japanese?steel=vg-10) und Gyutos, oft als Kern zwischen Lagen aus weicherem Stahl (San-Mai oder Damast). Er verbindet lange Schnitthaltigkeit mit guter Rostbeständigkeit.

## SG2 (R2)
SG2 ist ein Pulverstahl: Er wird aus feinem Metallpulver hergestellt und ist dadurch sehr gleichmäßig. Messer aus [SG2](p:japanese?steel=sg2) werden auf 62–64 HRC gehärtet und bleiben außergewöhnlich lange scharf. Das Schleifen dauert etwas länger, und die Schneide verlangt eine ruhige Hand: nicht im Kürbis hebeln und nicht durch Knochen schneiden.

## Aogami und Shirogami
Das sind Kohlenstoffstähle von Hitachi („blaues Papier“ und „weißes Papier“, nach der Farbe des Einwickelpapiers). Sie werden extrem scharf und sind bei Köchen beliebt, rosten aber, wenn sie nass liegen bleiben. Siehe auch [rostfreier Stahl oder Kohlenstoffstahl](a:stainless-or-carbon).

## Japanischen Stahl schärfen
Japanische Messer haben einen spitzeren Winkel, oft 15° pro Seite. Verwenden Sie einen [Kombistein 1000/6000](p:whetstone?grit=1000-6000) und keinen Durchziehschärfer mit festem Winkel für europäische Messer. Wie Sie den richtigen Winkel finden, lesen Sie unter [der richtige Schleifwinkel](a:sharpening-angle).
`,
    },
  },
  {
    key: 'carbon-tool-steels',
    section: 'kb_steel',
    published: '2025-07-08',
    products: ['bushcraft?steel=carbon-steel', 'survival?steel=d2', 'axe'],
    nl: {
      title: '1095 en D2: koolstof- en gereedschapsstaal voor buiten',
      slug: '1095-en-d2-outdoorstaal',
      summary:
        'Voor bushcraft en survival kiezen veel makers bewust voor 1095 of D2. Waarom taaiheid buiten belangrijker is dan roestvrijheid, en wat je ervoor terugkrijgt.',
      body: `
Wie een [outdoormes](c:outdoorknives) zoekt, komt twee namen vaak tegen: **1095** en **D2**. Beide zijn geen klassiek roestvrij staal, en dat is een bewuste keuze.

## 1095: eenvoudig en taai
1095 is een Amerikaans koolstofstaal met ongeveer 0,95 % koolstof en verder bijna niets. Het is taai, breekt niet snel bij het splijten van hout en laat zich in het veld met een klein steentje weer scherp maken. De rug van een [bushcraftmes](p:bushcraft?steel=carbon-steel) in 1095 geeft bovendien goede vonken met een [vuurstaaf](c:firestarter). Nadeel: het roest, dus na een natte dag afdrogen en oliën.

## D2: half roestvrij, lang scherp
D2 is een gereedschapsstaal met ongeveer 12 % chroom. Dat is net te weinig om echt roestvrij te zijn, maar het roest veel minder dan 1095. D2 bevat harde carbiden en houdt zijn snede heel lang vast. Daar staat tegenover dat het lastiger te slijpen is en bij zwaar hakwerk eerder kan uitbrokkelen. Geschikt voor een [survivalmes](p:survival?steel=d2) dat veel snijwerk doet.

| Staal | Roestbestendig | Taaiheid | Slijpen in het veld |
| 1095 | Laag | Hoog | Makkelijk |
| D2 | Redelijk | Gemiddeld | Lastiger |
| 14C28N (ter vergelijking) | Hoog | Hoog | Makkelijk |

## Onze vuistregel
Hak en splijt je veel, kies dan taai staal zoals 1095, of een [bijl](p:axe) voor het zware werk. Snijd je vooral (touw, voedsel, snijwerk), dan geeft D2 meer snijplezier tussen twee slijpbeurten.
`,
    },
    en: {
      title: '1095 and D2: carbon and tool steel for the outdoors',
      slug: '1095-and-d2-outdoor-steels',
      summary:
        'For bushcraft and survival many makers choose 1095 or D2 on purpose. Why toughness matters more than stain resistance outdoors, and what you get in return.',
      body: `
Looking for an [outdoor knife](c:outdoorknives), you will often meet two names: **1095** and **D2**. Neither is a classic stainless steel, and that is a deliberate choice.

## 1095: simple and tough
1095 is an American carbon steel with about 0.95 % carbon and hardly anything else. It is tough, does not break easily when splitting wood, and can be sharpened in the field with a small stone. The spine of a [bushcraft knife](p:bushcraft?steel=carbon-steel) in 1095 also throws good sparks from a [fire steel](c:firestarter). The downside: it rusts, so dry and oil it after a wet day.

## D2: semi-stainless, long-lasting edge
D2 is a tool steel with about 12 % chromium. That is just too little to be truly stainless, but it rusts far less than 1095. D2 contains hard carbides and holds its edge for a very long time. On the other hand it is harder to sharpen and may chip sooner under heavy chopping. Suited to a [survival knife](p:survival?steel=d2) that does a lot of cutting.

| Steel | Stain resistance | Toughness | Sharpening in the field |
| 1095 | Low | High | Easy |
| D2 | Fair | Medium | Harder |
| 14C28N (for comparison) | High | High | Easy |

## Our rule of thumb
If you chop and split a lot, choose a tough steel such as 1095, or an [axe](p:axe) for the heavy work. If you mostly cut (rope, food, carving), D2 gives more cutting between two sharpenings.
`,
    },
    de: {
      title: '1095 und D2: Kohlenstoff- und Werkzeugstahl für draußen',
      slug: '1095-und-d2-outdoor-staehle',
      summary:
        'Für Bushcraft und Survival wählen viele Hersteller bewusst 1095 oder D2. Warum Zähigkeit draußen wichtiger ist als Rostfreiheit und was Sie dafür bekommen.',
      body: `
Wenn Sie ein [Outdoor-Messer](c:outdoorknives) suchen, begegnen Ihnen oft zwei Namen: **1095** und **D2**. Beide sind kein klassischer rostfreier Stahl, und das ist eine bewusste Entscheidung.

## 1095: einfach und zäh
1095 ist ein amerikanischer Kohlenstoffstahl mit etwa 0,95 % Kohlenstoff und kaum weiteren Zusätzen. Er ist zäh, bricht beim Spalten von Holz nicht so leicht und lässt sich unterwegs mit einem kleinen Stein nachschärfen. Der Rücken eines [Bushcraft-Messers](p:bushcraft?steel=carbon-steel) aus 1095 schlägt außerdem gute Funken an einem [Feuerstahl](c:firestarter). Der Nachteil: Er rostet, also nach einem nassen Tag abtrocknen und ölen.

## D2: halb rostfrei, lange scharf
D2 ist ein Werkzeugstahl mit etwa 12 % Chrom. Das ist knapp zu wenig, um wirklich rostfrei zu sein, aber er rostet viel weniger als 1095. D2 enthält harte Karbide und hält seine Schneide sehr lange. Dafür ist er schwerer zu schärfen und kann bei schwerer Hackarbeit eher ausbrechen. Geeignet für ein [Survivalmesser](p:survival?steel=d2), das viel schneidet.

| Stahl | Rostbeständigkeit | Zähigkeit | Schärfen unterwegs |
| 1095 | Gering | Hoch | Einfach |
| D2 | Mittel | Mittel | Schwieriger |
| 14C28N (zum Vergleich) | Hoch | Hoch | Einfach |

## Unsere Faustregel
Hacken und spalten Sie viel, wählen Sie einen zähen Stahl wie 1095 oder für die schwere Arbeit eine [Axt](p:axe). Schneiden Sie vor allem (Seil, Lebensmittel, Schnitzen), bietet D2 mehr Schnittfreude zwischen zwei Schleifgängen.
`,
    },
  },
  {
    key: 'powder-steels',
    section: 'kb_steel',
    published: '2025-09-03',
    products: ['flipper?steel=m390', 'linerlock?steel=elmax', 'whetstone?abrasive=diamond'],
    nl: {
      title: 'Poederstaal uitgelegd: M390, Elmax en SG2',
      slug: 'poederstaal-uitgelegd',
      summary:
        'Poederstaal is duurder, maar blijft veel langer scherp. Hoe het gemaakt wordt, wat M390 en Elmax zo goed maakt en waar je op let bij het slijpen.',
      body: `
Bij duurdere zakmessen lees je vaak **M390**, **Elmax** of **SG2**. Dat zijn poederstalen, en ze zijn een van de grootste vooruitgangen in messenstaal van de afgelopen decennia.

## Hoe wordt poederstaal gemaakt?
Gewoon staal wordt gegoten en koelt langzaam af. Daarbij klonteren de harde carbiden samen tot grove korrels. Bij poederstaal wordt het vloeibare staal verneveld tot een fijn poeder dat in een fractie van een seconde stolt. Dat poeder wordt onder hoge druk en temperatuur weer tot een blok geperst. Het resultaat: heel kleine, gelijkmatig verdeelde carbiden.

## Wat heb je eraan?
- **Langer scherp:** veel harde carbiden zonder dat het staal bros wordt.
- **Roestbestendig:** M390 en Elmax bevatten veel chroom en zijn echt roestvrij.
- **Fijne snede:** door de kleine korrel laat de snede zich toch fijn afwerken.

## M390, Elmax en SG2
M390 (Böhler) is het referentiestaal voor premium [flippers](p:flipper?steel=m390) en EDC-messen. Elmax (Uddeholm) is iets taaier en makkelijker te slijpen, en zit vaak in [liner-lock messen](p:linerlock?steel=elmax). SG2 is de Japanse variant voor keukenmessen, zie [VG-10 en Japanse staalsoorten](a:vg10-japanese-steels).

## Slijpen van poederstaal
Poederstaal is hard en slijtvast, ook voor je slijpsteen. Een [diamantsteen](p:whetstone?abrasive=diamond) werkt sneller dan een gewone synthetische steen. Slijp vaker een klein beetje, dan hoef je nooit lang te slijpen.
`,
    },
    en: {
      title: 'Powder steels explained: M390, Elmax and SG2',
      slug: 'powder-steels-explained',
      summary:
        'Powder steel costs more but stays sharp much longer. How it is made, what makes M390 and Elmax so good, and what to watch when sharpening.',
      body: `
On more expensive pocket knives you often read **M390**, **Elmax** or **SG2**. These are powder steels, and they are one of the biggest advances in knife steel of recent decades.

## How is powder steel made?
Ordinary steel is cast and cools slowly, and the hard carbides clump together into coarse grains. For powder steel the molten steel is atomised into a fine powder that solidifies in a fraction of a second. The powder is then pressed back into a block under high pressure and temperature. The result: very small, evenly spread carbides.

## What do you gain?
- **Longer-lasting edge:** many hard carbides without making the steel brittle.
- **Stain resistance:** M390 and Elmax contain a lot of chromium and are truly stainless.
- **Fine edge:** thanks to the small grain the edge can still be finished finely.

## M390, Elmax and SG2
M390 (Böhler) is the reference steel for premium [flippers](p:flipper?steel=m390) and EDC knives. Elmax (Uddeholm) is a little tougher and easier to sharpen, and is often found in [liner lock knives](p:linerlock?steel=elmax). SG2 is the Japanese variant for kitchen knives, see [VG-10 and Japanese steels](a:vg10-japanese-steels).

## Sharpening powder steel
Powder steel is hard and wear resistant, also for your stone. A [diamond stone](p:whetstone?abrasive=diamond) works faster than an ordinary synthetic stone. Sharpen a little more often and you will never need to sharpen for long.
`,
    },
    de: {
      title: 'Pulverstahl erklärt: M390, Elmax und SG2',
      slug: 'pulverstahl-erklaert',
      summary:
        'Pulverstahl ist teurer, bleibt aber viel länger scharf. Wie er hergestellt wird, was M390 und Elmax so gut macht und worauf Sie beim Schärfen achten.',
      body: `
Bei hochwertigeren Taschenmessern lesen Sie oft **M390**, **Elmax** oder **SG2**. Das sind Pulverstähle, und sie gehören zu den größten Fortschritten beim Messerstahl der letzten Jahrzehnte.

## Wie wird Pulverstahl hergestellt?
Gewöhnlicher Stahl wird gegossen und kühlt langsam ab; dabei ballen sich die harten Karbide zu groben Körnern zusammen. Beim Pulverstahl wird der flüssige Stahl zu feinem Pulver zerstäubt, das in Sekundenbruchteilen erstarrt. Dieses Pulver wird unter hohem Druck und hoher Temperatur wieder zu einem Block gepresst. Das Ergebnis: sehr kleine, gleichmäßig verteilte Karbide.

## Was haben Sie davon?
- **Länger scharf:** viele harte Karbide, ohne dass der Stahl spröde wird.
- **Rostbeständig:** M390 und Elmax enthalten viel Chrom und sind wirklich rostfrei.
- **Feine Schneide:** Dank des kleinen Korns lässt sich die Schneide dennoch fein ausarbeiten.

## M390, Elmax und SG2
M390 (Böhler) ist der Referenzstahl für hochwertige [Flipper](p:flipper?steel=m390) und EDC-Messer. Elmax (Uddeholm) ist etwas zäher und leichter zu schärfen und steckt oft in [Linerlock-Messern](p:linerlock?steel=elmax). SG2 ist die japanische Variante für Küchenmesser, siehe [VG-10 und japanische Stähle](a:vg10-japanese-steels).

## Pulverstahl schärfen
Pulverstahl ist hart und verschleißfest, auch für Ihren Stein. Ein [Diamantstein](p:whetstone?abrasive=diamond) arbeitet schneller als ein gewöhnlicher synthetischer Stein. Schärfen Sie lieber öfter ein wenig, dann müssen Sie nie lange schärfen.
`,
    },
  },
  {
    key: 'damascus-steel',
    section: 'kb_steel',
    published: '2025-10-15',
    products: ['chef?steel=damascus-steel', 'hunting?steel=damascus-steel'],
    nl: {
      title: 'Damaststaal: mooi patroon, en wat zit eronder?',
      slug: 'damaststaal',
      summary:
        'Het golvende patroon van damaststaal is prachtig, maar zegt weinig over de snede. We leggen uit hoe damast ontstaat en waar je op let bij aankoop en onderhoud.',
      body: `
Damaststaal herken je aan het golvende, gelaagde patroon op het lemmet. Het is een van de mooiste dingen in de messenwereld, maar het patroon alleen maakt een mes niet scherper.

## Hoe ontstaat het patroon?
Moderne damast bestaat uit twee of meer staalsoorten die samen worden gesmeed, gevouwen en opnieuw gesmeed, soms tot meer dan honderd lagen. Na het slijpen wordt het lemmet geëtst in zuur: de ene staalsoort kleurt donkerder dan de andere, en zo wordt het patroon zichtbaar.

## Kern en bekleding
Bij de meeste damasten [koksmessen](p:chef?steel=damascus-steel) vormt de damast alleen de buitenkant. In het midden zit een harde kern, vaak VG-10 of SG2, die de eigenlijke snede vormt. De zachtere lagen eromheen beschermen de kern en maken het mes minder breekbaar. Kijk daarom altijd naar de kernstaalsoort. Meer daarover in [VG-10 en Japanse staalsoorten](a:vg10-japanese-steels).

## Onderhoud
- Was damast met de hand, met een zacht sponsje, en droog het direct af.
- Gebruik geen schuurmiddel: dat poetst het geëtste patroon weg.
- Damast met koolstofstaal in de lagen kan verkleuren; een dun laagje olie helpt, zie [koolstofstaal onderhouden](a:oiling-carbon-steel).

> Na vaak slijpen blijft het patroon op het lemmet gewoon zichtbaar; alleen aan de snede zelf verdwijnt het etsen. Dat is normaal en geen gebrek.

Ook voor buiten bestaat damast, bijvoorbeeld als [jachtmes](p:hunting?steel=damascus-steel) met een houten heft: een mes om door te geven.
`,
    },
    en: {
      title: 'Damascus steel: a beautiful pattern, and what lies beneath?',
      slug: 'damascus-steel',
      summary:
        'The flowing pattern of Damascus steel is beautiful, but says little about the edge. We explain how Damascus is made and what to look for when buying and caring for it.',
      body: `
You recognise Damascus steel by the flowing, layered pattern on the blade. It is one of the most beautiful things in the world of knives, but the pattern alone does not make a knife sharper.

## How is the pattern made?
Modern Damascus consists of two or more steels that are forged together, folded and forged again, sometimes into more than a hundred layers. After grinding, the blade is etched in acid: one steel darkens more than the other, and the pattern appears.

## Core and cladding
In most Damascus [chef's knives](p:chef?steel=damascus-steel) the Damascus is only the outside. In the middle sits a hard core, often VG-10 or SG2, which forms the actual edge. The softer layers around it protect the core and make the knife less brittle. So always look at the core steel. More in [VG-10 and Japanese steels](a:vg10-japanese-steels).

## Care
- Wash Damascus by hand with a soft sponge and dry it at once.
- Do not use abrasive cleaners: they polish the etched pattern away.
- Damascus with carbon steel in its layers may discolour; a thin film of oil helps, see [caring for carbon steel](a:oiling-carbon-steel).

> After many sharpenings the pattern stays visible on the blade; only at the edge itself does the etching disappear. That is normal and not a defect.

Damascus is made for the outdoors too, for example as a [hunting knife](p:hunting?steel=damascus-steel) with a wooden handle: a knife to hand down.
`,
    },
    de: {
      title: 'Damaststahl: schönes Muster, und was steckt darunter?',
      slug: 'damaststahl',
      summary:
        'Das fließende Muster von Damaststahl ist wunderschön, sagt aber wenig über die Schneide. Wir erklären, wie Damast entsteht und worauf Sie beim Kauf und bei der Pflege achten.',
      body: `
Damaststahl erkennen Sie am fließenden, geschichteten Muster auf der Klinge. Es ist eines der schönsten Dinge in der Welt der Messer, aber das Muster allein macht ein Messer nicht schärfer.

## Wie entsteht das Muster?
Moderner Damast besteht aus zwei oder mehr Stahlsorten, die zusammen geschmiedet, gefaltet und erneut geschmiedet werden, manchmal zu mehr als hundert Lagen. Nach dem Schleifen wird die Klinge in Säure geätzt: Eine Stahlsorte färbt sich dunkler als die andere, so wird das Muster sichtbar.

## Kern und Ummantelung
Bei den meisten [Damast-Kochmessern](p:chef?steel=damascus-steel) bildet der Damast nur die Außenseite. In der Mitte sitzt ein harter Kern, oft VG-10 oder SG2, der die eigentliche Schneide bildet. Die weicheren Lagen darum schützen den Kern und machen das Messer weniger bruchempfindlich. Achten Sie deshalb immer auf den Kernstahl. Mehr dazu unter [VG-10 und japanische Stähle](a:vg10-japanese-steels).

## Pflege
- Spülen Sie Damast von Hand mit einem weichen Schwamm und trocknen Sie ihn sofort ab.
- Verwenden Sie keine Scheuermittel: Sie polieren das geätzte Muster weg.
- Damast mit Kohlenstoffstahl in den Lagen kann sich verfärben; ein dünner Ölfilm hilft, siehe [Kohlenstoffstahl pflegen](a:oiling-carbon-steel).

> Auch nach häufigem Schärfen bleibt das Muster auf der Klinge sichtbar; nur an der Schneide selbst verschwindet die Ätzung. Das ist normal und kein Mangel.

Damast gibt es auch für draußen, etwa als [Jagdmesser](p:hunting?steel=damascus-steel) mit Holzgriff: ein Messer zum Weitergeben.
`,
    },
  },
]
