import type { GlobalConfig } from 'payload'

import { isAdminOrCompliance } from '@/access/staff-roles'

import { bumpQuestionnaireVersion } from './bump-version'
import { validatePassingScore, validateQuestions } from './validate'

/**
 * The suitability questionnaire (spec 3, questionnaire store), written by compliance in both
 * languages: questions, their choices with a score each, and the passing score. Every change to
 * its content gets a new version number, which each investor's answers refer to, and Payload keeps
 * every saved version. Only compliance and administrators read it over REST: the scores are their
 * method, and investors get the questions without them through `GET /api/catalog/questionaire/get`.
 */
export const SuitabilityQuestionnaire: GlobalConfig = {
  slug: 'suitability-questionnaire',
  // Short table names: the version tables of the nested arrays pass PostgreSQL's 63 characters.
  dbName: 'suitability',
  label: { en: 'Suitability questionnaire', he: 'שאלון התאמה' },
  admin: {
    group: { en: 'Compliance', he: 'ציות' },
    description: {
      en: 'A total at or above the passing score is "suitable". A "not suitable" investor may still invest, after an explicit risk acknowledgement. Changing the content gives a new version; answers keep the version they were given to.',
      he: 'סכום שווה לציון הסף או גבוה ממנו נחשב "מתאים". משקיע "לא מתאים" עדיין יכול להשקיע, לאחר אישור מפורש של הסיכונים. שינוי בתוכן יוצר גרסה חדשה; כל מענה שומר את הגרסה שעליה ניתן.',
    },
  },
  access: {
    read: isAdminOrCompliance,
    readVersions: isAdminOrCompliance,
    update: isAdminOrCompliance,
  },
  versions: { max: 200 },
  hooks: { beforeChange: [bumpQuestionnaireVersion] },
  fields: [
    {
      name: 'versionNumber',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Version', he: 'גרסה' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          en: 'Raised automatically when the questions, choices, scores or passing score change.',
          he: 'עולה אוטומטית כשמשתנים השאלות, התשובות, הציונים או ציון הסף.',
        },
      },
    },
    {
      name: 'passingScore',
      type: 'number',
      required: true,
      min: 0,
      label: { en: 'Passing score', he: 'ציון סף' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The total at or above which the result is "suitable".',
          he: 'הסכום שממנו ומעלה התוצאה היא "מתאים".',
        },
      },
      validate: validatePassingScore,
    },
    {
      name: 'introduction',
      type: 'textarea',
      localized: true,
      label: { en: 'Introduction (shown above the questions)', he: 'פתיח (מוצג מעל השאלות)' },
    },
    {
      name: 'questions',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      label: { en: 'Questions', he: 'שאלות' },
      labels: {
        singular: { en: 'Question', he: 'שאלה' },
        plural: { en: 'Questions', he: 'שאלות' },
      },
      validate: validateQuestions,
      fields: [
        {
          name: 'text',
          type: 'textarea',
          required: true,
          localized: true,
          label: { en: 'Question', he: 'שאלה' },
        },
        {
          name: 'answers',
          type: 'array',
          required: true,
          minRows: 2,
          maxRows: 10,
          label: { en: 'Answers', he: 'תשובות' },
          labels: {
            singular: { en: 'Answer', he: 'תשובה' },
            plural: { en: 'Answers', he: 'תשובות' },
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'text',
                  type: 'text',
                  required: true,
                  localized: true,
                  label: { en: 'Answer', he: 'תשובה' },
                  admin: { width: '75%' },
                },
                {
                  name: 'score',
                  type: 'number',
                  required: true,
                  min: 0,
                  max: 100,
                  label: { en: 'Score', he: 'ציון' },
                  admin: { width: '25%', step: 1 },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
