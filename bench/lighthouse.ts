/**
 * Lighthouse on the built shop: home, a category, a product and the cart page, with Lighthouse's defaults
 * (mobile emulation, simulated slow 4G and a 4× slower CPU) in Debian's Chromium (/usr/bin/chromium, or
 * CHROME_PATH), headless. Writes bench/results/lighthouse.md: the four category scores per page against the
 * goals (performance ≥ 95, accessibility, best practices and SEO 100) and every audit that keeps a score down.
 *
 *   npm run bench:lighthouse            (part of `npm run bench`)
 *
 * The shop runs on the bench database (bench/prepare.ts creates and fills it when needed) with PUBLIC_URL set to
 * the address Lighthouse loads, so canonical links and the audited page agree; each page is loaded once before
 * it is audited (the server's caches warm, as for a shopper who is not the first).
 *
 * Options: --database-url (default postgres://postgres@127.0.0.1:5432/shop_bench), --port (3120), --runs per
 * page (1; with more, the run with the median performance score counts), --build, --no-write (print only),
 * --keep-database (audit the database as it is, e.g. a small demo catalogue, instead of filling it),
 * --json <dir> (also save each counted run's full Lighthouse report there, to read its details), --data-dir
 * (the shop's DATA_DIR: where a photo catalogue's media are, `npm run demo:data -- --photos`; a temporary
 * folder by default), --output <name> (the results file in bench/results/, lighthouse.md by default).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'
import { ROUTE_TABLE } from '#core/routes/route-table'
import {
  projectRoot as root,
  startBuiltServer,
  stopOnSignal,
  stopServer,
  waitForHealth,
} from './built-server'
import { withClient } from './load'
import { currentLoad, DEFAULT_DATABASE_URL, machineLine, prepareBuild, prepareDatabase } from './prepare'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
    port: { type: 'string', default: '3120' },
    runs: { type: 'string', default: '1' },
    build: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'keep-database': { type: 'boolean', default: false },
    json: { type: 'string' },
    'data-dir': { type: 'string' },
    output: { type: 'string', default: 'lighthouse.md' },
  },
})
const databaseUrl = values['database-url']!
const port = Number(values.port)
const runs = Math.max(1, Number(values.runs))
const origin = `http://127.0.0.1:${port}`
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const CATEGORIES = [
  { id: 'performance', label: 'performance', goal: 95 },
  { id: 'accessibility', label: 'accessibility', goal: 100 },
  { id: 'best-practices', label: 'best practices', goal: 100 },
  { id: 'seo', label: 'SEO', goal: 100 },
] as const

/** Audit modes that pass or fail; informative, manual and not-applicable audits never lower a score. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings'])

interface Page {
  name: string
  path: string
}

interface Audited {
  page: Page
  lhr: LighthouseResult
}

let loadAtStart = 0

async function main(): Promise<void> {
  loadAtStart = currentLoad()
  if (!existsSync(chromePath)) {
    throw new Error(`No Chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`)
  }
  if (!values['keep-database']) await prepareDatabase(databaseUrl)
  prepareBuild(values.build)
  const pages = await pickPages()
  const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'shop-bench-lighthouse-'))
  const server = startBuiltServer({ databaseUrl, port, dataDir, env: { PUBLIC_URL: origin } })
  stopOnSignal([server])
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    await waitForHealth(origin)
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    })
    const audited: Audited[] = []
    for (const page of pages) {
      const warm = await fetch(origin + page.path, { headers: { accept: 'text/html' } })
      await warm.arrayBuffer()
      const results: LighthouseResult[] = []
      for (let run = 1; run <= runs; run++) {
        console.log(`lighthouse: ${page.name} ${page.path} (answers ${warm.status}), run ${run} of ${runs}`)
        const result = await lighthouse(origin + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES.map((category) => category.id),
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`)
        if (result.lhr.runtimeError) {
          throw new Error(`Lighthouse failed on ${page.path}: ${result.lhr.runtimeError.message}`)
        }
        results.push(result.lhr)
        console.log(`  performance ${score(result.lhr, 'performance')}`)
      }
      results.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
      const median = results[Math.floor((results.length - 1) / 2)]!
      audited.push({ page, lhr: median })
      if (values.json) {
        mkdirSync(values.json, { recursive: true })
        writeFileSync(join(values.json, `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(median))
      }
    }
    const report = renderReport(audited)
    console.log(`\n${report}`)
    if (!values['no-write']) {
      writeFileSync(join(root, 'bench', 'results', values.output!), report)
      console.log(`written to bench/results/${values.output}`)
    }
  } finally {
    await chrome?.kill()
    await stopServer(server)
    if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Home, the largest top category, the most popular product and the (empty) cart, in Dutch. */
async function pickPages(): Promise<Page[]> {
  return withClient(databaseUrl, async (client) => {
    const product = await client.query<{ path: string }>(
      `select u.path from products p join url_paths u on u.target_type = 'product' and u.target_id = p.id
       and u.locale = 'nl' and u.is_current where p.status = 'active' order by p.popularity desc, p.id limit 1`,
    )
    const category = await client.query<{ path: string }>(
      `select path->>'nl' as path from categories where parent_id is null and kind = 'category'
       order by product_count desc limit 1`,
    )
    if (!product.rows[0] || !category.rows[0]) throw new Error('No demo catalogue in the database')
    return [
      { name: 'home', path: '/' },
      { name: 'category', path: `/${category.rows[0].path}` },
      { name: 'product', path: `/${product.rows[0].path}` },
      { name: 'cart (empty)', path: `/${ROUTE_TABLE.cart.paths.nl}` },
    ]
  })
}

