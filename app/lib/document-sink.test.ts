import { describe, expect, it, vi } from 'vitest'
import { DocumentSink } from './document-sink'

describe('DocumentSink', () => {
  it('answers the written strings as one UTF-8 body, across segments and multi-byte characters', () => {
    const onEnd = vi.fn()
    const sink = new DocumentSink(onEnd, () => {})
    const pieces: string[] = []
    for (let i = 0; i < 3_000; i++)
      pieces.push(i % 7 === 0 ? `<p>€ ${i},- Küchenmesser</p>` : `<li class="card">${i}</li>`)
    for (const piece of pieces) expect(sink.write(piece)).toBe(true)
    sink.write('')
    sink.end()
    expect(onEnd).toHaveBeenCalledTimes(1)
    const body = onEnd.mock.calls[0]![0] as Buffer
    expect(body.toString('utf8')).toBe(pieces.join(''))
    expect(body.length).toBe(Buffer.byteLength(pieces.join('')))
  })

  it('answers an empty document as an empty body', () => {
    const onEnd = vi.fn()
    new DocumentSink(onEnd, () => {}).end()
    expect((onEnd.mock.calls[0]![0] as Buffer).length).toBe(0)
  })

  it('hands an abort to its error handler', () => {
    const onError = vi.fn()
    const sink = new DocumentSink(() => {}, onError)
    expect(sink.on()).toBe(sink)
    const error = new Error('aborted')
    sink.destroy(error)
    expect(onError).toHaveBeenCalledWith(error)
  })
})
