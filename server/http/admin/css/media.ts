/** The media screens' rules, added to the back office's stylesheet (server/http/admin/styles.ts). */
export const MEDIA_CSS = ``
