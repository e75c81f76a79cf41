'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

type Props = {
  title: string
  size: 'auth' | 'forgot' | 'phoneverification' | 'timeout' | 'accountkind'
  onClose: () => void
  children: ReactNode
}

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert (focus stays
 * inside) and Esc cancels. We label it, focus the content's `data-autofocus` element when it has
 * one, and give focus back to where it was on close.
 */
export function Dialog({ title, size, onClose, children }: Props) {
  const t = useTranslations('Modals')
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Read while rendering: the content's own effects run before ours and may move focus inside.
  const [returnFocusTo] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  )

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const onCancel = (event: Event) => {
      event.preventDefault()
      onClose()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.close()
      returnFocusTo?.focus()
    }
  }, [onClose, returnFocusTo])

  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      data-modal={size}
    >
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={onClose} aria-label={t('close')}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="modal__body">{children}</div>
    </dialog>
  )
}
