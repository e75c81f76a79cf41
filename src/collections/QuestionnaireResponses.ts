import type { CollectionConfig, FieldAccess } from 'payload'

import { investorOwnerOrReviewer } from '@/access/investor-owner-or-reviewer'
import { staffRole } from '@/access/is-staff'
import { isAdminOrCompliance, nobody } from '@/access/staff-roles'
import { suitabilityResults } from '@/domain/suitability/scoring'

const reviewersOnly: FieldAccess = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'compliance'
}

const readOnly = { readOnly: true }

/**
 * Each investor's answers to the suitability questionnaire (spec 3: one per user), written only by
 * `answerQuestionnaire` (src/server/suitability): the answers, the total, the result and the
 * questionnaire version they were given to. Answering again replaces them; every earlier set is
 * kept in the version history, which compliance reads. The investor reads their own, without the
 * score (see docs/api.md); compliance and administrators read all; editors none.
 */
export const QuestionnaireResponses: CollectionConfig = {
  slug: 'questionnaire-responses',
  labels: {
    singular: { en: 'Suitability answers', he: 'מענה לשאלון התאמה' },
    plural: { en: 'Suitability answers', he: 'מענים לשאלון התאמה' },
  },
  admin: {
    useAsTitle: 'investorName',
    defaultColumns: [
      'investorName',
      'result',
      'score',
      'questionnaireVersion',
      'answeredAt',
      'attempts',
    ],
    group: { en: 'Compliance', he: 'ציות' },
  },
  defaultSort: '-answeredAt',
  access: {
    read: investorOwnerOrReviewer,
    readVersions: isAdminOrCompliance,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  versions: { maxPerDoc: 100 },
  fields: [
    {
      // The account's name when it was written, as the list's title.
      name: 'investorName',
      type: 'text',
      label: { en: 'Name', he: 'שם' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Account', he: 'חשבון' },
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'result',
          type: 'select',
          required: true,
          index: true,
          options: [
            { value: suitabilityResults[0], label: { en: 'Suitable', he: 'מתאים' } },
            { value: suitabilityResults[1], label: { en: 'Not suitable', he: 'לא מתאים' } },
          ],
          label: { en: 'Result', he: 'תוצאה' },
          admin: readOnly,
        },
        {
          name: 'score',
          type: 'number',
          required: true,
          access: { read: reviewersOnly },
          label: { en: 'Score', he: 'ציון' },
          admin: readOnly,
        },
        {
          name: 'questionnaireVersion',
          type: 'number',
          required: true,
          label: { en: 'Questionnaire version', he: 'גרסת השאלון' },
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'answeredAt',
          type: 'date',
          required: true,
          index: true,
          label: { en: 'Answered', he: 'נענה' },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'attempts',
          type: 'number',
          required: true,
          defaultValue: 1,
          access: { read: reviewersOnly },
          label: { en: 'Times answered', he: 'מספר פעמים שנענה' },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'answers',
      type: 'json',
      required: true,
      label: { en: 'Answers (question id → answer id)', he: 'תשובות (מזהה שאלה ← מזהה תשובה)' },
      admin: readOnly,
    },
  ],
}
