/**
 * Retries an assertion until it passes or `timeoutMs` has gone by (then throws its last error): for work
 * that happens in the background, such as a job worker's, without fixed sleeps.
 */
export async function eventually(assertion: () => unknown, timeoutMs = 5000, intervalMs = 10): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await assertion()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  }
}
