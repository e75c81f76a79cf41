/**
 * Where a capital-raising company's account works on the site: its application to raise capital
 * (issue 18). It takes the place of the investor profile for company accounts: after signing in,
 * after confirming the e-mail, and behind the header's account link.
 */
export const companyHomePath = '/recruitment/inquiry'
