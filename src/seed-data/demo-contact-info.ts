export const demoLeadRecipients = 'leads@example.com'

/** Demo contact details (the *Contact info* global): shared fields once, texts in each language. */
export const demoContactInfo = {
  phone: '+972-3-555-0123',
  email: 'info@example.com',
  leadRecipients: demoLeadRecipients,
  he: { address: 'רחוב רוטשילד 22, תל אביב-יפו 6688218', hours: 'ימים א׳–ה׳, 9:00–18:00' },
  en: {
    address: '22 Rothschild Blvd, Tel Aviv-Yafo 6688218, Israel',
    hours: 'Sunday to Thursday, 9:00–18:00',
  },
}
