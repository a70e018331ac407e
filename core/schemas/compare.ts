import { z } from 'zod'
import { databaseIdSchema } from './ids'

/** `POST /front-api/compare` (the store action addCompareItem, spec §7 "Compare"; path per architecture). */
export const compareItemRequestSchema = z
  .object({ product_id: databaseIdSchema('validation.productId') })
  .strict()

/** Every compare call answers the ids in the set now (spec §7: addCompareItem returns a list of ids). */
export interface CompareResponse {
  data: number[]
}
