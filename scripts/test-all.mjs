#!/usr/bin/env node
// `npm test`: everything CI runs except installing. Each step runs even when an earlier one failed, so one
// run shows every problem; the closing line counts tests (and the typecheck, lint and build as one each).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'

const results = []
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

function vitestCounts(file, ok) {
  if (!existsSync(file)) {
    if (ok) passed++
    else failed++
    return
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1)
  skipped += report.numPendingTests + report.numTodoTests
}

function vitest(name, paths, env) {
  const file = `test-results/${name.replace(/\W+/g, '-')}.json`
  rmSync(file, { force: true })
  const ok = run(
    name,
    'npx',
    ['vitest', 'run', ...paths, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  )
  vitestCounts(file, ok)
}

function postgresAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

mkdirSync('test-results', { recursive: true })
check('typecheck', 'npm', ['run', '--silent', 'typecheck'])
check('lint', 'npm', ['run', '--silent', 'lint'])
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

if (builtOk) {
  check('first-load JavaScript budget', 'node', ['scripts/bundle-size.mjs', '--check'])
  const file = 'test-results/e2e.json'
  rmSync(file, { force: true })
  const ok = run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test'])
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'))
    passed += stats.expected + stats.flaky
    failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1)
    skipped += stats.skipped
  } else if (!ok) failed++
}

console.log(`\n${results.join('\n')}\n`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
