import { z } from 'zod'
import type { Product } from './catalogue'
import { databaseIdSchema } from './ids'

/** Spec §3 "Wish list": longest name a list may have. */
export const WISH_LIST_NAME_MAX = 80

/** `POST /front-api/wish-list`, `PUT /front-api/wish-list/{id}` (spec §7): is_public defaults to false. */
export const wishListRequestSchema = z
  .object({
    name: z
      .string({ error: 'wishList.validation.name' })
      .trim()
      .min(1, 'wishList.validation.name')
      .max(WISH_LIST_NAME_MAX, 'wishList.validation.nameTooLong'),
    is_public: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .strict()

export type WishListRequest = z.input<typeof wishListRequestSchema>

/**
 * `POST /front-api/wish-list-item` (spec §7). `wish_list_id` null: the shopper's first list, made when they
 * have none yet (a guest's automatic add, spec §6).
 */
export const wishListItemRequestSchema = z
  .object({
    wish_list_id: databaseIdSchema('wishList.validation.list').nullable(),
    product_id: databaseIdSchema('validation.productId'),
  })
  .strict()

export type WishListItemRequest = z.infer<typeof wishListItemRequestSchema>

/** Spec §3 "Wish list": id, name, is_public, public url, item quantity. */
export interface WishList {
  id: number
  name: string
  is_public: boolean
  /** The list's page, with the language prefix; readable by anyone only while the list is public. */
  public_url: string
  item_quantity: number
}

/** `GET /front-api/wish-list`: the shopper's lists, oldest first, and whether they are logged in. */
export interface WishListsResponse {
  data: WishList[]
  authenticated: boolean
}

/**
 * Spec §3 "Wish list item": one entry per product on any of the shopper's lists, with every list it is on
 * (`wish_lists`: list id and the item's id there). `id` and `wish_list_id` are those of its first list.
 */
export interface WishListItem {
  id: number
  wish_list_id: number
  product_id: number
  wish_lists: Array<{ id: number; item_id: number }>
}

export interface WishListItemsResponse {
  data: WishListItem[]
}

/** `POST /front-api/wish-list-item`, `DELETE /front-api/wish-list-item/{id}`: the product's entry now, the lists. */
export interface WishListItemChangeResponse {
  /** Null when the product is on none of the shopper's lists any more. */
  data: WishListItem | null
  product_id: number
  wish_lists: WishList[]
}

/** `POST` and `PUT /front-api/wish-list…`: the list and its page (spec §7 reads redirect_to and data.id). */
export interface WishListSavedResponse {
  data: WishList
  redirect_to: string
}

/** `DELETE /front-api/wish-list/{id}`: the overview (spec §7). */
export interface WishListDeletedResponse {
  redirect_to: string
}

/** What the wish-list page shows: the shopper's lists, and one list with its products. */
export interface WishListPage {
  /** The shopper's own lists (empty for someone reading another's public list without lists of their own). */
  lists: WishList[]
  authenticated: boolean
  /** The list shown, or null when the shopper has none. */
  current: {
    list: WishList
    /** Whether it is the shopper's own (editable) or someone's public list (read only). */
    own: boolean
    products: Array<Product & { item_id: number }>
  } | null
}
