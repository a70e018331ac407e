import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What a computation read of the catalogue, as change tags (changes.ts `changeTags`): a page render or a
 * cached listing collects them, and keeps its result only until a change names one (docs/decisions/0149).
 * Readers say what they read where they read it (`dependOn`), so a new page that shows a product card
 * depends on that product without anyone listing it.
 */
const collecting = new AsyncLocalStorage<Set<string>>()

/** Adds `tags` to what the running computation depends on (nothing when none collects). */
export function dependOn(...tags: ReadonlyArray<string | Iterable<string>>): void {
  const into = collecting.getStore()
  if (!into) return
  for (const tag of tags) {
    if (typeof tag === 'string') into.add(tag)
    else for (const each of tag) into.add(each)
  }
}

/**
 * Runs `compute` collecting what it depends on. What it collects also counts for the computation around
 * it: a page that reads a cached listing depends on what the listing depends on.
 */
export async function collectDependencies<T>(
  compute: () => Promise<T>,
): Promise<{ value: T; tags: Set<string> }> {
  const tags = new Set<string>()
  try {
    const value = await collecting.run(tags, compute)
    return { value, tags }
  } finally {
    dependOn(tags)
  }
}
