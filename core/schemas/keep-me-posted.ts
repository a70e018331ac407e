import { z } from 'zod'
import { emailSchema } from './checkout-steps'

/** `POST /front-api/product/{id}/notification` (spec §3 "Keep-me-posted form", §7). */
export const keepMePostedRequestSchema = z.object({ email: emailSchema }).strict()
export type KeepMePostedRequest = z.infer<typeof keepMePostedRequestSchema>

/** Spec §7: "The response reads a success message." */
export interface KeepMePostedResponse {
  message: string
}

/** The random part of an unsubscribe link (32 bytes, base64url). */
export const KEEP_ME_POSTED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
