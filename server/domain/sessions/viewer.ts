/** Who is looking: the session's customer, when logged in. */
export interface Viewer {
  customerId: string | null
}
