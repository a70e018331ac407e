/**
 * HTML written on the server without React (mail bodies, the test payment provider's page): every value
 * put into a `html` template is escaped unless it is itself the output of `html`, so escaping cannot
 * be forgotten one interpolation at a time.
 *
 *   html`<p>${name}</p>`                        // name "<b>" → <p>&lt;b&gt;</p>
 *   html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>`
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text as HTML (also safe inside a quoted attribute value). Also right for XML. */
export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ENTITIES[c]!)
}

/** A value inside `html`: SafeHtml as it is, arrays joined, null/undefined/false as nothing, the rest escaped. */
function fragment(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(fragment).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!
  for (let i = 0; i < values.length; i++) out += fragment(values[i]) + strings[i + 1]!
  return new SafeHtml(out)
}

/**
 * A link target for `href`: only http(s), mailto: and tel: URLs, so a value from data can never become
 * `javascript:`. Throws on anything else (a programming error, not user input).
 */
export function safeHref(href: string): string {
  const url = URL.parse(href)
  if (!url || !['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) {
    throw new Error(`Refusing link target ${JSON.stringify(href)}`)
  }
  return url.href
}
