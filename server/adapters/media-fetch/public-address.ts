import { BlockList, isIP } from 'node:net'

/**
 * Which IP addresses an image fetch may reach (server-side request forgery, issue 34): only globally routed
 * unicast addresses. Everything a catalogue should never make the shop call is refused: loopback, private
 * networks, link-local (169.254.169.254 is the cloud metadata service), carrier-grade NAT, unique-local,
 * multicast, unspecified, documentation and benchmarking ranges, and IPv6 forms that carry an IPv4 address
 * (mapped, NAT64, 6to4), judged by the address they carry.
 */
const NOT_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]

const NOT_PUBLIC_V6: Array<[string, number]> = [
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
]

const notPublic = new BlockList()
for (const [network, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(network, prefix, 'ipv6')

const globalUnicastV6 = new BlockList()
globalUnicastV6.addSubnet('2000::', 3, 'ipv6')

/** True for an address the shop may fetch from; false for anything else, including a string that is no IP. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) return !notPublic.check(address, 'ipv4')
  if (version !== 6) return false
  const embedded = embeddedIpv4(address)
  if (embedded) return isPublicAddress(embedded)
  // Outside 2000::/3 is unspecified, loopback, unique-local (fc00::/7), link-local (fe80::/10), multicast
  // (ff00::/8) and unassigned space.
  return globalUnicastV6.check(address, 'ipv6') && !notPublic.check(address, 'ipv6')
}

/** The IPv4 address an IPv6 address stands for: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address)
  if (!groups) return null
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0)
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!)
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!)
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!)
  return null
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const start = parse(head)
  const end = tail === undefined ? [] : parse(tail)
  const missing = 8 - start.length - end.length
  if (missing < 0 || (tail === undefined && missing !== 0)) return null
  const groups = [...start, ...Array<number>(missing).fill(0), ...end]
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null
}
