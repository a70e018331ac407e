import sharp from 'sharp'
import { hashString, Random } from './prng'

/**
 * Photo-like product originals for the photo catalogue (`npm run demo:data -- --photos`, the benchmarks and
 * the media journey; issue 34): JPEGs of 1,500–2,500 px and a few hundred KB, drawn locally from a seed, so
 * nothing is downloaded and the same seed gives the same bytes. Each is an object (a knife, a bottle, an axe,
 * a lantern, a box) in metallic and coloured gradients with a soft shadow on a light studio background, with
 * film grain so that it compresses like a photograph and not like a drawing. About one in four carries an
 * EXIF orientation other than 1 with its pixels stored turned, as cameras do, so the pipeline must apply it.
 */

export interface PhotoSpec {
  /** The upright picture, as a shopper should see it. */
  width: number
  height: number
  /** EXIF orientation written in the file: 1 (as stored), 3 (turned 180°), 6 (90° clockwise), 8 (90° anticlockwise). */
  orientation: 1 | 3 | 6 | 8
  shape: PhotoShape
}

export const PHOTO_SHAPES = ['knife', 'bottle', 'axe', 'lantern', 'box'] as const
export type PhotoShape = (typeof PHOTO_SHAPES)[number]

const ASPECTS = [
  [4, 3],
  [1, 1],
  [3, 2],
  [4, 5],
] as const
const ORIENTATIONS = [1, 1, 1, 6, 1, 8, 1, 3] as const

/** What the seed makes: size, orientation and object; cheap, for tests and feeds that name the picture. */
export function photoSpec(seed: string): PhotoSpec {
  const random = new Random(hashString(`photo:${seed}`))
  const [w, h] = random.pick(ASPECTS)
  const long = random.int(1500, 2500)
  const width = w >= h ? long : Math.round((long * w) / h)
  const height = w >= h ? Math.round((long * h) / w) : long
  return {
    width,
    height,
    orientation: random.pick(ORIENTATIONS),
    // A seed that starts with an object's name (`knife-3`) draws that object.
    shape:
      PHOTO_SHAPES.find((shape) => seed.startsWith(`${shape}-`)) ??
      PHOTO_SHAPES[hashString(`shape:${seed}`) % PHOTO_SHAPES.length]!,
  }
}

/** The JPEG for a seed. About 0.2–0.5 s of CPU for one; callers that need many keep them (image server). */
export async function renderPhoto(seed: string): Promise<Buffer> {
  const spec = photoSpec(seed)
  const random = new Random(hashString(`colours:${seed}`))
  const svg = sceneSvg(spec, random)
  const upright = await sharp(Buffer.from(svg))
    .composite([{ input: grain(spec.width, spec.height, hashString(`grain:${seed}`)), raw: rawRgba(spec) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  // Stored turned back, so that applying the orientation shows the picture upright.
  const stored = sharp(upright.data, { raw: upright.info }).rotate(STORED_TURN[spec.orientation])
  return stored
    .jpeg({ quality: 88, chromaSubsampling: '4:2:0' })
    .withMetadata({ orientation: spec.orientation })
    .toBuffer()
}

/** Degrees the upright pixels are turned (clockwise) to be stored under each orientation. */
const STORED_TURN = { 1: 0, 3: 180, 6: 270, 8: 90 } as const

function rawRgba(spec: PhotoSpec) {
  return { width: spec.width, height: spec.height, channels: 4 as const }
}

/**
 * Film grain: grey noise at a low opacity. Made here with the seeded generator rather than libvips's noise,
 * which draws from its own random source and would change the bytes from run to run.
 */
function grain(width: number, height: number, seed: number): Buffer {
  const random = new Random(seed)
  const pixels = Buffer.alloc(width * height * 4)
  for (let i = 0; i < pixels.length; i += 4) {
    const value = 80 + Math.floor(random.float() * 96)
    pixels[i] = value
    pixels[i + 1] = value
    pixels[i + 2] = value
    pixels[i + 3] = 34
  }
  return pixels
}

const BODY_COLOURS = ['#b3261e', '#1f4e9c', '#2e7d32', '#ef6c00', '#3d405b', '#6d4c41', '#f2c12e', '#222222']

/** The scene in a 1000 × 1000 box scaled to the picture (objects keep their proportions). */
function sceneSvg(spec: PhotoSpec, random: Random): string {
  const { width, height } = spec
  const hue = random.int(0, 359)
  const body = random.pick(BODY_COLOURS)
  const tilt = random.int(-25, 25)
  const scale = Math.min(width, height) / 1000
  const dx = (width - 1000 * scale) / 2
  const dy = (height - 1000 * scale) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs>` +
    `<radialGradient id="bg" cx="50%" cy="40%" r="75%">` +
    `<stop offset="0" stop-color="hsl(${hue} 20% 98%)"/><stop offset="1" stop-color="hsl(${hue} 12% 84%)"/></radialGradient>` +
    `<linearGradient id="steel" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#f4f6f8"/><stop offset="0.45" stop-color="#aab3bb"/>` +
    `<stop offset="0.55" stop-color="#7d8790"/><stop offset="1" stop-color="#d9dee2"/></linearGradient>` +
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${body}" stop-opacity="0.75"/><stop offset="0.5" stop-color="${body}"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient>` +
    `<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>` +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(4)})">` +
    `<ellipse cx="500" cy="800" rx="380" ry="60" fill="url(#shadow)"/>` +
    `<g transform="rotate(${spec.shape === 'bottle' || spec.shape === 'lantern' ? Math.round(tilt / 5) : tilt} 500 500)">` +
    shapeSvg(spec.shape) +
    `</g></g></svg>`
  )
}

