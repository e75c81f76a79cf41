import type { DemoPhotoId } from './photos/demo-photos'

/** Demo blog posts and articles in both languages (facts from shared/notes/domain.md). */
type Text = { he: string; en: string }
type Block = { heading: string } | string

export type DemoPost = {
  slug: string
  kind: 'blog' | 'article'
  /** Day of publication (Asia/Jerusalem noon keeps the date the same in every time zone). */
  date: string
  author: Text
  categories: DemoCategorySlug[]
  /** The cover's photograph. */
  photo: DemoPhotoId
  title: Text
  excerpt: Text
  content: { he: Block[]; en: Block[] }
  draft?: boolean
}

export const demoPostCategories = {
  regulation: { he: 'רגולציה', en: 'Regulation' },
  'investor-guides': { he: 'מדריכים למשקיעים', en: 'Investor guides' },
  'raising-capital': { he: 'גיוס הון לחברות', en: 'Raising capital' },
  'market-news': { he: 'חדשות השוק', en: 'Market news' },
} as const

export type DemoCategorySlug = keyof typeof demoPostCategories

const noa = { he: 'נועה לוי', en: 'Noa Levi' }
const avi = { he: 'עו״ד אבי כהן', en: 'Adv. Avi Cohen' }
const michal = { he: 'מיכל רוזן, רו״ח', en: 'Michal Rosen, CPA' }
const yoni = { he: 'יונתן שפירא', en: 'Yonatan Shapira' }

