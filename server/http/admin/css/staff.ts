/** The staff screens' rules, added to the back office's stylesheet (server/http/admin/styles.ts). */
export const STAFF_CSS = ``
