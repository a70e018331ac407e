/**
 * How much of a page's cost is React writing its markup (issue 11, "page cache off"). For the largest top
 * category, its largest child and the most popular product, the page the built shop serves (PAGE_CACHE=off)
 * is turned back into a tree of plain elements (no components, hooks, router, data or HTTP) and rendered by
 * React's server renderer, the streaming one the shop uses and renderToString, many times in this process:
 * the CPU time per render is the floor of any React-rendered page with that markup. In the same run the shop
 * and bench/baseline-server.ts are loaded with autocannon and their CPU time per request read from /proc.
 * Writes bench/results/render-floor.md.
 *
 *   npm run bench:render-floor      (NODE_ENV=production: React's production build, as the shop runs)
 *
 * Options: --database-url (default postgres://postgres@127.0.0.1:5432/shop_bench), --port (3120: the shop;
 * +1 the baseline), --renders per page (2000), --seconds of load per server and page after a 2 s warm-up
 * (8), --connections (10),
 * --no-write (print only). Prepares the database and the build as `npm run bench:performance` does.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createElement, type ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server.bun'
import { Window } from 'happy-dom'
import { DocumentSink } from '#app/lib/document-sink'
import {
  projectRoot as root,
  startBaselineServer,
  startBuiltServer,
  stopOnSignal,
  stopServer,
  waitForHealth,
} from './built-server'
import { runLoad } from './load'
import {
  currentLoad,
  DEFAULT_DATABASE_URL,
  machineLine,
  prepareBuild,
  prepareDatabase,
  waitForSearchIndex,
} from './prepare'
import { pickTargets } from './targets'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
    port: { type: 'string', default: '3120' },
    renders: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
  },
})
const databaseUrl = values['database-url']!
const port = Number(values.port)
const renders = Number(values.renders)
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const origins = { shop: `http://127.0.0.1:${port}`, baseline: `http://127.0.0.1:${port + 1}` }
const PAGE_HEADERS = { accept: 'text/html' }

interface PageFloor {
  name: string
  path: string
  elements: number
  attributes: number
  bytes: number
  renderedBytes: number
  streamingMs: number
  stringMs: number
  shop: Load
}

interface Load {
  cpuMs: number
  rps: number
}

async function main(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error(
      "Run with NODE_ENV=production (npm run bench:render-floor): React's development build is slower",
    )
  }
  const loadAtStart = currentLoad()
  const startedAt = new Date()
  await prepareDatabase(databaseUrl)
  prepareBuild()
  const targets = await pickTargets(databaseUrl)
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'))
  const baseline = startBaselineServer({ databaseUrl, port: port + 1 })
  const servers = [baseline]
  stopOnSignal(servers)
  try {
    await waitForHealth(origins.baseline)
    const shop = startBuiltServer({
      databaseUrl,
      port,
      dataDir,
      env: { PAGE_CACHE: 'off', RATE_LIMITS: 'cart-create-ip=1000000/3600' },
    })
    servers.push(shop)
    await waitForHealth(origins.shop)
    await waitForSearchIndex(databaseUrl)

    // React alone first, with no load on the machine yet and before the load's work fills this process.
    // The pages are fetched first: a keep-alive connection left idle during the renders would be closed.
    const fetched = await Promise.all(
      (
        [
          ['category, top level', `/${targets.top}`],
          ['category, second level', `/${targets.leaf}`],
          ['product', `/${targets.product}`],
        ] as const
      ).map(async ([name, path]) => {
        const response = await fetch(origins.shop + path, { headers: PAGE_HEADERS })
        if (!response.ok) throw new Error(`${path} answered ${response.status}`)
        return { name, path, html: await response.text() }
      }),
    )
    const trees = await Promise.all(fetched.map(({ html }) => elementTree(html)))
    const streaming = await leastCpuPerRender(trees.map((tree) => () => renderStreaming(tree.root)))
    const string = await leastCpuPerRender(
      trees.map((tree) => async () => Buffer.from(renderToString(tree.root))),
    )
    const baselinePath = `/product?path=${encodeURIComponent(targets.product)}`
    const baselineLoad = await measureServer(baseline.pid!, origins.baseline, baselinePath, {})
    const pages: PageFloor[] = []
    for (const [index, { name, path, html }] of fetched.entries()) {
      const tree = trees[index]!
      pages.push({
        name,
        path,
        elements: tree.elements,
        attributes: tree.attributes,
        bytes: Buffer.byteLength(html),
        renderedBytes: (await renderStreaming(tree.root)).length,
        streamingMs: streaming[index]!,
        stringMs: string[index]!,
        shop: await measureServer(shop.pid!, origins.shop, path, PAGE_HEADERS),
      })
    }
    const report = renderReport(pages, baselineLoad, loadAtStart, startedAt)
    console.log(`\n${report}`)
    if (!values['no-write']) {
      writeFileSync(join(root, 'bench', 'results', 'render-floor.md'), report)
      console.log('written to bench/results/render-floor.md')
    }
  } finally {
    for (const server of servers.reverse()) await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** React's prop for an HTML attribute, where the two differ. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  viewbox: 'viewBox',
  hreflang: 'hrefLang',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  enctype: 'encType',
  fetchpriority: 'fetchPriority',
  value: 'defaultValue',
  checked: 'defaultChecked',
}
const BOOLEAN_ATTRIBUTES = new Set([
  'disabled',
  'hidden',
  'required',
  'readonly',
  'multiple',
  'open',
  'async',
  'defer',
])
const VOID_ELEMENTS = new Set([
  'area',
  'br',
  'col',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
  'path',
])

/**
 * The page as plain elements: every element with its attributes and text, scripts and styles as inner HTML.
 * Comments (React's own markers) are left out; `selected` too, as React sets a select's value instead.
 */
