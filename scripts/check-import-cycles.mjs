// Fails on import cycles (decision 0156), run by `npm run lint`:
//  (a) between files of app/, core/ and server/ (tests left out): a strongly connected component of more than
//      one file, or a file importing itself;
//  (b) between capability folders (server/domain/<capability>, app/features/<capability>), and app/ui importing
//      any feature (primitives know no capability).
// Which imports count:
//  - the file rule counts what runs when a module is evaluated: static imports and `export … from`. `import type`
//    and `export type` are erased, and `import()` runs later, so neither can make modules evaluate half-initialized;
//    both are left out. `import { type A } from` is NOT type-only here: verbatimModuleSyntax keeps it as
//    `import {} from`, which still loads the module.
//  - the folder rule counts every import, type-only and dynamic ones too: a folder that needs another folder's
//    types or lazily loads its screens depends on it just the same.
// Cycles that cannot be removed yet are listed, each with a reason, in scripts/import-cycles-allowed.json; a cycle
// passes only if its exact set of members is listed there, so a new cycle, or a file or folder joining a listed
// one, fails. The goal is an empty list.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const roots = ['app', 'core', 'server']
const isTest = (path) => /\.test\.tsx?$/.test(path) || path.split('/').includes('__tests__')

function listSources(dir) {
  const found = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) found.push(...listSources(path))
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(path)) found.push(path)
  }
  return found
}

// "#core/*": "./core/*" and the like, from package.json's "imports" (tsconfig's paths say the same).
const aliases = Object.entries(
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {},
).map(([pattern, target]) => ({
  prefix: pattern.replace(/\*$/, ''),
  target: String(target).replace(/^\.\//, '').replace(/\*$/, ''),
}))

const isFile = (path) => existsSync(path) && statSync(path).isFile()

function resolveImport(from, specifier) {
  let base
  if (specifier.startsWith('.')) base = join(dirname(join(root, from)), specifier)
  else {
    const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix))
    if (!alias) return undefined // a package
    base = join(root, alias.target, specifier.slice(alias.prefix.length))
  }
  const stem = base.replace(/\.(m?js|jsx)$/, '')
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && isFile(candidate)) return relative(root, candidate).split(sep).join('/')
  }
  return undefined // CSS, JSON, assets
}

/** Every import of a file: { specifier, line, runtime } (runtime: evaluated when the file is). */
function importsOf(path) {
  const text = readFileSync(join(root, path), 'utf8')
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found = []
  const add = (node, specifier, runtime) =>
    found.push({
      specifier,
      runtime,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    })
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, !node.importClause?.isTypeOnly)
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node, node.moduleSpecifier.text, !node.isTypeOnly)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression
      if (ts.isStringLiteral(expression)) add(node, expression.text, !node.isTypeOnly)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false)
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node, node.argument.literal.text, false) // `typeof import('…')`
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Tarjan's strongly connected components; returns those that are a cycle (more than one node, or a self-loop). */
function cycles(nodes, successors) {
  let index = 0
  const indexOf = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const strongConnect = (start) => {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work = [{ node: start, next: 0 }]
    indexOf.set(start, index)
    low.set(start, index++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const list = successors(frame.node)
      if (frame.next < list.length) {
        const next = list[frame.next++]
        if (!indexOf.has(next)) {
          indexOf.set(next, index)
          low.set(next, index++)
          stack.push(next)
          onStack.add(next)
          work.push({ node: next, next: 0 })
        } else if (onStack.has(next)) low.set(frame.node, Math.min(low.get(frame.node), indexOf.get(next)))
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1].node
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)))
      }
      if (low.get(frame.node) === indexOf.get(frame.node)) {
        const component = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        if (component.length > 1 || successors(frame.node).includes(frame.node)) found.push(component.sort())
      }
    }
  }
  for (const node of nodes) if (!indexOf.has(node)) strongConnect(node)
  return found
}

/** The capability folder a file belongs to, or undefined. app/ui counts as one so that features importing it back show. */
function folderOf(path) {
  const match = /^(server\/domain\/[^/]+|app\/features\/[^/]+|app\/ui)\//.exec(path)
  return match?.[1]
}

