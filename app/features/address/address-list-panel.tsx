import { useState } from 'react'
import type { Address } from '#core/schemas/address'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { CheckIcon } from '#app/ui/icons/check'
import { PlusIcon } from '#app/ui/icons/plus'
import { Spinner } from '#app/ui/icons/spinner'
import { SidePanel } from '#app/ui/side-panel'

export interface AddressListPanelProps {
  open: boolean
  onClose: () => void
  /** "Delivery address", "Invoice address", … */
  title: string
  addresses: readonly Address[]
  /** The address the checkout (or account) uses now. */
  selectedId?: number | null
  /** Sets the picked address; the panel closes when it resolves and stays open when it rejects. */
  onPick: (address: Address) => Promise<unknown> | void
  /** Opens the address form for a new address. */
  onCreate: () => void
  /** Opens the address form for a saved address; without it the rows have no change button. */
  onEdit?: (address: Address) => void
}

/**
 * The checkout's delivery and invoice address panels (spec §2 "Checkout address panels"): the saved
 * addresses to pick from, and a button that opens the form for a new one. Presentational: the caller saves.
 */
export function AddressListPanel({
  open,
  onClose,
  title,
  addresses,
  selectedId,
  onPick,
  onCreate,
  onEdit,
}: AddressListPanelProps) {
  const { t } = useI18n()
  const [picking, setPicking] = useState<number | null>(null)

  const pick = async (address: Address) => {
    if (picking !== null) return
    setPicking(address.id)
    try {
      await onPick(address)
      onClose()
    } catch {
      // The caller shows its own error; the shopper can pick again.
    } finally {
      setPicking(null)
    }
  }

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <Button variant="gray-outline" onClick={onCreate} data-testid="address-create">
          <PlusIcon /> {t('address.list.create')}
        </Button>
      }
    >
      {addresses.length === 0 ? (
        <p className="text-sm text-gray-700">{t('address.list.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="address-list">
          {addresses.map((address) => {
            const selected = address.id === selectedId
            return (
              <li
                key={address.id}
                className={`rounded-md border p-3 ${selected ? 'border-brand-700 bg-brand-50' : 'border-gray-300'}`}
                data-testid="address-option"
              >
                {/* summary_html is escaped by the server, lines joined with <br>. */}
                <p
                  className="text-sm text-gray-900"
                  dangerouslySetInnerHTML={{ __html: address.summary_html }}
                />
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {selected ? (
                    <span className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-brand-700">
                      <CheckIcon className="size-4" /> {t('address.list.chosen')}
                    </span>
                  ) : (
                    <Button
                      className="min-h-9"
                      onClick={() => void pick(address)}
                      disabled={picking !== null}
                      aria-busy={picking === address.id || undefined}
                    >
                      {picking === address.id ? <Spinner className="size-4" /> : null}
                      {t('address.list.choose')}
                    </Button>
                  )}
                  {onEdit ? (
                    <button
                      type="button"
                      onClick={() => onEdit(address)}
                      className="min-h-9 rounded px-2 text-sm text-gray-700 underline underline-offset-2 hover:text-gray-900"
                      aria-label={t('address.list.edit', { address: plainSummary(address) })}
                    >
                      {t('address.change')}
                    </button>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </SidePanel>
  )
}

/** The summary as one line of plain text, for labels. */
function plainSummary(address: Address): string {
  return [
    `${address.address} ${address.house_number}${address.house_number_addition ? ` ${address.house_number_addition}` : ''}`,
    `${address.postal_code} ${address.city}`,
  ].join(', ')
}
