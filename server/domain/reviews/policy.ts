/**
 * Every new review waits for staff before it shows (docs/decisions/0096, replacing 0063's "only photos and
 * links wait"): a person reads each text and sees each picture before the shop publishes it.
 */
export const NEW_REVIEW_STATUS = 'pending' as const

/** What staff should look at twice in a waiting review: a link (the usual spam) or photos. */
export function moderationHints(review: { content: string; name: string; photoCount: number }) {
  return {
    link: containsLink(review.content) || containsLink(review.name),
    photos: review.photoCount > 0,
  }
}

/** A web address in any usual spelling: a scheme, `www.`, or a bare domain with a common top-level part. */
export function containsLink(text: string): boolean {
  return (
    /\b(?:https?|ftp):\/\//i.test(text) ||
    /\bwww\./i.test(text) ||
    /\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|ru|cn|xyz|top|nl|de|be|eu|co|shop|online|site)\b/i.test(text)
  )
}
