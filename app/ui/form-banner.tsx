/**
 * A form's one message: the generic notification as a red banner (spec §8), or the first error message of a
 * response where a form has room for one message only (spec §5). Nothing when there is no message.
 */
export function FormBanner({
  message,
  tone = 'error',
}: {
  message: string | null
  tone?: 'error' | 'success'
}) {
  if (!message) return null
  const colours =
    tone === 'error' ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-900'
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-3 py-2 text-sm ${colours}`}
      data-testid={tone === 'error' ? 'form-banner' : 'form-success'}
    >
      {message}
    </div>
  )
}
