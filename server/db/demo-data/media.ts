import { escapeHtml } from '../../html'
import { BRANDS } from './assortment'
import { hashString, mulberry32 } from './prng'

/**
 * Demo pictures, drawn on request as SVG from their URL alone (no files, no network): the kind picks
 * the drawing, the seed its colours and details, the size its frame. The same URL always gives the same
 * picture, so it is served with immutable caching (server/http/media.ts).
 */
export const MEDIA_KINDS = [
  'pocketknife',
  'kitchenknife',
  'outdoorknife',
  'axe',
  'multitool',
  'stone',
  'flashlight',
  'lantern',
  'battery',
  'bottle',
  'backpack',
  'cookware',
  'fire',
  'book',
  'giftcard',
  'sheath',
  'care',
  'board',
  'lighter',
  'bits',
  'strop',
  'cardtool',
  'keychain',
  'sharpener',
  'honingsteel',
  'paste',
  'cord',
  'brand',
] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

export const MEDIA_PREFIX = '/media/demo'
const MAX_SIDE = 2000

export function isMediaKind(value: string): value is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value)
}

/** `/media/demo/<kind>/<seed>-<w>x<h>.svg`; the seed is lower-case letters, digits and hyphens. */
export function demoMediaUrl(kind: MediaKind, seed: string, width: number, height: number): string {
  return `${MEDIA_PREFIX}/${kind}/${seed}-${width}x${height}.svg`
}

export interface MediaRequest {
  kind: MediaKind
  seed: string
  width: number
  height: number
}

const FILE = /^([a-z0-9][a-z0-9-]{0,79})-(\d{1,4})x(\d{1,4})\.svg$/

/** Parses the last two path segments; null for anything that is not a demo picture. */
export function parseMediaPath(kind: string, file: string): MediaRequest | null {
  if (!isMediaKind(kind)) return null
  const match = FILE.exec(file)
  if (!match) return null
  const width = Number(match[2])
  const height = Number(match[3])
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null
  return { kind, seed: match[1]!, width, height }
}

/** Colours named in seeds (`…-rood`) are drawn in that colour. */
const NAMED_COLOURS: Record<string, string> = {
  rood: '#c8102e',
  zwart: '#222222',
  blauw: '#1f4e9c',
  groen: '#2e7d32',
  oranje: '#ef6c00',
  geel: '#f2c12e',
  grijs: '#7a7a7a',
  olijf: '#6b7a3a',
  zand: '#c2a878',
  camo: '#5b6b3c',
}

const PALETTE = [
  '#2f4858',
  '#33658a',
  '#86bbd8',
  '#758e4f',
  '#f6ae2d',
  '#f26419',
  '#8c2f39',
  '#4a4e69',
  '#22577a',
  '#6d597a',
]

export function renderDemoSvg({ kind, seed, width, height }: MediaRequest): string {
  const random = mulberry32(hashString(`${kind}:${seed}`))
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const named = Object.keys(NAMED_COLOURS).find(
    (name) => seed.endsWith(`-${name}`) || seed.includes(`-${name}-`),
  )
  const main = named ? NAMED_COLOURS[named]! : pick(PALETTE)
  const hue = Math.floor(random() * 360)
  const background = `hsl(${hue} 30% 95%)`
  const accent = `hsl(${(hue + 180) % 360} 25% 70%)`
  const tilt = Math.round((random() - 0.5) * 20)
  if (kind === 'brand') return brandLogo(seed, width, height)
  const body = drawing(kind, main, accent, tilt)
  // The drawing is made in a 100 x 100 box, centred and scaled to fit the requested frame.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" ` +
    `preserveAspectRatio="xMidYMid meet" role="img">` +
    `<rect x="-1000" y="-1000" width="2100" height="2100" fill="${background}"/>` +
    body +
    `</svg>`
  )
}

/** Dark brand colours: white lettering on them has strong contrast (WCAG AA for large text and more). */
const BRAND_COLOURS = [
  '#1d3557',
  '#2f4858',
  '#8c2f39',
  '#22577a',
  '#3d405b',
  '#1b4332',
  '#5a189a',
  '#7f4f24',
  '#283618',
  '#9d0208',
]

/**
 * A brand logo for a wide frame (200 x 80): a dark badge with the initials, big enough to read at card
 * size (20 px high), and the name in heavy dark lettering beside it, on two lines when it is long. No thin
 * strokes, no light grey: it must read on a product card.
 */