async function elementTree(html: string): Promise<{ root: ReactNode; elements: number; attributes: number }> {
  const window = new Window()
  window.document.write(html)
  let elements = 0
  let attributes = 0
  const convert = (node: Node): ReactNode | null => {
    if (node.nodeType === 3) return node.textContent
    if (node.nodeType !== 1) return null
    const element = node as Element
    const tag = element.tagName.toLowerCase()
    const props: Record<string, unknown> = {}
    elements++
    for (const attribute of Array.from(element.attributes)) {
      attributes++
      if (attribute.name === 'style' || attribute.name === 'selected') continue
      props[PROP_NAMES[attribute.name] ?? attribute.name] = BOOLEAN_ATTRIBUTES.has(attribute.name)
        ? true
        : attribute.value
    }
    if (tag === 'script' || tag === 'style') {
      return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: element.textContent } })
    }
    if (VOID_ELEMENTS.has(tag)) return createElement(tag, props)
    const children = Array.from(element.childNodes)
      .map(convert)
      .filter((child) => child !== null)
    return createElement(tag, props, ...children)
  }
  const root = convert(window.document.documentElement as unknown as Node)
  await window.happyDOM.close()
  return { root, elements, attributes }
}

/** The shop's way: React's streaming renderer writing the whole document into a `DocumentSink`. */
function renderStreaming(root: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sink = new DocumentSink(resolve, reject)
    const { pipe } = renderToPipeableStream(root, {
      progressiveChunkSize: 1_000_000,
      onAllReady: () => pipe(sink as unknown as NodeJS.WritableStream),
      onShellError: reject,
    })
  })
}

/**
 * CPU milliseconds (all of this process's threads, as for the servers) per render of each page, after a
 * warm-up of all: five rounds of a batch of each page in turn, the least batch per page, as other work on the
 * machine only ever adds to a floor and the pages take their turns under the same conditions.
 */
