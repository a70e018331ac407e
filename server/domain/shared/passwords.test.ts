import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, SCRYPT_PARAMETERS, verifyPassword } from './passwords'

describe('passwords', () => {
  it('hash with a fresh salt and the recorded parameters, and verify', async () => {
    const first = await hashPassword('correct horse battery staple')
    const second = await hashPassword('correct horse battery staple')
    expect(first).not.toBe(second)
    const { N, r, p } = SCRYPT_PARAMETERS
    expect(first.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true)
    expect(await verifyPassword('correct horse battery staple', first)).toBe(true)
    expect(await verifyPassword('correct horse battery stapl', first)).toBe(false)
    expect(needsRehash(first)).toBe(false)
  })

  it('treat composed and decomposed characters alike, and reject malformed hashes', async () => {
    const hash = await hashPassword('Crème brûlée')
    expect(await verifyPassword('Cre\u0300me bru\u0302le\u0301e', hash)).toBe(true)
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$0$8$1$a$b')).toBe(false)
  })

  it('ask for a re-hash of hashes made with weaker parameters', async () => {
    const weak = await hashPassword('password123', { N: 2 ** 10, r: 8, p: 1 })
    expect(await verifyPassword('password123', weak)).toBe(true)
    expect(needsRehash(weak)).toBe(true)
  })
})
