import type { I18n } from '#app/i18n/i18n'
import type { ChunkLoadError } from '#app/lib/chunk-load'
import { openModal, type ModalButton } from './shell-store'

/**
 * Error modals (spec §8) stack above the panels (z-40, the add-to-cart panel's among them) whose actions or
 * code loads can cause them.
 */
export const ERROR_MODAL_STACKING = 'z-50'

type Translate = I18n['t']

/** The page reload behind the refresh buttons; a seam for tests. */
export const page = {
  reload: () => window.location.reload(),
}

/** The error modals' way out: reload the page. */
export function refreshButton(t: Translate): ModalButton {
  return { label: t('cart.error.refresh'), type: 'primary', onClick: () => page.reload() }
}

/** A part's code could not be loaded (spec §8 "Lazy page load fails"): which chunk, and why. */
export function showChunkLoadFailed(t: Translate, error: ChunkLoadError): number {
  return openModal({
    title: t('chunkError.title'),
    text: t('chunkError.text', { id: error.chunkId, cause: t(`chunkError.cause.${error.reason}`) }),
    buttons: [refreshButton(t)],
    stackingClass: ERROR_MODAL_STACKING,
  })
}
