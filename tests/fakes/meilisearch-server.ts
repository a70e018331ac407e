import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small fake of Meilisearch's HTTP API on loopback, for the contract test of the Meilisearch adapter: the
 * endpoints the official client calls for it, with Meilisearch's shapes, bearer-key authentication and, above
 * all, its asynchronous tasks. Every write answers 202 with an enqueued task; tasks are processed one at a
 * time in order, each `enqueued` → `processing` → `succeeded` or `failed` a few milliseconds apart, and what
 * a task writes is visible only once it succeeded. A test may pause the queue (before a chosen task) and make
 * a task fail.
 *
 *   GET /tasks/:uid                         GET|POST /indexes, GET|DELETE /indexes/:uid
 *   GET /indexes/:uid/stats                 GET|PATCH /indexes/:uid/settings
 *   GET|POST|DELETE /indexes/:uid/documents POST /indexes/:uid/documents/delete-batch
 *   POST /swap-indexes                      POST /multi-search
 *
 * Search is simple on purpose: every query word must start a word of a searchable attribute (or be a synonym
 * of one), no typos; ranked by in_stock and popularity. Filters, sorts, facet distributions and facet stats
 * follow Meilisearch's rules (an attribute must be filterable or sortable; NOT IN keeps documents without it).
 */

type Doc = Record<string, unknown>

export interface FakeSettings {
  searchableAttributes: string[]
  filterableAttributes: string[]
  sortableAttributes: string[]
  rankingRules: string[]
  synonyms: Record<string, string[]>
  typoTolerance: Record<string, unknown>
  faceting: { maxValuesPerFacet: number; sortFacetValuesBy: Record<string, 'alpha' | 'count'> }
}

export interface FakeIndex {
  uid: string
  primaryKey: string | null
  documents: Map<string, Doc>
  settings: FakeSettings
  createdAt: string
}

export interface FakeTask {
  uid: number
  indexUid: string | null
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed'
  type: string
  enqueuedAt: string
  startedAt: string | null
  finishedAt: string | null
  error: { message: string; code: string; type: string; link: string } | null
}