function brandLogo(seed: string, width: number, height: number): string {
  const name =
    BRANDS.find((brand) => brand.slug === seed)?.name ??
    seed
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  const colour = BRAND_COLOURS[hashString(`brand:${seed}`) % BRAND_COLOURS.length]!
  const words = name.split(' ').filter((word) => /^\p{L}/u.test(word))
  const initials = (words.length > 1 ? words.map((word) => word.charAt(0)).join('') : name.charAt(0)).slice(
    0,
    2,
  )
  // The box is 100 high and as wide as the frame asks (250 for 200 x 80).
  const boxWidth = Math.max(100, Math.round((100 * width) / height))
  const textWidth = boxWidth - 110
  const lines = name.length > 10 && name.includes(' ') ? splitInTwo(name) : [name]
  const longest = Math.max(...lines.map((line) => line.length))
  // Bold sans-serif letters are about 0.6 em wide.
  const size = Math.floor(Math.min(lines.length === 1 ? 44 : 34, textWidth / (0.6 * longest)))
  const baselines = lines.length === 1 ? [50 + size * 0.36] : [46, 46 + size * 1.08]
  const text = lines
    .map(
      (line, index) =>
        `<text x="112" y="${baselines[index]!.toFixed(1)}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="800" fill="#111111">${escapeHtml(line)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${boxWidth} 100" ` +
    `preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeHtml(name)}">` +
    `<rect width="${boxWidth}" height="100" fill="#ffffff"/>` +
    `<rect x="2" y="2" width="96" height="96" rx="16" fill="${colour}"/>` +
    `<text x="50" y="${initials.length === 1 ? 70 : 66}" font-family="Helvetica, Arial, sans-serif" font-size="${initials.length === 1 ? 62 : 46}" font-weight="800" fill="#ffffff" text-anchor="middle">${escapeHtml(initials)}</text>` +
    text +
    `</svg>`
  )
}

/** Two lines of about equal length, split at a space. */
function splitInTwo(name: string): string[] {
  let best = name.indexOf(' ')
  for (let i = best; i !== -1; i = name.indexOf(' ', i + 1))
    if (Math.abs(name.length / 2 - i) < Math.abs(name.length / 2 - best)) best = i
  return [name.slice(0, best), name.slice(best + 1)]
}

