#!/usr/bin/env node
// Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies beside every compressible file of the client
// build, once at build time, so the server sends them as they are (server/http/static-files.ts) instead of
// compressing the same bytes on every request. Files that do not shrink by at least 10 % get no copy.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const CLIENT = 'build/client'
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (COMPRESSIBLE.test(name)) yield path
  }
}

let count = 0
let before = 0
let after = 0
for (const path of files(CLIENT)) {
  const source = readFileSync(path)
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  })
  const gz = gzipSync(source, { level: 9 })
  if (br.length > source.length * 0.9) continue
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gz)
  count++
  before += source.length
  after += br.length
}
console.log(
  `precompressed ${count} files: ${Math.round(before / 1000)} KB → ${Math.round(after / 1000)} KB brotli`,
)