const files = roots.flatMap(listSources)
const known = new Set(files)
const edges = [] // { from, to, line, runtime }
for (const from of files) {
  for (const { specifier, line, runtime } of importsOf(from)) {
    const to = resolveImport(from, specifier)
    if (to && known.has(to)) edges.push({ from, to, line, runtime })
  }
}

const allowedPath = join(root, 'scripts/import-cycles-allowed.json')
const allowed = isFile(allowedPath)
  ? JSON.parse(readFileSync(allowedPath, 'utf8'))
  : { files: [], folders: [] }
const key = (members) => [...members].sort().join(' ')
const allowedKeys = new Map(
  [...(allowed.files ?? []), ...(allowed.folders ?? [])].map((entry) => [key(entry.cycle), entry.reason]),
)
const used = new Set()
let failures = 0

function report(kind, members, inside) {
  const k = key(members)
  const reason = allowedKeys.get(k)
  if (reason !== undefined) used.add(k)
  else failures++
  console.log(
    `${reason !== undefined ? 'allowed' : 'ERROR'}: ${kind} cycle of ${members.length}: ${members.join(' ↔ ')}`,
  )
  if (reason !== undefined) console.log(`  reason: ${reason}`)
  else for (const line of inside) console.log(`  ${line}`)
}

// (a) files
const runtimeEdges = new Map(files.map((file) => [file, []]))
for (const edge of edges) if (edge.runtime) runtimeEdges.get(edge.from).push(edge.to)
for (const component of cycles(files, (file) => runtimeEdges.get(file))) {
  const members = new Set(component)
  const inside = edges
    .filter((edge) => edge.runtime && members.has(edge.from) && members.has(edge.to))
    .map((edge) => `${edge.from}:${edge.line} imports ${edge.to}`)
  report('file', component, inside)
}

// (b) folders
const folderEdges = new Map()
for (const edge of edges) {
  const from = folderOf(edge.from)
  const to = folderOf(edge.to)
  if (!from || !to || from === to) continue
  if (!folderEdges.has(from)) folderEdges.set(from, new Map())
  const targets = folderEdges.get(from)
  if (!targets.has(to)) targets.set(to, [])
  targets.get(to).push(edge)
}
const folders = [...new Set(files.map(folderOf).filter(Boolean))].sort()
const describe = (edge) =>
  `${edge.from}:${edge.line} imports ${edge.to}${edge.runtime ? '' : ' (type or dynamic)'}`
for (const component of cycles(folders, (folder) => [...(folderEdges.get(folder)?.keys() ?? [])])) {
  const members = new Set(component)
  const inside = []
  for (const from of component) {
    for (const [to, list] of folderEdges.get(from) ?? []) {
      if (!members.has(to)) continue
      inside.push(`${from} → ${to}:`)
      for (const edge of list) inside.push(`  ${describe(edge)}`)
    }
  }
  report('folder', component, inside)
}

// app/ui holds primitives; a primitive that needs a feature belongs to that feature (or the feature's piece to app/lib).
const allowedUi = new Map((allowed.uiImports ?? []).map((entry) => [entry.feature, entry.reason]))
for (const [to, list] of folderEdges.get('app/ui') ?? []) {
  if (!to.startsWith('app/features/')) continue
  const reason = allowedUi.get(to)
  allowedUi.delete(to)
  if (reason !== undefined) {
    console.log(`allowed: app/ui imports ${to}\n  reason: ${reason}`)
    continue
  }
  failures++
  console.log(`ERROR: app/ui imports ${to}`)
  for (const edge of list) console.log(`  ${describe(edge)}`)
}
for (const [feature] of allowedUi) {
  console.log(
    `note: scripts/import-cycles-allowed.json lets app/ui import ${feature}, which it no longer does: remove it`,
  )
}

for (const [k] of allowedKeys) {
  if (!used.has(k))
    console.log(`note: scripts/import-cycles-allowed.json lists a cycle that is gone, remove it: ${k}`)
}
if (failures > 0) {
  console.log(
    `\n${failures} import cycle(s) or layer breaks (decision 0156). Move what both sides need to a shared place.`,
  )
  process.exit(1)
}
console.log(`No new import cycles in ${files.length} files.`)
