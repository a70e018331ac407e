import { z } from 'zod'
import { LOCALES } from '../locales'

/**
 * The back office's synonym list of one language (docs/decisions/0098): a group per line, entries separated by
 * commas (kept out of ./search.ts, which the shop's pages load); the lines are read by the search domain (server/domain/search/synonyms.ts).
 */
export const synonymListFormSchema = z.object({
  locale: z.enum(LOCALES),
  synonyms: z.string().max(50_000),
})
