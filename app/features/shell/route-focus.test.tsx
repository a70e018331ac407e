// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { LiveAnnouncer, resetAnnouncer } from '#app/ui/live-announcer'
import { useRouteFocus } from './route-focus'

afterEach(() => {
  cleanup()
  resetAnnouncer()
})

function Layout() {
  useRouteFocus()
  return (
    <>
      <nav>
        <Link to="/knives">Knives</Link>
        <Link to="/knives?sort=price">Sort by price</Link>
        <Link to="/late">Late page</Link>
        <Link to="/bare">Bare page</Link>
        <a href="#reviews">Reviews</a>
      </nav>
      <main id="main">
        <Outlet />
      </main>
      <LiveAnnouncer />
    </>
  )
}

function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <title>{`${title} - Shop`}</title>
      {children ?? <h1>{title}</h1>}
    </>
  )
}

/** A page whose heading arrives after its first render, as a page chunk that is still loading. */
function LatePage() {
  const [ready, setReady] = useState(false)
  if (!ready) setTimeout(() => setReady(true), 50)
  return <Page title="Late">{ready ? <h1>Late</h1> : <p>Loading</p>}</Page>
}

function renderShop(initial = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Page title="Home" /> },
          { path: '/knives', element: <Page title="Knives" /> },
          { path: '/late', element: <LatePage /> },
          { path: '/bare', element: <Page title="Bare">{<p>No heading here</p>}</Page> },
        ],
      },
    ],
    { initialEntries: [initial] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const status = () => screen.getByRole('status')

describe('useRouteFocus', () => {
  it('leaves focus and the live region alone on the first load', () => {
    renderShop()
    expect(document.activeElement).toBe(document.body)
    expect(status().textContent).toBe('')
  })

  it('moves focus to the new page’s heading and announces its title after a link to another page', async () => {
    renderShop()
    const link = screen.getByRole('link', { name: 'Knives' })
    link.focus()
    await act(async () => link.click())
    const heading = await screen.findByRole('heading', { level: 1, name: 'Knives' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(heading.getAttribute('tabindex')).toBe('-1')
    expect(status().textContent).toBe('Knives - Shop')
  })

  it('keeps focus on the control when only the query of the same page changes', async () => {
    const router = renderShop('/knives')
    const sort = screen.getByRole('link', { name: 'Sort by price' })
    sort.focus()
    await act(async () => sort.click())
    expect(router.state.location.search).toBe('?sort=price')
    expect(document.activeElement).toBe(sort)
    expect(status().textContent).toBe('')
  })

  it('leaves a hash link within the page to the browser', async () => {
    const router = renderShop('/knives')
    await act(async () => router.navigate('/knives#reviews'))
    expect(document.activeElement).toBe(document.body)
    expect(status().textContent).toBe('')
  })

  it('waits for a heading that a loading page renders later', async () => {
    renderShop()
    await act(async () => screen.getByRole('link', { name: 'Late page' }).click())
    const heading = await screen.findByRole('heading', { level: 1, name: 'Late' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(status().textContent).toBe('Late - Shop')
  })

  it('focuses the main region of a page without a heading, and on Back too', async () => {
    const router = renderShop()
    await act(async () => screen.getByRole('link', { name: 'Bare page' }).click())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')), { timeout: 3_000 })
    expect(status().textContent).toBe('Bare - Shop')
    await act(async () => router.navigate(-1))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Home' })),
    )
  })
})
