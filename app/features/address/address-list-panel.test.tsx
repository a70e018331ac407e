// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Address } from '#core/schemas/address'
import { AddressListPanel } from './address-list-panel'
import { renderWithI18n } from './test-render'

afterEach(cleanup)

const address = (id: number, street: string): Address =>
  ({
    id,
    address: street,
    house_number: '12',
    house_number_addition: '',
    postal_code: '3442 AE',
    city: 'Woerden',
    summary_html: `Anna de Vries<br>${street} 12<br>3442 AE Woerden`,
  }) as Address

const addresses = [address(1, 'Kerkstraat'), address(2, 'Voorstraat')]

describe('AddressListPanel', () => {
  it('lists the saved addresses, marks the chosen one and offers a create button', async () => {
    const onCreate = vi.fn()
    await renderWithI18n(
      <AddressListPanel
        open
        onClose={() => {}}
        title="Bezorgadres"
        addresses={addresses}
        selectedId={1}
        onPick={() => {}}
        onCreate={onCreate}
      />,
    )
    expect(screen.getByRole('dialog', { name: 'Bezorgadres' })).toBeTruthy()
    const options = screen.getAllByTestId('address-option')
    expect(options.map((option) => option.querySelector('p')!.innerHTML)).toEqual([
      'Anna de Vries<br>Kerkstraat 12<br>3442 AE Woerden',
      'Anna de Vries<br>Voorstraat 12<br>3442 AE Woerden',
    ])
    expect(options[0]!.textContent).toContain('Gekozen')
    expect(options[1]!.textContent).toContain('Kies dit adres')
    fireEvent.click(screen.getByTestId('address-create'))
    expect(onCreate).toHaveBeenCalledTimes(1)
  })

  it('sets a picked address and closes; stays open when setting it fails', async () => {
    const onClose = vi.fn()
    const onPick = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce(undefined)
    await renderWithI18n(
      <AddressListPanel
        open
        onClose={onClose}
        title="Factuuradres"
        addresses={addresses}
        selectedId={1}
        onPick={onPick}
        onCreate={() => {}}
      />,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kies dit adres' })))
    expect(onPick).toHaveBeenCalledWith(addresses[1])
    expect(onClose).not.toHaveBeenCalled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kies dit adres' })))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('says so when there are no saved addresses', async () => {
    await renderWithI18n(
      <AddressListPanel
        open
        onClose={() => {}}
        title="Bezorgadres"
        addresses={[]}
        onPick={() => {}}
        onCreate={() => {}}
      />,
      'de',
    )
    expect(screen.getByText('Sie haben noch keine Adressen gespeichert.')).toBeTruthy()
  })
})
