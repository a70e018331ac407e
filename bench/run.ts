// `npm run bench`: the benchmarks in bench/, one after the other; each writes its results to bench/results/.
// The first one prepares what the others need too (the bench database with 100,000 products, a build).
// Imported one at a time: sibling static imports with top-level await would run at the same time.
await import('./performance')
await import('./lighthouse')
await import('./cart')
await import('./checkout')
export {}
