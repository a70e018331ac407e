import { Component, type ReactNode } from 'react'
import { ChunkLoadError } from '#app/lib/chunk-load'

interface Props {
  /** Told once per failure; the boundary then renders nothing (unmount it to try again). */
  onChunkError: (error: ChunkLoadError) => void
  children: ReactNode
}

/**
 * Catches a failed lazy load below it and hands it to `onChunkError`, so that the rest of the page stays; any
 * other error goes on to the next boundary up.
 */
export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.onChunkError(error)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (error instanceof ChunkLoadError) return null
    throw error
  }
}
