/**
 * The gallery's progressive enhancement (server/http/back-office/products/gallery.tsx), inlined with the page's CSP
 * nonce: the form works without it. It keeps the one file input the truth: files dropped on the gallery or
 * chosen are gathered in it (DataTransfer) and shown before saving, each with its own place and alt fields
 * (`photos_<i>_…`, i its index in the input); photos move by dragging their picture or with the move
 * buttons, and every move rewrites the place numbers the server reads.
 */
export const GALLERY_SCRIPT = `(() => {
  const root = document.currentScript && document.currentScript.closest('[data-gallery]')
  if (!root || typeof DataTransfer !== 'function') return
  const list = root.querySelector('ol.photos')
  const input = root.querySelector('input[name=photos]')
  const template = root.querySelector('template')
  const status = root.querySelector('.gallery-status')
  const max = Number(root.dataset.max)
  let files = []
  let dragged = null
  root.classList.add('enhanced')
  root.querySelectorAll('.move').forEach((move) => { move.hidden = false })

  const items = () => Array.from(list.children)
  const say = (text) => { status.textContent = text }

  function renumber() {
    const all = items()
    all.forEach((item, index) => {
      const place = String(index + 1)
      item.querySelector('[data-place]').value = place
      item.querySelector('[data-label]').textContent = item.dataset.label.replace('{place}', place)
      item.setAttribute('aria-label', item.dataset.label.replace('{place}', place))
      item.querySelector('[data-move="-1"]').disabled = index === 0
      item.querySelector('[data-move="1"]').disabled = index === all.length - 1
    })
    const kept = all.filter((item) => !item.querySelector('input[name$=_remove]:checked')).length
    if (kept > max) say(root.dataset.tooMany)
  }

  /** The names of the new photos' fields follow their file's index in the input. */
  function rename() {
    list.querySelectorAll('[data-new]').forEach((item) => {
      const index = files.indexOf(item.file)
      item.querySelectorAll('[data-field]').forEach((field) => {
        field.name = 'photos_' + index + '_' + field.dataset.field
      })
    })
  }

  function syncInput() {
    const transfer = new DataTransfer()
    files.forEach((file) => transfer.items.add(file))
    input.files = transfer.files
  }

  function add(chosen) {
    Array.from(chosen).forEach((file) => {
      files.push(file)
      const item = template.content.firstElementChild.cloneNode(true)
      item.file = file
      item.querySelector('.move').hidden = false
      const picture = item.querySelector('img')
      // A file the browser cannot show keeps the empty frame; the server says what is wrong with it.
      picture.addEventListener('error', () => picture.removeAttribute('src'))
      if (file.type.startsWith('image/')) picture.src = URL.createObjectURL(file)
      item.querySelector('[data-file-name]').textContent = file.name
      list.appendChild(item)
    })
    syncInput()
    rename()
    renumber()
  }

  // The picker replaces the input's files: what was gathered before is kept, the new ones added.
  input.addEventListener('change', () => {
    const chosen = Array.from(input.files)
    syncInput()
    add(chosen)
  })

  root.addEventListener('dragover', (event) => {
    if (dragged || !event.dataTransfer || !Array.from(event.dataTransfer.types).includes('Files')) return
    event.preventDefault()
    root.classList.add('dropping')
  })
  root.addEventListener('dragleave', (event) => {
    if (!root.contains(event.relatedTarget)) root.classList.remove('dropping')
  })
  root.addEventListener('drop', (event) => {
    root.classList.remove('dropping')
    if (dragged || !event.dataTransfer || event.dataTransfer.files.length === 0) return
    event.preventDefault()
    add(event.dataTransfer.files)
  })

  // Reordering: a photo is dragged by its picture; the inputs of a card stay selectable.
  list.addEventListener('pointerdown', (event) => {
    const handle = event.target.closest('[data-handle]')
    if (handle) handle.closest('li').draggable = true
  })
  list.addEventListener('dragstart', (event) => {
    const item = event.target.closest && event.target.closest('li')
    if (!item || !item.draggable) return
    dragged = item
    item.classList.add('dragging')
    event.dataTransfer.effectAllowed = 'move'
    event.dataTransfer.setData('text/plain', '')
  })
  list.addEventListener('dragover', (event) => {
    if (!dragged) return
    event.preventDefault()
    const over = event.target.closest('li')
    if (!over || over === dragged || over.parentNode !== list) return
    const after = dragged.compareDocumentPosition(over) & Node.DOCUMENT_POSITION_FOLLOWING
    list.insertBefore(dragged, after ? over.nextSibling : over)
    renumber()
  })
  list.addEventListener('drop', (event) => {
    if (dragged) event.preventDefault()
  })
  list.addEventListener('dragend', () => {
    if (!dragged) return
    dragged.classList.remove('dragging')
    dragged.draggable = false
    const place = items().indexOf(dragged) + 1
    dragged = null
    renumber()
    say(root.dataset.moved.replace('{place}', String(place)))
  })

  list.addEventListener('click', (event) => {
    const button = event.target.closest('button')
    if (!button) return
    const item = button.closest('li')
    if (button.dataset.move) {
      const step = Number(button.dataset.move)
      const other = step < 0 ? item.previousElementSibling : item.nextElementSibling
      if (!other) return
      list.insertBefore(item, step < 0 ? other : other.nextSibling)
      renumber()
      const place = items().indexOf(item) + 1
      say(root.dataset.moved.replace('{place}', String(place)))
      const same = item.querySelector('[data-move="' + step + '"]')
      ;(same.disabled ? item.querySelector('[data-move="' + -step + '"]') : same).focus()
    } else if (button.hasAttribute('data-drop-file')) {
      files = files.filter((file) => file !== item.file)
      const picture = item.querySelector('img')
      if (picture.src && picture.src.startsWith('blob:')) URL.revokeObjectURL(picture.src)
      item.remove()
      syncInput()
      rename()
      renumber()
      const first = list.querySelector('button:not([disabled])') || input
      first.focus()
    }
  })

  // Typing a place moves the photo there, so what is shown is what will be saved.
  list.addEventListener('change', (event) => {
    if (!event.target.matches('[data-place]')) return
    const item = event.target.closest('li')
    const all = items().filter((other) => other !== item)
    const place = Math.min(Math.max(Math.round(Number(event.target.value)) || 1, 1), all.length + 1)
    list.insertBefore(item, all[place - 1] || null)
    renumber()
  })
  list.addEventListener('change', (event) => {
    if (event.target.matches('input[name$=_remove]')) renumber()
  })

  renumber()
})()
`
