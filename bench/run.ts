// `npm run bench`: the benchmarks in bench/, one after the other; each writes its results to bench/results/.
// Imported one at a time: sibling static imports with top-level await would run at the same time.
await import('./catalog-pages')
await import('./cart')
await import('./checkout')
export {}
