import { useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import type { FulfilmentActionData } from './fulfilment-action'

/**
 * Step 2's changes with JavaScript: each choice posts to the page's own action in the background (the same
 * action a form without JavaScript posts to), and the page reads the checkout again afterwards.
 *
 * One save at a time, in the order they were made, and only the latest of those waiting: a shopper arrowing
 * through the delivery methods makes several choices within a second. Sent together they could reach the
 * checkout's row lock in another order and leave the one before the last saved; sent one by one they would
 * keep the page behind. So a choice made while a save runs waits, merged into the one waiting before it.
 */
export function useFulfilmentChange() {
  const fetcher = useFetcher<FulfilmentActionData>({ key: 'fulfilment-change' })
  const queue = useRef<{ tail: Promise<void>; waiting: SaveJob | null }>({
    tail: Promise.resolve(),
    waiting: null,
  })
  return {
    submit: (fields: Record<string, string>, intent = 'update') => {
      const saves = queue.current
      if (saves.waiting?.intent === intent) {
        Object.assign(saves.waiting.fields, fields)
        return saves.tail
      }
      const job: SaveJob = { intent, fields: { ...fields } }
      saves.waiting = job
      const send = () => {
        if (saves.waiting === job) saves.waiting = null
        return fetcher.submit({ intent: job.intent, ...job.fields }, { method: 'post' })
      }
      saves.tail = saves.tail.then(send, send)
      return saves.tail
    },
    busy: fetcher.state !== 'idle',
    data: fetcher.data,
  }
}

interface SaveJob {
  intent: string
  fields: Record<string, string>
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
