/** One part of a language's message catalogue (vite-message-parts.ts). */
declare module 'virtual:messages/*' {
  const messages: Readonly<Record<string, string>>
  export default messages
}
