import { getTranslations } from 'next-intl/server'

import { ModalButtons } from '@/components/style-guide/ModalButtons'
import { StyleGuideFrame, styleGuideMetadata } from '@/components/style-guide/StyleGuideFrame'
import { pageLocale } from '@/i18n/page-locale'

export const metadata = styleGuideMetadata

export default async function StyleGuideForms({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params)
  const t = await getTranslations('StyleGuide')

  return (
    <StyleGuideFrame current="/test2">
      <section>
        <h2>{t('forms')}</h2>
        <div className="field">
          <label htmlFor="sg-name">{t('nameLabel')}</label>
          <input id="sg-name" aria-invalid="true" aria-describedby="sg-name-error" />
          <p id="sg-name-error" className="field__error">
            {t('requiredError')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="sg-email">{t('emailLabel')}</label>
          <input
            id="sg-email"
            type="email"
            dir="ltr"
            defaultValue="investor@"
            aria-invalid="true"
            aria-describedby="sg-email-error"
          />
          <p id="sg-email-error" className="field__error">
            {t('emailError')}
          </p>
        </div>
      </section>
      <section>
        <h2>{t('modals')}</h2>
        <ModalButtons />
      </section>
    </StyleGuideFrame>
  )
}
