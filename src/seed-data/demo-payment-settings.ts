/** Obviously fictitious: no one must ever transfer money to the demo's account. */
export const demoBankDetails = {
  he: { bankName: 'בנק לדוגמה בע"מ', beneficiary: 'חשבון נאמנות לדוגמה' },
  en: { bankName: 'Demo Bank Ltd', beneficiary: 'Demo Trust Account' },
  bankNumber: '99',
  branchNumber: '999',
  accountNumber: '000000000',
}

/** Days an investor has to make a bank transfer once asked for it. */
export const demoTransferDays = 5
