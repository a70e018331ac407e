import { inflateSync } from 'node:zlib'

/**
 * The text drawn on a PDF's pages (pdf-lib writes WinAnsi hex strings, possibly in deflated streams), one
 * drawn line per line.
 */
export function pdfText(bytes: Uint8Array): string {
  const texts: string[] = []
  for (const chunk of pdfChunks(bytes)) {
    for (const [, hex] of chunk.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      texts.push(
        [...Buffer.from(hex!, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''),
      )
    }
  }
  return texts.join('\n')
}

/**
 * The standard fonts' WinAnsi encoding where it differs from Latin-1 (€, the curly quotes, the dashes): Node's
 * TextDecoder reads `windows-1252` as Latin-1.
 */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x84: '„',
  0x85: '…',
  0x8a: 'Š',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
  0x9a: 'š',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
}

/** The document's language (the catalogue's /Lang), e.g. `de-DE`. */
export function pdfLanguage(bytes: Uint8Array): string | null {
  for (const chunk of pdfChunks(bytes)) {
    const match = /\/Lang \(([^)]*)\)/.exec(chunk)
    if (match) return match[1]!
  }
  return null
}

/** The file and its deflated streams, inflated, as Latin-1 text. */
function pdfChunks(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1')
  const chunks: string[] = [raw]
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      chunks.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'))
    } catch {
      // Not deflated.
    }
  }
  return chunks
}

/** Running text as one line: lines wrapped on a page (or in a mail) compare with the message they came from. */
export function flowed(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
