/** Strings are encoded in pieces of about this many characters: a long chain of small strings is slower to flatten at once. */
const SEGMENT_LENGTH = 8_192

/**
 * Where React writes a whole document before it is answered (docs/decisions/0086). The renderer is React's build
 * for Bun, which writes strings to its destination: the strings are gathered here and encoded once per segment,
 * where React's Node build encodes every small string into a 2 KB buffer of its own as it goes. It is not a
 * Node stream: React only writes, ends, and listens for events that nothing here emits.
 */
export class DocumentSink {
  #segment = ''
  readonly #buffers: Buffer<ArrayBuffer>[] = []

  constructor(
    private readonly onEnd: (body: Buffer<ArrayBuffer>) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  write(chunk: string): boolean {
    this.#segment += chunk
    if (this.#segment.length >= SEGMENT_LENGTH) this.#encodeSegment()
    return true
  }

  end(): void {
    this.#encodeSegment()
    this.onEnd(Buffer.concat(this.#buffers))
  }

  /** React listens for `drain`, `error` and `close`: this sink never fills up, fails or closes early. */
  on(): this {
    return this
  }

  /** React's way of failing the destination when rendering is aborted. */
  destroy(error: unknown): void {
    this.onError(error)
  }

  #encodeSegment(): void {
    if (this.#segment.length === 0) return
    this.#buffers.push(Buffer.from(this.#segment))
    this.#segment = ''
  }
}
