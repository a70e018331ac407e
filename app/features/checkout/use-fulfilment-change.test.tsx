// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { useFulfilmentChange } from './use-fulfilment-change'

afterEach(cleanup)

it('sends step 2’s saves one at a time, in the order the shopper made them', async () => {
  const saved: string[] = []
  let running = 0
  let mostAtOnce = 0
  function Choices() {
    const change = useFulfilmentChange()
    return (
      <button
        type="button"
        onClick={() => {
          // Three quick arrow presses through the delivery methods.
          for (const id of ['1', '2', '3']) void change.submit({ fulfilment_method_entry_id: id })
        }}
      >
        arrows
      </button>
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
  fireEvent.click(screen.getByRole('button', { name: 'arrows' }))
  await waitFor(() => expect(saved).toHaveLength(3))
  expect(saved).toEqual(['1', '2', '3'])
  expect(mostAtOnce).toBe(1)
})
