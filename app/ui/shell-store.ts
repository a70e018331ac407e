import { DEFAULT_MODAL_STACKING_CLASS, HOME_TAB_DEFAULT } from '#core/constants'
import { createStore } from '#app/lib/store'
import type { ModalButtonType } from '#app/ui/button'

export interface ModalButton {
  label: string
  type: ModalButtonType
  /** Runs on click; the modal closes afterwards unless it returns `false`. */
  onClick?: () => void | false
}

export interface ModalProduct {
  name: string
  image?: string | null
  link?: string | null
}

export interface ModalRequest {
  title: string
  text?: string
  /** Trusted HTML from the shop's own content (e.g. the question-icon info modal). */
  html?: string
  buttons?: ModalButton[]
  product?: ModalProduct
  stackingClass?: string
}

export interface OpenModal extends ModalRequest {
  id: number
  stackingClass: string
}

export type HomeTab = 'opening-hours' | 'visit' | 'service'

/** The page-shell states of spec §2 "Views in the page shell", kept in one place. */
export interface ShellState {
  overlayActive: boolean
  myAccountPanelActive: boolean
  myAccountOverlayActive: boolean
  homeTab: HomeTab
  cookieNoticeVisible: boolean
  mobileMenuOpen: boolean
  modals: OpenModal[]
}

export const shellStore = createStore<ShellState>({
  overlayActive: false,
  myAccountPanelActive: false,
  myAccountOverlayActive: false,
  homeTab: HOME_TAB_DEFAULT,
  cookieNoticeVisible: false,
  mobileMenuOpen: false,
  modals: [],
})

let nextModalId = 1

export function openModal(request: ModalRequest): number {
  const id = nextModalId++
  shellStore.set((state) => ({
    modals: [
      ...state.modals,
      { ...request, id, stackingClass: request.stackingClass ?? DEFAULT_MODAL_STACKING_CLASS },
    ],
  }))
  return id
}

export function closeModal(id: number): void {
  shellStore.set((state) => ({ modals: state.modals.filter((modal) => modal.id !== id) }))
}

/** A modal's button pressed: its handler runs, then the modal closes unless the handler returned `false`. */
export function pressModalButton(modalId: number, button: ModalButton): void {
  if (button.onClick?.() !== false) closeModal(modalId)
}

export function setHomeTab(homeTab: HomeTab): void {
  shellStore.set({ homeTab })
}

export function setMobileMenuOpen(mobileMenuOpen: boolean): void {
  shellStore.set({ mobileMenuOpen, overlayActive: mobileMenuOpen })
}
