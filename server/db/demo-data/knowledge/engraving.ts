import type { ArticleSource } from './build'

/** Engraving: what fits where, good texts, and how an engraved product is cared for. */
export const ENGRAVING_ARTICLES: ArticleSource[] = [
  {
    key: 'engraving-what-fits',
    section: 'kb_engraving',
    published: '2025-10-28',
    products: ['engravable_knives', 'engravable_lighters', 'plier'],
    nl: {
      title: 'Graveren: wat kan er op welk product?',
      slug: 'graveren-wat-kan-er',
      summary:
        'Een naam, datum of korte tekst maakt een mes of aansteker persoonlijk. Welke producten we graveren, hoeveel tekst erop past en hoe een lasergravure eruitziet.',
      body: `
In onze eigen werkplaats graveren we met een laser. De laser verandert de bovenste laag van het materiaal: op staal ontstaat een donkere, blijvende tekening, op messing en geanodiseerd aluminium een heldere, lichte gravure. Er komt geen inkt of verf aan te pas, dus de gravure slijt niet weg.

## Welke producten?
Bij producten die je kunt laten graveren, zie je de gravure als extra dienst op de productpagina. Een selectie staat in [graveerbare messen](c:engravable_knives) en [graveerbare aanstekers](c:engravable_lighters).

| Product | Plaats | Ruimte (ongeveer) |
| Zakmes | Lemmet of heft | 1 regel, 20 tekens |
| Aansteker | Voor- of achterkant | 3 regels, 15 tekens per regel |
| Multitool | Heft | 1 regel, 18 tekens |
| Koksmes | Lemmet, bij het heft | 1 regel, 24 tekens |

## Zo bestel je een gravure
Kies bij het product de gravure als extra dienst en zet je tekst in het opmerkingenveld in de laatste stap van het afrekenen. We graveren in een strak, goed leesbaar lettertype. Letters met accenten (é, ü, ø) zijn geen probleem; emoji en zeer kleine details kunnen we niet graveren. Past je tekst niet, dan nemen we contact met je op voordat we beginnen.

## Logo's
Een eenvoudig logo in één kleur graveren we ook, bijvoorbeeld op een [multitool](p:plier) als relatiegeschenk. Neem daarvoor contact op met onze klantenservice.

> Een gegraveerd product maken we speciaal voor jou. Lees voor je bestelt [gravure: de tekst controleren](a:engraving-text-tips).
`,
    },
    en: {
      title: 'Engraving: what fits on which product?',
      slug: 'engraving-what-fits',
      summary:
        'A name, date or short text makes a knife or lighter personal. Which products we engrave, how much text fits and what a laser engraving looks like.',
      body: `
We engrave with a laser in our own workshop. The laser changes the top layer of the material: on steel it leaves a dark, permanent mark, on brass and anodised aluminium a bright, light engraving. No ink or paint is involved, so the engraving does not wear off.

## Which products?
For products you can have engraved, engraving shows as an extra service on the product page. A selection is in [engravable knives](c:engravable_knives) and [engravable lighters](c:engravable_lighters).

| Product | Position | Space (approx.) |
| Pocket knife | Blade or handle | 1 line, 20 characters |
| Lighter | Front or back | 3 lines, 15 characters each |
| Multitool | Handle | 1 line, 18 characters |
| Chef's knife | Blade, near the handle | 1 line, 24 characters |

## How to order an engraving
Choose engraving as an extra service with the product and enter your text in the comment field in the last step of the checkout. We engrave in a clean, legible typeface. Letters with accents (é, ü, ø) are no problem; emoji and very fine details cannot be engraved. If your text does not fit, we contact you before we start.

## Logos
We also engrave a simple one-colour logo, for example on a [multitool](p:plier) as a business gift. Please contact our customer service for that.

> An engraved product is made especially for you. Before you order, read [engraving: checking the text](a:engraving-text-tips).
`,
    },
    de: {
      title: 'Gravur: Was passt auf welches Produkt?',
      slug: 'gravur-was-passt',
      summary:
        'Ein Name, ein Datum oder ein kurzer Text macht ein Messer oder Feuerzeug persönlich. Welche Produkte wir gravieren, wie viel Text passt und wie eine Lasergravur aussieht.',
      body: `
Wir gravieren mit einem Laser in unserer eigenen Werkstatt. Der Laser verändert die oberste Schicht des Materials: Auf Stahl entsteht eine dunkle, dauerhafte Zeichnung, auf Messing und eloxiertem Aluminium eine helle Gravur. Es kommen weder Tinte noch Farbe zum Einsatz, die Gravur nutzt sich also nicht ab.

## Welche Produkte?
Bei Produkten, die Sie gravieren lassen können, finden Sie die Gravur als Zusatzleistung auf der Produktseite. Eine Auswahl finden Sie unter [gravierbare Messer](c:engravable_knives) und [gravierbare Feuerzeuge](c:engravable_lighters).

| Produkt | Position | Platz (etwa) |
| Taschenmesser | Klinge oder Griff | 1 Zeile, 20 Zeichen |
| Feuerzeug | Vorder- oder Rückseite | 3 Zeilen, je 15 Zeichen |
| Multitool | Griff | 1 Zeile, 18 Zeichen |
| Kochmesser | Klinge, nahe am Griff | 1 Zeile, 24 Zeichen |

## So bestellen Sie eine Gravur
Wählen Sie beim Produkt die Gravur als Zusatzleistung und geben Sie Ihren Text im Anmerkungsfeld im letzten Schritt der Bestellung ein. Wir gravieren in einer klaren, gut lesbaren Schrift. Buchstaben mit Akzenten und Umlauten (é, ü, ø) sind kein Problem; Emojis und sehr feine Details können wir nicht gravieren. Passt Ihr Text nicht, melden wir uns bei Ihnen, bevor wir beginnen.

## Logos
Ein einfaches, einfarbiges Logo gravieren wir ebenfalls, etwa auf einem [Multitool](p:plier) als Firmengeschenk. Wenden Sie sich dafür bitte an unseren Kundenservice.

> Ein graviertes Produkt fertigen wir eigens für Sie an. Lesen Sie vor der Bestellung [Gravur: den Text prüfen](a:engraving-text-tips).
`,
    },
  },
  {
    key: 'engraving-text-tips',
    section: 'kb_engraving',
    published: '2025-11-18',
    products: ['engravable_knives', 'giftcard'],
    nl: {
      title: 'Gravure: de tekst controleren en goede ideeën',
      slug: 'gravure-tekst-controleren',
      summary:
        'Een tikfout staat voor altijd in staal. Zo controleer je je graveertekst, wat het goed doet op een klein oppervlak, en waarom gegraveerde producten niet retour kunnen.',
      body: `
Een gravure is voor altijd. Daarom graveren we precies wat je in het opmerkingenveld bij het afrekenen invult, letter voor letter, met hoofdletters en leestekens zoals je ze typt.

## Zo controleer je je tekst
1. Lees de tekst hardop, letter voor letter, vooral namen en data.
2. Laat iemand anders meelezen; eigen fouten zie je zelf het slechtst.
3. Let op hoofdletters: "ANNE" ziet er anders uit dan "Anne".
4. Schrijf data op een manier die de ontvanger herkent, bijvoorbeeld 14-03-2026 of 14.03.2026.

## Wat werkt goed?
- **Kort is krachtig:** een voornaam, initialen of een datum past beter dan een hele zin.
- **Een betekenis:** de coördinaten van een bijzondere plek, een bijnaam of "Voor alle avonturen".
- **Leesbaar formaat:** op een klein [zakmes](c:engravable_knives) is een naam van 8 tot 12 letters mooier dan 20 tekens in een kleine letter.

## Retourneren en herroepen
Een gegraveerd product maken we speciaal voor jou. Zulke op maat gemaakte producten zijn wettelijk uitgesloten van het herroepingsrecht: je kunt ze niet zonder reden retourneren. Natuurlijk geldt je garantie gewoon: is er iets mis met het product of met de gravure zelf, dan lossen we dat op.

> Twijfel je over de tekst? Een [cadeaubon](p:giftcard) laat de ontvanger zelf kiezen, ook voor een gravure.
`,
    },
    en: {
      title: 'Engraving: checking the text, and good ideas',
      slug: 'engraving-checking-the-text',
      summary:
        'A typo lasts forever in steel. How to check your engraving text, what works well on a small surface, and why engraved products cannot be returned.',
      body: `
An engraving is forever. That is why we engrave exactly what you enter in the comment field at checkout, letter by letter, with capitals and punctuation as you type them.

## How to check your text
1. Read the text aloud, letter by letter, especially names and dates.
2. Let someone else read it too; you are the worst at spotting your own mistakes.
3. Mind the capitals: "ANNE" looks different from "Anne".
4. Write dates in a way the recipient recognises, for example 14-03-2026 or 14.03.2026.

## What works well?
- **Short is strong:** a first name, initials or a date fits better than a whole sentence.
- **A meaning:** the coordinates of a special place, a nickname or "For all adventures".
- **A readable size:** on a small [pocket knife](c:engravable_knives) a name of 8 to 12 letters looks better than 20 characters in tiny type.

## Returns and withdrawal
An engraved product is made especially for you. Such custom-made products are excluded by law from the right of withdrawal: you cannot return them without a reason. Your warranty still applies, of course: if something is wrong with the product or the engraving itself, we will put it right.

> Not sure about the text? A [gift card](p:giftcard) lets the recipient choose, engraving included.
`,
    },
    de: {
      title: 'Gravur: den Text prüfen, und gute Ideen',
      slug: 'gravur-text-pruefen',
      summary:
        'Ein Tippfehler steht für immer im Stahl. So prüfen Sie Ihren Gravurtext, was auf einer kleinen Fläche gut wirkt und warum gravierte Produkte vom Widerruf ausgeschlossen sind.',
      body: `
Eine Gravur ist für immer. Deshalb gravieren wir genau das, was Sie im Anmerkungsfeld der Bestellung eingeben, Buchstabe für Buchstabe, mit Groß- und Kleinschreibung und Satzzeichen, wie Sie sie tippen.

## So prüfen Sie Ihren Text
1. Lesen Sie den Text laut, Buchstabe für Buchstabe, vor allem Namen und Daten.
2. Lassen Sie jemand anderen mitlesen; eigene Fehler übersieht man am leichtesten.
3. Achten Sie auf Großbuchstaben: „ANNE“ wirkt anders als „Anne“.
4. Schreiben Sie Daten so, wie die beschenkte Person sie kennt, etwa 14.03.2026.

## Was wirkt gut?
- **In der Kürze liegt die Würze:** Ein Vorname, Initialen oder ein Datum passen besser als ein ganzer Satz.
- **Eine Bedeutung:** die Koordinaten eines besonderen Ortes, ein Spitzname oder „Für alle Abenteuer“.
- **Lesbare Größe:** Auf einem kleinen [Taschenmesser](c:engravable_knives) wirkt ein Name mit 8 bis 12 Buchstaben schöner als 20 Zeichen in winziger Schrift.

## Rückgabe und Widerruf
Ein graviertes Produkt fertigen wir eigens für Sie an. Solche nach Kundenspezifikation angefertigten Waren sind gesetzlich vom Widerrufsrecht ausgeschlossen: Sie können sie nicht ohne Grund zurückgeben. Ihre Gewährleistung gilt selbstverständlich weiter: Stimmt etwas mit dem Produkt oder der Gravur selbst nicht, sorgen wir für Abhilfe.

> Sie sind beim Text unsicher? Mit einem [Geschenkgutschein](p:giftcard) wählt die beschenkte Person selbst, auch eine Gravur.
`,
    },
  },
  {
    key: 'engraving-care',
    section: 'kb_engraving',
    published: '2026-02-24',
    products: ['engravable_lighters?material=brass', 'care'],
    nl: {
      title: 'Een gegraveerd product onderhouden',
      slug: 'gegraveerd-product-onderhouden',
      summary:
        'Een lasergravure gaat een leven lang mee, maar het materiaal eromheen vraagt wat aandacht. Zo blijven gegraveerde messen, aanstekers en tools mooi.',
      body: `
Een lasergravure zit ín het materiaal, niet erop. Ze kan dus niet afbladderen. Wel kan het materiaal eromheen krassen, vlekken of verkleuren, en dat zie je rond een gravure sneller.

## Messen en tools
- Maak het lemmet schoon zoals elk mes: met de hand, warm water en een zacht sponsje. Zie [messen schoonmaken](a:cleaning-knives).
- Poets een gravure op staal niet met schuurmiddel of staalwol: je poetst dan de donkere laag weg.
- Een druppel [messenolie](p:care) houdt staal en gravure mooi.

## Messing aanstekers
Messing wordt met de tijd donkerder. Die patina geeft een [messing aansteker](p:engravable_lighters?material=brass) juist karakter, en een gravure steekt er mooi tegen af. Wil je hem weer laten glanzen, gebruik dan een zachte metaalpoets en poets om de gravure heen.

## Geanodiseerd aluminium
De gravure is hier het heldere metaal onder de gekleurde laag. Vermijd schuurmiddelen en agressieve reinigers; een vochtige doek is genoeg.

> Is een gravure na verloop van tijd toch minder mooi geworden door gebruik? Vraag onze klantenservice wat er mogelijk is.
`,
    },
    en: {
      title: 'Caring for an engraved product',
      slug: 'caring-for-an-engraved-product',
      summary:
        'A laser engraving lasts a lifetime, but the material around it needs some attention. How to keep engraved knives, lighters and tools looking good.',
      body: `
A laser engraving is in the material, not on it, so it cannot flake off. The material around it can scratch, stain or discolour, though, and around an engraving you notice that sooner.

## Knives and tools
- Clean the blade like any knife: by hand, with warm water and a soft sponge. See [cleaning knives](a:cleaning-knives).
- Do not polish an engraving on steel with abrasives or steel wool: you would polish away the dark layer.
- A drop of [knife oil](p:care) keeps steel and engraving looking good.

## Brass lighters
Brass darkens with time. That patina gives a [brass lighter](p:engravable_lighters?material=brass) character, and an engraving stands out well against it. If you want it to shine again, use a gentle metal polish and polish around the engraving.

## Anodised aluminium
Here the engraving is the bright metal under the coloured layer. Avoid abrasives and harsh cleaners; a damp cloth is enough.

> Has an engraving become less beautiful through use over time? Ask our customer service what can be done.
`,
    },
    de: {
      title: 'Ein graviertes Produkt pflegen',
      slug: 'graviertes-produkt-pflegen',
      summary:
        'Eine Lasergravur hält ein Leben lang, doch das Material darum braucht etwas Aufmerksamkeit. So bleiben gravierte Messer, Feuerzeuge und Werkzeuge schön.',
      body: `
Eine Lasergravur sitzt im Material, nicht darauf, und kann daher nicht abblättern. Das Material ringsum kann aber verkratzen, fleckig werden oder sich verfärben, und rund um eine Gravur fällt das schneller auf.

## Messer und Werkzeuge
- Reinigen Sie die Klinge wie jedes Messer: von Hand, mit warmem Wasser und einem weichen Schwamm. Siehe [Messer reinigen](a:cleaning-knives).
- Polieren Sie eine Gravur auf Stahl nicht mit Scheuermittel oder Stahlwolle: Sonst polieren Sie die dunkle Schicht weg.
- Ein Tropfen [Messeröl](p:care) hält Stahl und Gravur schön.

## Feuerzeuge aus Messing
Messing dunkelt mit der Zeit nach. Diese Patina verleiht einem [Messing-Feuerzeug](p:engravable_lighters?material=brass) Charakter, und eine Gravur hebt sich schön davon ab. Soll es wieder glänzen, nehmen Sie eine milde Metallpolitur und polieren Sie um die Gravur herum.

## Eloxiertes Aluminium
Hier ist die Gravur das helle Metall unter der farbigen Schicht. Meiden Sie Scheuermittel und aggressive Reiniger; ein feuchtes Tuch genügt.

> Hat eine Gravur durch den Gebrauch mit der Zeit gelitten? Fragen Sie unseren Kundenservice, was möglich ist.
`,
    },
  },
]
