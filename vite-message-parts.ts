import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { messagePartOf } from './core/i18n/message-parts'

const PREFIX = 'virtual:messages/'
const MESSAGES = fileURLToPath(new URL('./core/i18n/messages/', import.meta.url))

/**
 * `virtual:messages/<locale>-<part>`: the messages of one part (core/i18n/message-parts.ts) of a language's
 * catalogue, cut from core/i18n/messages/<locale>.json at build time, so that the browser loads each part
 * as a chunk of its own (named `<locale>-<part>-<hash>.js`).
 */
export function messageParts(): Plugin {
  return {
    name: 'message-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const match = /^([a-z]+)-([a-z]+)$/.exec(id.slice(PREFIX.length + 1))
      if (!match) throw new Error(`Unknown message part ${id.slice(1)}`)
      const [, locale, part] = match
      const file = `${MESSAGES}${locale}.json`
      this.addWatchFile(file)
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
      const messages = Object.fromEntries(Object.entries(all).filter(([key]) => messagePartOf(key) === part))
      return `export default ${JSON.stringify(messages)}`
    },
  }
}
