import type { StaffRole } from '#core/schemas/back-office'

/**
 * Which role opens which screen of the back office (docs/decisions/0137): one table for the guard, the
 * navigation and the tests. A screen is its path and everything under it; `admin` opens every screen.
 * An address under /admin that no area names is for `admin` only, so a screen forgotten here is closed,
 * never open.
 */
export interface AdminArea {
  /** `/admin/products`: the screen and every address under it. */
  path: string
  /** The roles besides `admin` that open it. */
  roles: readonly StaffRole[]
  /** The message key of its title in the navigation. */
  title: string
}

const EVERY_ROLE = ['catalogue', 'orders'] as const

/** In the navigation's order. */
export const ADMIN_AREAS: readonly AdminArea[] = [
  { path: '/admin/dashboard', roles: EVERY_ROLE, title: 'backOffice.dashboard.title' },
  { path: '/admin/orders', roles: ['orders'], title: 'backOffice.orders.title' },
  { path: '/admin/withdrawals', roles: ['orders'], title: 'backOffice.withdrawals.title' },
  { path: '/admin/dealers', roles: ['orders'], title: 'backOffice.dealers.title' },
  { path: '/admin/coupons', roles: ['orders'], title: 'backOffice.coupons.title' },
  { path: '/admin/products', roles: ['catalogue'], title: 'backOffice.products.title' },
  { path: '/admin/categories', roles: ['catalogue'], title: 'backOffice.categories.title' },
  { path: '/admin/brands', roles: ['catalogue'], title: 'backOffice.brands.title' },
  { path: '/admin/articles', roles: ['catalogue'], title: 'backOffice.articles.title' },
  { path: '/admin/stock', roles: EVERY_ROLE, title: 'backOffice.stock.title' },
  { path: '/admin/mail', roles: ['orders'], title: 'backOffice.mail.title' },
  { path: '/admin/sync', roles: ['catalogue'], title: 'backOffice.sync.title' },
  { path: '/admin/reviews', roles: ['catalogue'], title: 'backOffice.reviews.title' },
  { path: '/admin/search-synonyms', roles: ['catalogue'], title: 'backOffice.synonyms.title' },
  { path: '/admin/settings', roles: [], title: 'backOffice.settings.title' },
  { path: '/admin/staff', roles: [], title: 'backOffice.staff.title' },
  { path: '/admin/audit', roles: [], title: 'backOffice.audit.title' },
]

/** The area an address belongs to, if any. */
export function areaOf(pathname: string): AdminArea | undefined {
  return ADMIN_AREAS.find((area) => pathname === area.path || pathname.startsWith(`${area.path}/`))
}

export function roleOpens(role: StaffRole, area: AdminArea | undefined): boolean {
  return role === 'admin' || (area !== undefined && area.roles.includes(role))
}

/** Whether a member of staff with this role may use the address (a page or a form's action). */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  return roleOpens(role, areaOf(pathname))
}

/** Where a member of staff lands after login or on /admin: the first screen of their work. */
export function homeOf(role: StaffRole): string {
  return role === 'catalogue' ? '/admin/products' : '/admin/orders'
}
