/** The staff account playwright.config.ts creates before the shop starts (npm run staff:create). */
export const E2E_STAFF = { email: 'e2e-staff@messenwinkel.example', password: 'een lang staffwachtwoord' }
/** A second account whose back office is in Dutch (the catalogue sync's journey runs in both languages). */
export const E2E_STAFF_NL = { email: 'e2e-staf-nl@messenwinkel.example', password: E2E_STAFF.password }
