import { useState } from 'react'
import { useFetcher } from 'react-router'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { Spinner } from '#app/ui/icons/spinner'
import { Modal } from '#app/ui/modal'

/** Forget-me (spec §2, §6): the account is deleted for good after a confirmation popup. */
export function ForgetMe() {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher()
  const busy = fetcher.state !== 'idle'
  return (
    <section className="rounded-lg border border-red-200 bg-red-50/50 p-5">
      <h2 className="mb-1 text-lg font-semibold">{t('myAccount.forget.title')}</h2>
      <p className="mb-4 text-sm text-gray-700">{t('myAccount.forget.intro')}</p>
      <Button variant="red" onClick={() => setOpen(true)} data-testid="forget-me">
        {t('myAccount.forget.button')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('myAccount.forget.confirmTitle')}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="gray-outline" onClick={() => setOpen(false)}>
              {t('myAccount.cancel')}
            </Button>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="red" disabled={busy} data-testid="forget-me-confirm">
                {busy ? <Spinner /> : null}
                {t('myAccount.forget.confirm')}
              </Button>
            </fetcher.Form>
          </div>
        }
      >
        <p className="text-sm text-gray-800">{t('myAccount.forget.confirmText')}</p>
      </Modal>
    </section>
  )
}
