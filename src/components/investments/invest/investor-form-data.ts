/** Spec 3, cookie `investorFormData`: the investor's details typed so far (removed on logout). */
export const investorFormDataCookie = { name: 'investorFormData', maxAgeSeconds: 86_400 }
