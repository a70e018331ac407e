import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Address } from '#core/schemas/address'
import type { FulfilmentCheckout } from '#core/schemas/checkout'
import { AddressListPanel } from '#app/features/address/address-list-panel'
import { useI18n } from '#app/i18n/i18n'
import { FieldErrors } from '#app/ui/field-errors'
import { CheckoutSection } from './checkout-frame'
import type { FulfilmentChangeApi } from './use-fulfilment-change'

const linkClass =
  'inline-flex min-h-9 items-center rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800'

/**
 * The delivery and invoice addresses of step 2 (spec §2 "Checkout address panels"). A customer with saved
 * addresses picks another in the panel; anyone can change them on step 1, where they were entered.
 */
export function AddressesSection({
  checkout,
  errors,
  change,
  hydrated,
}: {
  checkout: FulfilmentCheckout
  errors: Record<string, string[]>
  change: FulfilmentChangeApi
  hydrated: boolean
}) {
  const { t } = useI18n()
  const navigate = useNavigate()
  const [panel, setPanel] = useState<'delivery' | 'invoice' | null>(null)
  const saved = checkout.customer.addresses
  const canPick = hydrated && checkout.customer.is_logged_in && saved.length > 0
  const stepOne = checkout.routes.checkout
  const pickup =
    checkout.fulfilment_method?.kind === 'pickup_point' || checkout.fulfilment_method?.kind === 'store_pickup'

  const changeButton = (which: 'delivery' | 'invoice') =>
    canPick ? (
      <button
        type="button"
        className={linkClass}
        onClick={() => setPanel(which)}
        data-testid={`${which}-address-change`}
      >
        {t('address.change')}
      </button>
    ) : (
      <Link to={stepOne} className={linkClass} data-testid={`${which}-address-change`}>
        {t('address.change')}
      </Link>
    )

  const pick = (which: 'delivery' | 'invoice') => async (address: Address) => {
    await change.submit(
      { address_id: String(address.id) },
      which === 'delivery' ? 'delivery-address' : 'invoice-address',
    )
  }

  return (
    <CheckoutSection title={t('checkout.addresses.title')} testId="addresses-section">
      <div className="grid gap-4 sm:grid-cols-2">
        <div
          className="flex flex-col gap-1 rounded-md border border-gray-200 p-3 sm:p-4"
          data-testid="delivery-address"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold text-gray-900">
              {t(pickup ? 'checkout.addresses.yourAddress' : 'checkout.addresses.delivery')}
            </h3>
            {changeButton('delivery')}
          </div>
          <p className="text-sm text-gray-700">{checkout.email}</p>
          {checkout.address ? (
            // summary_html is escaped by the server, lines joined with <br>.
            <p
              className="text-sm text-gray-800"
              dangerouslySetInnerHTML={{ __html: checkout.address.summary_html }}
            />
          ) : null}
          <FieldErrors id="delivery-address-errors" errors={errors.address_id} />
        </div>
        <div
          className="flex flex-col gap-1 rounded-md border border-gray-200 p-3 sm:p-4"
          data-testid="invoice-address"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold text-gray-900">{t('checkout.addresses.invoice')}</h3>
            {changeButton('invoice')}
          </div>
          {checkout.address_invoice_same || !checkout.address_invoice ? (
            <p className="text-sm text-gray-700">{t('checkout.addresses.invoiceSame')}</p>
          ) : (
            <p
              className="text-sm text-gray-800"
              dangerouslySetInnerHTML={{ __html: checkout.address_invoice.summary_html }}
            />
          )}
        </div>
      </div>
      {canPick ? (
        <AddressListPanel
          open={panel !== null}
          onClose={() => setPanel(null)}
          title={t(panel === 'invoice' ? 'checkout.addresses.invoice' : 'checkout.addresses.delivery')}
          addresses={saved}
          selectedId={panel === 'invoice' ? checkout.address_invoice?.id : checkout.address?.id}
          onPick={pick(panel ?? 'delivery')}
          onCreate={() => void navigate(stepOne)}
        />
      ) : null}
    </CheckoutSection>
  )
}
