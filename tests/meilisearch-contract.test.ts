import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OutsideServiceError } from '#server/adapters/outside-service'
import { createMeilisearchEngine } from '#server/adapters/search/meilisearch'
import { createPostgresSearchEngine } from '#server/adapters/search/postgres'
import type { EngineQuery } from '#server/adapters/search/port'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { listSynonyms, saveSynonyms } from '#server/domain/search/synonyms'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createTestDatabase } from './db'

/**
 * The Meilisearch adapter (decision 0056) against a small fake of its HTTP API on loopback: what it sends
 * (multi-search, document pushes, settings, the key) and how it reads the answers.
 */
interface Recorded {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

let handle: DatabaseHandle
let fake: {
  url: string
  requests: Recorded[]
  answer: (request: Recorded) => [number, unknown]
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

beforeAll(async () => {
  handle = await createTestDatabase()
  await loadCatalogue(handle.db, generateCatalogue({ products: 40, seed: 3 }))
  await syncSearchIndex(handle.db, CONTENT_SOURCES)
  const requests: Recorded[] = []
  const state = {
    answer: (_request: Recorded): [number, unknown] => [202, { taskUid: 1 }],
  }
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        authorization: req.headers.authorization,
        body,
      }
      requests.push(request)
      const [status, answer] = fake.answer(request)
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: state.answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
})
afterAll(async () => {
  await fake.close()
  await handle.close()
})

const engine = () =>
  createMeilisearchEngine({
    url: fake.url,
    apiKey: 'master-key-0123456789',
    timeoutMs: 2000,
    popularTerms: createPostgresSearchEngine(handle.db),
  })

const query = (overrides: Partial<EngineQuery>): EngineQuery => ({
  index: 'products',
  locale: 'nl',
  query: 'zakmes',
  page: 0,
  hitsPerPage: 5,
  sort: 'relevance',
  filters: [],
  facets: [],
  ...overrides,
})

describe('Meilisearch adapter', () => {
  it('pushes settings and every document of each index and language on a full sync, with the key', async () => {
    fake.requests.length = 0
    fake.answer = () => [202, { taskUid: 1 }]
    await engine().sync(handle.db, { full: true })
    const settings = fake.requests.filter((r) => r.method === 'PATCH')
    expect(settings.map((r) => r.path)).toContain('/indexes/products_de/settings')
    expect(settings[0]!.body).toMatchObject({
      filterableAttributes: ['brand', 'category', 'price_cents'],
      typoTolerance: { minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
    })
    const pushes = fake.requests.filter(
      (r) => r.method === 'POST' && r.path.startsWith('/indexes/products_nl/documents'),
    )
    const documents = pushes.flatMap((r) => r.body as Array<Record<string, unknown>>)
    expect(documents.length).toBeGreaterThan(30)
    const first = documents[0]!
    expect(Buffer.from(first.id as string, 'base64url').toString()).toBe(first.object_id)
    expect(first).toMatchObject({
      title: expect.any(String),
      text: expect.any(String),
      in_stock: expect.any(Number),
    })
    for (const request of fake.requests) expect(request.authorization).toBe('Bearer master-key-0123456789')
  })

  it('sends a batch as one multi-search and reads hits, counts and facets; popular terms stay in PostgreSQL', async () => {
    fake.requests.length = 0
    fake.answer = (request) =>
      request.path === '/multi-search'
        ? [
            200,
            {
              results: [
                {
                  hits: [{ object_id: '7', document: { category: 'Zakmessen' } }],
                  totalHits: 12,
                  facetDistribution: { brand: { Noordkaap: 3 } },
                  facetStats: { price_cents: { min: 1000, max: 9000 } },
                },
              ],
            },
          ]
        : [404, {}]
    const [popular, products] = await engine().search([
      query({ index: 'popular_terms' }),
      query({
        sort: 'price_asc',
        page: 1,
        filters: [{ facet: 'brand', values: ['Noordkaap', 'Kuro "X"'], negated: false }],
        priceMinCents: 500,
        facets: ['brand', 'price'],
      }),
    ])
    expect(popular!.objectIds).toEqual([])
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]!.body).toEqual({
      queries: [
        {
          indexUid: 'products_nl',
          q: 'zakmes',
          page: 2,
          hitsPerPage: 5,
          filter: 'brand IN ["Noordkaap", "Kuro \\"X\\""] AND price_cents >= 500',
          sort: ['price_cents:asc'],
          facets: ['brand', 'price_cents'],
        },
      ],
    })
    expect(products).toMatchObject({
      objectIds: ['7'],
      nbHits: 12,
      facets: { brand: { Noordkaap: 3 } },
      priceStats: { min: 1000, max: 9000 },
    })
  })

  it('pushes the synonym list as every index’s synonyms setting, again only after staff changed it', async () => {
    fake.answer = () => [202, { taskUid: 1 }]
    await engine().sync(handle.db, { full: true })
    fake.requests.length = 0
    await engine().sync(handle.db, { full: false })
    expect(fake.requests.filter((r) => r.path.includes('/settings'))).toEqual([])

    const groups = [...(await listSynonyms(handle.db, 'en')), ['fruit knife', 'pocket knife']]
    await saveSynonyms(handle.db, { id: null, email: 'test' }, 'en', groups)
    fake.requests.length = 0
    await engine().sync(handle.db, { full: false })
    const pushed = fake.requests.filter((r) => r.path.endsWith('/settings/synonyms'))
    expect(pushed.map((r) => `${r.method} ${r.path}`)).toContain('PUT /indexes/products_en/settings/synonyms')
    expect(pushed).toHaveLength(9)
    const english = pushed.find((r) => r.path === '/indexes/products_en/settings/synonyms')!.body as Record<
      string,
      string[]
    >
    expect(english['fruit knife']).toEqual(['pocket knife'])
    expect(english['pocket knife']).toEqual(expect.arrayContaining(['penknife', 'fruit knife']))
    const dutch = pushed.find((r) => r.path === '/indexes/products_nl/settings/synonyms')!.body as Record<
      string,
      string[]
    >
    expect(dutch['fruit knife']).toBeUndefined()
    expect(dutch.knipmes).toEqual(expect.arrayContaining(['zakmes']))

    fake.requests.length = 0
    await engine().sync(handle.db, { full: false })
    expect(fake.requests.filter((r) => r.path.includes('/settings'))).toEqual([])
  })

  it('turns a failing or misshapen answer into an OutsideServiceError', async () => {
    fake.answer = () => [500, { message: 'down' }]
    await expect(engine().search([query({})])).rejects.toBeInstanceOf(OutsideServiceError)
    fake.answer = () => [200, { results: [] }]
    await expect(engine().search([query({})])).rejects.toBeInstanceOf(OutsideServiceError)
  })
})
