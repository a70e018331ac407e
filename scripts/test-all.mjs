#!/usr/bin/env node
// `npm test`: everything CI runs except installing. Each step runs even when an earlier one failed, so one
// run shows every problem; the closing line counts tests (and the typecheck, lint and build as one each).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'

const results = []
/** The tests that failed, by name: the closing summary lists them (CI keeps only the end of the output). */
const failures = []
/** The tests that failed once and passed on their second try: listed too, so that a flaky test is seen. */
const secondTries = []
let passed = 0
let failed = 0
let skipped = 0

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = child.status === 0
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`)
  return ok
}

function check(name, command, args) {
  const ok = run(name, command, args)
  if (ok) passed++
  else failed++
  return ok
}

function vitestCounts(file, ok, label) {
  if (!existsSync(file)) {
    if (ok) passed++
    else failed++
    return
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1)
  skipped += report.numPendingTests + report.numTodoTests
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? []) {
      const name = `${label}: ${relative(file.name)} › ${test.fullName}${errorStart(test.failureMessages?.[0])}`
      if (test.status === 'failed') failures.push(name)
      // Vitest keeps a retried test's first error: passed with an error is passed on the second try.
      else if (test.status === 'passed' && test.failureMessages?.length > 0) secondTries.push(name)
    }
}

/** The start of an error (its first three lines), on the line below its test's name. */
function errorStart(message) {
  const lines = (message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return lines.length > 0 ? `\n      ${lines.slice(0, 3).join(' | ').slice(0, 400)}` : ''
}

const relative = (path) =>
  path.startsWith(`${process.cwd()}/`) ? path.slice(process.cwd().length + 1) : path

/** Playwright's JSON report: suites of specs, each spec's tests with their results. */
function playwrightFailures(suite, trail = []) {
  const names = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) {
      const name = `journey: [${test.projectName}] e2e/${spec.file}:${spec.line} › ${[...names, spec.title].join(' › ')}`
      if (test.status === 'unexpected') failures.push(name + errorStart(test.results?.at(-1)?.error?.message))
      else if (test.status === 'flaky') secondTries.push(name + errorStart(test.results?.[0]?.error?.message))
    }
  for (const child of suite.suites ?? []) playwrightFailures(child, names)
}

// A test gets a second try here, not in the configs: run on their own, tests fail at the first try
// (docs/decisions/0165). On the shared two-core CI machine a test waiting on a process, a socket or a browser
// can miss its time-out once; one that fails twice fails the run, and one that passed only on its second try is
// named in the summary.
const RETRIES = 1

function vitest(name, paths, env) {
  const file = `test-results/${name.replace(/\W+/g, '-')}.json`
  rmSync(file, { force: true })
  const ok = run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...paths,
      `--retry=${RETRIES}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${file}`,
    ],
    env,
  )
  vitestCounts(file, ok, name)
}

function postgresAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

// `--runtime-only` (.ci/run's second run, on the machines' Node 20): the build and the unit and integration
// tests, which start real server processes from that build; not the typecheck and lint (the same answer on
// every Node), nor the browser journeys (they run on Node 24; docs/decisions/0162: the time CI allows).
const runtimeOnly = process.argv.includes('--runtime-only')
console.log(`Node ${process.version}${runtimeOnly ? ': build, unit and integration tests only' : ''}`)

mkdirSync('test-results', { recursive: true })
if (!runtimeOnly) {
  check('typecheck', 'npm', ['run', '--silent', 'typecheck'])
  check('lint', 'npm', ['run', '--silent', 'lint'])
}
// Built first: the PostgreSQL run starts real server processes from the build (tests/server-processes.ts).
const builtOk = check('build', 'npm', ['run', '--silent', 'build'])
vitest('unit and integration (PGlite)', [])

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const pg = new URL(pgUrl)
if (await postgresAnswers(pg.hostname, Number(pg.port || 5432))) {
  vitest('integration (PostgreSQL)', ['tests'], {
    TEST_DATABASE_URL: pgUrl,
    ...(builtOk ? { TEST_SERVER_BUILD: '1' } : {}),
  })
} else {
  console.log(`\nPostgreSQL does not answer at ${pg.host}: integration tests on PostgreSQL skipped`)
  results.push(`skip integration (PostgreSQL): nothing answers at ${pg.host}`)
}

if (builtOk && !runtimeOnly) {
  check('first-load JavaScript budget', 'node', ['scripts/bundle-size.mjs', '--check'])
  const file = 'test-results/e2e.json'
  rmSync(file, { force: true })
  const ok = run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test', `--retries=${RETRIES}`])
  if (existsSync(file)) {
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'))
    for (const suite of suites ?? []) playwrightFailures(suite)
    passed += stats.expected + stats.flaky
    failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1)
    skipped += stats.skipped
  } else if (!ok) failed++
}

const summary = [
  `Node ${process.version}${runtimeOnly ? ' (--runtime-only)' : ''}`,
  ...results,
  ...(failures.length > 0 ? ['', 'failed:', ...failures.map((name) => `  ${name}`)] : []),
  ...(secondTries.length > 0
    ? ['', 'passed on the second try:', ...secondTries.map((name) => `  ${name}`)]
    : []),
  '',
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
].join('\n')
writeFileSync('test-results/summary.txt', `${summary}\n`)
console.log(`\n${summary}`)
process.exit(failed > 0 ? 1 : 0)
