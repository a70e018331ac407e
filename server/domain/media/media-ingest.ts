/**
 * The catalogue's door to the media pipeline (issue 34): the sync (and the back office) hand it the image
 * addresses a row names; it fetches what it does not know yet through the media fetch adapter, checks and
 * stores the originals (server/adapters/media-storage) and answers per address either the stored image or why
 * it was refused. Addresses it has fetched before are answered from the database without a request, so an
 * unchanged feed row fetches nothing.
 */

/** Why an image was refused; each has a message in the back office's sync log (`sync.reason.*`). */
export const MEDIA_FAILURES = [
  /** DNS failed, the connection was refused or reset, TLS failed. */
  'imageUnreachable',
  /** No answer within the time limit. */
  'imageTimeout',
  /** The server answered with a status other than 200. */
  'imageStatus',
  /** More bytes than the size limit (declared or counted). */
  'imageTooLarge',
  /** Wider × higher than the pixel limit. */
  'imageTooManyPixels',
  /** The bytes are not a picture the shop reads (JPEG, PNG, WebP, AVIF, GIF), whatever the name says. */
  'imageNotAnImage',
  /** The bytes start as a picture but cannot be decoded. */
  'imageBroken',
  /** The address is private, loopback, link-local or otherwise not public, and its host is not allowed. */
  'imageRefusedAddress',
] as const
export type MediaFailure = (typeof MEDIA_FAILURES)[number]

/** An original the shop holds: its SHA-256 (hex) and its size after orientation. */
export interface StoredImage {
  hash: string
  width: number
  height: number
}

export type IngestOutcome =
  | { ok: true; image: StoredImage }
  | { ok: false; reason: MediaFailure; /** For the log, never shown to shoppers. */ detail?: string }

export interface MediaIngest {
  /**
   * Makes sure the shop holds the image at each `https://` address; answers every address given. Addresses
   * known from an earlier fetch are not fetched again. Runs outside any database transaction of the caller.
   */
  ingest(sources: readonly string[]): Promise<Map<string, IngestOutcome>>
  /**
   * Checks and stores a picture staff uploaded (issue 35): the same checks as a fetched one (the kind read
   * from the bytes, the size and pixel limits); answers the stored original, whose derived addresses
   * (`mediaImageUrl(hash, variant)`) the product or brand then names. Runs outside any transaction.
   */
  ingestUpload(bytes: Uint8Array): Promise<IngestOutcome>
}