async function leastCpuPerRender(renderers: readonly (() => Promise<Buffer>)[]): Promise<number[]> {
  for (const render of renderers) for (let i = 0; i < Math.min(300, renders); i++) await render()
  const batch = Math.max(1, Math.round(renders / 5))
  const least = renderers.map(() => Infinity)
  for (let round = 0; round < 5; round++) {
    for (const [index, render] of renderers.entries()) {
      const before = process.cpuUsage()
      for (let i = 0; i < batch; i++) await render()
      const used = process.cpuUsage(before)
      least[index] = Math.min(least[index]!, (used.user + used.system) / 1000 / batch)
    }
  }
  return least
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** CPU milliseconds a process has used so far (user and system, all threads), from /proc. */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command name (which may hold spaces) in parentheses; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/** A warm-up, then `seconds` of load over `connections` connections: CPU per request and requests/s. */
async function measureServer(
  pid: number,
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<Load> {
  const load = (duration: number) =>
    runLoad({
      origin,
      connections,
      next: () => ({ method: 'GET', path, headers }),
      limit: { duration },
      onResponse: () => {},
    })
  await load(2)
  const cpuBefore = processCpuMs(pid)
  const started = performance.now()
  const result = await load(seconds)
  const elapsed = (performance.now() - started) / 1000
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${origin}${path}: ${result.errors} errors, ${result.non2xx} non-2xx answers`)
  }
  const answered = result.requests.total
  return { cpuMs: (processCpuMs(pid) - cpuBefore) / answered, rps: answered / elapsed }
}

function renderReport(
  pages: readonly PageFloor[],
  baseline: Load,
  loadAtStart: number,
  startedAt: Date,
): string {
  const ms = (n: number) => n.toFixed(2)
  const ratio = (n: number) => `${n.toFixed(3)}x`
  return [
    "# React's share of a page without the page cache (issue 11)",
    '',
    `Run ${startedAt.toISOString()} with \`npm run bench:render-floor\`.`,
    '',
    '- pages: served by the built shop with PAGE_CACHE=off (the bench database, 100,000 products), in Dutch',
    "- \"React alone\": the page's own markup turned back into plain elements (no components, hooks, router, data or HTTP) and rendered by React in the bench process; streaming = `renderToPipeableStream` of react-dom/server.bun into the shop's `DocumentSink`, as the shop renders; renderToString for comparison (React Router needs the streaming renderer for its hydration data). CPU time of all the process's threads per render after a warm-up, the least of five rounds in which the pages take turns, each with a batch of " +
      `${Math.round(renders / 5)} renders`,
    `- shop and baseline: CPU time of the server process (from /proc) per request during ${seconds} s of load with ${connections} connections after a 2 s warm-up; baseline = \`GET /product?path=…\` of bench/baseline-server.ts`,
    "- ceiling: the requests/s one core could serve if a page cost only React alone (1000 / streaming ms), as a ratio to the baseline's requests/s in this run; the goal for pages without the page cache is 0.1x",
    machineLine(loadAtStart),
    '',
    "| page | elements / attributes | HTML KB (rendered) | React alone, streaming ms | React alone, renderToString ms | shop ms per request | React's share | shop req/s | baseline req/s | ratio | ceiling |",
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (page) =>
        `| ${page.name} (\`${page.path}\`) | ${page.elements} / ${page.attributes} | ${(page.bytes / 1024).toFixed(0)} (${(page.renderedBytes / 1024).toFixed(0)}) | ${ms(page.streamingMs)} | ${ms(page.stringMs)} | ${ms(page.shop.cpuMs)} | ${((100 * page.streamingMs) / page.shop.cpuMs).toFixed(0)} % | ${page.shop.rps.toFixed(0)} | ${baseline.rps.toFixed(0)} | ${ratio(page.shop.rps / baseline.rps)} | ${ratio(1000 / page.streamingMs / baseline.rps)} | ${((page.streamingMs * 0.1 * baseline.rps) / 10).toFixed(0)} % |`,
    ),
    '',
    `Baseline: ${ms(baseline.cpuMs)} ms CPU per request.`,
    '',
  ].join('\n')
}

await main()
