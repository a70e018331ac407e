import type { ShopLoadContext } from '#core/context'

// Loaders and actions receive the server's ShopLoadContext as `context`.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs the interface form
  interface AppLoadContext extends ShopLoadContext {}
}
