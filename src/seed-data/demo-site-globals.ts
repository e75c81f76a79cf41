type Link = { he: string; en: string; href: string }

const link = (he: string, en: string, href: string): Link => ({ he, en, href })

export const demoMainNavigation: Link[] = [
  link('דף הבית', 'Home', '/'),
  link('הזדמנויות השקעה', 'Investment opportunities', '/investment_opportunities'),
  link('גיוס הון', 'Recruitment', '/recruitment'),
  link('משקיע מוביל', 'Leading investor', '/leading-investor'),
  link('איך זה עובד', 'How it works', '/how-it-works'),
  link('צור קשר', 'Contacts', '/contacts'),
]

export const demoLegalLinks: Link[] = [
  link('תנאי שימוש', 'Terms of use', '/policy/terms-of-use'),
  link('אבטחה וסיכונים', 'Security and risks', '/policy/security'),
  link('פרטיות', 'Privacy', '/policy/privacy'),
  link('מידע כללי', 'General information', '/policy/information'),
]

export const demoFooterGroups: { he: string; en: string; links: Link[] }[] = [
  {
    he: 'כללי',
    en: 'General',
    links: [...demoLegalLinks, link('הצהרת נגישות', 'Accessibility statement', '/accessibility')],
  },
  {
    he: 'הצטרפות',
    en: 'Joining',
    links: [
      link('משקיע מוביל', 'Leading investor', '/leading-investor'),
      link('הרשמה למשקיעים', 'Registration for investors', '#register'),
      link('גיוס הון', 'Recruitment', '/recruitment'),
    ],
  },
  {
    he: 'ניווט',
    en: 'Navigation',
    links: [
      link('דף הבית', 'Home', '/'),
      link('הזדמנויות השקעה', 'Investment opportunities', '/investment_opportunities'),
      link('איך זה עובד', 'How it works', '/how-it-works'),
      link('בלוג', 'Blog', '/blog'),
      link('מאמרים', 'Articles', '/articles'),
      link('שאלות ותשובות', 'Questions and answers', '/question-answer'),
    ],
  },
]

export const demoSocialLinks = [
  { network: 'facebook' as const, url: 'https://www.facebook.com/' },
  { network: 'linkedin' as const, url: 'https://www.linkedin.com/' },
  { network: 'instagram' as const, url: 'https://www.instagram.com/' },
]

export const demoCompanyName = { he: 'משקיעים ביחד בע״מ', en: 'Invest Together Ltd.' }

/** The demo operator's legal details (made up: the number has a valid check digit, no more). */
export const demoLegalDetails = {
  registrationNumber: '516123452',
  licenceNumber: '2019-07',
  address: { he: 'רחוב רוטשילד 22, תל אביב-יפו', en: '22 Rothschild Blvd., Tel Aviv-Yafo' },
}
