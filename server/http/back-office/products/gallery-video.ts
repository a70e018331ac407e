/**
 * A product video's YouTube id from what staff paste (issue 35): the 11-character id itself, or a YouTube
 * address of the forms YouTube hands out (`watch?v=`, `youtu.be/`, `/shorts/`, `/embed/`, `/live/`), on
 * youtube.com, its `www.`/`m.`/`music.` hosts, youtube-nocookie.com or youtu.be. Anything else is null, so
 * the form refuses it rather than storing a link to some other site.
 */
const ID = /^[A-Za-z0-9_-]{11}$/
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const PATH_FORMS = /^\/(?:shorts|embed|live|v)\/([^/?#]+)\/?$/

export function youtubeIdFrom(pasted: string): string | null {
  const text = pasted.trim()
  if (ID.test(text)) return text
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.port) return null
  const host = url.hostname.toLowerCase()
  let id: string | null | undefined
  if (host === 'youtu.be') id = /^\/([^/?#]+)\/?$/.exec(url.pathname)?.[1]
  else if (HOSTS.has(host))
    id = url.pathname === '/watch' ? url.searchParams.get('v') : PATH_FORMS.exec(url.pathname)?.[1]
  return id && ID.test(id) ? id : null
}
