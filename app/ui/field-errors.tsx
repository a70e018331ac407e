/**
 * The server's (or the form's own) errors of one field, under its input: a red list with role="alert"
 * (spec §8 "Server validation errors"). `id` is what the input's aria-describedby points at.
 */
export function FieldErrors({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors || errors.length === 0) return null
  return (
    <ul
      id={id}
      role="alert"
      className="mt-1 flex flex-col gap-0.5 text-sm text-red-700"
      data-testid="field-errors"
    >
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}
