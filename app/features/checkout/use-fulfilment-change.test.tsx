// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { useFulfilmentChange } from './use-fulfilment-change'

afterEach(cleanup)

it('sends step 2’s saves one at a time; choices made meanwhile wait, and only the last of them is sent', async () => {
  const saved: string[] = []
  let running = 0
  let mostAtOnce = 0
  function Choices() {
    const change = useFulfilmentChange()
    return (
      <>
        <button type="button" onClick={() => void change.submit({ fulfilment_method_entry_id: '1' })}>
          first
        </button>
        <button
          type="button"
          onClick={() => {
            // Two quick arrow presses while the first save runs.
            for (const id of ['2', '3']) void change.submit({ fulfilment_method_entry_id: id })
          }}
        >
          arrows
        </button>
      </>
    )
  }
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Choices,
      action: async ({ request }) => {
        running++
        mostAtOnce = Math.max(mostAtOnce, running)
        const form = await request.formData()
        // The first save is the slowest: sent together, a later one would overtake it.
        await new Promise((resolve) => setTimeout(resolve, saved.length === 0 ? 60 : 5))
        saved.push(String(form.get('fulfilment_method_entry_id')))
        running--
        return null
      },
    },
  ])
  render(<Stub initialEntries={['/']} />)
  fireEvent.click(screen.getByRole('button', { name: 'first' }))
  await waitFor(() => expect(running).toBe(1))
  fireEvent.click(screen.getByRole('button', { name: 'arrows' }))
  await waitFor(() => expect(saved).toEqual(['1', '3']))
  expect(mostAtOnce).toBe(1)
  // Nothing else follows.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(saved).toEqual(['1', '3'])
})
