import { describe, expect, it } from 'vitest'
import { dataRoutesOnce, matchRankedBranches } from './react-router-memo'

/** Branches as patterns; a match is the branch and path, as React Router's `matchRouteBranch` answers. */
function matcher() {
  const calls: string[] = []
  const match = (branch: RegExp, path: string, allowPartial: boolean) => {
    calls.push(branch.source)
    return branch.test(path) ? { branch: branch.source, path, allowPartial } : null
  }
  return { calls, match }
}

describe('matchRankedBranches', () => {
  const branches = [/^\/shopping-cart$/, /^\/de\/warenkorb$/, /^\/en\/.+$/, /^\/.*$/]

  it('answers as the loop over every branch does, then tries only the branch that matched', () => {
    const { calls, match } = matcher()
    const first = matchRankedBranches(branches, '/en/login', false, match)
    expect(first).toEqual({ branch: '^\\/en\\/.+$', path: '/en/login', allowPartial: false })
    expect(calls).toHaveLength(3)
    calls.length = 0
    expect(matchRankedBranches(branches, '/en/login', false, match)).toEqual(first)
    expect(calls).toEqual(['^\\/en\\/.+$'])
  })

  it('remembers a path no branch matches, and keeps partial and whole matching apart', () => {
    const { calls, match } = matcher()
    const none = [/^\/a$/, /^\/b$/]
    expect(matchRankedBranches(none, '/c', false, match)).toBeNull()
    expect(calls).toHaveLength(2)
    calls.length = 0
    expect(matchRankedBranches(none, '/c', false, match)).toBeNull()
    expect(calls).toEqual([])
    expect(matchRankedBranches(none, '/c', true, match)).toBeNull()
    expect(calls).toHaveLength(2)
  })

  it('keeps a list of its own per branch list, and stays bounded however many paths come', () => {
    const { calls, match } = matcher()
    const catchAll = [/^\/x$/, /^\/.*$/]
    for (let i = 0; i < 12_000; i++) matchRankedBranches(catchAll, `/product-${i}`, false, match)
    calls.length = 0
    // The oldest paths were forgotten when the memory was full: tried again from the first branch, same answer.
    expect(matchRankedBranches(catchAll, '/product-1', false, match)?.branch).toBe('^\\/.*$')
    expect(calls).toEqual(['^\\/x$', '^\\/.*$'])
    // Another branch list does not share the first one's memory.
    const other = [/^\/product-1$/, /^\/.*$/]
    expect(matchRankedBranches(other, '/product-1', false, match)?.branch).toBe('^\\/product-1$')
  })
})

describe('dataRoutesOnce', () => {
  it('builds once per object and gives every later caller the same value', () => {
    const routes = [{ id: 'root' }]
    let builds = 0
    const build = () => ({ built: ++builds })
    const first = dataRoutesOnce(routes, build)
    expect(dataRoutesOnce(routes, build)).toBe(first)
    expect(builds).toBe(1)
    expect(dataRoutesOnce([{ id: 'root' }], build)).not.toBe(first)
  })
})
