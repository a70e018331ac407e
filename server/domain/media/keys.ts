import { MEDIA_PIPELINE_VERSION, type MediaImageAddress } from '#core/media'

/**
 * Keys in the media storage (server/adapters/media-storage). Originals under their hash, derived files
 * under the pipeline version, the original's hash and the file name of their address, so everything made
 * from one original sits together and a new pipeline version never meets an old file. The first two hex
 * digits make a level of folders, so no folder holds a hundred thousand entries.
 */
export function originalKey(hash: string): string {
  return `originals/${hash.slice(0, 2)}/${hash}`
}

export function derivedKey({ hash, variant, density, format }: MediaImageAddress): string {
  const file = `${variant}${density === 1 ? '' : `@${density}x`}.${format}`
  return `derived/${MEDIA_PIPELINE_VERSION}/${hash.slice(0, 2)}/${hash}/${file}`
}