function drawing(kind: MediaKind, main: string, accent: string, tilt: number): string {
  const g = (content: string) => `<g transform="rotate(${tilt} 50 50)">${content}</g>`
  switch (kind) {
    case 'pocketknife':
      return g(
        `<path d="M12 52 Q40 40 62 47 L62 55 Q38 58 12 52Z" fill="#cfd4d8" stroke="#8a9399"/>` +
          `<rect x="58" y="45" width="32" height="12" rx="6" fill="${main}"/>` +
          `<circle cx="64" cy="51" r="1.6" fill="#eee"/><circle cx="84" cy="51" r="1.6" fill="#eee"/>`,
      )
    case 'kitchenknife':
      return g(
        `<path d="M8 48 L62 42 L62 56 Q30 58 8 48Z" fill="#d9dee2" stroke="#8a9399"/>` +
          `<rect x="62" y="44" width="30" height="10" rx="3" fill="${main}"/>` +
          `<circle cx="70" cy="49" r="1.3" fill="${accent}"/><circle cx="78" cy="49" r="1.3" fill="${accent}"/><circle cx="86" cy="49" r="1.3" fill="${accent}"/>`,
      )
    case 'outdoorknife':
      return g(
        `<path d="M10 50 Q30 38 55 44 L55 56 Q30 58 10 50Z" fill="#c9ced2" stroke="#7a8389"/>` +
          `<rect x="53" y="41" width="5" height="18" rx="1" fill="#555"/>` +
          `<rect x="58" y="44" width="30" height="12" rx="5" fill="${main}"/>`,
      )
    case 'axe':
      return g(
        `<rect x="46" y="15" width="7" height="72" rx="3" fill="#a0703c"/>` +
          `<path d="M30 18 L56 18 L56 36 L30 40 Q24 29 30 18Z" fill="#9aa3a8" stroke="#5f676c"/>` +
          `<rect x="46" y="70" width="7" height="17" rx="3" fill="${main}"/>`,
      )
    case 'multitool':
      return g(
        `<rect x="22" y="40" width="56" height="20" rx="6" fill="${main}"/>` +
          `<path d="M78 44 L94 38 L94 46 L78 50Z" fill="#cfd4d8"/><path d="M78 52 L94 56 L94 62 L78 56Z" fill="#cfd4d8"/>` +
          `<circle cx="30" cy="50" r="2" fill="#ddd"/>`,
      )
    case 'stone':
      return g(
        `<rect x="18" y="44" width="64" height="16" rx="2" fill="${main}"/>` +
          `<rect x="18" y="36" width="64" height="9" rx="2" fill="${accent}"/>` +
          `<rect x="14" y="60" width="72" height="6" rx="2" fill="#6d4c41"/>`,
      )
    case 'flashlight':
      return g(
        `<rect x="20" y="44" width="50" height="12" rx="3" fill="${main}"/>` +
          `<path d="M70 40 L84 36 L84 64 L70 60Z" fill="${main}"/>` +
          `<ellipse cx="84" cy="50" rx="3" ry="14" fill="#fff8c4" stroke="#999"/>` +
          `<rect x="30" y="42" width="6" height="3" fill="#333"/>`,
      )
    case 'lantern':
      return (
        `<rect x="34" y="28" width="32" height="50" rx="6" fill="${main}"/>` +
        `<rect x="39" y="36" width="22" height="32" rx="3" fill="#fff6b0"/>` +
        `<path d="M40 28 Q50 12 60 28" fill="none" stroke="#444" stroke-width="3"/>`
      )
    case 'battery':
      return g(
        `<rect x="25" y="38" width="48" height="24" rx="4" fill="${main}"/>` +
          `<rect x="73" y="45" width="5" height="10" rx="1" fill="#999"/>` +
          `<path d="M46 42 L40 51 L48 51 L43 59 L55 48 L47 48 L52 42Z" fill="#fff"/>`,
      )
    case 'bottle':
      return (
        `<rect x="38" y="28" width="24" height="58" rx="8" fill="${main}"/>` +
        `<rect x="43" y="18" width="14" height="12" rx="2" fill="#444"/>` +
        `<rect x="38" y="50" width="24" height="8" fill="${accent}"/>`
      )
    case 'backpack':
      return (
        `<rect x="28" y="24" width="44" height="60" rx="12" fill="${main}"/>` +
        `<rect x="35" y="52" width="30" height="24" rx="5" fill="${accent}"/>` +
        `<path d="M40 24 Q50 10 60 24" fill="none" stroke="#333" stroke-width="3"/>`
      )
    case 'cookware':
      return (
        `<ellipse cx="46" cy="58" rx="26" ry="10" fill="${main}"/>` +
        `<rect x="20" y="40" width="52" height="18" fill="${main}"/>` +
        `<ellipse cx="46" cy="40" rx="26" ry="8" fill="${accent}"/>` +
        `<rect x="72" y="44" width="20" height="4" rx="2" fill="#444"/>`
      )
    case 'fire':
      return g(
        `<rect x="30" y="46" width="44" height="8" rx="4" fill="#777"/>` +
          `<rect x="20" y="44" width="14" height="12" rx="3" fill="${main}"/>` +
          `<path d="M76 40 L82 46 L78 47 L86 52 L76 50 L80 56 L72 48Z" fill="#f7a400"/>`,
      )
    case 'book':
      return (
        `<rect x="28" y="20" width="44" height="60" rx="2" fill="${main}"/>` +
        `<rect x="32" y="20" width="3" height="60" fill="${accent}"/>` +
        `<rect x="40" y="32" width="26" height="4" fill="#fff"/><rect x="40" y="40" width="20" height="3" fill="#fff"/>`
      )
    case 'giftcard':
      return (
        `<rect x="18" y="30" width="64" height="40" rx="4" fill="${main}"/>` +
        `<rect x="44" y="30" width="6" height="40" fill="${accent}"/><rect x="18" y="47" width="64" height="6" fill="${accent}"/>`
      )
    case 'sheath':
      return g(
        `<path d="M38 20 L62 20 L60 76 L50 88 L40 76Z" fill="${main}" stroke="#3e2723"/>` +
          `<rect x="36" y="26" width="28" height="5" fill="${accent}"/>`,
      )
    case 'care':
      return (
        `<rect x="38" y="34" width="24" height="48" rx="5" fill="${main}"/>` +
        `<rect x="45" y="22" width="10" height="13" rx="2" fill="#444"/>` +
        `<rect x="41" y="50" width="18" height="14" fill="#fff"/>`
      )
    case 'board':
      return (
        `<rect x="16" y="30" width="68" height="40" rx="6" fill="#b5834a"/>` +
        `<rect x="20" y="34" width="60" height="32" rx="4" fill="#c99a5e" stroke="${main}" stroke-width="1.5"/>` +
        `<circle cx="76" cy="50" r="2.5" fill="#8d6236"/>`
      )
    case 'lighter':
      return (
        `<rect x="36" y="38" width="28" height="40" rx="3" fill="${main}"/>` +
        `<rect x="36" y="26" width="28" height="14" rx="2" fill="#b0b6ba"/>` +
        `<path d="M50 10 Q58 20 50 26 Q42 20 50 10Z" fill="#f7a400"/>`
      )
    case 'bits':
      // An open case with a row of bits.
      return (
        `<rect x="16" y="30" width="68" height="40" rx="5" fill="${main}"/>` +
        `<rect x="21" y="36" width="58" height="28" rx="3" fill="#2b2b2b"/>` +
        [25, 33, 41, 49, 57, 65, 73]
          .map(
            (x) =>
              `<rect x="${x}" y="40" width="4" height="16" rx="1" fill="#c9ced2"/><path d="M${x} 40 L${x + 2} 36 L${x + 4} 40Z" fill="#c9ced2"/>`,
          )
          .join('')
      )
    case 'paste':
      // A tube of compound with its cap.
      return g(
        `<path d="M22 40 L70 42 L70 58 L22 60 L18 50Z" fill="${main}"/>` +
          `<rect x="30" y="45" width="26" height="10" rx="2" fill="#fff"/>` +
          `<rect x="70" y="45" width="8" height="10" fill="#b0b6ba"/>` +
          `<rect x="78" y="43" width="10" height="14" rx="2" fill="${accent}"/>`,
      )
    case 'cord':
      // A hank of braided cord.
      return (
        `<ellipse cx="50" cy="50" rx="30" ry="22" fill="none" stroke="${main}" stroke-width="9"/>` +
        `<ellipse cx="50" cy="50" rx="30" ry="22" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="4 5"/>` +
        `<rect x="44" y="24" width="12" height="52" rx="3" fill="${main}" opacity="0.9"/>`
      )
    case 'strop':
      // A wooden paddle with a strip of leather.
      return g(
        `<rect x="10" y="42" width="64" height="16" rx="3" fill="#b5834a"/>` +
          `<rect x="14" y="39" width="56" height="8" rx="2" fill="${main}"/>` +
          `<rect x="74" y="46" width="18" height="8" rx="4" fill="#8d6236"/>`,
      )
    case 'cardtool':
      // A card-sized plate with cut-outs.
      return g(
        `<rect x="20" y="30" width="60" height="40" rx="4" fill="${main}"/>` +
          `<circle cx="32" cy="42" r="5" fill="${accent}"/>` +
          `<rect x="44" y="38" width="28" height="6" rx="3" fill="${accent}"/>` +
          `<path d="M24 62 L76 62" stroke="${accent}" stroke-width="3" stroke-dasharray="3 3"/>`,
      )
    case 'keychain':
      // A small tool on a key ring.
      return g(
        `<circle cx="30" cy="50" r="12" fill="none" stroke="#8a9399" stroke-width="4"/>` +
          `<rect x="40" y="44" width="44" height="12" rx="6" fill="${main}"/>` +
          `<path d="M84 47 L94 50 L84 53Z" fill="#cfd4d8"/>`,
      )
    case 'sharpener':
      // A pull-through sharpener: a handle and a box with a V slot.
      return (
        `<rect x="16" y="46" width="36" height="12" rx="6" fill="#444"/>` +
        `<rect x="48" y="36" width="36" height="30" rx="6" fill="${main}"/>` +
        `<path d="M60 36 L66 50 L72 36Z" fill="${accent}"/>` +
        `<rect x="44" y="66" width="44" height="4" rx="2" fill="#333"/>`
      )
    case 'honingsteel':
      // A long rod with a handle and a guard.
      return g(
        `<rect x="10" y="47" width="58" height="6" rx="3" fill="#b0b6ba"/>` +
          `<rect x="66" y="40" width="4" height="20" rx="2" fill="#555"/>` +
          `<rect x="70" y="44" width="22" height="12" rx="5" fill="${main}"/>`,
      )
    case 'brand':
      return ''
  }
}
