/**
 * The server's (or the form's own) errors of one field, under its input: a red list announced as an alert
 * (spec §8 "Server validation errors"). `id` is what the input's aria-describedby points at. The alert role
 * sits on a wrapper: on the list itself it would hide the list's semantics (axe "listitem").
 */
export function FieldErrors({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors || errors.length === 0) return null
  return (
    <div id={id} role="alert" data-testid="field-errors">
      <ul className="mt-1 flex flex-col gap-0.5 text-sm text-red-700">
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}
