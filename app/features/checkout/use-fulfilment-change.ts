import { useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { FulfilmentActionData } from './fulfilment-action'

/**
 * Step 2's changes with JavaScript: each choice posts to the page's own action in the background (the same
 * action a form without JavaScript posts to), and the page reads the checkout again afterwards.
 *
 * One save at a time, in the order they were made: a shopper arrowing through the delivery methods sends
 * several saves within a second, and sent together they could reach the checkout's row lock in another order,
 * leaving the method before the last one saved (and shown, once the page reads the checkout again).
 */
export function useFulfilmentChange() {
  const fetcher = useFetcher<FulfilmentActionData>({ key: 'fulfilment-change' })
  const queue = useRef<Promise<void>>(Promise.resolve())
  return {
    submit: (fields: Record<string, string>, intent = 'update') => {
      const save = () => fetcher.submit({ intent, ...fields }, { method: 'post' })
      queue.current = queue.current.then(save, save)
      return queue.current
    },
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
