import { expect, type Browser, type Page } from '@playwright/test'

/** The staff account playwright.config.ts creates before the shop starts (npm run staff:create). */
export const E2E_STAFF = { email: 'e2e-staff@messenwinkel.example', password: 'een lang staffwachtwoord' }
/** A second account whose back office is in Dutch (the catalogue sync's journey runs in both languages). */
export const E2E_STAFF_NL = { email: 'e2e-staf-nl@messenwinkel.example', password: E2E_STAFF.password }

const LOGIN = {
  en: { locale: 'en-GB', email: 'E-mail address', password: 'Password', submit: 'Log in' },
  nl: { locale: 'nl-NL', email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen' },
} as const

/**
 * A member of staff logged in to the back office in a browser context of their own, on `path` (the login
 * form is what /admin answers without a session; it returns to the page asked for).
 */
export async function staffPage(browser: Browser, path: string, language: 'en' | 'nl' = 'en'): Promise<Page> {
  const login = LOGIN[language]
  const account = language === 'en' ? E2E_STAFF : E2E_STAFF_NL
  const context = await browser.newContext({ locale: login.locale })
  const staff = await context.newPage()
  await staff.goto(path)
  await staff.getByLabel(login.email).fill(account.email)
  await staff.getByLabel(login.password).fill(account.password)
  await staff.getByRole('button', { name: login.submit }).click()
  await expect(staff).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`))
  return staff
}