function shapeSvg(shape: PhotoShape): string {
  switch (shape) {
    case 'knife':
      return (
        `<path d="M90 520 Q380 380 640 470 L640 560 Q360 600 90 520Z" fill="url(#steel)" stroke="#6b747c" stroke-width="4"/>` +
        `<path d="M150 505 Q380 430 630 480" stroke="url(#shine)" stroke-width="14" fill="none" filter="url(#soft)"/>` +
        `<rect x="620" y="455" width="300" height="120" rx="55" fill="url(#body)"/>` +
        `<circle cx="680" cy="515" r="14" fill="#e8e8e8"/><circle cx="860" cy="515" r="14" fill="#e8e8e8"/>`
      )
    case 'bottle':
      return (
        `<rect x="440" y="140" width="120" height="110" rx="16" fill="#333"/>` +
        `<path d="M440 250 L560 250 L600 340 L600 780 Q600 810 570 810 L430 810 Q400 810 400 780 L400 340Z" fill="url(#body)"/>` +
        `<rect x="410" y="450" width="180" height="200" fill="#f5f1e6" opacity="0.92"/>` +
        `<rect x="430" y="480" width="140" height="20" fill="#555"/><rect x="430" y="520" width="100" height="12" fill="#888"/>` +
        `<rect x="420" y="300" width="40" height="480" fill="url(#shine)" filter="url(#soft)"/>`
      )
    case 'axe':
      return (
        `<rect x="470" y="160" width="60" height="640" rx="26" fill="#8d5a2b"/>` +
        `<rect x="478" y="160" width="18" height="640" rx="9" fill="#b07a45" opacity="0.7"/>` +
        `<path d="M420 200 L620 170 Q760 230 780 360 Q660 350 560 330 L420 320Z" fill="url(#steel)" stroke="#5f676e" stroke-width="4"/>` +
        `<path d="M680 220 Q750 270 770 350" stroke="url(#shine)" stroke-width="16" fill="none" filter="url(#soft)"/>`
      )
    case 'lantern':
      return (
        `<path d="M420 200 Q500 110 580 200" stroke="#444" stroke-width="14" fill="none"/>` +
        `<rect x="380" y="200" width="240" height="70" rx="20" fill="url(#body)"/>` +
        `<rect x="400" y="270" width="200" height="400" fill="#fff4c2" opacity="0.85"/>` +
        `<ellipse cx="500" cy="470" rx="70" ry="110" fill="#ffd54f" filter="url(#soft)"/>` +
        `<rect x="392" y="270" width="20" height="400" fill="#555"/><rect x="588" y="270" width="20" height="400" fill="#555"/>` +
        `<rect x="370" y="670" width="260" height="90" rx="20" fill="url(#body)"/>`
      )
    case 'box':
      return (
        `<path d="M260 380 L560 300 L760 400 L460 480Z" fill="url(#body)" opacity="0.8"/>` +
        `<path d="M260 380 L460 480 L460 780 L260 680Z" fill="url(#body)"/>` +
        `<path d="M460 480 L760 400 L760 700 L460 780Z" fill="url(#steel)"/>` +
        `<rect x="520" y="520" width="180" height="40" fill="#333" transform="skewY(-15)"/>`
      )
  }
}

/**
 * The same picture under a distinct content hash: a JPEG comment naming `tag` is inserted after the file's
 * APPn segments (JFIF, EXIF), so the pixels are unchanged but the bytes, and with them the SHA-256 the shop
 * stores originals by, differ. The benchmark uses it to give 30,000 image addresses 30,000 originals without
 * drawing 30,000 pictures.
 */
export function tagJpeg(jpeg: Buffer, tag: string): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG')
  let at = 2
  while (jpeg[at] === 0xff && jpeg[at + 1]! >= 0xe0 && jpeg[at + 1]! <= 0xef)
    at += 2 + jpeg.readUInt16BE(at + 2)
  const text = Buffer.from(tag, 'utf8')
  const comment = Buffer.alloc(4 + text.length)
  comment[0] = 0xff
  comment[1] = 0xfe
  comment.writeUInt16BE(2 + text.length, 2)
  text.copy(comment, 4)
  return Buffer.concat([jpeg.subarray(0, at), comment, jpeg.subarray(at)])
}
