/** How each social network writes its own name (brand names, the same in both languages). */
const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  whatsapp: 'WhatsApp',
}

export function socialNetworkName(network: string): string {
  return networkNames[network] ?? network
}
