import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@pdfme/pdf-lib'
import { LOCALE_TAGS, type Locale } from '#core/locales'

/** A4 in points, with the margins the invoice uses too. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 }
export const INK = rgb(0.12, 0.16, 0.2)
export const MUTED = rgb(0.37, 0.42, 0.46)

/** The text with the characters the standard font cannot draw replaced (names may hold any script). */
export function encodable(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet())
  return [...value.normalize('NFC')]
    .map((char) => (supported.has(char.codePointAt(0)!) ? char : '?'))
    .join('')
}

/** The text in lines no wider than `width` at `size`, broken between words (a word wider than a line stays whole). */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of encodable(font, value).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

export interface TextStyle {
  size?: number
  bold?: boolean
  italic?: boolean
  color?: ReturnType<typeof rgb>
  /** Space after the paragraph, in points. */
  after?: number
}

/**
 * A document of running text on A4 pages (the general terms, the withdrawal form): paragraphs wrapped to the
 * page width, new pages as needed, and a footer line on every page (the seller, as on the invoice).
 */
export interface TextPdf {
  paragraph(text: string, style?: TextStyle): void
  /** A dotted line to write on (the form's blanks). */
  blank(): void
  gap(points: number): void
  save(): Promise<Uint8Array>
}

export async function createTextPdf(meta: {
  locale: Locale
  title: string
  author: string
  footer: string
}): Promise<TextPdf> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(meta.title)
  pdf.setAuthor(meta.author)
  pdf.setLanguage(LOCALE_TAGS[meta.locale])
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  }
  const width = PAGE.width - 2 * PAGE.margin
  // Room at the bottom for the footer line.
  const bottom = PAGE.margin + 24
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin

  const room = (height: number) => {
    if (y - height >= bottom) return
    page = pdf.addPage([PAGE.width, PAGE.height])
    y = PAGE.height - PAGE.margin
  }

  return {
    paragraph(text, style = {}) {
      const size = style.size ?? 10
      const font = style.bold ? fonts.bold : style.italic ? fonts.italic : fonts.regular
      const leading = Math.round(size * 1.4)
      for (const line of wrap(font, text, size, width)) {
        room(leading)
        y -= leading
        page.drawText(line, { x: PAGE.margin, y, size, font, color: style.color ?? INK })
      }
      y -= style.after ?? 6
    },
    blank() {
      room(24)
      y -= 22
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.margin + width, y },
        thickness: 0.6,
        color: MUTED,
        dashArray: [1.5, 2.5],
      })
      y -= 4
    },
    gap(points) {
      y -= points
    },
    async save() {
      const pages = pdf.getPages()
      const footer = encodable(fonts.regular, meta.footer)
      // One line: a long address makes the print smaller rather than running into the page number.
      const footerSize = Math.min(8, (8 * (width - 40)) / fonts.regular.widthOfTextAtSize(footer, 8))
      pages.forEach((each, index) => {
        const number = `${index + 1}/${pages.length}`
        each.drawText(footer, {
          x: PAGE.margin,
          y: PAGE.margin - 10,
          size: footerSize,
          font: fonts.regular,
          color: MUTED,
        })
        each.drawText(number, {
          x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(number, 8),
          y: PAGE.margin - 10,
          size: 8,
          font: fonts.regular,
          color: MUTED,
        })
      })
      return pdf.save()
    },
  }
}
