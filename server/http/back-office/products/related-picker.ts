/**
 * Search-as-you-type for the product form's related products (progressive enhancement: without it staff
 * type the article codes into the field). It asks /admin/products/lookup and adds a chosen product's code
 * to the field, one per line. Inline with the page's CSP nonce; no build step, so plain browser script.
 */
export const relatedPickerScript = `(() => {
  const picker = document.querySelector('[data-related-picker]')
  const field = document.getElementById('related')
  if (!picker || !field) return
  const search = picker.querySelector('[data-related-search]')
  const results = picker.querySelector('[data-related-results]')
  picker.hidden = false
  let timer = 0
  let asked = 0
  const refs = () => field.value.split(/[\\s,|]+/).filter(Boolean)
  const show = (products) => {
    results.replaceChildren(...products.map((product) => {
      const item = document.createElement('li')
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'button-link'
      button.textContent = product.name + ' · ' + product.ref
      button.disabled = refs().includes(product.ref)
      button.addEventListener('click', () => {
        if (!refs().includes(product.ref)) field.value = [...refs(), product.ref].join('\\n')
        button.disabled = true
      })
      item.append(button)
      return item
    }))
  }
  search.addEventListener('input', () => {
    clearTimeout(timer)
    const q = search.value.trim()
    if (q.length < 2) return show([])
    timer = setTimeout(async () => {
      const mine = ++asked
      try {
        const response = await fetch('/admin/products/lookup?q=' + encodeURIComponent(q), { credentials: 'same-origin' })
        if (!response.ok || mine !== asked) return
        show((await response.json()).products)
      } catch {}
    }, 200)
  })
})()`
