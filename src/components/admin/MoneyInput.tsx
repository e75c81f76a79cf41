'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'

import { moneyTextToMinor, toMajorUnits } from '@/domain/money'

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
    if (next.trim() === '') return setValue(null)
    // Anything the one money reader refuses is sent as NaN, for the field's validator to refuse.
    setValue(moneyTextToMinor(next) ?? Number.NaN)
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
