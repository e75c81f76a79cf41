'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'

import { toMajorUnits, toMinorUnits } from '@/domain/money'

/**
 * Admin input for an amount kept in minor units: editors type shekels or dollars (up to two
 * decimals) and the stored value stays an integer number of agorot or cents.
 */
export const MoneyInput: NumberFieldClientComponent = ({ field, path: pathProp, readOnly }) => {
  const { value, setValue, showError, errorMessage, path } = useField<number | null>({
    potentiallyStalePath: pathProp,
  })
  const [text, setText] = useState(() =>
    typeof value === 'number' ? String(toMajorUnits(value)) : '',
  )
  const inputId = `field-${path.replace(/\./g, '__')}`

  function onChange(next: string) {
    setText(next)
    const trimmed = next.replace(/[,\s]/g, '')
    if (trimmed === '') return setValue(null)
    // Anything but a plain amount with at most two decimals is sent as is, for the validator to refuse.
    setValue(/^\d+(\.\d{1,2})?$/.test(trimmed) ? toMinorUnits(Number(trimmed)) : Number.NaN)
  }

  return (
    <div className={`field-type number${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={inputId} label={field.label} required={field.required} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} message={errorMessage} showError={showError} />
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          dir="ltr"
          value={text}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  )
}
