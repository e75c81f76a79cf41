/** Demo Q&A items in both languages, in the order shown on `/question-answer`. */
type Text = { he: string; en: string }

export type DemoQa = { group: Text; question: Text; answer: Text; draft?: boolean }

const platform = { he: 'על הפלטפורמה', en: 'About the platform' }
const investing = { he: 'השקעה', en: 'Investing' }
const payments = { he: 'תשלומים והחזרים', en: 'Payments and refunds' }
const risks = { he: 'סיכונים', en: 'Risks' }
const companies = { he: 'לחברות מגייסות', en: 'For companies raising' }

const qa = (group: Text, question: Text, answer: Text): DemoQa => ({ group, question, answer })

export const demoQaItems: DemoQa[] = [
  qa(
    platform,
    { he: 'מה זה מימון המונים בהשקעה?', en: 'What is investment crowdfunding?' },
    {
      he: 'השקעה של סכומים קטנים מהציבור בחברה פרטית, בתמורה למניות או לאגרות חוב.\n\nבישראל היא מוסדרת בתיקון 58 לחוק ניירות ערך ובתקנות רכז ההצעות מ־2017.',
      en: 'Small amounts invested by the public in a private company in return for shares or bonds.\n\nIn Israel it is regulated by amendment 58 of the Securities Law and the offer-coordinator regulations of 2017.',
    },
  ),
  qa(
    platform,
    { he: 'מהו רכז הצעות?', en: 'What is an offer coordinator?' },
    {
      he: 'גוף בעל רישיון שדרכו בלבד מותר להציע ניירות ערך לציבור במימון המונים. הרכז בודק את החברות, מפרסם את מסמכי ההצעה ומחזיר כספים כשגיוס לא הצליח.',
      en: 'A licensed body, the only channel through which securities may be offered to the public by crowdfunding. The coordinator reviews companies, publishes the offer documents and returns money when a raise fails.',
    },
  ),
  qa(
    platform,
    { he: 'האם ההרשמה לאתר עולה כסף?', en: 'Does registering cost anything?' },
    {
      he: 'לא. ההרשמה והעיון בהזדמנויות ההשקעה ללא תשלום. לפני השקעה ראשונה נבקש פרטים לזיהוי ושאלון התאמה.',
      en: 'No. Registering and browsing the investment opportunities are free. Before your first investment we ask for identification details and a suitability questionnaire.',
    },
  ),
  qa(
    platform,
    { he: 'איך אני מקבל עדכונים מהחברות?', en: 'How do I get updates from the companies?' },
    {
      he: 'חברות שגייסו מדווחות למשקיעים דרך לשונית העדכונים בדף הפרויקט, ותקבלו הודעה בדואר אלקטרוני על כל עדכון חדש.',
      en: 'Companies that raised report to investors through the updates tab of the project page, and you get an e-mail about each new update.',
    },
  ),
  qa(
    investing,
    { he: 'מה הסכום המינימלי להשקעה?', en: 'What is the minimum investment?' },
    {
      he: 'ברוב הפרויקטים ההשקעה המינימלית היא 500 ש״ח. הסכום המדויק מופיע בתנאי ההשקעה של כל פרויקט.',
      en: 'In most projects the minimum investment is ₪500. The exact amount is in each project’s investment terms.',
    },
  ),
  qa(
    investing,
    { he: 'כמה מותר לי להשקיע בשנה?', en: 'How much may I invest in a year?' },
    {
      he: 'משקיע פרטי מוגבל לפי הכנסתו השנתית: בהכנסה של עד 406,925 ש״ח, עד 11,625 ש״ח בהצעה ועד 23,250 ש״ח בכל ההצעות ב־12 חודשים.\n\nבלי אישור רואה חשבון התקרה היא 10,000 ש״ח בשנה. משקיעים כשירים אינם מוגבלים.',
      en: 'A private investor is capped by annual income: with an income of up to ₪406,925, up to ₪11,625 per offer and ₪23,250 across offers in 12 months.\n\nWithout an accountant’s certificate the cap is ₪10,000 a year. Qualified investors have no cap.',
    },
  ),
  qa(
    investing,
    { he: 'מי נחשב משקיע כשיר?', en: 'Who is a qualified investor?' },
    {
      he: 'מי שעומד בתנאי התוספת הראשונה לחוק ניירות ערך, למשל נכסים נזילים של יותר מכ־8.4 מיליון ש״ח או הכנסה גבוהה בשנתיים האחרונות. נבקש מסמכים לאימות.',
      en: 'Someone who meets the First Schedule of the Securities Law, for example liquid assets above about ₪8.4 million or a high income in each of the last two years. We ask for documents to verify it.',
    },
  ),
  qa(
    investing,
    { he: 'מה ההבדל בין מניות לאג״ח?', en: 'What is the difference between shares and bonds?' },
    {
      he: 'במניות אתם שותפים בחברה ומשתתפים בצמיחה ובסיכון. באג״ח אתם מלווים לחברה לתקופה קבועה ובריבית שנקבעה מראש.',
      en: 'With shares you own part of the company and share its growth and risk. With bonds you lend to the company for a fixed period at an interest rate set in advance.',
    },
  ),
  qa(
    investing,
    { he: 'האם אפשר לבטל השקעה?', en: 'Can I cancel an investment?' },
    {
      he: 'אפשר לבטל התחייבות עד סגירת הגיוס, לפי התנאים שבמסמך ההצעה. לאחר סגירת גיוס מוצלח ההשקעה סופית.',
      en: 'You can cancel a pledge until the raise closes, under the terms of the offer document. After a successful raise closes, the investment is final.',
    },
  ),
  qa(
    payments,
    { he: 'מתי יחויב כרטיס האשראי שלי?', en: 'When is my credit card charged?' },
    {
      he: 'רק כשהגיוס מגיע ל־100% מהסכום המינימלי. אם המינימום לא הושג עד מועד הסיום, הכרטיס לא יחויב.',
      en: 'Only when the raise reaches 100% of its minimum. If the minimum is not reached by the end date, the card is not charged.',
    },
  ),
  qa(
    payments,
    { he: 'איך משלמים בהעברה בנקאית?', en: 'How do I pay by bank transfer?' },
    {
      he: 'לאחר ההתחייבות תקבלו את פרטי החשבון ומספר אסמכתה ייחודי. ציינו את האסמכתה בהעברה כדי שנזהה אותה. העברה בנקאית אינה כרוכה בעמלה.',
      en: 'After the pledge you get the account details and a unique reference number. Quote the reference in the transfer so that we can match it. Bank transfers carry no fee.',
    },
  ),
  qa(
    payments,
    { he: 'מה קורה לכסף אם הגיוס לא הצליח?', en: 'What happens to the money if the raise fails?' },
    {
      he: 'הוא מוחזר במלואו. כרטיס אשראי לא יחויב כלל, והעברה בנקאית תוחזר לחשבון שממנו הועברה.',
      en: 'It is returned in full. A credit card is never charged, and a bank transfer is returned to the account it came from.',
    },
  ),
  qa(
    payments,
    { he: 'האם יש עמלה למשקיעים?', en: 'Do investors pay a fee?' },
    {
      he: 'לא. העמלה משולמת על ידי החברה המגייסת ומפורטת במסמך ההצעה.',
      en: 'No. The fee is paid by the company raising and is set out in the offer document.',
    },
  ),
  qa(
    risks,
    {
      he: 'מה הסיכונים בהשקעה בחברה פרטית?',
      en: 'What are the risks of investing in a private company?',
    },
    {
      he: 'חברות צעירות רבות נכשלות, וייתכן שתאבדו את כל הסכום. ההשקעה אינה נזילה, והתשואה אינה מובטחת.\n\nהשקיעו רק סכום שתוכלו לעמוד באובדנו, ופזרו בין כמה השקעות.',
      en: 'Many young companies fail, and you may lose the whole amount. The investment is illiquid and no return is guaranteed.\n\nInvest only what you could afford to lose, and spread it over several investments.',
    },
  ),
  qa(
    risks,
    { he: 'האם אפשר למכור את המניות לפני יציאה?', en: 'Can I sell my shares before an exit?' },
    {
      he: 'בדרך כלל לא: אין שוק משני למניות של חברות פרטיות, וההעברה כפופה לתקנון החברה. הניחו שהכסף יהיה נעול לשנים.',
      en: 'Usually not: there is no secondary market for shares of private companies, and transfers are subject to the articles of association. Assume the money will be locked up for years.',
    },
  ),
  qa(
    risks,
    { he: 'מה זה דילול?', en: 'What is dilution?' },
    {
      he: 'כשהחברה מגייסת שוב ומנפיקה מניות חדשות, אחוז האחזקה שלכם קטן. ערך האחזקה יכול לעלות או לרדת, לפי מחיר הגיוס החדש.',
      en: 'When the company raises again and issues new shares, your percentage of ownership shrinks. The value of your holding may go up or down, depending on the new price.',
    },
  ),
  qa(
    companies,
    { he: 'אילו חברות יכולות לגייס?', en: 'Which companies may raise?' },
    {
      he: 'חברה פרטית ישראלית שלא הציעה ניירות ערך בתשקיף. אנו בודקים כל חברה לפני שההצעה עולה לאתר.',
      en: 'An Israeli private company that has never offered securities by prospectus. We review every company before its offer goes on the site.',
    },
  ),
  qa(
    companies,
    { he: 'כמה אפשר לגייס?', en: 'How much can a company raise?' },
    {
      he: 'עד ארבעה מיליון ש״ח ב־12 חודשים, ועד שישה מיליון ש״ח עם משקיע מוביל ודיווח לרשות החדשנות.',
      en: 'Up to ₪4 million in 12 months, and up to ₪6 million with a leading investor and a report to the Innovation Authority.',
    },
  ),
  qa(
    companies,
    { he: 'כמה זמן נמשך גיוס?', en: 'How long does a raise take?' },
    {
      he: 'ההכנה נמשכת בדרך כלל חודש עד חודשיים, והגיוס עצמו בין ארבעה לשמונה שבועות. ניתן להאריך גיוס פעם אחת לפי תנאי ההצעה.',
      en: 'Preparation usually takes one to two months, and the raise itself four to eight weeks. A raise can be extended once under the offer’s terms.',
    },
  ),
  qa(
    companies,
    { he: 'איך מגישים בקשה לגיוס?', en: 'How do we apply to raise?' },
    {
      he: 'מלאו את טופס הפנייה בעמוד גיוס ההון. נציג יחזור אליכם לשיחת היכרות ויבקש מצגת, דוחות כספיים וטבלת בעלי מניות.',
      en: 'Fill in the inquiry form on the recruitment page. A representative will call you back and ask for a deck, financial statements and a cap table.',
    },
  ),
  {
    ...qa(
      investing,
      { he: 'טיוטה: שאלה שטרם פורסמה', en: 'Draft: an unpublished question' },
      {
        he: 'תשובה בעבודה, אסור שתופיע באתר.',
        en: 'An answer in progress that must never appear on the site.',
      },
    ),
    draft: true,
  },
]

/** For tests: the draft's English question, and how many items visitors see. */
export const demoQaDraftQuestion = 'Draft: an unpublished question'
export const demoQaPublishedCount = demoQaItems.filter((q) => !q.draft).length