export const demoPosts: DemoPost[] = [
  {
    slug: 'what-is-investment-crowdfunding',
    kind: 'blog',
    date: '2026-11-15',
    author: noa,
    categories: ['investor-guides'],
    photo: 'green-meadow',
    title: {
      he: 'מה זה מימון המונים בהשקעה, ואיך זה עובד בישראל',
      en: 'What investment crowdfunding is, and how it works in Israel',
    },
    excerpt: {
      he: 'מימון המונים בהשקעה מאפשר לכל אחד לרכוש מניות או אג״ח של חברות פרטיות דרך רכז הצעות מורשה. כך זה עובד, צעד אחר צעד.',
      en: 'Investment crowdfunding lets anyone buy shares or bonds of private companies through a licensed offer coordinator. Here is how it works, step by step.',
    },
    content: {
      he: [
        'מימון המונים בהשקעה (Equity Crowdfunding) מאפשר לציבור הרחב להשקיע סכומים קטנים בחברות פרטיות, ולקבל בתמורה מניות או אגרות חוב. בישראל הוא מוסדר מאז תיקון 58 לחוק ניירות ערך (2015) והתקנות שנכנסו לתוקף בסוף 2017.',
        { heading: 'מי מציע ומי משקיע' },
        'החברה המגייסת היא חברה פרטית ישראלית שמעולם לא הנפיקה בתשקיף. ההצעה מתפרסמת רק דרך רכז הצעות בעל רישיון, שבודק את החברה, מפרסם את מסמכי ההצעה ומוודא שהמשקיעים קראו את אזהרות הסיכון לפני שהם משקיעים.',
        { heading: 'מה קורה אם היעד לא הושג' },
        'לכל גיוס יש סכום מינימלי ומועד סיום. אם המינימום לא גויס עד המועד, הכסף מוחזר למשקיעים במלואו. בגיוס מוצלח המשקיעים נרשמים במרשם בעלי המניות או מחזיקי האג״ח של החברה, והחברה מדווחת להם דרך הפלטפורמה.',
      ],
      en: [
        'Investment crowdfunding lets the public invest small amounts in private companies and receive shares or bonds in return. In Israel it has been regulated since amendment 58 of the Securities Law (2015) and the regulations that came into force at the end of 2017.',
        { heading: 'Who offers and who invests' },
        'The company raising money is an Israeli private company that has never offered securities by prospectus. The offer is published only through a licensed offer coordinator, who reviews the company, publishes the offer documents and makes sure investors have read the risk warnings before they invest.',
        { heading: 'What happens if the target is missed' },
        'Every raise has a minimum amount and an end date. If the minimum is not reached by then, investors get their money back in full. When a raise succeeds, investors are entered in the company’s register of shareholders or bondholders, and the company reports to them through the platform.',
      ],
    },
  },
  {
    slug: 'investment-limits-for-private-investors',
    kind: 'blog',
    date: '2026-11-02',
    author: avi,
    categories: ['regulation', 'investor-guides'],
    photo: 'jetty',
    title: {
      he: 'כמה מותר להשקיע? תקרות ההשקעה למשקיע פרטי',
      en: 'How much may you invest? The caps for private investors',
    },
    excerpt: {
      he: 'התקנות קובעות תקרה להשקעה בהצעה אחת ובכל ההצעות יחד ב־12 חודשים, לפי ההכנסה השנתית. הסבר על המדרגות ועל אישור רואה החשבון.',
      en: 'The regulations cap what you may invest per offer and across all offers in 12 months, by annual income. The brackets and the accountant’s certificate explained.',
    },
    content: {
      he: [
        'משקיע פרטי מוגבל בסכום שהוא רשאי להשקיע, כדי שלא ירכז חלק גדול מדי מחסכונותיו בחברות צעירות. התקרות צמודות למדד ומתעדכנות מעת לעת.',
        { heading: 'המדרגות לפי הכנסה' },
        'בהכנסה שנתית של עד 406,925 ש״ח: עד 11,625 ש״ח בהצעה אחת ועד 23,250 ש״ח בכל ההצעות ב־12 חודשים. בהכנסה של 406,926 עד 871,990 ש״ח: עד 34,875 ש״ח. בהכנסה גבוהה יותר חלה תקרה של 5% מההכנסה.',
        'מי שאינו מציג אישור רואה חשבון על הכנסתו מוגבל ל־10,000 ש״ח בשנה. יחיד ובני משפחתו הגרים עמו נחשבים משקיע אחד לצורך התקרות.',
        { heading: 'משקיעים כשירים' },
        'משקיע כשיר לפי התוספת הראשונה לחוק ניירות ערך אינו כפוף לתקרות, אבל הפלטפורמה חייבת לאמת את כשירותו במסמכים ולא להסתפק בהצהרה.',
      ],
      en: [
        'A private investor may invest only up to certain amounts, so that too much of their savings does not end up in young companies. The caps are index-linked and updated from time to time.',
        { heading: 'The brackets by income' },
        'With an annual income of up to ₪406,925: up to ₪11,625 per offer and ₪23,250 across all offers in 12 months. With an income of ₪406,926 to 871,990: up to ₪34,875. Above that, the cap is 5% of income.',
        'Investors who do not present an accountant’s certificate of their income are limited to ₪10,000 a year. An individual and the family members living with them count as one investor for the caps.',
        { heading: 'Qualified investors' },
        'A qualified investor under the First Schedule of the Securities Law is not subject to the caps, but the platform must verify their status with documents, not rely on a declaration.',
      ],
    },
  },
  {
    slug: 'reading-an-offer-document',
    kind: 'blog',
    date: '2026-10-20',
    author: noa,
    categories: ['investor-guides'],
    photo: 'hanging-lamps',
    title: {
      he: 'איך לקרוא מסמך הצעה לפני שמשקיעים',
      en: 'How to read an offer document before you invest',
    },
    excerpt: {
      he: 'שווי החברה, מחיר המניה, השימוש בכספים והסיכונים: חמישה דברים שכדאי לבדוק בכל מסמך הצעה.',
      en: 'Company value, share price, use of funds and risks: five things to check in every offer document.',
    },
    content: {
      he: [
        'מסמך ההצעה הוא המקום שבו החברה מתארת את עצמה, את תנאי ההשקעה ואת הסיכונים. הוא ארוך, אבל שווה לקרוא בו חמישה פרקים לפחות.',
        { heading: 'שווי, מחיר ודילול' },
        'בדקו את שווי החברה לפני הגיוס ואת מחיר המניה. חלקו את סכום ההשקעה שלכם בשווי שאחרי הגיוס כדי לדעת איזה אחוז מהחברה תחזיקו, וזכרו שגיוסים עתידיים ידללו אותו.',
        { heading: 'השימוש בכספים והסיכונים' },
        'חברה טובה מסבירה בדיוק מה תעשה בכסף ואילו אבני דרך הוא אמור לממן. פרק הסיכונים אינו פורמליות: הוא מתאר מה עלול להשתבש, ובהשקעה בחברה פרטית ייתכן אובדן של כל הסכום.',
      ],
      en: [
        'The offer document is where the company describes itself, the terms of the investment and the risks. It is long, but at least five chapters are worth reading.',
        { heading: 'Value, price and dilution' },
        'Check the company’s value before the raise and the share price. Divide your investment by the post-raise value to see what percentage of the company you will hold, and remember that future raises will dilute it.',
        { heading: 'Use of funds and risks' },
        'A good company explains exactly what it will do with the money and which milestones it is meant to fund. The risk chapter is not a formality: it describes what could go wrong, and in a private company you may lose the whole amount.',
      ],
    },
  },
  {
    slug: 'shares-or-bonds',
    kind: 'blog',
    date: '2026-10-05',
    author: michal,
    categories: ['investor-guides'],
    photo: 'forest-path',
    title: {
      he: 'מניות או אג״ח: מה ההבדל בגיוס המונים',
      en: 'Shares or bonds: the difference in a crowdfunding raise',
    },
    excerpt: {
      he: 'במניות אתם שותפים לצמיחה ולסיכון; באג״ח אתם מלווים לחברה בריבית לתקופה קבועה. השוואה קצרה.',
      en: 'With shares you share in the growth and the risk; with bonds you lend to the company at interest for a fixed period. A short comparison.',
    },
    content: {
      he: [
        'בפלטפורמה מוצעים שני סוגי ניירות ערך: מניות ואגרות חוב. הם נראים דומים בדף הפרויקט, אבל התשואה והסיכון שונים מאוד.',
        { heading: 'מניות' },
        'מי שמשקיע במניות הופך לבעל מניות בחברה. אם החברה תצליח ותימכר או תונפק, ערך המניות עשוי לעלות פי כמה; אם תיכשל, הן עלולות לאבד את כל ערכן. אין מועד יציאה ידוע מראש.',
        { heading: 'אגרות חוב' },
        'באג״ח המשקיע מלווה לחברה לתקופה ובריבית שנקבעו מראש, לרוב בפרויקטי נדל״ן. התשואה מוגבלת לריבית, והסיכון העיקרי הוא שהחברה לא תוכל להחזיר את ההלוואה.',
      ],
      en: [
        'The platform offers two kinds of securities: shares and bonds. They look alike on the project page, but the return and the risk are very different.',
        { heading: 'Shares' },
        'Investing in shares makes you a shareholder in the company. If the company succeeds and is sold or listed, the shares may be worth several times what you paid; if it fails, they may lose all their value. There is no known exit date.',
        { heading: 'Bonds' },
        'With bonds, the investor lends to the company for a period and at an interest rate set in advance, often in real-estate projects. The return is limited to the interest, and the main risk is that the company cannot repay the loan.',
      ],
    },
  },
  {
    slug: 'leading-investor-role',
    kind: 'blog',
    date: '2026-09-18',
    author: avi,
    categories: ['regulation', 'raising-capital'],
    photo: 'mountain-path',
    title: {
      he: 'משקיע מוביל: מי הוא ולמה הוא חשוב',
      en: 'The leading investor: who they are and why they matter',
    },
    excerpt: {
      he: 'משקיע מוביל משקיע לפחות 10% מהגיוס ומביא ניסיון. השתתפותו מאפשרת לחברה לגייס מיליון ש״ח נוספים.',
      en: 'A leading investor puts in at least 10% of the raise and brings experience. Their participation lets the company raise another ₪1 million.',
    },
    content: {
      he: [
        'התקנות מכירות בתפקיד מיוחד: משקיע מוביל. זהו משקיע מנוסה שמשקיע לצד הציבור ומעניק לגיוס אמון נוסף.',
        { heading: 'התנאים' },
        'משקיע מוביל לא היה קשור לחברה בשנתיים האחרונות, משקיע לפחות 10% מסך הגיוס, והוא משקיע כשיר או מוסדי, קרן הייטק, או מומחה שביצע לפחות חמש השקעות בהיקף של שני מיליון ש״ח לפחות בחמש השנים האחרונות.',
        { heading: 'מה זה נותן לחברה' },
        'תקרת הגיוס הבסיסית היא ארבעה מיליון ש״ח ב־12 חודשים. השתתפות של משקיע מוביל מוסיפה מיליון ש״ח, ודיווח לרשות החדשנות מוסיף עוד מיליון, עד שישה מיליון ש״ח לכל היותר.',
      ],
      en: [
        'The regulations recognise a special role: the leading investor. This is an experienced investor who invests alongside the public and gives the raise extra credibility.',
        { heading: 'The conditions' },
        'A leading investor has had no affiliation with the company in the last two years, invests at least 10% of the total raised, and is a qualified or institutional investor, a high-tech fund, or a specialist with at least five investments totalling at least ₪2 million in the last five years.',
        { heading: 'What it gives the company' },
        'The basic cap is ₪4 million in 12 months. A leading investor adds ₪1 million, and a report to the Innovation Authority adds another million, up to ₪6 million at most.',
      ],
    },
  },
  {
    slug: 'how-refunds-work',
    kind: 'blog',
    date: '2026-09-01',
    author: noa,
    categories: ['investor-guides'],
    photo: 'boardwalk',
    title: {
      he: 'מה קורה לכסף שלי עד שהגיוס מסתיים',
      en: 'What happens to my money until the raise closes',
    },
    excerpt: {
      he: 'הכרטיס מחויב רק כשהגיוס הגיע למינימום, והעברה בנקאית מוחזרת במלואה אם היעד לא הושג. כך מגינים על המשקיעים.',
      en: 'Your card is charged only once the raise reaches its minimum, and a bank transfer is refunded in full if the target is missed. How investors are protected.',
    },
    content: {
      he: [
        'שאלה שחוזרת אצל משקיעים חדשים: מה קורה לכסף מרגע ההתחייבות ועד סוף הגיוס?',
        { heading: 'כרטיס אשראי' },
        'פרטי הכרטיס נשמרים באישורכם, אבל החיוב מתבצע רק כשהגיוס הגיע ל־100% מהסכום המינימלי. אם המינימום לא הושג, הכרטיס לא יחויב כלל.',
        { heading: 'העברה בנקאית' },
        'בהעברה בנקאית תקבלו פרטי חשבון ומספר אסמכתה ייחודי. הכסף מוחזק עד סוף הגיוס, ואם היעד לא הושג הוא מוחזר במלואו לחשבון שממנו הועבר.',
      ],
      en: [
        'A question new investors often ask: what happens to the money between the pledge and the end of the raise?',
        { heading: 'Credit card' },
        'Your card details are saved with your consent, but the charge is made only when the raise reaches 100% of its minimum. If the minimum is not reached, the card is never charged.',
        { heading: 'Bank transfer' },
        'For a bank transfer you get account details and a unique reference number. The money is held until the raise ends, and if the target is missed it is returned in full to the account it came from.',
      ],
    },
  },
  {
    slug: 'preparing-your-company-to-raise',
    kind: 'blog',
    date: '2026-08-14',
    author: yoni,
    categories: ['raising-capital'],
    photo: 'dandelions',
    title: {
      he: 'חמישה צעדים להכנת החברה לגיוס המונים',
      en: 'Five steps to prepare your company for a crowdfunding raise',
    },
    excerpt: {
      he: 'ממצגת משקיעים ועד תוכנית שיווק: מה יזמים צריכים להכין לפני שהם פונים לרכז ההצעות.',
      en: 'From the investor deck to the marketing plan: what founders should prepare before they approach the offer coordinator.',
    },
    content: {
      he: [
        'גיוס המונים מוצלח מתחיל חודשים לפני שהדף עולה לאוויר. אלה חמשת הדברים שאנחנו מבקשים מכל חברה.',
        { heading: 'מסמכים ומספרים' },
        'דוחות כספיים מעודכנים, תקנון החברה, טבלת בעלי מניות ותוכנית עסקית עם שימוש מפורט בכספים. ככל שהמספרים ברורים יותר, כך קל יותר למשקיעים להחליט.',
        { heading: 'קהילה ושיווק' },
        'המשקיעים הראשונים מגיעים בדרך כלל מהקהילה של החברה: לקוחות, ספקים וחברים. תוכנית שיווק לשבועות הגיוס, עם עדכונים שוטפים, חשובה לא פחות מהמצגת.',
      ],
      en: [
        'A successful crowdfunding raise starts months before the page goes live. These are the five things we ask of every company.',
        { heading: 'Documents and numbers' },
        'Up-to-date financial statements, the articles of association, a cap table and a business plan with a detailed use of funds. The clearer the numbers, the easier it is for investors to decide.',
        { heading: 'Community and marketing' },
        'The first investors usually come from the company’s own community: customers, suppliers and friends. A marketing plan for the weeks of the raise, with regular updates, matters as much as the deck.',
      ],
    },
  },
  {
    slug: 'crowdfunding-market-2026',
    kind: 'blog',
    date: '2026-07-28',
    author: yoni,
    categories: ['market-news'],
    photo: 'autumn-ridge',
    title: {
      he: 'שוק מימון ההמונים בישראל: סיכום המחצית הראשונה של 2026',
      en: 'Israel’s crowdfunding market: the first half of 2026',
    },
    excerpt: {
      he: 'יותר גיוסים באג״ח נדל״ן, משקיעים מובילים בכל גיוס שלישי ושימוש גובר בהעברות בנקאיות. המגמות של החציון.',
      en: 'More real-estate bond raises, a leading investor in one raise in three and more bank transfers. The trends of the half-year.',
    },
    content: {
      he: [
        'המחצית הראשונה של 2026 הייתה פעילה בשוק מימון ההמונים המקומי. אלה המגמות שבלטו אצלנו.',
        { heading: 'אג״ח נדל״ן' },
        'חלקם של גיוסי האג״ח עלה, בעיקר בפרויקטי התחדשות עירונית. משקיעים מחפשים תשואה קבועה ותקופה ידועה מראש.',
        { heading: 'משקיעים מובילים' },
        'בכשליש מהגיוסים השתתף משקיע מוביל, מה שאפשר לחברות לגייס מעבר לתקרה הבסיסית. הנתונים הם של הפלטפורמה בלבד ואינם מייצגים את השוק כולו.',
      ],
      en: [
        'The first half of 2026 was busy for the local crowdfunding market. These are the trends we saw.',
        { heading: 'Real-estate bonds' },
        'The share of bond raises grew, mostly in urban-renewal projects. Investors are looking for a fixed return over a period known in advance.',
        { heading: 'Leading investors' },
        'About one raise in three had a leading investor, which let companies raise beyond the basic cap. These are the platform’s own figures and do not represent the whole market.',
      ],
    },
  },
  {
    slug: 'angel-campaigns-explained',
    kind: 'blog',
    date: '2026-07-10',
    author: avi,
    categories: ['regulation'],
    photo: 'lake-dusk',
    title: {
      he: 'קמפיין אנג׳לים: הצעה פרטית ל־35 ניצעים',
      en: 'Angel campaigns: a private offer to 35 offerees',
    },
    excerpt: {
      he: 'לצד ההצעה לציבור, חברות יכולות להציע מניות בהצעה פרטית לעד 35 ניצעים. מי רואה אותן ומה ההשקעה המינימלית.',
      en: 'Besides the public offer, companies can offer shares privately to at most 35 offerees. Who sees them and what the minimum investment is.',
    },
    content: {
      he: [
        'קמפיין אנג׳לים הוא הצעה פרטית, שאינה מופנית לציבור. החוק מתיר הצעה כזו לעד 35 ניצעים ב־12 חודשים.',
        { heading: 'מי נספר' },
        'משקיעים כשירים, דירקטורים, עובדים ובעלי מניות קיימים אינם נספרים במניין ה־35. לכן קמפיינים כאלה מוצגים רק למשקיעים רשומים שעברו סינון מוקדם.',
        'מדיניות הפלטפורמה קובעת השקעה מינימלית של 15,000 דולר בקמפיין אנג׳לים.',
      ],
      en: [
        'An angel campaign is a private offer, not made to the public. The law allows such an offer to at most 35 offerees in 12 months.',
        { heading: 'Who counts' },
        'Qualified investors, directors, employees and existing shareholders are not counted among the 35. That is why such campaigns are shown only to registered investors who have been pre-qualified.',
        'The platform’s policy sets a minimum investment of USD 15,000 in an angel campaign.',
      ],
    },
  },
  {
    slug: 'crowdfunding-regulation-guide',
    kind: 'article',
    date: '2026-11-10',
    author: avi,
    categories: ['regulation'],
    photo: 'hillside-village',
    title: {
      he: 'המדריך המלא לרגולציה של מימון המונים בישראל',
      en: 'The complete guide to crowdfunding regulation in Israel',
    },
    excerpt: {
      he: 'תיקון 58, תקנות רכז ההצעות, תקרות הגיוס וחובות הגילוי: כל מה שמשקיעים וחברות צריכים לדעת על המסגרת החוקית.',
      en: 'Amendment 58, the offer-coordinator regulations, raising caps and disclosure duties: what investors and companies need to know about the legal frame.',
    },
    content: {
      he: [
        'מימון המונים בהשקעה פועל בישראל במסגרת חוקית ייחודית, שנועדה לאזן בין הנגשת ההון לחברות צעירות לבין הגנה על משקיעים שאינם מקצועיים.',
        { heading: 'הבסיס החוקי' },
        'תיקון 58 לחוק ניירות ערך (2015) ותקנות ניירות ערך (הצעה באמצעות רכז הצעות), התשע״ז–2017, שנכנסו לתוקף ב־27 בדצמבר 2017, פוטרים חברות פרטיות מחובת תשקיף כשהן מציעות מניות או אג״ח דרך רכז הצעות מורשה.',
        { heading: 'תקרות הגיוס' },
        'חברה רשאית לגייס עד ארבעה מיליון ש״ח ב־12 חודשים. דיווח לרשות החדשנות או לסוכנות לעסקים קטנים מוסיף מיליון, והשתתפות משקיע מוביל מוסיפה מיליון נוסף, עד שישה מיליון ש״ח.',
        { heading: 'חובות רכז ההצעות' },
        'הרכז בודק את החברה, מפרסם את מידע ההצעה, מוודא שהמשקיעים קראו את אזהרות הסיכון, ומחזיר את הכסף אם הגיוס לא הגיע למינימום. לאחר גיוס מוצלח החברה מדווחת למחזיקים דרך הפלטפורמה.',
      ],
      en: [
        'Investment crowdfunding in Israel works within a distinctive legal frame, meant to balance access to capital for young companies with protection for non-professional investors.',
        { heading: 'The legal basis' },
        'Amendment 58 of the Securities Law (2015) and the Securities Regulations (Offer of Securities through an Offer Coordinator), 2017, in force since 27 December 2017, exempt private companies from a prospectus when they offer shares or bonds through a licensed offer coordinator.',
        { heading: 'Raising caps' },
        'A company may raise up to ₪4 million in 12 months. A report to the Innovation Authority or the Small and Medium Business Agency adds ₪1 million, and a leading investor adds another million, up to ₪6 million.',
        { heading: 'The coordinator’s duties' },
        'The coordinator reviews the company, publishes the offer information, makes sure investors have read the risk warnings, and returns the money if the raise does not reach its minimum. After a successful raise the company reports to holders through the platform.',
      ],
    },
  },
  {
    slug: 'due-diligence-checklist',
    kind: 'article',
    date: '2026-10-12',
    author: michal,
    categories: ['investor-guides'],
    photo: 'fallen-leaf',
    title: {
      he: 'רשימת בדיקה למשקיע: בדיקת נאותות בעשר שאלות',
      en: 'An investor’s checklist: due diligence in ten questions',
    },
    excerpt: {
      he: 'עשר שאלות שכדאי לשאול לפני כל השקעה בחברה פרטית, מהצוות והשוק ועד תנאי ההשקעה והיציאה.',
      en: 'Ten questions worth asking before any investment in a private company, from the team and the market to the terms and the exit.',
    },
    content: {
      he: [
        'בדיקת נאותות אינה שמורה לקרנות הון סיכון. גם משקיע פרטי יכול לבדוק את העיקר בעשר שאלות.',
        { heading: 'הצוות והשוק' },
        'מי המייסדים ומה ניסיונם? מה גודל השוק ומי המתחרים? האם יש לקוחות משלמים? מה החברה השיגה בכספים שגייסה עד כה?',
        { heading: 'התנאים' },
        'מהו השווי ומה הבסיס שלו? כמה כסף נדרש עד אבן הדרך הבאה? אילו זכויות מקנות המניות? מתי ואיך עשויה להגיע יציאה? ומה יקרה אם החברה תצטרך לגייס שוב?',
        'השאלה העשירית היא אישית: האם תוכלו לעמוד באובדן כל הסכום? אם לא, השקיעו פחות.',
      ],
      en: [
        'Due diligence is not reserved for venture funds. A private investor can check what matters in ten questions.',
        { heading: 'Team and market' },
        'Who are the founders and what is their experience? How big is the market and who are the competitors? Are there paying customers? What has the company achieved with the money raised so far?',
        { heading: 'The terms' },
        'What is the valuation and what is it based on? How much money is needed to reach the next milestone? What rights do the shares carry? When and how might an exit come? And what happens if the company has to raise again?',
        'The tenth question is personal: could you bear losing the whole amount? If not, invest less.',
      ],
    },
  },
  {
    slug: 'tax-on-crowdfunding-investments',
    kind: 'article',
    date: '2026-09-25',
    author: michal,
    categories: ['investor-guides', 'regulation'],
    photo: 'storm-road',
    title: {
      he: 'מיסוי השקעות במימון המונים: מה כדאי לדעת',
      en: 'Tax on crowdfunding investments: what to know',
    },
    excerpt: {
      he: 'רווח ממכירת מניות, ריבית על אג״ח והפסדים שאפשר לקזז: סקירה כללית. אין בה ייעוץ מס.',
      en: 'Gains on selling shares, interest on bonds and losses you can offset: an overview. It is not tax advice.',
    },
    content: {
      he: [
        'סקירה זו כללית ואינה ייעוץ מס; לפני החלטה כדאי להתייעץ עם רואה חשבון.',
        { heading: 'מניות' },
        'רווח ממכירת מניות של חברה פרטית חייב בדרך כלל במס רווח הון. הפסד הון ממכירה או ממחיקת השקעה עשוי להיות ניתן לקיזוז כנגד רווחי הון אחרים.',
        { heading: 'אג״ח' },
        'ריבית שמשולמת על אג״ח חייבת במס, ולעתים החברה מנכה מס במקור. שמרו את האישורים השנתיים שהחברה שולחת לדיווח.',
      ],
      en: [
        'This overview is general and is not tax advice; talk to an accountant before you decide.',
        { heading: 'Shares' },
        'A gain on selling shares of a private company is usually subject to capital-gains tax. A capital loss from a sale or a written-off investment may be offset against other capital gains.',
        { heading: 'Bonds' },
        'Interest paid on bonds is taxable, and the company sometimes withholds tax at source. Keep the annual statements the company sends for your tax return.',
      ],
    },
  },
  {
    slug: 'upcoming-regulation-changes-draft',
    kind: 'blog',
    date: '2026-11-20',
    author: avi,
    categories: ['regulation'],
    photo: 'forest-stream',
    draft: true,
    title: {
      he: 'טיוטה: שינויי רגולציה צפויים',
      en: 'Draft: upcoming regulation changes',
    },
    excerpt: {
      he: 'טיוטה שלא פורסמה ואסור שתופיע באתר.',
      en: 'An unpublished draft that must never appear on the site.',
    },
    content: {
      he: ['טיוטה פנימית.'],
      en: ['Internal draft.'],
    },
  },
]

export const demoBlogPostSlugs = demoPosts
  .filter((p) => p.kind === 'blog' && !p.draft)
  .map((p) => p.slug)
export const demoArticleSlugs = demoPosts
  .filter((p) => p.kind === 'article' && !p.draft)
  .map((p) => p.slug)
export const demoDraftPostSlug = 'upcoming-regulation-changes-draft'