/** A category's score from 0 to 100 (0 when Lighthouse could not score it). */
function score(lhr: LighthouseResult, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100)
}

type Audit = LighthouseResult['audits'][string]

/** What an audit found, in a few words each: the elements (snippet or selector), URLs or descriptions. */
function findings(audit: Audit, max = 4): string[] {
  const details = audit.details as { items?: unknown[] } | undefined
  const items = Array.isArray(details?.items) ? details.items : []
  const found: string[] = []
  for (const raw of items) {
    const item = raw as Record<string, unknown>
    // An element (`node`), or a `source` that is an element (a meta tag) or a place in a file.
    const node = (item.node ?? item.source) as
      { snippet?: string; selector?: string; url?: string } | undefined
    const text =
      node?.snippet ??
      node?.selector ??
      (typeof item.url === 'string' ? item.url : undefined) ??
      node?.url ??
      (typeof item.description === 'string' ? item.description : undefined) ??
      (typeof item.label === 'string' ? item.label : undefined)
    if (text) found.push(text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 200))
    if (found.length === max) break
  }
  const more = items.length - found.length
  return more > 0 && found.length > 0 ? [...found, `… ${more} more`] : found
}

/**
 * The audits of a category that lower its score; for performance those scoring under 0.9 and shown in
 * Lighthouse's report (not its hidden insights, which repeat the diagnostics).
 */
function failingAudits(lhr: LighthouseResult, category: string): Audit[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  const limit = category === 'performance' ? 0.9 : 1
  return refs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is Audit =>
        audit !== undefined &&
        audit.score !== null &&
        audit.score < limit &&
        SCORED_MODES.has(audit.scoreDisplayMode),
    )
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const

function renderReport(audited: Audited[]): string {
  const first = audited[0]?.lhr
  const lines = [
    '# Lighthouse',
    '',
    `- date: ${new Date().toISOString()}`,
    machineLine(loadAtStart),
    `- Lighthouse ${first?.lighthouseVersion ?? '?'} (npm \`lighthouse\`), ${first?.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} (Debian's /usr/bin/chromium, \`--headless=new\`); Lighthouse's defaults: mobile emulation (Moto G Power), simulated slow 4G and 4× CPU slowdown`,
    `- shop: the production build (\`node build/server.js\`) on ${values['keep-database'] ? `the database ${new URL(databaseUrl).pathname.slice(1)} as it was${values['data-dir'] ? ` with its media in ${values['data-dir']}` : ''}` : 'the bench database (PostgreSQL, 100,000-product demo catalogue)'}, PUBLIC_URL=${origin}, each page loaded once before it is audited; ${runs === 1 ? 'one run per page' : `${runs} runs per page, the one with the median performance score counts`}`,
    '- goals (issue 11): performance ≥ 95, accessibility, best practices and SEO 100',
    '- reproduce: `npm run bench:lighthouse` (part of `npm run bench`)',
    '',
    `| page | path | ${CATEGORIES.map((c) => c.label).join(' | ')} | goals |`,
    `|---|---|${CATEGORIES.map(() => '---|').join('')}---|`,
    ...audited.map(({ page, lhr }) => {
      const scores = CATEGORIES.map((c) => score(lhr, c.id))
      const met = CATEGORIES.every((c, i) => scores[i]! >= c.goal)
      return `| ${page.name} | \`${page.path}\` | ${scores.join(' | ')} | ${met ? 'met' : 'not met'} |`
    }),
    '',
    '## What keeps the scores down',
    '',
    'Per page: the performance metrics (value and score), then each audit that fails, by category (for',
    'performance those scoring under 0.9), with what it found.',
    '',
  ]
  for (const { page, lhr } of audited) {
    lines.push(`### ${page.name} \`${page.path}\``, '')
    const metrics = METRICS.map((id) => lhr.audits[id])
      .filter((audit): audit is Audit => audit !== undefined)
      .map(
        (audit) =>
          `${audit.title} ${audit.displayValue ?? `not measured: ${audit.errorMessage ?? '?'}`} (${(audit.score ?? 0).toFixed(2)})`,
      )
    lines.push(`- metrics: ${metrics.join(', ')}`)
    let failing = 0
    for (const category of CATEGORIES) {
      for (const audit of failingAudits(lhr, category.id)) {
        if (category.id === 'performance' && (METRICS as readonly string[]).includes(audit.id)) continue
        failing++
        const value = audit.displayValue ? ` (${audit.displayValue})` : ''
        const found = findings(audit)
        lines.push(
          `- ${category.label}: \`${audit.id}\` ${audit.title}${value}, score ${(audit.score ?? 0).toFixed(2)}` +
            (found.length > 0 ? `: ${found.map((f) => `\`${f.replace(/`/g, "'")}\``).join('; ')}` : ''),
        )
      }
    }
    if (failing === 0) lines.push('- no failing audit')
    lines.push('')
  }
  return lines.join('\n')
}

await main()
