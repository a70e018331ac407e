import type { ArticleSource } from './build'

/** Sharpening: stones, angles, honing and the tools that do it for you. */
export const SHARPENING_ARTICLES: ArticleSource[] = [
  {
    key: 'whetstone-grits',
    section: 'kb_sharpening',
    published: '2025-03-28',
    products: ['whetstone?grit=1000-6000', 'whetstone?grit=400', 'whetstone?grit=3000'],
    nl: {
      title: 'Welke korrel slijpsteen heb je nodig?',
      slug: 'welke-korrel-slijpsteen',
      summary:
        'Korrel 400, 1000, 3000 of 6000: het getal op een slijpsteen zegt hoe grof hij is. Zo kies je de steen of combinatie die bij jouw messen past.',
      body: `
Het getal op een [slijpsteen](c:whetstone) is de korrel: hoe hoger het getal, hoe fijner de steen. Een grove steen haalt snel staal weg, een fijne steen polijst de snede.

| Korrel | Gebruik | Wanneer |
| 240–400 | Grof | Bramen, schilfers en een heel bot mes herstellen |
| 800–1000 | Middel | Het eigenlijke slijpen, de basis van elke set |
| 3000 | Fijn | De snede verfijnen, mooi glad snijden |
| 6000–8000 | Polijsten | Vlijmscherp, voor koksmessen en Japanse messen |

## Waar begin je mee?
Voor de meeste mensen is een [combisteen 1000/6000](p:whetstone?grit=1000-6000) de beste eerste aankoop: met de 1000-kant slijp je, met de 6000-kant maak je de snede glad. Heb je messen met schilfers of een heel botte snede, voeg dan een [steen van korrel 400](p:whetstone?grit=400) toe.

## Water- of oliesteen?
De meeste moderne synthetische stenen zijn waterstenen: je legt ze vóór gebruik 10 tot 15 minuten in water, of je maakt ze alleen nat ("splash and go"). Natuurstenen zoals Arkansas gebruik je met honingolie. Gebruik op een steen altijd hetzelfde middel: een oliesteen wordt nooit meer een waterstenen.

## Diamant en keramiek
Een [diamantsteen](c:whetstone) slijt nauwelijks, blijft vlak en slijpt ook zeer hard poederstaal. Keramische stenen zijn fijn en hard en ideaal om tussendoor bij te slijpen.

> Houd je steen vlak: een holle steen geeft een ronde snede. Vlak hem na een paar slijpbeurten af op een vlakplaat of grof schuurpapier op glas.

Klaar om te beginnen? Lees [stap voor stap slijpen op een steen](a:whetstone-step-by-step).
`,
    },
    en: {
      title: 'Which whetstone grit do you need?',
      slug: 'which-whetstone-grit',
      summary:
        'Grit 400, 1000, 3000 or 6000: the number on a whetstone tells how coarse it is. How to choose the stone or combination that suits your knives.',
      body: `
The number on a [whetstone](c:whetstone) is its grit: the higher the number, the finer the stone. A coarse stone removes steel fast, a fine stone polishes the edge.

| Grit | Use | When |
| 240–400 | Coarse | Repairing chips, burrs and a very dull knife |
| 800–1000 | Medium | The actual sharpening, the basis of every set |
| 3000 | Fine | Refining the edge, smooth cuts |
| 6000–8000 | Polishing | Razor sharp, for chef's and Japanese knives |

## Where to start?
For most people a [1000/6000 combination stone](p:whetstone?grit=1000-6000) is the best first buy: sharpen on the 1000 side, smooth the edge on the 6000 side. If your knives have chips or a very dull edge, add a [400 grit stone](p:whetstone?grit=400).

## Water or oil stone?
Most modern synthetic stones are water stones: soak them for 10 to 15 minutes before use, or just wet them ("splash and go"). Natural stones such as Arkansas are used with honing oil. Always use the same fluid on a stone: once an oil stone, always an oil stone.

## Diamond and ceramic
A [diamond stone](c:whetstone) hardly wears, stays flat and sharpens even very hard powder steel. Ceramic stones are fine and hard and ideal for a quick touch-up in between.

> Keep your stone flat: a hollow stone gives a rounded edge. Flatten it after a few sessions on a flattening plate or coarse sandpaper on glass.

Ready to start? Read [sharpening on a whetstone step by step](a:whetstone-step-by-step).
`,
    },
    de: {
      title: 'Welche Körnung braucht Ihr Schleifstein?',
      slug: 'welche-koernung-schleifstein',
      summary:
        'Körnung 400, 1000, 3000 oder 6000: Die Zahl auf einem Schleifstein sagt, wie grob er ist. So wählen Sie den Stein oder die Kombination, die zu Ihren Messern passt.',
      body: `
Die Zahl auf einem [Schleifstein](c:whetstone) ist seine Körnung: Je höher die Zahl, desto feiner der Stein. Ein grober Stein trägt schnell Stahl ab, ein feiner Stein poliert die Schneide.

| Körnung | Einsatz | Wann |
| 240–400 | Grob | Ausbrüche, Grate und sehr stumpfe Messer reparieren |
| 800–1000 | Mittel | Das eigentliche Schärfen, die Basis jedes Sets |
| 3000 | Fein | Die Schneide verfeinern, glatte Schnitte |
| 6000–8000 | Polieren | Rasiermesserscharf, für Koch- und japanische Messer |

## Womit fangen Sie an?
Für die meisten ist ein [Kombistein 1000/6000](p:whetstone?grit=1000-6000) der beste erste Kauf: Mit der 1000er-Seite schärfen Sie, mit der 6000er-Seite glätten Sie die Schneide. Haben Ihre Messer Ausbrüche oder eine sehr stumpfe Schneide, ergänzen Sie einen [Stein mit Körnung 400](p:whetstone?grit=400).

## Wasser- oder Ölstein?
Die meisten modernen synthetischen Steine sind Wassersteine: Sie legen sie vor dem Gebrauch 10 bis 15 Minuten ins Wasser oder befeuchten sie nur („Splash and go“). Natursteine wie Arkansas verwenden Sie mit Honöl. Verwenden Sie auf einem Stein immer dasselbe Mittel: Ein Ölstein bleibt ein Ölstein.

## Diamant und Keramik
Ein [Diamantstein](c:whetstone) nutzt sich kaum ab, bleibt plan und schärft auch sehr harten Pulverstahl. Keramiksteine sind fein und hart und ideal zum Nachschärfen zwischendurch.

> Halten Sie Ihren Stein plan: Ein hohler Stein ergibt eine runde Schneide. Richten Sie ihn nach einigen Schleifgängen auf einer Abrichtplatte oder grobem Schleifpapier auf Glas ab.

Bereit? Lesen Sie [Schritt für Schritt auf dem Stein schärfen](a:whetstone-step-by-step).
`,
    },
  },
  {
    key: 'sharpening-angle',
    section: 'kb_sharpening',
    published: '2025-04-22',
    products: ['sharpener?abrasive=diamond', 'whetstone?grit=1000'],
    nl: {
      title: 'De juiste slijphoek voor elk mes',
      slug: 'de-juiste-slijphoek',
      summary:
        '15 of 20 graden? De slijphoek bepaalt hoe scherp en hoe sterk een snede is. Zo vind je de hoek van je mes en houd je hem vast tijdens het slijpen.',
      body: `
De slijphoek is de hoek tussen het lemmet en de steen, per zijde gemeten. Een kleine hoek geeft een dunne, scherpe snede; een grotere hoek een sterkere snede die langer meegaat bij grof werk.

| Mes | Hoek per zijde | Waarom |
| Japans keukenmes | 12–15° | Hard staal, fijn snijwerk |
| Europees koksmes | 15–20° | Balans tussen scherpte en stevigheid |
| Zakmes | 20° | Veelzijdig, kan tegen karton en touw |
| Outdoor- en jachtmes | 20–25° | Hout, botjes, stevige snede |
| Bijl | 25–30° | Hakken, de snede moet klappen opvangen |

## Hoe vind je de hoek?
Kleur de snede met een watervaste stift en haal het mes één keer licht over de steen. Is de inkt alleen bovenaan weg, dan is je hoek te vlak; alleen aan de rand weg, dan is hij te steil. Precies de hele facet: dan zit je goed.

## De hoek vasthouden
- Een vuistregel: bij 15° past er ongeveer een stapel van twee munten van € 0,50 onder de rug van een mes van 4 cm breed.
- Slijp rustig, met lichte druk, en let meer op een gelijke hoek dan op snelheid.
- Lukt het uit de hand niet, dan houdt een [slijpsysteem](p:sharpener?abrasive=diamond) de hoek voor je vast. Lees [slijpsystemen en trekslijpers](a:sharpening-systems).

Wil je een andere hoek dan de fabriek, bijvoorbeeld een Europees mes op 15° zetten, begin dan op een [steen van korrel 1000](p:whetstone?grit=1000) en neem de tijd: je haalt een hele nieuwe facet weg.
`,
    },
    en: {
      title: 'The right sharpening angle for every knife',
      slug: 'the-right-sharpening-angle',
      summary:
        '15 or 20 degrees? The sharpening angle decides how keen and how strong an edge is. How to find your knife’s angle and hold it while sharpening.',
      body: `
The sharpening angle is the angle between blade and stone, measured per side. A small angle gives a thin, keen edge; a larger angle a stronger edge that lasts longer in rough work.

| Knife | Angle per side | Why |
| Japanese kitchen knife | 12–15° | Hard steel, fine cutting |
| European chef's knife | 15–20° | Balance of keenness and strength |
| Pocket knife | 20° | Versatile, copes with cardboard and rope |
| Outdoor and hunting knife | 20–25° | Wood, small bones, a sturdy edge |
| Axe | 25–30° | Chopping, the edge must absorb blows |

## How to find the angle
Colour the edge with a permanent marker and pass the knife once lightly over the stone. If the ink is gone only at the top of the bevel, your angle is too low; gone only at the very edge, it is too steep. The whole bevel: you are spot on.

## Holding the angle
- A rule of thumb: at 15° a stack of about two coins fits under the spine of a blade 4 cm wide.
- Sharpen calmly with light pressure, and care more about a constant angle than about speed.
- If freehand does not work for you, a [sharpening system](p:sharpener?abrasive=diamond) holds the angle for you. Read [sharpening systems and pull-through sharpeners](a:sharpening-systems).

If you want a different angle from the factory's, for instance a European knife at 15°, start on a [1000 grit stone](p:whetstone?grit=1000) and take your time: you are grinding a whole new bevel.
`,
    },
    de: {
      title: 'Der richtige Schleifwinkel für jedes Messer',
      slug: 'der-richtige-schleifwinkel',
      summary:
        '15 oder 20 Grad? Der Schleifwinkel bestimmt, wie scharf und wie stabil eine Schneide ist. So finden Sie den Winkel Ihres Messers und halten ihn beim Schärfen.',
      body: `
Der Schleifwinkel ist der Winkel zwischen Klinge und Stein, pro Seite gemessen. Ein kleiner Winkel ergibt eine dünne, scharfe Schneide; ein größerer Winkel eine stabilere Schneide, die bei grober Arbeit länger hält.

| Messer | Winkel pro Seite | Warum |
| Japanisches Küchenmesser | 12–15° | Harter Stahl, feine Schnitte |
| Europäisches Kochmesser | 15–20° | Balance aus Schärfe und Stabilität |
| Taschenmesser | 20° | Vielseitig, verträgt Karton und Seil |
| Outdoor- und Jagdmesser | 20–25° | Holz, kleine Knochen, robuste Schneide |
| Axt | 25–30° | Hacken, die Schneide muss Schläge aufnehmen |

## So finden Sie den Winkel
Färben Sie die Schneide mit einem wasserfesten Stift und ziehen Sie das Messer einmal leicht über den Stein. Ist die Farbe nur oben an der Fase weg, ist Ihr Winkel zu flach; nur an der Kante weg, ist er zu steil. Die ganze Fase: Dann stimmt es.

## Den Winkel halten
- Eine Faustregel: Bei 15° passen etwa zwei übereinandergelegte Münzen unter den Rücken einer 4 cm breiten Klinge.
- Schärfen Sie ruhig und mit leichtem Druck; ein gleichbleibender Winkel ist wichtiger als Tempo.
- Klappt es freihändig nicht, hält ein [Schärfsystem](p:sharpener?abrasive=diamond) den Winkel für Sie. Lesen Sie [Schärfsysteme und Durchziehschärfer](a:sharpening-systems).

Möchten Sie einen anderen Winkel als ab Werk, etwa ein europäisches Messer auf 15°, beginnen Sie auf einem [Stein mit Körnung 1000](p:whetstone?grit=1000) und nehmen Sie sich Zeit: Sie schleifen eine ganz neue Fase.
`,
    },
  },
  {
    key: 'whetstone-step-by-step',
    section: 'kb_sharpening',
    published: '2025-05-09',
    products: ['whetstone?grit=1000-6000', 'strop', 'care'],
    nl: {
      title: 'Stap voor stap slijpen op een slijpsteen',
      slug: 'stap-voor-stap-slijpen-op-een-slijpsteen',
      summary:
        'Met een slijpsteen maak je elk mes weer scherp. Ons stappenplan: voorbereiden, een braam slijpen, verfijnen en afwerken, plus de fouten die iedereen in het begin maakt.',
      body: `
Slijpen op een steen lijkt moeilijk, maar het zijn een paar handelingen die je na drie, vier keer onder de knie hebt. Neem er de eerste keer een half uur voor, met een goedkoop mes.

## Wat heb je nodig?
- Een [combisteen 1000/6000](p:whetstone?grit=1000-6000) en een natte doek of steenhouder zodat hij niet schuift.
- Een watervaste stift om je hoek te controleren.
- Eventueel een [aanzetleer](p:strop) voor de laatste glans.

## Het stappenplan
1. Leg de waterslijpsteen 10 tot 15 minuten in water, tot er geen belletjes meer opstijgen. Een oliesteen maak je dun nat met honingolie.
2. Leg de steen met de 1000-kant boven op een stabiele, natte ondergrond.
3. Zet het mes op de juiste hoek (zie [de juiste slijphoek](a:sharpening-angle)) en duw het met lichte druk over de steen, alsof je er een dun plakje af wilt snijden. Werk van hiel naar punt.
4. Slijp één zijde tot je aan de andere kant over de hele lengte een klein braampje voelt: een ruw randje als je met je duim van de rug naar de snede strijkt (nooit langs de snede).
5. Draai het mes om en slijp de andere zijde tot de braam naar de eerste kant omslaat.
6. Herhaal op de 6000-kant met steeds lichtere druk en afwisselend een paar halen per zijde.
7. Haal de laatste braam weg met een paar halen over een aanzetleer of over een stuk karton.
8. Spoel en droog het mes en de steen. Laat de steen aan de lucht drogen voordat je hem opbergt.

## Veelgemaakte fouten
- **Te veel druk:** je buigt de snede om in plaats van hem te slijpen.
- **Wisselende hoek:** het gevolg is een ronde snede die snel bot is.
- **Geen braam:** dan heb je de snede nog niet bereikt; blijf op de grove kant.
- **Punt vergeten:** til het heft aan het eind van de haal iets op, zodat de ronding van de punt meedoet.

> Test je snede op een vel papier: een scherp mes snijdt geluidloos en zonder te haken.
`,
    },
    en: {
      title: 'Sharpening on a whetstone step by step',
      slug: 'sharpening-on-a-whetstone-step-by-step',
      summary:
        'A whetstone brings any knife back to sharpness. Our step-by-step plan: preparing, raising a burr, refining and finishing, plus the mistakes everyone makes at first.',
      body: `
Sharpening on a stone looks hard, but it is a handful of movements that you master after three or four sessions. Take half an hour the first time, with an inexpensive knife.

## What you need
- A [1000/6000 combination stone](p:whetstone?grit=1000-6000) and a wet cloth or stone holder so it does not slide.
- A permanent marker to check your angle.
- Optionally a [strop](p:strop) for the final polish.

## Step by step
1. Soak the water stone for 10 to 15 minutes until no more bubbles rise. An oil stone is wetted thinly with honing oil.
2. Place the stone with the 1000 side up on a stable, wet surface.
3. Set the knife at the right angle (see [the right sharpening angle](a:sharpening-angle)) and push it over the stone with light pressure, as if slicing a thin layer off. Work from heel to tip.
4. Sharpen one side until you feel a small burr along the whole length on the other side: a rough lip when you stroke your thumb from spine to edge (never along the edge).
5. Turn the knife over and sharpen the other side until the burr flips to the first side.
6. Repeat on the 6000 side with ever lighter pressure, alternating a few strokes per side.
7. Remove the last burr with a few strokes on a strop or a piece of cardboard.
8. Rinse and dry knife and stone. Let the stone air-dry before putting it away.

## Common mistakes
- **Too much pressure:** you fold the edge over instead of sharpening it.
- **Changing angle:** the result is a rounded edge that dulls quickly.
- **No burr:** you have not reached the edge yet; stay on the coarse side.
- **Forgetting the tip:** lift the handle slightly at the end of the stroke so the curve of the tip is sharpened too.

> Test the edge on a sheet of paper: a sharp knife cuts silently without snagging.
`,
    },
    de: {
      title: 'Schritt für Schritt auf dem Schleifstein schärfen',
      slug: 'schritt-fuer-schritt-auf-dem-schleifstein-schaerfen',
      summary:
        'Mit einem Schleifstein wird jedes Messer wieder scharf. Unsere Anleitung: vorbereiten, einen Grat schleifen, verfeinern und abziehen, dazu die Fehler, die am Anfang jeder macht.',
      body: `
Schärfen auf dem Stein wirkt schwierig, besteht aber aus wenigen Handgriffen, die Sie nach drei, vier Versuchen beherrschen. Nehmen Sie sich beim ersten Mal eine halbe Stunde Zeit und ein günstiges Messer.

## Was Sie brauchen
- Einen [Kombistein 1000/6000](p:whetstone?grit=1000-6000) und ein feuchtes Tuch oder einen Steinhalter, damit nichts rutscht.
- Einen wasserfesten Stift, um den Winkel zu prüfen.
- Nach Wunsch ein [Abziehleder](p:strop) für den letzten Schliff.

## Die Anleitung
1. Legen Sie den Wasserstein 10 bis 15 Minuten ins Wasser, bis keine Bläschen mehr aufsteigen. Einen Ölstein benetzen Sie dünn mit Honöl.
2. Legen Sie den Stein mit der 1000er-Seite nach oben auf eine stabile, feuchte Unterlage.
3. Setzen Sie das Messer im richtigen Winkel an (siehe [der richtige Schleifwinkel](a:sharpening-angle)) und schieben Sie es mit leichtem Druck über den Stein, als wollten Sie eine dünne Schicht abschneiden. Arbeiten Sie vom Kropf zur Spitze.
4. Schleifen Sie eine Seite, bis Sie auf der anderen Seite über die ganze Länge einen kleinen Grat spüren: eine raue Kante, wenn Sie mit dem Daumen vom Rücken zur Schneide streichen (nie entlang der Schneide).
5. Drehen Sie das Messer um und schleifen Sie die andere Seite, bis der Grat zur ersten Seite umschlägt.
6. Wiederholen Sie das auf der 6000er-Seite mit immer leichterem Druck und abwechselnd wenigen Zügen pro Seite.
7. Entfernen Sie den letzten Grat mit einigen Zügen über ein Abziehleder oder ein Stück Karton.
8. Spülen und trocknen Sie Messer und Stein. Lassen Sie den Stein an der Luft trocknen, bevor Sie ihn wegräumen.

## Häufige Fehler
- **Zu viel Druck:** Sie biegen die Schneide um, statt sie zu schärfen.
- **Wechselnder Winkel:** Das Ergebnis ist eine runde Schneide, die schnell stumpf wird.
- **Kein Grat:** Sie haben die Schneide noch nicht erreicht; bleiben Sie auf der groben Seite.
- **Spitze vergessen:** Heben Sie den Griff am Ende des Zuges etwas an, damit die Rundung der Spitze mitgeschliffen wird.

> Testen Sie die Schneide an einem Blatt Papier: Ein scharfes Messer schneidet lautlos und ohne zu haken.
`,
    },
  },
  {
    key: 'honing-steel',
    section: 'kb_sharpening',
    published: '2025-06-25',
    products: ['honingsteel?abrasive=ceramic', 'honingsteel?abrasive=diamond'],
    nl: {
      title: 'Aanzetstaal: aanzetten is geen slijpen',
      slug: 'aanzetstaal-gebruiken',
      summary:
        'Een aanzetstaal houdt je mes langer scherp, maar maakt een bot mes niet scherp. Het verschil tussen aanzetten en slijpen, en hoe je een aanzetstaal veilig gebruikt.',
      body: `
Bij het snijden buigt de uiterst dunne snede van een mes een heel klein beetje om. Het mes voelt bot, terwijl er nog genoeg scherpte is. Een [aanzetstaal](c:honingsteel) zet die omgebogen snede weer recht. Dat is **aanzetten**. Bij **slijpen** haal je staal weg en maak je een nieuwe snede, en dat doe je op een steen.

## Welk aanzetstaal?
- **Geribbeld staal:** klassiek, voor zachtere Europese messen. Niet geschikt voor harde Japanse messen.
- **Keramisch:** licht schurend, geschikt voor vrijwel alle messen, ook boven 58 HRC. Onze aanrader: een [keramisch aanzetstaal](p:honingsteel?abrasive=ceramic).
- **Diamant:** slijpt echt, dus gebruik het spaarzaam. Handig voor een snelle opfrisser van een bot mes, zoals een [diamant aanzetstaal](p:honingsteel?abrasive=diamond).

## Zo gebruik je het
1. Houd het aanzetstaal verticaal met de punt op een theedoek op het aanrecht.
2. Leg de hiel van het mes tegen het staal, onder dezelfde hoek als de snede (ongeveer 15–20°).
3. Trek het mes met lichte druk naar beneden en naar je toe, zodat de hele snede van hiel tot punt het staal raakt.
4. Wissel af: links, rechts, vijf tot tien keer per zijde.

> Aanzetten kun je vóór elk gebruik doen. Wordt het mes na het aanzetten niet meer scherp, dan is het tijd voor een [slijpsteen](a:whetstone-step-by-step).
`,
    },
    en: {
      title: 'Honing steel: honing is not sharpening',
      slug: 'using-a-honing-steel',
      summary:
        'A honing steel keeps your knife sharp for longer, but does not make a dull knife sharp. The difference between honing and sharpening, and how to use a honing steel safely.',
      body: `
When cutting, the extremely thin edge of a knife folds over very slightly. The knife feels dull although plenty of sharpness is left. A [honing steel](c:honingsteel) straightens that folded edge again. That is **honing**. **Sharpening** removes steel and creates a new edge, and you do that on a stone.

## Which honing steel?
- **Ridged steel:** classic, for softer European knives. Not suited to hard Japanese knives.
- **Ceramic:** slightly abrasive, suits nearly all knives, also above 58 HRC. Our recommendation: a [ceramic honing rod](p:honingsteel?abrasive=ceramic).
- **Diamond:** really sharpens, so use it sparingly. Handy to refresh a dull knife quickly, like a [diamond honing rod](p:honingsteel?abrasive=diamond).

## How to use it
1. Hold the steel upright with its tip on a tea towel on the worktop.
2. Place the heel of the knife against the steel at the same angle as the edge (about 15–20°).
3. Draw the knife down and towards you with light pressure, so the whole edge from heel to tip touches the steel.
4. Alternate: left, right, five to ten times per side.

> You can hone before every use. If the knife no longer gets sharp after honing, it is time for a [whetstone](a:whetstone-step-by-step).
`,
    },
    de: {
      title: 'Wetzstahl: Abziehen ist nicht Schärfen',
      slug: 'wetzstahl-richtig-benutzen',
      summary:
        'Ein Wetzstahl hält Ihr Messer länger scharf, macht ein stumpfes Messer aber nicht scharf. Der Unterschied zwischen Abziehen und Schärfen und wie Sie einen Wetzstahl sicher benutzen.',
      body: `
Beim Schneiden biegt sich die hauchdünne Schneide eines Messers ein wenig um. Das Messer wirkt stumpf, obwohl noch genug Schärfe vorhanden ist. Ein [Wetzstahl](c:honingsteel) richtet die umgebogene Schneide wieder auf. Das ist **Abziehen**. Beim **Schärfen** tragen Sie Stahl ab und erzeugen eine neue Schneide, und das geschieht auf einem Stein.

## Welcher Wetzstahl?
- **Gerillter Stahl:** klassisch, für weichere europäische Messer. Nicht für harte japanische Messer geeignet.
- **Keramik:** leicht abtragend, passt zu fast allen Messern, auch über 58 HRC. Unsere Empfehlung: ein [Keramik-Wetzstab](p:honingsteel?abrasive=ceramic).
- **Diamant:** schärft tatsächlich, also sparsam verwenden. Praktisch, um ein stumpfes Messer schnell aufzufrischen, etwa mit einem [Diamant-Wetzstab](p:honingsteel?abrasive=diamond).

## So benutzen Sie ihn
1. Halten Sie den Wetzstahl senkrecht, die Spitze auf einem Geschirrtuch auf der Arbeitsplatte.
2. Legen Sie den Kropf des Messers im selben Winkel wie die Schneide an den Stahl (etwa 15–20°).
3. Ziehen Sie das Messer mit leichtem Druck nach unten und zu sich, sodass die ganze Schneide vom Kropf bis zur Spitze den Stahl berührt.
4. Wechseln Sie ab: links, rechts, fünf- bis zehnmal pro Seite.

> Abziehen können Sie vor jedem Gebrauch. Wird das Messer danach nicht mehr scharf, ist es Zeit für einen [Schleifstein](a:whetstone-step-by-step).
`,
    },
  },
  {
    key: 'stropping',
    section: 'kb_sharpening',
    published: '2025-08-19',
    products: ['strop', 'paste', 'whetstone?grit=6000'],
    nl: {
      title: 'Aanzetleer en slijppasta: de laatste glans',
      slug: 'aanzetleer-en-slijppasta',
      summary:
        'Een aanzetleer haalt de laatste braam weg en polijst de snede. Hoe je een strop gebruikt, welke pasta je kiest en waarom je altijd van de snede af trekt.',
      body: `
Na het slijpen blijft er vaak een microscopisch klein braampje aan de snede zitten. Een [aanzetleer](c:strop) (strop) haalt dat weg en polijst de snede tot een spiegelglans. Het resultaat: een mes dat haren scheert en langer scherp blijft.

## Slijppasta
Op het leer wrijf je een dun laagje [slijppasta](p:paste). Groene pasta (chroomoxide, ongeveer 0,5 micron) is de populairste allrounder. Grovere pasta gebruik je na een steen van korrel 1000, fijnere na een [steen van korrel 6000](p:whetstone?grit=6000). Een kaal leer werkt ook, maar langzamer.

## Zo gebruik je een strop
1. Leg het [aanzetleer](p:strop) op een vlakke ondergrond of houd het strak gespannen.
2. Leg het mes plat en til de rug net zo ver op dat de snede het leer raakt.
3. Trek het mes **van de snede af**, met de rug voorop. Nooit met de snede vooruit: dan snijd je in het leer.
4. Tien tot twintig halen per zijde, afwisselend, met lichte druk.

> Een strop is ook ideaal voor tussendoor: een paar halen na elk gebruik en je zakmes hoeft veel minder vaak op de steen.
`,
    },
    en: {
      title: 'Strop and compound: the final polish',
      slug: 'strop-and-compound',
      summary:
        'A strop removes the last burr and polishes the edge. How to use a strop, which compound to choose, and why you always pull away from the edge.',
      body: `
After sharpening a microscopic burr often clings to the edge. A [strop](c:strop) removes it and polishes the edge to a mirror shine. The result: a knife that shaves hair and stays sharp for longer.

## Compound
Rub a thin layer of [compound](p:paste) onto the leather. Green compound (chromium oxide, about 0.5 micron) is the most popular all-rounder. Use a coarser compound after a 1000 grit stone and a finer one after a [6000 grit stone](p:whetstone?grit=6000). Bare leather works too, only more slowly.

## How to use a strop
1. Lay the [strop](p:strop) on a flat surface or hold it taut.
2. Lay the knife flat and lift the spine just enough for the edge to touch the leather.
3. Pull the knife **away from the edge**, spine first. Never edge first: you would cut into the leather.
4. Ten to twenty strokes per side, alternating, with light pressure.

> A strop is ideal in between too: a few strokes after each use and your pocket knife needs the stone far less often.
`,
    },
    de: {
      title: 'Abziehleder und Schleifpaste: der letzte Schliff',
      slug: 'abziehleder-und-schleifpaste',
      summary:
        'Ein Abziehleder entfernt den letzten Grat und poliert die Schneide. Wie Sie ein Leder benutzen, welche Paste Sie wählen und warum Sie immer von der Schneide weg ziehen.',
      body: `
Nach dem Schärfen bleibt oft ein mikroskopisch kleiner Grat an der Schneide. Ein [Abziehleder](c:strop) entfernt ihn und poliert die Schneide auf Hochglanz. Das Ergebnis: ein Messer, das Haare rasiert und länger scharf bleibt.

## Schleifpaste
Auf das Leder reiben Sie eine dünne Schicht [Schleifpaste](p:paste). Grüne Paste (Chromoxid, etwa 0,5 Mikrometer) ist der beliebteste Allrounder. Gröbere Paste verwenden Sie nach einem Stein mit Körnung 1000, feinere nach einem [Stein mit Körnung 6000](p:whetstone?grit=6000). Blankes Leder funktioniert auch, nur langsamer.

## So benutzen Sie ein Abziehleder
1. Legen Sie das [Abziehleder](p:strop) auf eine ebene Fläche oder halten Sie es straff gespannt.
2. Legen Sie das Messer flach auf und heben Sie den Rücken gerade so weit an, dass die Schneide das Leder berührt.
3. Ziehen Sie das Messer **von der Schneide weg**, mit dem Rücken voran. Nie mit der Schneide voran: Sonst schneiden Sie ins Leder.
4. Zehn bis zwanzig Züge pro Seite, abwechselnd und mit leichtem Druck.

> Ein Abziehleder ist auch ideal für zwischendurch: ein paar Züge nach jedem Gebrauch, und Ihr Taschenmesser muss viel seltener auf den Stein.
`,
    },
  },
  {
    key: 'sharpening-systems',
    section: 'kb_sharpening',
    published: '2025-11-04',
    products: ['sharpener?abrasive=ceramic', 'sharpener?abrasive=diamond', 'sharpener?abrasive=synthetic'],
    nl: {
      title: 'Slijpsystemen en trekslijpers: wanneer kies je wat?',
      slug: 'slijpsystemen-en-trekslijpers',
      summary:
        'Niet iedereen wil uit de hand slijpen. We vergelijken trekslijpers, slijpsystemen met vaste hoek en elektrische slijpers: gemak, resultaat en voor welke messen ze geschikt zijn.',
      body: `
Uit de hand slijpen op een steen geeft het mooiste resultaat, maar het vraagt oefening. Gelukkig zijn er [messenslijpers](c:sharpener) die het werk makkelijker maken.

## Trekslijpers
Bij een trekslijper trek je het mes een paar keer door een gleuf met keramische of diamanten schijfjes. Snel en eenvoudig, ideaal voor wie geen tijd of zin heeft. Het nadeel: de hoek ligt vast en er gaat relatief veel staal af. Gebruik een [keramische trekslijper](p:sharpener?abrasive=ceramic) vooral voor betaalbare Europese keukenmessen, niet voor dure Japanse messen of messen met een golfslijpsel.

## Slijpsystemen met vaste hoek
Een slijpsysteem klemt het mes vast en laat je een steen onder een vaste hoek over de snede bewegen. Je krijgt het resultaat van een steen zonder de moeilijkheid van een constante hoek. Ideaal voor zakmessen en outdoormessen, bijvoorbeeld met een [diamant slijpsysteem](p:sharpener?abrasive=diamond).

## Elektrische slijpers
Snel en consistent, met meerdere fasen van grof naar fijn. Fijn voor een huishouden met veel messen. Gebruik de grove fase alleen als het echt nodig is.

| Type | Gemak | Resultaat | Geschikt voor |
| Trekslijper | Zeer hoog | Redelijk | Alledaagse keukenmessen |
| Slijpsysteem | Gemiddeld | Zeer goed | Zakmessen, outdoor, keuken |
| Elektrisch | Hoog | Goed | Veel messen, weinig tijd |
| Slijpsteen | Laag (oefening) | Uitstekend | Alle messen |

> Liever helemaal niet zelf slijpen? Bij veel messen in onze winkel kun je onze slijpservice als extra dienst kiezen.
`,
    },
    en: {
      title: 'Sharpening systems and pull-through sharpeners: which to choose?',
      slug: 'sharpening-systems-and-pull-through-sharpeners',
      summary:
        'Not everyone wants to sharpen freehand. We compare pull-through sharpeners, fixed-angle systems and electric sharpeners: convenience, result and which knives they suit.',
      body: `
Freehand sharpening on a stone gives the best result, but it takes practice. Fortunately there are [knife sharpeners](c:sharpener) that make the job easier.

## Pull-through sharpeners
With a pull-through sharpener you draw the knife a few times through a slot with ceramic or diamond wheels. Quick and simple, ideal if you lack the time or the wish. The downside: the angle is fixed and quite a lot of steel comes off. Use a [ceramic pull-through sharpener](p:sharpener?abrasive=ceramic) mainly for affordable European kitchen knives, not for expensive Japanese knives or serrated blades.

## Fixed-angle systems
A sharpening system clamps the knife and lets you move a stone over the edge at a fixed angle. You get the result of a stone without the difficulty of holding a constant angle. Ideal for pocket and outdoor knives, for example with a [diamond sharpening system](p:sharpener?abrasive=diamond).

## Electric sharpeners
Fast and consistent, with several stages from coarse to fine. Good for a household with many knives. Use the coarse stage only when really needed.

| Type | Convenience | Result | Suits |
| Pull-through | Very high | Fair | Everyday kitchen knives |
| Fixed-angle system | Medium | Very good | Pocket, outdoor, kitchen |
| Electric | High | Good | Many knives, little time |
| Whetstone | Low (practice) | Excellent | All knives |

> Rather not sharpen yourself at all? For many knives in our shop you can choose our sharpening service as an extra.
`,
    },
    de: {
      title: 'Schärfsysteme und Durchziehschärfer: Was wählen Sie wann?',
      slug: 'schaerfsysteme-und-durchziehschaerfer',
      summary:
        'Nicht jeder möchte freihändig schärfen. Wir vergleichen Durchziehschärfer, Systeme mit festem Winkel und elektrische Schärfer: Komfort, Ergebnis und für welche Messer sie sich eignen.',
      body: `
Freihändiges Schärfen auf dem Stein bringt das schönste Ergebnis, verlangt aber Übung. Zum Glück gibt es [Messerschärfer](c:sharpener), die die Arbeit erleichtern.

## Durchziehschärfer
Beim Durchziehschärfer ziehen Sie das Messer einige Male durch einen Schlitz mit Keramik- oder Diamantscheiben. Schnell und einfach, ideal, wenn Ihnen Zeit oder Lust fehlt. Der Nachteil: Der Winkel ist fest, und es wird relativ viel Stahl abgetragen. Verwenden Sie einen [Keramik-Durchziehschärfer](p:sharpener?abrasive=ceramic) vor allem für günstige europäische Küchenmesser, nicht für teure japanische Messer oder Wellenschliff.

## Schärfsysteme mit festem Winkel
Ein Schärfsystem spannt das Messer ein und führt einen Stein im festen Winkel über die Schneide. Sie erhalten das Ergebnis eines Steins ohne die Schwierigkeit, den Winkel zu halten. Ideal für Taschen- und Outdoor-Messer, zum Beispiel mit einem [Diamant-Schärfsystem](p:sharpener?abrasive=diamond).

## Elektrische Schärfer
Schnell und gleichmäßig, mit mehreren Stufen von grob bis fein. Gut für einen Haushalt mit vielen Messern. Verwenden Sie die grobe Stufe nur, wenn es wirklich nötig ist.

| Art | Komfort | Ergebnis | Geeignet für |
| Durchziehschärfer | Sehr hoch | Ordentlich | Alltägliche Küchenmesser |
| Schärfsystem | Mittel | Sehr gut | Taschen-, Outdoor- und Küchenmesser |
| Elektrisch | Hoch | Gut | Viele Messer, wenig Zeit |
| Schleifstein | Gering (Übung) | Ausgezeichnet | Alle Messer |

> Sie möchten gar nicht selbst schärfen? Bei vielen Messern in unserem Shop können Sie unseren Schleifservice als Zusatzleistung wählen.
`,
    },
  },
]
