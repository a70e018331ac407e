import type { ArticleSource } from './build'

/**
 * Knives and the law in the countries the shop delivers to. Written as general information, never as legal
 * advice: every article says so at the top.
 */
const NOTICE = {
  nl: '> Dit artikel is algemene informatie en geen juridisch advies. Wetten en regels veranderen, en of iets mag hangt af van de situatie: daarover beslissen politie, Openbaar Ministerie en rechter. Twijfel je, vraag het dan na bij de politie of een jurist.',
  en: '> This article is general information, not legal advice. Laws and rules change, and whether something is allowed depends on the situation: the police, the prosecutor and the courts decide. If in doubt, ask the police or a lawyer.',
  de: '> Dieser Artikel ist eine allgemeine Information und keine Rechtsberatung. Gesetze und Regeln ändern sich, und ob etwas erlaubt ist, hängt vom Einzelfall ab: Darüber entscheiden Polizei, Staatsanwaltschaft und Gerichte. Im Zweifel fragen Sie bei der Polizei oder einer Anwältin bzw. einem Anwalt nach.',
}

export const LAW_ARTICLES: ArticleSource[] = [
  {
    key: 'law-nl-carry',
    section: 'kb_law',
    published: '2025-03-20',
    products: ['slipjoint', 'sheath?material=kydex'],
    nl: {
      title: 'Welk mes mag je dragen in Nederland?',
      slug: 'welk-mes-mag-je-dragen-in-nederland',
      summary:
        'De Wet wapens en munitie bepaalt welke messen verboden zijn en welke je niet zomaar bij je mag hebben. Een overzicht van de categorieën, het verschil tussen dragen en vervoeren, en lokale verboden.',
      body: `
${NOTICE.nl}

In Nederland regelt de **Wet wapens en munitie** (Wwm) welke messen je mag kopen, bezitten en bij je dragen. De wet verdeelt wapens in categorieën. Voor messen zijn er twee belangrijk.

## Categorie I: verboden messen
Deze messen mag je niet kopen, verkopen, bezitten of dragen. Daaronder vallen onder meer:
- stiletto's en valmessen: messen waarvan het lemmet met een veer of door de zwaartekracht automatisch openspringt of uitschuift;
- vlindermessen (balisongs);
- messen die vermomd zijn als een ander voorwerp, zoals een mes in een riemgesp, pen of creditcard.

Zulke messen verkopen wij niet.

## Categorie IV: wel bezitten, niet dragen
Onder categorie IV vallen onder meer **dolken en andere steek- en stootwapens**, en voorwerpen die duidelijk bedoeld zijn om mensen te verwonden. Een vaststaand mes met een lang, puntig lemmet kan daaronder vallen. Zulke messen mag je thuis hebben, maar je mag ze niet dragen, tenzij je er een **gerechtvaardigd doel** voor hebt. Wat dat is, lees je in [gerechtvaardigd doel](a:law-nl-justified-purpose).

In de praktijk wordt voor messen vaak een lemmetlengte van **9 cm** aangehouden: een mes met een langer lemmet wordt sneller als wapen gezien. Die grens staat niet als harde regel in de wet; het gaat om het type mes en de omstandigheden.

## Dragen of vervoeren?
**Dragen** betekent dat je het mes direct bij de hand hebt: in je broekzak, aan je riem of los in je jas. **Vervoeren** is het mes meenemen in een afgesloten tas, koffer of foedraal, niet direct grijpbaar, van en naar de plek waar je het gebruikt. Vervoeren in een [schede](p:sheath?material=kydex) en een afgesloten tas is veel minder snel een probleem dan dragen.

## Lokale verboden
Gemeenten kunnen in hun Algemene Plaatselijke Verordening (APV) het dragen van messen verder verbieden, bijvoorbeeld in uitgaansgebieden. In een aangewezen **veiligheidsrisicogebied** mag de politie preventief fouilleren, en dan kan ook een klein zakmes in beslag worden genomen. Evenementen en festivals hebben vaak eigen huisregels die elk mes verbieden.

## Wat betekent dit in de praktijk?
- Een klein [zakmes zonder slot](p:slipjoint) voor dagelijks gebruik is in de meeste situaties geen probleem, zolang je het niet als wapen gebruikt of toont.
- Neem een groter mes alleen mee als je het nodig hebt, en vervoer het dan ingepakt.
- Laat messen thuis als je gaat stappen, naar een stadion of naar een festival gaat.
`,
    },
    en: {
      title: 'Which knife may you carry in the Netherlands?',
      slug: 'which-knife-may-you-carry-in-the-netherlands',
      summary:
        'The Dutch Weapons and Ammunition Act decides which knives are prohibited and which you may not simply carry. An overview of the categories, the difference between carrying and transporting, and local bans.',
      body: `
${NOTICE.en}

In the Netherlands the **Weapons and Ammunition Act** (Wet wapens en munitie, Wwm) decides which knives you may buy, own and carry. The act sorts weapons into categories. For knives, two matter.

## Category I: prohibited knives
You may not buy, sell, own or carry these knives. They include:
- stilettos and gravity knives: knives whose blade springs or slides open automatically by a spring or by gravity;
- butterfly knives (balisongs);
- knives disguised as another object, such as a knife in a belt buckle, pen or credit card.

We do not sell such knives.

## Category IV: own, but do not carry
Category IV includes **daggers and other stabbing weapons**, and objects clearly meant to injure people. A fixed blade with a long, pointed blade can fall under it. You may keep such knives at home, but you may not carry them unless you have a **justified purpose**. What that means is explained in [justified purpose](a:law-nl-justified-purpose).

In practice a blade length of **9 cm** is often used as a guide: a knife with a longer blade is more easily seen as a weapon. That limit is not a hard rule in the act; what counts is the type of knife and the circumstances.

## Carrying or transporting?
**Carrying** means having the knife ready to hand: in your trouser pocket, on your belt or loose in your coat. **Transporting** means taking the knife in a closed bag, case or sleeve, not ready to hand, to and from the place where you use it. Transporting it in a [sheath](p:sheath?material=kydex) inside a closed bag is far less likely to be a problem than carrying it.

## Local bans
Municipalities can ban carrying knives further in their local bylaws (APV), for example in nightlife areas. In a designated **security risk area** the police may search people preventively, and then even a small pocket knife can be confiscated. Events and festivals often have house rules that ban every knife.

## What does this mean in practice?
- A small [pocket knife without a lock](p:slipjoint) for everyday use is not a problem in most situations, as long as you do not use or show it as a weapon.
- Only take a larger knife when you need it, and then transport it packed away.
- Leave knives at home when you go out at night, to a stadium or to a festival.
`,
    },
    de: {
      title: 'Welches Messer dürfen Sie in den Niederlanden tragen?',
      slug: 'welches-messer-duerfen-sie-in-den-niederlanden-tragen',
      summary:
        'Das niederländische Waffen- und Munitionsgesetz legt fest, welche Messer verboten sind und welche Sie nicht ohne Weiteres bei sich haben dürfen. Ein Überblick über die Kategorien, Tragen und Transportieren sowie örtliche Verbote.',
      body: `
${NOTICE.de}

In den Niederlanden regelt das **Waffen- und Munitionsgesetz** (Wet wapens en munitie, Wwm), welche Messer Sie kaufen, besitzen und bei sich tragen dürfen. Das Gesetz teilt Waffen in Kategorien ein. Für Messer sind zwei wichtig.

## Kategorie I: verbotene Messer
Diese Messer dürfen Sie weder kaufen, verkaufen, besitzen noch tragen. Dazu gehören unter anderem:
- Stilette und Fallmesser: Messer, deren Klinge per Feder oder Schwerkraft selbsttätig herausspringt oder -gleitet;
- Butterflymesser (Balisongs);
- Messer, die als anderer Gegenstand getarnt sind, etwa in einer Gürtelschnalle, einem Stift oder einer Kreditkarte.

Solche Messer verkaufen wir nicht.

## Kategorie IV: besitzen ja, tragen nein
Zur Kategorie IV gehören unter anderem **Dolche und andere Stich- und Stoßwaffen** sowie Gegenstände, die erkennbar dazu bestimmt sind, Menschen zu verletzen. Ein feststehendes Messer mit langer, spitzer Klinge kann darunter fallen. Solche Messer dürfen Sie zu Hause haben, aber nicht tragen, es sei denn, Sie haben dafür einen **berechtigten Zweck**. Was das bedeutet, lesen Sie unter [berechtigter Zweck](a:law-nl-justified-purpose).

In der Praxis wird oft eine Klingenlänge von **9 cm** als Richtwert genommen: Ein Messer mit längerer Klinge wird eher als Waffe angesehen. Diese Grenze steht nicht als feste Regel im Gesetz; entscheidend sind die Art des Messers und die Umstände.

## Tragen oder transportieren?
**Tragen** heißt, das Messer griffbereit bei sich zu haben: in der Hosentasche, am Gürtel oder lose in der Jacke. **Transportieren** heißt, das Messer in einer verschlossenen Tasche, einem Koffer oder Futteral, nicht griffbereit, zum Ort der Verwendung und zurück mitzunehmen. Der Transport in einer [Scheide](p:sheath?material=kydex) in einer verschlossenen Tasche ist weit weniger heikel als das Tragen.

## Örtliche Verbote
Gemeinden können das Tragen von Messern in ihrer örtlichen Verordnung (APV) weiter verbieten, etwa in Ausgehvierteln. In einem ausgewiesenen **Sicherheitsrisikogebiet** darf die Polizei vorsorglich durchsuchen, und dann kann auch ein kleines Taschenmesser beschlagnahmt werden. Veranstaltungen und Festivals haben oft eine Hausordnung, die jedes Messer verbietet.

## Was heißt das in der Praxis?
- Ein kleines [Taschenmesser ohne Verriegelung](p:slipjoint) für den Alltag ist in den meisten Situationen kein Problem, solange Sie es nicht als Waffe benutzen oder zeigen.
- Nehmen Sie ein größeres Messer nur mit, wenn Sie es brauchen, und transportieren Sie es dann verpackt.
- Lassen Sie Messer zu Hause, wenn Sie ausgehen, ins Stadion oder auf ein Festival gehen.
`,
    },
  },
  {
    key: 'law-nl-justified-purpose',
    section: 'kb_law',
    published: '2025-04-17',
    products: ['fillet', 'bushcraft'],
    nl: {
      title: 'Gerechtvaardigd doel: wanneer mag je een mes bij je hebben?',
      slug: 'gerechtvaardigd-doel',
      summary:
        'Een visser op weg naar het water, een kok op weg naar zijn werk: wie een gerechtvaardigd doel heeft, mag een groter mes meenemen. Voorbeelden van wat wel en niet als gerechtvaardigd doel geldt.',
      body: `
${NOTICE.nl}

Een mes dat onder categorie IV van de Wet wapens en munitie valt, mag je alleen dragen als je daar een **gerechtvaardigd doel** voor hebt (zie [welk mes mag je dragen in Nederland](a:law-nl-carry)). Dat betekent: je hebt het mes op dat moment aantoonbaar nodig voor een activiteit die met het mes te maken heeft.

## Voorbeelden die meestal wel gelden
- Een visser op weg naar of aan het water met een [fileermes](p:fillet) in zijn viskist.
- Een kok of slager op weg naar het werk met zijn messen in een messentas.
- Een hovenier, schilder of verhuizer die een mes voor zijn werk gebruikt.
- Iemand op weg naar een kampeerplek of bushcraftcursus, met een [bushcraftmes](p:bushcraft) ingepakt in de rugzak.
- Een jager tijdens de jacht.

## Voorbeelden die niet gelden
- **Zelfverdediging:** dat is nooit een gerechtvaardigd doel, ook niet "voor de zekerheid".
- "Ik gebruik het soms om pakjes open te maken" terwijl je op een zaterdagavond in de stad loopt.
- Een groot mes in je jaszak omdat je het "altijd bij je hebt".

## Tips
- Neem het mes alleen mee op de dag dat je het nodig hebt, en ga daarna direct naar huis.
- Vervoer het ingepakt, in een schede en in een afgesloten tas, niet aan je riem.
- Kun je uitleggen waarvoor je het mes bij je hebt, bijvoorbeeld met je visvergunning of je werkkleding, dan helpt dat.

> Uiteindelijk beoordelen de politie en eventueel de rechter of jouw doel gerechtvaardigd was. Een mes dat je draagt zonder goede reden kan in beslag worden genomen, en je riskeert een boete of erger.
`,
    },
    en: {
      title: 'Justified purpose: when may you have a knife on you?',
      slug: 'justified-purpose',
      summary:
        'An angler on the way to the water, a chef on the way to work: whoever has a justified purpose may take a larger knife along. Examples of what does and does not count.',
      body: `
${NOTICE.en}

A knife that falls under category IV of the Dutch Weapons and Ammunition Act may only be carried if you have a **justified purpose** (see [which knife may you carry in the Netherlands](a:law-nl-carry)). That means: at that moment you demonstrably need the knife for an activity related to it.

## Examples that usually count
- An angler on the way to or at the water with a [fillet knife](p:fillet) in the tackle box.
- A chef or butcher on the way to work with their knives in a knife roll.
- A gardener, painter or removal worker who uses a knife for work.
- Someone on the way to a campsite or bushcraft course, with a [bushcraft knife](p:bushcraft) packed in the rucksack.
- A hunter during the hunt.

## Examples that do not count
- **Self-defence:** this is never a justified purpose, not even "just in case".
- "I sometimes use it to open parcels" while walking through town on a Saturday night.
- A large knife in your coat pocket because you "always have it on you".

## Tips
- Only take the knife on the day you need it, and go straight home afterwards.
- Transport it packed: in a sheath and a closed bag, not on your belt.
- If you can explain why you have the knife, for example with your fishing licence or work clothes, that helps.

> In the end the police, and if need be the court, judge whether your purpose was justified. A knife carried without good reason can be confiscated, and you risk a fine or worse.
`,
    },
    de: {
      title: 'Berechtigter Zweck: Wann dürfen Sie in den Niederlanden ein Messer dabeihaben?',
      slug: 'berechtigter-zweck-niederlande',
      summary:
        'Ein Angler auf dem Weg zum Wasser, ein Koch auf dem Weg zur Arbeit: Wer einen berechtigten Zweck hat, darf ein größeres Messer mitnehmen. Beispiele, was als berechtigter Zweck gilt und was nicht.',
      body: `
${NOTICE.de}

Ein Messer, das unter Kategorie IV des niederländischen Waffen- und Munitionsgesetzes fällt, dürfen Sie nur tragen, wenn Sie dafür einen **berechtigten Zweck** (gerechtvaardigd doel) haben (siehe [welches Messer dürfen Sie in den Niederlanden tragen](a:law-nl-carry)). Das heißt: Sie brauchen das Messer in diesem Moment nachweislich für eine Tätigkeit, die mit dem Messer zu tun hat.

## Beispiele, die meist gelten
- Ein Angler auf dem Weg zum Wasser oder am Wasser, mit einem [Filetiermesser](p:fillet) in der Angelkiste.
- Ein Koch oder Metzger auf dem Weg zur Arbeit, die Messer in einer Messertasche.
- Eine Gärtnerin, ein Maler oder ein Umzugshelfer, die ein Messer für die Arbeit brauchen.
- Jemand auf dem Weg zum Zeltplatz oder zum Bushcraft-Kurs, mit einem [Bushcraft-Messer](p:bushcraft) verpackt im Rucksack.
- Eine Jägerin während der Jagd.

## Beispiele, die nicht gelten
- **Selbstverteidigung:** Das ist nie ein berechtigter Zweck, auch nicht „für alle Fälle“.
- „Ich öffne damit manchmal Pakete“, während Sie am Samstagabend durch die Stadt gehen.
- Ein großes Messer in der Jackentasche, weil Sie es „immer dabeihaben“.

## Tipps
- Nehmen Sie das Messer nur an dem Tag mit, an dem Sie es brauchen, und gehen Sie danach direkt nach Hause.
- Transportieren Sie es verpackt, in einer Scheide und einer verschlossenen Tasche, nicht am Gürtel.
- Können Sie erklären, wofür Sie das Messer dabeihaben, etwa mit Angelschein oder Arbeitskleidung, hilft das.

> Letztlich beurteilen die Polizei und gegebenenfalls ein Gericht, ob Ihr Zweck berechtigt war. Ein ohne guten Grund getragenes Messer kann beschlagnahmt werden, und Ihnen drohen ein Bußgeld oder mehr.
`,
    },
  },
  {
    key: 'law-be-carry',
    section: 'kb_law',
    published: '2025-06-03',
    products: ['swiss', 'slipjoint'],
    nl: {
      title: 'Messen dragen in België',
      slug: 'messen-dragen-in-belgie',
      summary:
        'In België regelt de Wapenwet van 2006 welke messen verboden zijn en wanneer je een mes bij je mag hebben. Het belangrijkste begrip: een wettige reden.',
      body: `
${NOTICE.nl}

In België geldt de **Wapenwet** van 8 juni 2006. Die deelt wapens in drie groepen in: verboden wapens, vergunningsplichtige wapens en vrij verkrijgbare wapens. Gewone messen zijn geen vergunningsplichtige wapens.

## Verboden messen
Sommige messen zijn in België verboden, zoals **springmessen** (messen waarvan het lemmet automatisch openspringt) en messen die zijn **vermomd als een ander voorwerp**. Die mag je niet kopen, bezitten of dragen. De precieze lijst staat in de wet en de uitvoeringsbesluiten.

## Dragen alleen met een wettige reden
Voor andere messen is de kern: je mag een mes dat als wapen kan worden gebruikt niet bij je dragen **zonder wettige reden**. Een wettige reden is bijvoorbeeld:
- je beroep (kok, slager, tuinman, bouwvakker);
- je hobby of sport op dat moment (vissen, jagen, kamperen);
- een duidelijk praktisch gebruik, zoals een klein [Zwitsers zakmes](p:swiss) op een wandeltocht.

Zelfverdediging is geen wettige reden.

## Gemeentelijke regels
Steden en gemeenten kunnen in hun politiereglement aanvullende verboden opnemen, bijvoorbeeld in uitgaansbuurten, op evenementen of in het openbaar vervoer.

## Praktisch advies
- Een [klein zakmes zonder slot](p:slipjoint) op een wandeling of picknick is meestal geen probleem.
- Vervoer grotere messen ingepakt en niet direct grijpbaar.
- Laat messen thuis bij uitgaan, concerten en voetbalwedstrijden.
`,
    },
    en: {
      title: 'Carrying knives in Belgium',
      slug: 'carrying-knives-in-belgium',
      summary:
        'In Belgium the Weapons Act of 2006 decides which knives are prohibited and when you may have a knife on you. The key notion: a legitimate reason.',
      body: `
${NOTICE.en}

Belgium has the **Weapons Act** of 8 June 2006. It sorts weapons into three groups: prohibited weapons, weapons subject to a licence and freely available weapons. Ordinary knives need no licence.

## Prohibited knives
Some knives are prohibited in Belgium, such as **switchblades** (knives whose blade springs open automatically) and knives **disguised as another object**. You may not buy, own or carry them. The exact list is in the act and its implementing decrees.

## Carrying only with a legitimate reason
For other knives the core rule is: you may not carry a knife that can be used as a weapon **without a legitimate reason**. A legitimate reason is for example:
- your job (chef, butcher, gardener, builder);
- your hobby or sport at that moment (fishing, hunting, camping);
- a clear practical use, such as a small [Swiss pocket knife](p:swiss) on a hike.

Self-defence is not a legitimate reason.

## Municipal rules
Cities and municipalities can add bans in their police regulations, for example in nightlife districts, at events or on public transport.

## Practical advice
- A [small pocket knife without a lock](p:slipjoint) on a walk or picnic is usually no problem.
- Transport larger knives packed and not ready to hand.
- Leave knives at home when going out, to concerts and to football matches.
`,
    },
    de: {
      title: 'Messer tragen in Belgien',
      slug: 'messer-tragen-in-belgien',
      summary:
        'In Belgien regelt das Waffengesetz von 2006, welche Messer verboten sind und wann Sie ein Messer bei sich haben dürfen. Der wichtigste Begriff: ein rechtmäßiger Grund.',
      body: `
${NOTICE.de}

In Belgien gilt das **Waffengesetz** vom 8. Juni 2006. Es teilt Waffen in drei Gruppen ein: verbotene Waffen, erlaubnispflichtige Waffen und frei erhältliche Waffen. Gewöhnliche Messer sind nicht erlaubnispflichtig.

## Verbotene Messer
Manche Messer sind in Belgien verboten, etwa **Springmesser** (Messer, deren Klinge selbsttätig herausspringt) und Messer, die **als anderer Gegenstand getarnt** sind. Sie dürfen sie weder kaufen, besitzen noch tragen. Die genaue Liste steht im Gesetz und in den Durchführungserlassen.

## Tragen nur mit rechtmäßigem Grund
Für andere Messer gilt im Kern: Sie dürfen ein Messer, das als Waffe verwendet werden kann, nicht **ohne rechtmäßigen Grund** bei sich tragen. Ein rechtmäßiger Grund ist zum Beispiel:
- Ihr Beruf (Koch, Metzgerin, Gärtner, Bauarbeiterin);
- Ihr Hobby oder Sport in diesem Moment (Angeln, Jagen, Campen);
- ein klarer praktischer Nutzen, etwa ein kleines [Schweizer Taschenmesser](p:swiss) auf einer Wanderung.

Selbstverteidigung ist kein rechtmäßiger Grund.

## Kommunale Regeln
Städte und Gemeinden können in ihren Polizeiverordnungen zusätzliche Verbote festlegen, etwa in Ausgehvierteln, bei Veranstaltungen oder im öffentlichen Nahverkehr.

## Praktischer Rat
- Ein [kleines Taschenmesser ohne Verriegelung](p:slipjoint) bei einer Wanderung oder einem Picknick ist meist kein Problem.
- Transportieren Sie größere Messer verpackt und nicht griffbereit.
- Lassen Sie Messer zu Hause, wenn Sie ausgehen, zu Konzerten oder Fußballspielen gehen.
`,
    },
  },
  {
    key: 'law-de-carry',
    section: 'kb_law',
    published: '2025-08-05',
    products: ['slipjoint', 'lockback', 'sheath?material=kydex'],
    nl: {
      title: 'Messen dragen in Duitsland: § 42a WaffG',
      slug: 'messen-dragen-in-duitsland',
      summary:
        'Duitsland verbiedt het dragen van eenhandsmessen en vaststaande messen met een lemmet boven 12 cm, tenzij je een gerechtvaardigd belang hebt. Wat § 42a WaffG betekent als je met een mes op vakantie gaat.',
      body: `
${NOTICE.nl}

Ga je naar Duitsland, dan gelden de regels van het Duitse **Waffengesetz** (WaffG). Voor messen zijn twee dingen belangrijk: welke messen verboden zijn, en welke je niet mag dragen.

## Verboden messen (§ 40 WaffG)
Verboden zijn onder meer **vlindermessen**, **valmessen**, **vuistmessen** en de meeste **springmessen**. Een uitzondering geldt voor springmessen waarvan het lemmet zijwaarts openspringt, niet langer is dan 8,5 cm en niet aan twee kanten geslepen is.

## Draagverbod (§ 42a WaffG)
In het openbaar mag je de volgende messen niet dragen (in het Duits: "führen"):
- **Einhandmesser:** messen die je met één hand kunt openen én die in geopende stand vergrendelen, zoals de meeste flippers en liner-locks;
- **vaststaande messen met een lemmet langer dan 12 cm**.

Een zakmes dat je met twee handen moet openen, of een [mes zonder slot](p:slipjoint), valt niet onder dit draagverbod. Een klassiek [lockback-mes](p:lockback) met een nagelkerf en zonder duimnop ook niet.

## Uitzonderingen
Het draagverbod geldt niet als je een **gerechtvaardigd belang** hebt, zoals je beroep, sport, traditie (Brauchtum) of een algemeen erkend doel, bijvoorbeeld vissen of een wandeling met picknick. En het geldt niet voor **vervoer in een afgesloten houder**: een mes in een dichte tas of doos die je niet met een paar handgrepen open hebt, bijvoorbeeld in een [schede](p:sheath?material=kydex) in een afgesloten koffer.

## Strengere regels sinds 2024
Sinds eind 2024 is het dragen van messen op veel **openbare evenementen** (zoals kermissen, markten en sportwedstrijden) verboden, en de deelstaten kunnen messen verbieden in bijvoorbeeld het openbaar vervoer en in aangewezen **wapenverbodszones** in binnensteden. Kijk voor je reis wat er ter plaatse geldt.

> Een overtreding van het draagverbod is in Duitsland een Ordnungswidrigkeit met een hoge boete, en het mes kan in beslag worden genomen. Duitse lezers vinden een uitgebreidere uitleg in de Duitse versie van dit artikel.
`,
    },
    en: {
      title: 'Carrying knives in Germany: section 42a WaffG',
      slug: 'carrying-knives-in-germany',
      summary:
        'Germany bans carrying one-handed knives and fixed blades over 12 cm unless you have a legitimate interest. What section 42a of the Weapons Act means when you take a knife on holiday.',
      body: `
${NOTICE.en}

In Germany the German **Weapons Act** (Waffengesetz, WaffG) applies. For knives two things matter: which knives are prohibited, and which you may not carry.

## Prohibited knives (section 40 WaffG)
Prohibited are, among others, **butterfly knives**, **gravity knives**, **push daggers** and most **switchblades**. There is an exception for switchblades whose blade springs out sideways, is no longer than 8.5 cm and is not sharpened on both sides.

## Carrying ban (section 42a WaffG)
In public you may not carry (in German: "führen") the following knives:
- **one-handed knives (Einhandmesser):** knives that open with one hand and lock in the open position, such as most flippers and liner locks;
- **fixed blades with a blade longer than 12 cm**.

A pocket knife that needs two hands to open, or a [knife without a lock](p:slipjoint), is not covered by this ban. Nor is a classic [lockback knife](p:lockback) with a nail nick and no thumb stud.

## Exceptions
The carrying ban does not apply if you have a **legitimate interest**, such as your job, sport, tradition (Brauchtum) or a generally recognised purpose, for example fishing or a hike with a picnic. And it does not apply to **transport in a closed container**: a knife in a closed bag or box that cannot be opened in a few movements, for example in a [sheath](p:sheath?material=kydex) inside a locked case.

## Stricter rules since 2024
Since late 2024 carrying knives has been banned at many **public events** (such as fairs, markets and sports events), and the federal states can ban knives on, for example, public transport and in designated **weapon-free zones** in city centres. Check what applies locally before you travel.

> Breaking the carrying ban is an administrative offence in Germany with a high fine, and the knife can be confiscated.
`,
    },
    de: {
      title: 'Messer tragen in Deutschland: § 42a WaffG',
      slug: 'messer-tragen-in-deutschland',
      summary:
        'Einhandmesser und feststehende Messer mit mehr als 12 cm Klinge dürfen Sie in Deutschland nur mit berechtigtem Interesse führen. Was § 42a WaffG bedeutet, welche Messer verboten sind und was seit 2024 zusätzlich gilt.',
      body: `
${NOTICE.de}

In Deutschland regelt das **Waffengesetz** (WaffG), welche Messer verboten sind und welche Sie in der Öffentlichkeit nicht führen dürfen. „Führen“ heißt: das Messer außerhalb der eigenen Wohnung, Geschäftsräume oder des befriedeten Besitztums griffbereit bei sich haben.

## Verbotene Messer (§ 40 WaffG)
Verboten sind unter anderem **Butterflymesser**, **Fallmesser**, **Faustmesser** und die meisten **Springmesser**. Erlaubt sind Springmesser nur, wenn die Klinge seitlich herausspringt, höchstens 8,5 cm lang und nicht zweiseitig geschliffen ist. Solche verbotenen Messer verkaufen wir nicht.

## Führverbot nach § 42a WaffG
Verboten ist das Führen von:
- **Anscheinswaffen** sowie **Hieb- und Stoßwaffen**;
- **Einhandmessern:** Messer mit einhändig feststellbarer Klinge, also Messer, die sich mit einer Hand öffnen lassen und in geöffneter Stellung verriegeln, wie die meisten Flipper und Linerlocks;
- **feststehenden Messern mit einer Klingenlänge über 12 cm**.

Nicht unter das Führverbot fallen ein Taschenmesser, das Sie mit zwei Händen öffnen müssen, ein [Messer ohne Verriegelung](p:slipjoint) oder ein klassisches [Lockback-Messer](p:lockback) mit Nagelhau und ohne Daumenpin.

## Ausnahmen
Das Führverbot gilt nicht, wenn Sie ein **berechtigtes Interesse** haben. Das liegt laut Gesetz insbesondere vor, wenn das Führen im Zusammenhang mit der **Berufsausübung** erfolgt, der **Brauchtumspflege** oder dem **Sport** dient oder einem **allgemein anerkannten Zweck** dient, etwa beim Angeln, bei der Jagd oder bei einer Wanderung mit Brotzeit. Ebenfalls erlaubt ist der **Transport in einem verschlossenen Behältnis**: Das Messer ist dann nicht zugriffsbereit, zum Beispiel in einer [Scheide](p:sheath?material=kydex) in einem verschlossenen Koffer oder Rucksackfach.

## Strengere Regeln seit 2024
Seit Ende 2024 ist das Führen von Messern bei vielen **öffentlichen Veranstaltungen** (etwa Volksfesten, Märkten und Sportveranstaltungen) grundsätzlich verboten. Die Länder können zudem Messerverbote im öffentlichen Personenverkehr erlassen, und Städte richten **Waffenverbotszonen** ein, in denen auch kleine Messer tabu sind. Informieren Sie sich vor Ort über die aktuell geltenden Regeln.

## Was droht bei einem Verstoß?
Ein Verstoß gegen § 42a WaffG ist eine Ordnungswidrigkeit und kann mit einem empfindlichen Bußgeld geahndet werden; das Messer kann eingezogen werden. Wer ein verbotenes Messer besitzt, begeht eine Straftat.
`,
    },
  },
  {
    key: 'law-travel',
    section: 'kb_law',
    published: '2026-05-12',
    products: ['card', 'sheath?material=nylon'],
    nl: {
      title: 'Op reis met een mes: vliegtuig, grens en vakantieland',
      slug: 'op-reis-met-een-mes',
      summary:
        'Handbagage of ruimbagage, en wat mag er in je vakantieland? Waar je op let als je een zakmes, multitool of outdoormes meeneemt op reis.',
      body: `
${NOTICE.nl}

Een zakmes of [multitool](c:multitools) is op vakantie reuze handig. Maar elk land en elke luchthaven heeft eigen regels.

## In het vliegtuig
- Volgens de Europese beveiligingsregels mogen **messen met een lemmet langer dan 6 cm** niet in de handbagage. Veel luchthavens en luchtvaartmaatschappijen zijn strenger en nemen elk mes af, ook een klein zakmes of een [kaarttool](p:card) met een mesje.
- Stop messen en multitools daarom altijd in de **ruimbagage**, ingepakt in een [schede of etui](p:sheath?material=nylon).
- Kijk voor vertrek op de website van je luchtvaartmaatschappij; die regels gaan voor.

## Op de bestemming
- **Duitsland:** draagverbod voor eenhandsmessen en vaststaande messen boven 12 cm, zie [messen dragen in Duitsland](a:law-de-carry).
- **België:** dragen alleen met een wettige reden, zie [messen dragen in België](a:law-be-carry).
- **Verenigd Koninkrijk:** zonder goede reden mag je alleen een opvouwbaar zakmes zonder slot met een snede tot 3 inch (7,62 cm) dragen.
- Andere landen: zoek de regels vooraf op bij de overheid of ambassade van het land.

## Met de auto of trein
Vervoer messen ingepakt en niet direct grijpbaar, bijvoorbeeld in de kofferbak of in een afgesloten tas. Zo voldoe je in de meeste landen aan de regels voor vervoer.
`,
    },
    en: {
      title: 'Travelling with a knife: plane, border and destination',
      slug: 'travelling-with-a-knife',
      summary:
        'Cabin or hold baggage, and what is allowed at your destination? What to watch when you take a pocket knife, multitool or outdoor knife on a trip.',
      body: `
${NOTICE.en}

A pocket knife or [multitool](c:multitools) is very handy on holiday. But every country and every airport has its own rules.

## On the plane
- Under the European security rules **knives with a blade longer than 6 cm** are not allowed in cabin baggage. Many airports and airlines are stricter and take away any knife, even a small pocket knife or a [card tool](p:card) with a blade.
- So always put knives and multitools in your **hold baggage**, packed in a [sheath or pouch](p:sheath?material=nylon).
- Check your airline's website before you leave; its rules come first.

## At your destination
- **Germany:** carrying ban for one-handed knives and fixed blades over 12 cm, see [carrying knives in Germany](a:law-de-carry).
- **Belgium:** carrying only with a legitimate reason, see [carrying knives in Belgium](a:law-be-carry).
- **United Kingdom:** without good reason you may only carry a folding pocket knife without a lock whose cutting edge is no longer than 3 inches (7.62 cm).
- Other countries: look up the rules beforehand with that country's government or embassy.

## By car or train
Transport knives packed and not ready to hand, for example in the boot or a closed bag. That way you meet the transport rules of most countries.
`,
    },
    de: {
      title: 'Mit dem Messer auf Reisen: Flugzeug, Grenze und Urlaubsland',
      slug: 'mit-dem-messer-auf-reisen',
      summary:
        'Handgepäck oder Koffer, und was ist im Urlaubsland erlaubt? Worauf Sie achten, wenn Sie ein Taschenmesser, Multitool oder Outdoor-Messer mit auf Reisen nehmen.',
      body: `
${NOTICE.de}

Ein Taschenmesser oder [Multitool](c:multitools) ist im Urlaub sehr praktisch. Aber jedes Land und jeder Flughafen hat eigene Regeln.

## Im Flugzeug
- Nach den europäischen Sicherheitsvorschriften sind **Messer mit einer Klinge über 6 cm** im Handgepäck nicht erlaubt. Viele Flughäfen und Fluggesellschaften sind strenger und nehmen jedes Messer ab, auch ein kleines Taschenmesser oder ein [Kartenwerkzeug](p:card) mit Klinge.
- Legen Sie Messer und Multitools deshalb immer ins **aufgegebene Gepäck**, verpackt in einer [Scheide oder einem Etui](p:sheath?material=nylon).
- Prüfen Sie vor der Abreise die Website Ihrer Fluggesellschaft; deren Regeln gehen vor.

## Am Reiseziel
- **Niederlande:** Dolche und andere Stichwaffen dürfen Sie nur mit berechtigtem Zweck tragen, siehe [welches Messer dürfen Sie in den Niederlanden tragen](a:law-nl-carry).
- **Belgien:** Tragen nur mit rechtmäßigem Grund, siehe [Messer tragen in Belgien](a:law-be-carry).
- **Vereinigtes Königreich:** Ohne guten Grund dürfen Sie nur ein Taschenmesser ohne Verriegelung mit einer Schneide bis 3 Zoll (7,62 cm) tragen.
- Andere Länder: Informieren Sie sich vorab bei der Regierung oder Botschaft des Landes.

## Mit Auto oder Bahn
Transportieren Sie Messer verpackt und nicht griffbereit, etwa im Kofferraum oder in einer verschlossenen Tasche. So erfüllen Sie in den meisten Ländern die Regeln für den Transport. Für Deutschland siehe [Messer tragen in Deutschland](a:law-de-carry).
`,
    },
  },
]
