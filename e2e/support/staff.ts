/** The staff account playwright.config.ts creates before the shop starts (npm run staff:create). */
export const E2E_STAFF = { email: 'e2e-staff@messenwinkel.example', password: 'een lang staffwachtwoord' }
