type Label = { en: string; he: string }

/** Admin labels of the profile's choices, keyed by the values the profile schema accepts. */
const options = <V extends string>(labels: Record<V, Label>): { value: V; label: Label }[] =>
  Object.entries<Label>(labels).map(([value, label]) => ({ value: value as V, label }))

export const citizenshipOptions = options({
  israeli: { en: 'Israeli', he: 'ישראלית' },
  other: { en: 'Other', he: 'אחרת' },
  us: { en: 'United States', he: 'ארצות הברית' },
})

export const sexOptions = options({
  male: { en: 'Male', he: 'זכר' },
  female: { en: 'Female', he: 'נקבה' },
  other: { en: 'Other', he: 'אחר' },
})

export const knowledgeOptions = options({
  none: { en: 'None', he: 'אין' },
  basic: { en: 'Basic', he: 'בסיסי' },
  good: { en: 'Good', he: 'טוב' },
  expert: { en: 'Expert', he: 'מומחה' },
})

export const experienceOptions = options({
  none: { en: 'None', he: 'אין' },
  upTo2Years: { en: 'Up to 2 years', he: 'עד שנתיים' },
  '2to5Years': { en: '2 to 5 years', he: 'שנתיים עד 5 שנים' },
  over5Years: { en: 'Over 5 years', he: 'מעל 5 שנים' },
})

export const educationOptions = options({
  secondary: { en: 'Secondary', he: 'תיכונית' },
  vocational: { en: 'Vocational', he: 'מקצועית' },
  bachelor: { en: "Bachelor's degree", he: 'תואר ראשון' },
  master: { en: "Master's degree", he: 'תואר שני' },
  doctorate: { en: 'Doctorate', he: 'דוקטורט' },
  other: { en: 'Other', he: 'אחר' },
})

export const investorTypeOptions = options({
  private: { en: 'Private', he: 'פרטי' },
  qualified: { en: 'Qualified', he: 'כשיר' },
  institutional: { en: 'Institutional', he: 'מוסדי' },
  leading: { en: 'Leading', he: 'מוביל' },
  angel: { en: 'Angel', he: 'אנג׳ל' },
})

export const typeVerificationOptions = options({
  unverified: { en: 'Not verified', he: 'לא אומת' },
  verified: { en: 'Verified', he: 'אומת' },
  rejected: { en: 'Rejected', he: 'נדחה' },
})

export const interestOptions = options({
  hightech: { en: 'High tech', he: 'הייטק' },
  medicine: { en: 'Medicine', he: 'רפואה' },
  realEstate: { en: 'Real estate', he: 'נדל״ן' },
  law: { en: 'Law', he: 'משפטים' },
  independent: { en: 'Independent', he: 'עצמאי' },
  other: { en: 'Other', he: 'אחר' },
})

export const kycStatusOptions = options({
  not_started: { en: 'Not started', he: 'טרם התחיל' },
  submitted: { en: 'Submitted for review', he: 'הוגש לבדיקה' },
  approved: { en: 'Approved', he: 'אושר' },
  rejected: { en: 'Rejected', he: 'נדחה' },
  more_info_requested: { en: 'More information requested', he: 'התבקש מידע נוסף' },
})