export interface RecordedRequest {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

export interface FakeMeilisearch {
  url: string
  apiKey: string
  requests: RecordedRequest[]
  indexes: Map<string, FakeIndex>
  tasks: FakeTask[]
  /** Milliseconds between a task's steps (enqueued → processing → finished). */
  stepMs: number
  /** Tasks stop moving (stay enqueued) until `resume`. */
  pause(): void
  resume(): void
  /** Pauses the queue when the next task to be processed matches; resolves with that task. */
  pauseBefore(match: (task: FakeTask) => boolean): Promise<FakeTask>
  /** The next task that matches fails with this error code. */
  failNext(match: (task: FakeTask) => boolean, code?: string): void
  /** Resolves when no task is enqueued or processing. */
  idle(): Promise<void>
  close(): Promise<void>
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const DEFAULT_RANKING = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness']

function defaultSettings(): FakeSettings {
  return {
    searchableAttributes: ['*'],
    filterableAttributes: [],
    sortableAttributes: [],
    rankingRules: [...DEFAULT_RANKING],
    synonyms: {},
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
    faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
  }
}

function errorBody(code: string, message: string) {
  return { message, code, type: 'invalid_request', link: `https://docs.meilisearch.com/errors#${code}` }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

export async function startFakeMeilisearch(
  options: { apiKey?: string; stepMs?: number } = {},
): Promise<FakeMeilisearch> {
  const apiKey = options.apiKey ?? 'master-key-0123456789'
  let stepMs = options.stepMs ?? 3
  const indexes = new Map<string, FakeIndex>()
  const tasks: FakeTask[] = []
  const requests: RecordedRequest[] = []
  const work = new Map<number, () => void>()
  const queue: FakeTask[] = []
  let paused = false
  let running = false
  let pauseRule: { match: (task: FakeTask) => boolean; resolve: (task: FakeTask) => void } | null = null
  const failures: Array<{ match: (task: FakeTask) => boolean; code: string }> = []
  const idleWaiters: Array<() => void> = []

  const now = () => new Date().toISOString()
  const getIndex = (uid: string) => {
    const index = indexes.get(uid)
    if (!index) throw new FakeError(404, 'index_not_found', `Index \`${uid}\` not found.`)
    return index
  }

  const enqueue = (type: string, indexUid: string | null, apply: () => void) => {
    const task: FakeTask = {
      uid: tasks.length,
      indexUid,
      status: 'enqueued',
      type,
      enqueuedAt: now(),
      startedAt: null,
      finishedAt: null,
      error: null,
    }
    tasks.push(task)
    work.set(task.uid, apply)
    queue.push(task)
    setTimeout(next, stepMs)
    return { taskUid: task.uid, indexUid, status: task.status, type, enqueuedAt: task.enqueuedAt }
  }

  // One task at a time, in order: processing after a step, finished after another.
  function next() {
    if (running || paused) return
    const task = queue[0]
    if (!task) {
      for (const resolve of idleWaiters.splice(0)) resolve()
      return
    }
    if (pauseRule?.match(task)) {
      const { resolve } = pauseRule
      pauseRule = null
      paused = true
      resolve(task)
      return
    }
    running = true
    queue.shift()
    task.status = 'processing'
    task.startedAt = now()
    setTimeout(() => {
      const failure = failures.findIndex((rule) => rule.match(task))
      try {
        if (failure >= 0) {
          const [rule] = failures.splice(failure, 1)
          throw new FakeError(400, rule!.code, `Task ${task.uid} failed as the test asked.`)
        }
        work.get(task.uid)!()
        task.status = 'succeeded'
      } catch (error) {
        if (!(error instanceof FakeError)) throw error
        task.status = 'failed'
        task.error = errorBody(error.code, error.message)
      }
      task.finishedAt = now()
      work.delete(task.uid)
      running = false
      setTimeout(next, stepMs)
    }, stepMs)
  }

  const route = (method: string, path: string, query: URLSearchParams, body: unknown): [number, unknown] => {
    const parts = path.split('/').filter(Boolean)
    if (method === 'GET' && parts[0] === 'tasks' && parts.length === 2) {
      const task = tasks[Number(parts[1])]
      if (!task) throw new FakeError(404, 'task_not_found', `Task \`${parts[1]}\` not found.`)
      return [200, { ...task, batchUid: null, canceledBy: null, duration: null }]
    }
    if (parts[0] === 'multi-search' && method === 'POST') return [200, multiSearch(body)]
    if (parts[0] === 'swap-indexes' && method === 'POST') {
      const swaps = body as Array<{ indexes: [string, string]; rename?: boolean }>
      return [202, enqueue('indexSwap', null, () => swapIndexes(swaps))]
    }
    if (parts[0] !== 'indexes')
      throw new FakeError(404, 'not_found', `${method} ${path} is no route of this fake.`)
    if (parts.length === 1) {
      if (method === 'GET') {
        const offset = Number(query.get('offset') ?? 0)
        const limit = Number(query.get('limit') ?? 20)
        const all = [...indexes.values()].sort((a, b) => (a.uid < b.uid ? -1 : 1))
        return [
          200,
          {
            results: all.slice(offset, offset + limit).map((index) => indexObject(index)),
            offset,
            limit,
            total: all.length,
          },
        ]
      }
      if (method === 'POST') {
        const { uid, primaryKey } = body as { uid: string; primaryKey?: string }
        return [
          202,
          enqueue('indexCreation', uid, () => {
            if (indexes.has(uid))
              throw new FakeError(409, 'index_already_exists', `Index \`${uid}\` already exists.`)
            indexes.set(uid, newIndex(uid, primaryKey ?? null))
          }),
        ]
      }
    }
    const uid = parts[1]!
    const rest = parts.slice(2).join('/')
    if (rest === '' && method === 'GET') return [200, indexObject(getIndex(uid))]
    if (rest === '' && method === 'DELETE')
      return [
        202,
        enqueue('indexDeletion', uid, () => {
          getIndex(uid)
          indexes.delete(uid)
        }),
      ]
    if (rest === 'stats' && method === 'GET') {
      const index = getIndex(uid)
      return [
        200,
        { numberOfDocuments: index.documents.size, isIndexing: queue.some((t) => t.indexUid === uid) },
      ]
    }
    if (rest === 'settings' && method === 'GET') return [200, getIndex(uid).settings]
    if (rest === 'settings' && method === 'PATCH')
      return [202, enqueue('settingsUpdate', uid, () => updateSettings(uid, body as Partial<FakeSettings>))]
    if (rest === 'documents' && method === 'POST') {
      const primaryKey = query.get('primaryKey')
      const documents = body as Doc[]
      return [202, enqueue('documentAdditionOrUpdate', uid, () => addDocuments(uid, primaryKey, documents))]
    }
    if (rest === 'documents' && method === 'GET') {
      const index = getIndex(uid)
      const offset = Number(query.get('offset') ?? 0)
      const limit = Number(query.get('limit') ?? 20)
      const fields = query.get('fields')?.split(',')
      const all = [...index.documents.values()]
      const results = all
        .slice(offset, offset + limit)
        .map((doc) => (fields ? Object.fromEntries(fields.map((field) => [field, doc[field]])) : doc))
      return [200, { results, offset, limit, total: all.length }]
    }
    if (rest === 'documents' && method === 'DELETE')
      return [202, enqueue('documentDeletion', uid, () => getIndex(uid).documents.clear())]
    if (rest === 'documents/delete-batch' && method === 'POST') {
      const ids = (body as Array<string | number>).map(String)
      return [
        202,
        enqueue('documentDeletion', uid, () => {
          const index = getIndex(uid)
          for (const id of ids) index.documents.delete(id)
        }),
      ]
    }
    throw new FakeError(404, 'not_found', `${method} ${path} is no route of this fake.`)
  }

  const newIndex = (uid: string, primaryKey: string | null): FakeIndex => ({
    uid,
    primaryKey,
    documents: new Map(),
    settings: defaultSettings(),
    createdAt: now(),
  })
  const indexObject = (index: FakeIndex) => ({
    uid: index.uid,
    primaryKey: index.primaryKey,
    createdAt: index.createdAt,
    updatedAt: index.createdAt,
  })

  function addDocuments(uid: string, primaryKey: string | null, documents: Doc[]) {
    let index = indexes.get(uid)
    if (!index) indexes.set(uid, (index = newIndex(uid, primaryKey)))
    index.primaryKey ??= primaryKey
    const key = index.primaryKey
    if (!key) throw new FakeError(400, 'index_primary_key_no_candidate_found', 'No primary key given.')
    // A batch is all or nothing.
    for (const doc of documents) {
      const id = doc[key]
      if (id === undefined) throw new FakeError(400, 'missing_document_id', `Document without \`${key}\`.`)
      if (!/^[A-Za-z0-9_-]{1,511}$/.test(String(id)))
        throw new FakeError(400, 'invalid_document_id', `Document identifier \`${String(id)}\` is invalid.`)
    }
    for (const doc of documents) index.documents.set(String(doc[key]), structuredClone(doc))
  }

  function updateSettings(uid: string, settings: Partial<FakeSettings>) {
    const index = getIndex(uid)
    for (const rule of settings.rankingRules ?? [])
      if (!DEFAULT_RANKING.includes(rule) && !/^[\w.]+:(asc|desc)$/.test(rule))
        throw new FakeError(400, 'invalid_settings_ranking_rules', `\`${rule}\` ranking rule is invalid.`)
    index.settings = {
      ...index.settings,
      ...settings,
      faceting: { ...index.settings.faceting, ...settings.faceting },
    }
  }

  function swapIndexes(swaps: Array<{ indexes: [string, string]; rename?: boolean }>) {
    // Atomic: every pair is checked before any is swapped.
    for (const {
      indexes: [a, b],
      rename,
    } of swaps) {
      getIndex(a)
      if (rename) {
        if (indexes.has(b)) throw new FakeError(409, 'index_already_exists', `Index \`${b}\` already exists.`)
      } else getIndex(b)
    }
    for (const {
      indexes: [a, b],
      rename,
    } of swaps) {
      const first = indexes.get(a)!
      if (rename) {
        indexes.delete(a)
        indexes.set(b, { ...first, uid: b })
      } else {
        const second = indexes.get(b)!
        indexes.set(a, { ...second, uid: a })
        indexes.set(b, { ...first, uid: b })
      }
    }
  }

  function multiSearch(body: unknown) {
    const { queries } = body as { queries: Array<Record<string, unknown>> }
    return { results: queries.map((query, i) => searchOne(query, i)) }
  }

  function searchOne(query: Record<string, unknown>, position: number) {
    const uid = query.indexUid as string
    const index = indexes.get(uid)
    if (!index)
      throw new FakeError(
        400,
        'index_not_found',
        `Inside \`.queries[${position}]\`: Index \`${uid}\` not found.`,
      )
    const { settings } = index
    let matches = [...index.documents.values()].filter((doc) =>
      matchesQuery(doc, String(query.q ?? ''), settings),
    )
    if (query.filter !== undefined) {
      const conditions = parseFilter(String(query.filter))
      for (const condition of conditions)
        if (!settings.filterableAttributes.includes(condition.attribute))
          throw new FakeError(
            400,
            'invalid_search_filter',
            `Attribute \`${condition.attribute}\` is not filterable.`,
          )
      matches = matches.filter((doc) =>
        conditions.every((condition) => condition.test(doc[condition.attribute])),
      )
    }
    const sort = (query.sort as string[] | undefined)?.map((entry) => entry.split(':') as [string, string])
    for (const [attribute] of sort ?? [])
      if (!settings.sortableAttributes.includes(attribute))
        throw new FakeError(400, 'invalid_search_sort', `Attribute \`${attribute}\` is not sortable.`)
    const order: Array<[string, string]> = sort ?? [
      ['in_stock', 'desc'],
      ['popularity', 'desc'],
    ]
    matches.sort((a, b) => {
      for (const [attribute, direction] of order) {
        const x = a[attribute] as string | number
        const y = b[attribute] as string | number
        if (x !== y) return (x < y ? -1 : 1) * (direction === 'desc' ? -1 : 1)
      }
      return String(a[index.primaryKey!]) < String(b[index.primaryKey!]) ? -1 : 1
    })
    const page = Number(query.page ?? 1)
    const hitsPerPage = Number(query.hitsPerPage ?? 20)
    const result: Record<string, unknown> = {
      hits: matches.slice((page - 1) * hitsPerPage, page * hitsPerPage),
      query: query.q ?? '',
      processingTimeMs: 0,
      hitsPerPage,
      page,
      totalPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
      totalHits: matches.length,
      indexUid: uid,
    }
    const facets = query.facets as string[] | undefined
    if (facets) {
      const distribution: Record<string, Record<string, number>> = {}
      const stats: Record<string, { min: number; max: number }> = {}
      for (const facet of facets) {
        if (!settings.filterableAttributes.includes(facet))
          throw new FakeError(400, 'invalid_search_facets', `Attribute \`${facet}\` is not filterable.`)
        const counts = new Map<string, number>()
        const numbers: number[] = []
        for (const doc of matches) {
          const value = doc[facet]
          if (value === null || value === undefined) continue
          counts.set(String(value), (counts.get(String(value)) ?? 0) + 1)
          if (typeof value === 'number') numbers.push(value)
        }
        const byCount =
          (settings.faceting.sortFacetValuesBy[facet] ?? settings.faceting.sortFacetValuesBy['*']) === 'count'
        const entries = [...counts].sort(([a, x], [b, y]) =>
          byCount && x !== y ? y - x : a < b ? -1 : a > b ? 1 : 0,
        )
        distribution[facet] = Object.fromEntries(entries.slice(0, settings.faceting.maxValuesPerFacet))
        if (numbers.length > 0) stats[facet] = { min: Math.min(...numbers), max: Math.max(...numbers) }
      }
      result.facetDistribution = distribution
      result.facetStats = stats
    }
    return result
  }

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        authorization: req.headers.authorization,
        body,
      })
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(answer))
      }
      if (!req.headers.authorization) return send(401, errorBody('missing_authorization_header', 'No key.'))
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return send(403, errorBody('invalid_api_key', 'The provided API key is invalid.'))
      try {
        const [status, answer] = route(req.method ?? 'GET', url.pathname, url.searchParams, body)
        send(status, answer)
      } catch (error) {
        if (!(error instanceof FakeError)) throw error
        send(error.status, errorBody(error.code, error.message))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    requests,
    indexes,
    tasks,
    get stepMs() {
      return stepMs
    },
    set stepMs(ms: number) {
      stepMs = ms
    },
    pause: () => void (paused = true),
    resume: () => {
      paused = false
      setTimeout(next, stepMs)
    },
    pauseBefore: (match) => new Promise((resolve) => (pauseRule = { match, resolve })),
    failNext: (match, code = 'internal') => void failures.push({ match, code }),
    idle: () =>
      new Promise((resolve) => {
        if (queue.length === 0 && !running) resolve()
        else idleWaiters.push(resolve)
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

function matchesQuery(doc: Doc, q: string, settings: FakeSettings): boolean {
  const wanted = normalise(q)
  if (wanted.length === 0) return true
  const attributes = settings.searchableAttributes.includes('*')
    ? Object.keys(doc)
    : settings.searchableAttributes
  const present = attributes.flatMap((attribute) =>
    typeof doc[attribute] === 'string' ? normalise(doc[attribute]) : [],
  )
  const synonyms = new Map(
    Object.entries(settings.synonyms).map(([word, others]) => [normalise(word).join(' '), others]),
  )
  return wanted.every((word) =>
    [word, ...(synonyms.get(word) ?? []).map((other) => normalise(other).join(' '))].some((candidate) =>
      candidate.includes(' ')
        ? normalise(present.join(' ')).join(' ').includes(candidate)
        : present.some((token) => token.startsWith(candidate)),
    ),
  )
}

interface Condition {
  attribute: string
  test(value: unknown): boolean
}

/** The filter expressions the adapter writes: conditions joined by AND (IN, NOT IN, comparisons). */
function parseFilter(filter: string): Condition[] {
  const tokens = filter.match(/"(?:[^"\\]|\\.)*"|[[\],]|>=|<=|!=|=|>|<|[^\s[\],"<>=!]+/g) ?? []
  let at = 0
  const take = () => {
    const token = tokens[at++]
    if (token === undefined)
      throw new FakeError(400, 'invalid_search_filter', `Filter \`${filter}\` ends early.`)
    return token
  }
  const value = (token: string): string | number =>
    token.startsWith('"') ? (JSON.parse(token) as string) : Number(token)
  const conditions: Condition[] = []
  for (;;) {
    const attribute = take()
    let operator = take()
    if (operator === 'NOT') operator = `NOT ${take()}`
    if (operator === 'IN' || operator === 'NOT IN') {
      if (take() !== '[') throw new FakeError(400, 'invalid_search_filter', `Expected [ in \`${filter}\`.`)
      const list: Array<string | number> = []
      for (let token = take(); token !== ']'; token = take()) if (token !== ',') list.push(value(token))
      const inList = (found: unknown) =>
        found !== null && found !== undefined && list.some((item) => String(item) === String(found))
      conditions.push({ attribute, test: operator === 'IN' ? inList : (found) => !inList(found) })
    } else {
      const bound = value(take())
      const compare: Record<string, (x: number, y: number) => boolean> = {
        '>=': (x, y) => x >= y,
        '<=': (x, y) => x <= y,
        '>': (x, y) => x > y,
        '<': (x, y) => x < y,
        '=': (x, y) => x === y,
      }
      const test = compare[operator]
      if (!test)
        throw new FakeError(400, 'invalid_search_filter', `Operator \`${operator}\` is not in this fake.`)
      conditions.push({ attribute, test: (found) => typeof found === 'number' && test(found, Number(bound)) })
    }
    if (at >= tokens.length) return conditions
    if (take() !== 'AND')
      throw new FakeError(400, 'invalid_search_filter', `Only AND in this fake: \`${filter}\`.`)
  }
}
