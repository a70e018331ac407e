import type { MediaFailure } from '#server/domain/media/media-ingest'

/**
 * Fetches an image original from the address a catalogue names (issue 34). The bytes are untrusted: the
 * fetcher only bounds how they arrive (https, time, size, which addresses may be reached); what they are is
 * for the ingest to find out (server/domain/media/ingest.ts).
 */
export interface ImageFetcher {
  fetch(url: string): Promise<FetchOutcome>
}

export type FetchOutcome =
  | { ok: true; bytes: Buffer; /** The address the bytes came from, after redirects. */ finalUrl: string }
  | { ok: false; reason: FetchFailure; /** For the log. */ detail: string }

/** The failures a fetch can have; the ingest adds the ones about the bytes. */
export type FetchFailure = Extract<
  MediaFailure,
  'imageUnreachable' | 'imageTimeout' | 'imageStatus' | 'imageTooLarge' | 'imageRefusedAddress'
>
