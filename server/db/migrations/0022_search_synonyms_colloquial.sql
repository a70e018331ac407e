-- Colloquial names shoppers type, per language (issue 32 point 19, docs/decisions/0098). Entries may be
-- several words ("pocket knife"): a search matches them when all of their words are found. Staff edit the
-- list in the back office (/admin/search-synonyms).
UPDATE "search_synonyms" SET "words" = ARRAY['pocketknife', 'pocket knife', 'penknife', 'pen knife', 'jackknife', 'jack knife']
  WHERE "locale" = 'en' AND "words" = ARRAY['pocketknife', 'penknife', 'jackknife'];--> statement-breakpoint
UPDATE "search_synonyms" SET "words" = ARRAY['flashlight', 'torch', 'flash light']
  WHERE "locale" = 'en' AND "words" = ARRAY['flashlight', 'torch'];--> statement-breakpoint
UPDATE "search_synonyms" SET "words" = ARRAY['headlamp', 'headtorch', 'head torch', 'head lamp']
  WHERE "locale" = 'en' AND "words" = ARRAY['headlamp', 'headtorch'];--> statement-breakpoint
INSERT INTO "search_synonyms" ("locale", "words") VALUES
  ('nl', ARRAY['zakmes', 'zwitsers zakmes', 'legermes', 'zakmesje']),
  ('nl', ARRAY['snijplank', 'hakblok', 'broodplank']),
  ('nl', ARRAY['drinkfles', 'veldfles', 'thermosfles']),
  ('nl', ARRAY['multitool', 'combitang', 'gereedschapsmes']),
  ('nl', ARRAY['fileermes', 'visfileermes', 'vismes']),
  ('nl', ARRAY['kookgerei', 'kampeerpannen', 'pannenset']),
  ('nl', ARRAY['schilmesje', 'aardappelmesje', 'officemes']),
  ('nl', ARRAY['messenslijper', 'messenslijpmachine', 'slijper']),
  ('en', ARRAY['swiss army knife', 'army knife', 'officer knife']),
  ('en', ARRAY['cutting board', 'chopping board', 'chopping block']),
  ('en', ARRAY['paring knife', 'peeling knife', 'vegetable knife']),
  ('en', ARRAY['knife sharpener', 'sharpener']),
  ('en', ARRAY['chef knife', 'cooks knife', 'cook knife']),
  ('en', ARRAY['water bottle', 'drinking bottle']),
  ('en', ARRAY['multitool', 'multi tool', 'pliers tool']),
  ('de', ARRAY['taschenmesser', 'sackmesser']),
  ('de', ARRAY['offiziersmesser', 'schweizer taschenmesser', 'schweizer messer']),
  ('de', ARRAY['schneidebrett', 'hackbrett', 'brotbrett']),
  ('de', ARRAY['schalmesser', 'gemusemesser', 'kartoffelmesser']),
  ('de', ARRAY['messerscharfer', 'schleifgerat', 'messerschleifer']),
  ('de', ARRAY['kochgeschirr', 'kochtopf', 'campinggeschirr']),
  ('de', ARRAY['multitool', 'multifunktionswerkzeug', 'zangenwerkzeug']),
  ('de', ARRAY['taschenlampe', 'funzel']);
