import { Link } from 'react-router'
import type { ConfirmationElsewhereResponse } from '#core/schemas/order'
import { useI18n } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { CheckIcon } from '#app/ui/icons/check'

/**
 * The confirmation of a placed order opened without the session that placed it: back from the payment on
 * another host name, in another browser, after the cookie was cleared (issue 32 point 6). Nothing of the
 * order is shown, but the shopper learns it is not lost and how to see it: the mail, or their account.
 */
export function ConfirmationElsewhere({ data }: { data: ConfirmationElsewhereResponse }) {
  const { t, href } = useI18n()
  const safe = data.elsewhere === 'safe'
  const login = `${href('login')}?${new URLSearchParams({ redirect: href('accountOrders') }).toString()}`
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 py-4" data-testid="confirmation-elsewhere">
      <section
        className={`flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-6 ${safe ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}
        data-status={data.elsewhere}
      >
        {safe ? (
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-700 text-white"
            aria-hidden="true"
          >
            <CheckIcon className="size-6" />
          </span>
        ) : null}
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-gray-900">
            {t(safe ? 'checkout.elsewhere.title' : 'checkout.elsewhere.unfinishedTitle')}
          </h1>
          <p className="text-gray-800">{data.message}</p>
          {safe ? <p className="text-gray-800">{t('checkout.elsewhere.mail')}</p> : null}
        </div>
      </section>
      {safe ? (
        <section className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
          <p className="text-gray-800">{t('checkout.elsewhere.account')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={login} className={buttonClass('primary')} data-testid="confirmation-elsewhere-login">
              {t('checkout.elsewhere.login')}
            </Link>
            <Link to={href('home')} className={buttonClass('gray-outline')}>
              {t('checkout.elsewhere.shop')}
            </Link>
          </div>
        </section>
      ) : (
        <Link to={href('home')} className={buttonClass('gray-outline', 'self-start')}>
          {t('checkout.elsewhere.shop')}
        </Link>
      )}
    </div>
  )
}
