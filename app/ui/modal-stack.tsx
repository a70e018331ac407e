import { Button } from '#app/ui/button'
import { Modal } from '#app/ui/modal'
import { closeModal, pressModalButton, type OpenModal } from './shell-store'
import { MediaImage } from '#app/ui/media-image'

/**
 * The generic modals opened with `openModal` (spec §2), stacked in the order they were opened: a chunk that
 * `ModalHost` loads when the browser is idle after hydration, or with the first modal.
 */
export function ModalStack({ modals }: { modals: readonly OpenModal[] }) {
  return (
    <>
      {modals.map((modal) => (
        <GenericModal key={modal.id} modal={modal} />
      ))}
    </>
  )
}

function GenericModal({ modal }: { modal: OpenModal }) {
  const close = () => closeModal(modal.id)
  const buttons = modal.buttons ?? []
  return (
    <Modal
      open
      onClose={close}
      title={modal.title}
      stackingClass={modal.stackingClass}
      footer={
        buttons.length > 0
          ? buttons.map((button, index) => (
              <Button
                key={index}
                variant={button.type}
                data-autofocus={index === buttons.length - 1 ? true : undefined}
                onClick={() => pressModalButton(modal.id, button)}
              >
                {button.label}
              </Button>
            ))
          : undefined
      }
    >
      {modal.product ? (
        <div className="mb-4 flex items-center gap-3">
          {modal.product.image ? (
            <MediaImage
              src={modal.product.image}
              alt=""
              width={64}
              height={64}
              eager
              className="size-16 rounded object-contain"
            />
          ) : null}
          {modal.product.link ? (
            <a href={modal.product.link} className="font-medium text-brand-700 underline">
              {modal.product.name}
            </a>
          ) : (
            <span className="font-medium">{modal.product.name}</span>
          )}
        </div>
      ) : null}
      {modal.text ? <p className="text-gray-700">{modal.text}</p> : null}
      {modal.html ? (
        <div className="prose text-gray-700" dangerouslySetInnerHTML={{ __html: modal.html }} />
      ) : null}
    </Modal>
  )
}
