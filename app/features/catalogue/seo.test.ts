import { describe, expect, it } from 'vitest'
import { categoryAlternates, categoryMeta, categoryTrail, shorten } from './seo'
import { makeListing } from './test-fixtures'

const home = { name: 'Home', link: '/en/' }

describe('category trail', () => {
  it('runs from home through the breadcrumbs to the category, without doubles', () => {
    const category = {
      name: 'Pocket knives',
      link: '/en/pocket-knives',
      breadcrumbs: [
        { name: 'Home', link: '/en/' },
        { name: 'Knives', link: '/en/knives' },
        { name: 'Pocket knives', link: '/en/pocket-knives' },
      ],
    }
    expect(categoryTrail(category, home)).toEqual([
      home,
      { name: 'Knives', link: '/en/knives' },
      { name: 'Pocket knives', link: '/en/pocket-knives' },
    ])
  })
})

describe('canonical and hreflang paths', () => {
  it('are the category paths for page 1 and every filtered, sorted or resized view', () => {
    const plain = { nl: '/zakmessen', en: '/pocket-knives', de: '/taschenmesser' }
    expect(categoryAlternates(makeListing())).toEqual(plain)
    expect(categoryAlternates(makeListing({}, 'brand=opinel&page=3'))).toEqual(plain)
    expect(categoryAlternates(makeListing({}, 'sort=price_asc&page=2'))).toEqual(plain)
  })

  it('keep the page number of the plain category from page 2', () => {
    expect(categoryAlternates(makeListing({}, 'page=2'))).toEqual({
      nl: '/zakmessen?page=2',
      en: '/pocket-knives?page=2',
      de: '/taschenmesser?page=2',
    })
  })
})

describe('category meta', () => {
  const input = (search = '', description = 'Folding knives for every pocket.') => ({
    listing: makeListing({ category: { description } }, search),
    company: 'Messenwinkel',
    origin: 'https://shop.example',
    home,
    title: (name: string, page: number) => (page > 1 ? `${name} - page ${page}` : name),
    fallbackDescription: (name: string, count: number) => `${name}: ${count} products`,
  })

  it('has title, description and a BreadcrumbList with absolute URLs', () => {
    const meta = categoryMeta(input())
    expect(meta[0]).toEqual({ title: 'Pocket knives - Messenwinkel' })
    expect(meta[1]).toEqual({ name: 'description', content: 'Folding knives for every pocket.' })
    expect(meta[2]).toEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/en/' },
          { '@type': 'ListItem', position: 2, name: 'Knives', item: 'https://shop.example/en/knives' },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Pocket knives',
            item: 'https://shop.example/en/pocket-knives',
          },
        ],
      },
    })
  })

  it('names the page from page 2 and falls back to a written description', () => {
    const meta = categoryMeta(input('page=2', ''))
    expect(meta[0]).toEqual({ title: 'Pocket knives - page 2 - Messenwinkel' })
    expect(meta[1]).toEqual({ name: 'description', content: 'Pocket knives: 60 products' })
  })

  it('shortens long descriptions at a word, without markup', () => {
    const text = `<p>${'Sharp blades and sturdy handles. '.repeat(10)}</p>`
    const short = shorten(text)
    expect(short.length).toBeLessThanOrEqual(160)
    expect(short.endsWith('…')).toBe(true)
    expect(short).not.toContain('<')
  })
})
