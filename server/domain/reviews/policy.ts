/**
 * Which new reviews wait for staff (docs/decisions/0063): a review with photos (a person must see a picture
 * before the shop shows it) or with a link (the usual spam) is held; any other is published at once.
 */
export function needsModeration(review: { content: string; name: string; photoCount: number }): boolean {
  return review.photoCount > 0 || containsLink(review.content) || containsLink(review.name)
}

/** A web address in any usual spelling: a scheme, `www.`, or a bare domain with a common top-level part. */
export function containsLink(text: string): boolean {
  return (
    /\b(?:https?|ftp):\/\//i.test(text) ||
    /\bwww\./i.test(text) ||
    /\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|ru|cn|xyz|top|nl|de|be|eu|co|shop|online|site)\b/i.test(text)
  )
}
