import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'

/**
 * The address a request comes from, for rate limits: the connecting socket's, or with TRUST_PROXY=n the
 * address n proxies back in X-Forwarded-For (each proxy appends the address it saw; only entries our own
 * proxies wrote can be trusted, so it is counted from the right). IPv6 addresses count per /64, the
 * block one subscriber gets; IPv4-mapped addresses as IPv4. Loopback and private addresses are not
 * exempt: a flood from the same host is still a flood.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
  let address = socket?.remoteAddress ?? 'unknown'
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
    const entry = forwarded[forwarded.length - trustProxy]
    if (entry) address = entry
  }
  return normalizeAddress(address)
}

export function normalizeAddress(address: string): string {
  const lower = address.toLowerCase()
  if (lower.startsWith('::ffff:') && lower.includes('.')) return lower.slice('::ffff:'.length)
  if (!lower.includes(':')) return lower
  return `${expandIpv6(lower).slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const missing = Math.max(0, 8 - left.length - right.length)
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  )
}
