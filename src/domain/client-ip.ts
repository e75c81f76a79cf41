import { BlockList, isIP } from 'node:net'

/** Parses `TRUSTED_PROXIES` (comma-separated addresses or CIDR ranges) into a matcher. */
export function parseTrustedProxies(spec: string | undefined): BlockList {
  const list = new BlockList()
  for (const raw of (spec ?? '').split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const [address = '', prefix] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or range`)
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return list
}

function normalize(address: string): string {
  const trimmed = address.trim()
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address)
  if (!family) return false
  return trusted.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address: the socket peer, unless that peer is a trusted proxy, in which case
 * walk `X-Forwarded-For` from the right while each hop is trusted. Entries added by the client
 * itself (left of the first untrusted hop) are never believed.
 */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string | null {
  if (!socketAddress) return null
  let address = normalize(socketAddress)
  const hops = (forwardedFor ?? '').split(',').map(normalize).filter(Boolean).reverse()
  for (const hop of hops) {
    if (!isTrusted(address, trusted)) break
    if (!isIP(hop)) return null
    address = hop
  }
  return isIP(address) ? address : null
}

const nonPublic = new BlockList()
nonPublic.addSubnet('10.0.0.0', 8)
nonPublic.addSubnet('172.16.0.0', 12)
nonPublic.addSubnet('192.168.0.0', 16)
nonPublic.addSubnet('127.0.0.0', 8)
nonPublic.addSubnet('169.254.0.0', 16)
nonPublic.addSubnet('100.64.0.0', 10)
nonPublic.addAddress('::1', 'ipv6')
nonPublic.addSubnet('fc00::', 7, 'ipv6')
nonPublic.addSubnet('fe80::', 10, 'ipv6')

/** Loopback and private addresses have no country: the lookup is skipped for them. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (!family) return false
  return !nonPublic.check(address, family === 6 ? 'ipv6' : 'ipv4')
}
