import { useState } from 'react'
import { useFetcher } from 'react-router'
import type { FulfilmentActionData } from './fulfilment-action'

/**
 * Step 2's changes with JavaScript: each choice posts to the page's own action in the background (the same
 * action a form without JavaScript posts to), and the page reads the checkout again afterwards.
 */
export function useFulfilmentChange() {
  const fetcher = useFetcher<FulfilmentActionData>({ key: 'fulfilment-change' })
  return {
    submit: (fields: Record<string, string>, intent = 'update') =>
      fetcher.submit({ intent, ...fields }, { method: 'post' }),
    busy: fetcher.state !== 'idle',
    data: fetcher.data,
  }
}
export type FulfilmentChangeApi = ReturnType<typeof useFulfilmentChange>

/**
 * A choice shown at once when made (a radio, a select), while its save runs; it follows the server's value
 * again whenever that changes (the save answered, another change moved it).
 */
export function useChoice<T>(saved: T): [T, (value: T) => void] {
  const [state, setState] = useState({ saved, value: saved })
  if (state.saved !== saved) {
    const next = { saved, value: saved }
    setState(next)
    return [saved, (value) => setState({ saved, value })]
  }
  return [state.value, (value) => setState({ saved, value })]
}
