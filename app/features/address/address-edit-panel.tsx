import { useEffect, useRef } from 'react'
import { PANEL_CLOSE_DELAY_MS } from '#core/constants'
import type { AddressFields } from '#core/schemas/address'
import { useI18n } from '#app/i18n/i18n'
import { SidePanel } from '#app/ui/side-panel'
import { AddressForm, type AddressFormProps } from './address-form'

export interface AddressEditPanelProps<T> extends AddressFormProps<T> {
  open: boolean
  onClose: () => void
  /** The saved address being changed; without it the panel adds one. */
  addressId?: number | null
}

/**
 * The address edit panel (spec §2): titled "change address" for a saved address, else "add address". After a
 * save the caller is told at once and the panel closes PANEL_CLOSE_DELAY_MS later (spec §4 "Address form").
 */
export function AddressEditPanel<T>({
  open,
  onClose,
  addressId,
  onSaved,
  ...form
}: AddressEditPanelProps<T>) {
  const { t } = useI18n()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const saved = (result: T, address: AddressFields) => {
    onSaved?.(result, address)
    clearTimeout(timer.current)
    timer.current = setTimeout(onClose, PANEL_CLOSE_DELAY_MS)
  }

  return (
    <SidePanel open={open} onClose={onClose} title={t(addressId ? 'address.editTitle' : 'address.addTitle')}>
      {/* A new form per address, so that opening the panel for another address starts afresh. */}
      <AddressForm key={addressId ?? 'new'} {...form} onSaved={saved} />
    </SidePanel>
  )
}
