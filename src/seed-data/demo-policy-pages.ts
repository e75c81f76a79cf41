import type { RichTextBlock } from './lexical'

type Text = { he: string; en: string }
type PolicyPage = {
  slug: string
  title: Text
  paragraphs: { he: RichTextBlock[]; en: RichTextBlock[] }
}

/** Opens every policy page: the operator and its details are invented, as is the text. */
const demoNotice = {
  he: 'טקסט לדוגמה של אתר הדגמה: החברה, פרטיה והמסמך בדויים ואינם מהווים ייעוץ משפטי.',
  en: 'Sample text of a demonstration site: the company, its details and this document are invented and are not legal advice.',
}

const contactLines = {
  he: [
    'משקיעים ביחד בע״מ, ח״פ 516123452, רכזת הצעות בעלת רישיון מס׳ 2019-07',
    'רחוב רוטשילד 22, תל אביב-יפו 6688218',
    'דוא״ל info@example.com, טלפון ‎03-555-0123‎ (א׳–ה׳, 9:00–17:00)',
  ],
  en: [
    'Invest Together Ltd., company no. 516123452, licensed offer coordinator, licence no. 2019-07',
    '22 Rothschild Blvd., Tel Aviv-Yafo 6688218, Israel',
    'Email info@example.com, phone +972-3-555-0123 (Sunday to Thursday, 9:00–17:00)',
  ],
}

/**
 * The legal pages linked from the footer, each in sections with headings, paragraphs and lists, as
 * an Israeli licensed offer coordinator would publish them (demo text, plainly marked).
 */
export const demoPolicyPages: PolicyPage[] = [
  {
    slug: 'information',
    title: { he: 'מידע כללי', en: 'General information' },
    paragraphs: {
      he: [
        demoNotice.he,
        { heading: 'מי אנחנו' },
        'האתר מופעל על ידי משקיעים ביחד בע״מ, רכזת הצעות בעלת רישיון מרשות ניירות ערך לפי חוק ניירות ערך, התשכ״ח-1968, ותקנות ניירות ערך (הצעה באמצעות רכז הצעות), התשע״ח-2018.',
        'דרכנו חברות פרטיות ישראליות מציעות מניות ואיגרות חוב לציבור, ללא תשקיף, בגבולות שקובעות התקנות.',
        { heading: 'מה רכזת הצעות עושה' },
        {
          list: [
            'בודקת את החברה המציעה ואת מסמכי ההצעה לפני שההצעה עולה לאתר.',
            'מפרסמת את ההצעה, את מסמכיה ואת אזהרת הסיכונים באופן שווה לכל המשקיעים.',
            'מחזיקה את כספי המשקיעים בחשבון נאמנות עד לסגירת הגיוס.',
            'מעבירה את הכסף לחברה רק אם הגיוס הגיע ליעד המינימלי, ומחזירה אותו אם לא.',
          ],
        },
        { heading: 'מה אנחנו לא עושים' },
        'איננו יועצי השקעות ואיננו ממליצים על השקעה מסוימת. המידע באתר אינו מתחשב בנתונים ובצרכים של משקיע מסוים, וההחלטה אם להשקיע היא שלכם בלבד.',
        { heading: 'מגבלות השקעה' },
        {
          list: [
            'חברה יכולה לגייס עד 4 מיליון ₪ ב־12 חודשים, ועוד עד מיליון ₪ עם משקיע מוביל.',
            'משקיע שאינו כשיר יכול להשקיע עד 10,000 ₪ בהצעה אחת ועד 20,000 ₪ בשנה, לפי הכנסתו.',
            'משקיעים כשירים פטורים ממגבלות אלה לאחר שהצהירו על כשירותם.',
          ],
        },
        { heading: 'פרטי התקשרות' },
        { list: contactLines.he },
      ],
      en: [
        demoNotice.en,
        { heading: 'Who we are' },
        'The site is run by Invest Together Ltd., an offer coordinator licensed by the Israel Securities Authority under the Securities Law, 1968, and the Securities (Offer through an Offer Coordinator) Regulations, 2018.',
        'Through us, Israeli private companies offer shares and bonds to the public without a prospectus, within the limits the regulations set.',
        { heading: 'What an offer coordinator does' },
        {
          list: [
            'Reviews the offering company and its offer documents before the offer goes on the site.',
            'Publishes the offer, its documents and the risk warning equally to all investors.',
            "Holds investors' money in a trust account until the raise closes.",
            'Passes the money to the company only if the raise reaches its minimum target, and refunds it if not.',
          ],
        },
        { heading: 'What we do not do' },
        'We are not investment advisers and do not recommend any investment. Nothing on the site takes account of a particular investor’s circumstances or needs; the decision to invest is yours alone.',
        { heading: 'Investment limits' },
        {
          list: [
            'A company may raise up to ₪4 million in 12 months, and up to ₪1 million more with a leading investor.',
            'An investor who is not qualified may invest up to ₪10,000 in one offer and up to ₪20,000 a year, depending on income.',
            'Qualified investors are exempt from these limits once they have declared their qualification.',
          ],
        },
        { heading: 'Contact details' },
        { list: contactLines.en },
      ],
    },
  },
  {
    slug: 'privacy',
    title: { he: 'מדיניות פרטיות', en: 'Privacy policy' },
    paragraphs: {
      he: [
        demoNotice.he,
        'מדיניות זו מסבירה איזה מידע אישי אנו אוספים, למה, כמה זמן אנו שומרים אותו ומה זכויותיכם. היא חלה על האתר ועל כל השירותים של משקיעים ביחד בע״מ.',
        { heading: 'מי אחראי למידע' },
        'משקיעים ביחד בע״מ היא בעלת מאגר המידע, הרשום לפי חוק הגנת הפרטיות, התשמ״א-1981. לכל שאלה על המידע שלכם כתבו לממונה על הגנת הפרטיות: privacy@example.com.',
        { heading: 'המידע שאנו אוספים' },
        {
          list: [
            'פרטי זיהוי וקשר: שם, תעודת זהות או דרכון, תאריך לידה, כתובת, טלפון ודוא״ל.',
            'מידע פיננסי: פרטי חשבון הבנק להחזרים, הכנסה שנתית ותשובות לשאלון ההתאמה.',
            'פרטי ההשקעות שלכם: סכומים, תשלומים, אישורים ומסמכים.',
            'מידע טכני: כתובת IP, סוג הדפדפן, השפה והעמודים שבהם ביקרתם.',
          ],
        },
        'פרטי כרטיס האשראי נמסרים ישירות לחברת הסליקה ואינם נשמרים אצלנו.',
        { heading: 'למה אנו משתמשים במידע' },
        {
          list: [
            'לפתוח ולנהל את חשבונכם ולבצע את ההשקעות שביקשתם.',
            'לעמוד בחובות הדין: זיהוי לקוחות ואיסור הלבנת הון, מגבלות השקעה ודיווח לרשות ניירות ערך.',
            'לשלוח לכם הודעות על השקעותיכם ועל הפרויקטים שבהם השקעתם.',
            'לשלוח עדכונים שיווקיים, רק אם הסכמתם לכך. אפשר לבטל בכל עת.',
          ],
        },
        { heading: 'עם מי אנו משתפים מידע' },
        'החברה שבה השקעתם מקבלת את שמכם, פרטי הקשר וסכום ההשקעה, כדי לרשום אתכם כבעלי ניירות הערך. נותני שירות (אחסון, סליקה, דוא״ל ומסרונים) מקבלים רק את מה שנחוץ לשירותם ומחויבים לסודיות. נמסור מידע לרשויות רק כשהדין מחייב.',
        { heading: 'שמירה ואבטחה' },
        'המידע נשמר בישראל או באיחוד האירופי, במאגר מאובטח לפי תקנות הגנת הפרטיות (אבטחת מידע), התשע״ז-2017. מספרי זהות ודרכון מוצפנים, הגישה מוגבלת לעובדים שזקוקים לה ונרשמת ביומן. מסמכי ההשקעה נשמרים שבע שנים לפחות, כנדרש בדין.',
        { heading: 'עוגיות' },
        {
          list: [
            'עוגיות חיוניות: שומרות את ההתחברות ואת בחירת השפה. בלעדיהן האתר לא יעבוד.',
            'עוגיות מדידה: עוזרות לנו להבין כיצד משתמשים באתר. הן נטענות רק אם אישרתם אותן בבאנר העוגיות.',
          ],
        },
        'אפשר לשנות את הבחירה בכל עת במחיקת העוגיות בדפדפן.',
        { heading: 'הזכויות שלכם' },
        {
          list: [
            'לעיין במידע שנשמר עליכם ולקבל העתק ממנו.',
            'לבקש לתקן מידע שגוי או למחוק מידע שאין חובה לשמור.',
            'לבקש שלא לקבל עוד פניות שיווקיות.',
          ],
        },
        'נענה לכל בקשה בתוך 30 יום. אם אינכם מרוצים מהתשובה, אפשר לפנות לרשות להגנת הפרטיות.',
        { heading: 'יצירת קשר' },
        { list: contactLines.he },
      ],
      en: [
        demoNotice.en,
        'This policy explains what personal information we collect, why, how long we keep it and what your rights are. It covers the site and every service of Invest Together Ltd.',
        { heading: 'Who is responsible for your data' },
        'Invest Together Ltd. owns the database, registered under the Privacy Protection Law, 1981. Write any question about your data to our privacy officer: privacy@example.com.',
        { heading: 'The data we collect' },
        {
          list: [
            'Identity and contact details: name, ID or passport number, date of birth, address, phone and email.',
            'Financial information: the bank account for refunds, annual income and your answers to the suitability questionnaire.',
            'Your investments: amounts, payments, confirmations and documents.',
            'Technical information: IP address, browser type, language and the pages you visited.',
          ],
        },
        'Card details go straight to the payment processor and are never stored by us.',
        { heading: 'Why we use it' },
        {
          list: [
            'To open and run your account and carry out the investments you ask for.',
            'To meet our legal duties: customer identification and anti-money laundering, investment limits and reports to the Israel Securities Authority.',
            'To send you notices about your investments and the projects you invested in.',
            'To send marketing updates, only if you agreed to them. You can opt out at any time.',
          ],
        },
        { heading: 'Who we share it with' },
        'The company you invest in receives your name, contact details and the amount, to register you as a holder of its securities. Service providers (hosting, payments, email and text messages) receive only what their service needs and are bound to confidentiality. We give data to authorities only where the law requires it.',
        { heading: 'Storage and security' },
        'Your data is kept in Israel or the European Union, in a database secured under the Privacy Protection (Data Security) Regulations, 2017. ID and passport numbers are encrypted; access is limited to staff who need it and is logged. Investment records are kept for at least seven years, as the law requires.',
        { heading: 'Cookies' },
        {
          list: [
            'Essential cookies keep you signed in and remember your language. The site does not work without them.',
            'Measurement cookies help us understand how the site is used. They load only if you accept them in the cookie banner.',
          ],
        },
        'You can change your choice at any time by deleting the cookies in your browser.',
        { heading: 'Your rights' },
        {
          list: [
            'To see the data we hold about you and receive a copy.',
            'To ask us to correct wrong data or delete data we are not required to keep.',
            'To ask us to stop sending you marketing.',
          ],
        },
        'We answer every request within 30 days. If you are not satisfied with our answer, you may contact the Privacy Protection Authority.',
        { heading: 'Contact' },
        { list: contactLines.en },
      ],
    },
  },
  {
    slug: 'risks',
    title: { he: 'אבטחה ואזהרת סיכונים', en: 'Security and risk warning' },
    paragraphs: {
      he: [
        demoNotice.he,
        'השקעה בחברות פרטיות מסוכנת: ייתכן שתאבדו את כל הסכום שהשקעתם, והניירות אינם סחירים. קראו את הסיכונים שלהלן ואת מסמכי ההצעה לפני כל השקעה.',
        { heading: 'הסיכונים העיקריים' },
        {
          list: [
            'אובדן ההשקעה: רוב החברות הצעירות נכשלות. ייתכן שלא תקבלו דבר בחזרה.',
            'היעדר נזילות: אין בורסה לניירות אלה. ייתכן שלא תוכלו למכור אותם במשך שנים, או בכלל.',
            'דילול: גיוסים עתידיים של החברה עלולים להקטין את שיעור אחזקתכם.',
            'אין דיבידנדים: חברות צעירות בדרך כלל אינן מחלקות רווחים.',
            'אג״ח: החברה עלולה שלא לשלם ריבית או קרן במועד. האג״ח אינן מובטחות אלא אם נכתב אחרת במסמכי ההצעה.',
            'נדל״ן: עיכובים בבנייה, שינויים בשוק ובריבית עלולים לפגוע בתשואה ובקרן.',
          ],
        },
        { heading: 'איך להקטין את הסיכון' },
        {
          list: [
            'השקיעו רק סכום שאתם יכולים להרשות לעצמכם להפסיד.',
            'פזרו את ההשקעות בין כמה חברות ותחומים.',
            'קראו את מסמכי ההצעה, את הדוחות הכספיים ואת עדכוני החברה.',
            'התייעצו עם יועץ השקעות בעל רישיון אם אינכם בטוחים.',
          ],
        },
        { heading: 'הכסף שלכם עד לסגירת הגיוס' },
        'כספי ההשקעה מוחזקים בחשבון נאמנות נפרד ואינם מעורבבים בכספי החברה. אם הגיוס לא הגיע ליעד המינימלי עד מועד הסיום, הכסף מוחזר במלואו בתוך 7 ימי עסקים. תשלום בכרטיס אשראי מחויב רק אם הגיוס הצליח.',
        { heading: 'אבטחת החשבון' },
        {
          list: [
            'הכניסה לחשבון מוגנת בסיסמה ובקוד חד־פעמי שנשלח לטלפון.',
            'כל התקשורת עם האתר מוצפנת (HTTPS).',
            'לעולם לא נבקש את הסיסמה או את הקוד שלכם בטלפון או בדוא״ל.',
            'חשד לפעילות חשודה בחשבון? כתבו מיד ל־security@example.com.',
          ],
        },
      ],
      en: [
        demoNotice.en,
        'Investing in private companies is risky: you may lose all the money you invest, and the securities cannot be traded. Read the risks below and the offer documents before every investment.',
        { heading: 'The main risks' },
        {
          list: [
            'Loss of your investment: most young companies fail. You may get nothing back.',
            'No liquidity: there is no exchange for these securities. You may be unable to sell them for years, or at all.',
            'Dilution: the company’s later raises may reduce your share of it.',
            'No dividends: young companies rarely distribute profits.',
            'Bonds: the company may fail to pay interest or principal on time. Bonds are unsecured unless the offer documents say otherwise.',
            'Real estate: building delays and changes in the market or in interest rates may hurt the return and the principal.',
          ],
        },
        { heading: 'How to reduce the risk' },
        {
          list: [
            'Invest only what you can afford to lose.',
            'Spread your investments over several companies and sectors.',
            'Read the offer documents, the financial statements and the company’s updates.',
            'Consult a licensed investment adviser if you are unsure.',
          ],
        },
        { heading: 'Your money until the raise closes' },
        'Investments are held in a separate trust account, never mixed with the company’s money. If the raise has not reached its minimum target by its end date, the money is refunded in full within 7 business days. A card payment is charged only if the raise succeeds.',
        { heading: 'Account security' },
        {
          list: [
            'Signing in takes your password and a one-time code sent to your phone.',
            'All traffic with the site is encrypted (HTTPS).',
            'We will never ask for your password or code by phone or email.',
            'Notice something suspicious in your account? Write to security@example.com at once.',
          ],
        },
      ],
    },
  },
  {
    slug: 'terms-of-use',
    title: { he: 'תנאי שימוש', en: 'Terms of use' },
    paragraphs: {
      he: [
        demoNotice.he,
        'השימוש באתר כפוף לתנאים אלה ולדין הישראלי. השימוש באתר מהווה הסכמה לתנאים. התנאים מנוסחים בלשון רבים ומתייחסים לכל המגדרים.',
        { heading: 'השירות' },
        'האתר מאפשר לחברות פרטיות להציע ניירות ערך לציבור, ולמשקיעים שנרשמו להשקיע בהן, באמצעות משקיעים ביחד בע״מ כרכזת הצעות. איננו צד להשקעה עצמה: ההסכם נכרת בינכם לבין החברה המציעה.',
        { heading: 'הרשמה וחשבון' },
        {
          list: [
            'ההרשמה פתוחה לבני 18 ומעלה, בעלי חשבון בנק בישראל או בחו״ל.',
            'עליכם למסור פרטים נכונים ומלאים ולעדכן אותם כשהם משתנים.',
            'אתם אחראים לשמירת הסיסמה ולכל פעולה שנעשית בחשבונכם.',
          ],
        },
        { heading: 'השקעה' },
        {
          list: [
            'לפני השקעה ראשונה תתבקשו למלא שאלון התאמה ולאשר שקראתם את אזהרת הסיכונים.',
            'התחייבות להשקעה ניתנת לביטול עד 48 שעות לפני סגירת הגיוס, או אם החברה שינתה תנאי מהותי בהצעה.',
            'ההקצאה נעשית רק אם הגיוס הגיע ליעד המינימלי. אחרת הכסף מוחזר.',
            'לא נגבות מכם עמלות על ההשקעה. דמי הרכזת משולמים על ידי החברה המציעה ומפורטים במסמכי ההצעה.',
          ],
        },
        { heading: 'אחריות' },
        'המידע על החברות נמסר על ידן, ואנו בודקים אותו בהתאם לחובותינו לפי התקנות. איננו מתחייבים שהחברה תצליח או שההשקעה תניב תשואה. האתר ניתן כפי שהוא, וייתכנו בו הפסקות לצורך תחזוקה.',
        { heading: 'קניין רוחני' },
        'התכנים, הסימנים והעיצוב באתר שייכים לנו או לחברות המציעות. אין להעתיק או להפיץ אותם ללא רשות, פרט לשימוש אישי.',
        { heading: 'שינויים, דין ושיפוט' },
        'נעדכן את התנאים מעת לעת ונודיע על שינוי מהותי בדוא״ל ובאתר. על התנאים חל הדין הישראלי, וסמכות השיפוט הבלעדית נתונה לבתי המשפט בתל אביב-יפו.',
        { heading: 'יצירת קשר' },
        { list: contactLines.he },
      ],
      en: [
        demoNotice.en,
        'Use of the site is subject to these terms and to Israeli law. By using the site you accept them.',
        { heading: 'The service' },
        'The site lets private companies offer securities to the public, and registered investors invest in them, through Invest Together Ltd. as offer coordinator. We are not a party to the investment itself: the agreement is between you and the offering company.',
        { heading: 'Registration and your account' },
        {
          list: [
            'Registration is open to people aged 18 or over with a bank account in Israel or abroad.',
            'You must give correct and complete details and keep them up to date.',
            'You are responsible for keeping your password safe and for everything done in your account.',
          ],
        },
        { heading: 'Investing' },
        {
          list: [
            'Before your first investment you fill in a suitability questionnaire and confirm that you have read the risk warning.',
            'A commitment to invest can be cancelled until 48 hours before the raise closes, or if the company changes a material term of the offer.',
            'Securities are allotted only if the raise reaches its minimum target; otherwise your money is refunded.',
            'You pay no fees on your investment. The coordinator’s fee is paid by the offering company and set out in the offer documents.',
          ],
        },
        { heading: 'Liability' },
        'Information about the companies comes from them, and we review it as the regulations require of us. We do not promise that a company will succeed or that an investment will make a return. The site is provided as is and may be interrupted for maintenance.',
        { heading: 'Intellectual property' },
        'The content, marks and design of the site belong to us or to the offering companies. Do not copy or distribute them without permission, other than for personal use.',
        { heading: 'Changes, law and jurisdiction' },
        'We update these terms from time to time and announce material changes by email and on the site. Israeli law governs them, and the courts of Tel Aviv-Yafo have exclusive jurisdiction.',
        { heading: 'Contact' },
        { list: contactLines.en },
      ],
    },
  },
  {
    slug: 'accessibility',
    title: { he: 'הצהרת נגישות', en: 'Accessibility statement' },
    paragraphs: {
      he: [
        demoNotice.he,
        'האתר הונגש בהתאם לתקנות שוויון זכויות לאנשים עם מוגבלות ולתקן הישראלי 5568 (WCAG 2.1 ברמה AA).',
        { heading: 'מה עשינו' },
        {
          list: [
            'כל הפעולות באתר זמינות במקלדת, עם סימון מיקוד ברור.',
            'האתר פועל עם קוראי מסך בעברית ובאנגלית, ולכל תמונה יש תיאור חלופי.',
            'ניגודיות הצבעים עומדת בדרישות התקן, וניתן להגדיל את הטקסט עד 200% בלי לאבד תוכן.',
            'הטפסים מציגים הודעות שגיאה ברורות ליד השדה הרלוונטי.',
          ],
        },
        { heading: 'מגבלות ידועות' },
        'חלק ממסמכי ההצעה מועלים על ידי החברות כקובצי PDF סרוקים ואינם נגישים במלואם. נשמח לשלוח לכם גרסה נגישה לפי בקשה.',
        { heading: 'רכז הנגישות' },
        'נתקלתם בבעיה? כתבו לרכז הנגישות שלנו דרך עמוד צור קשר או ל־accessibility@example.com, ונחזור אליכם בתוך 5 ימי עסקים.',
      ],
      en: [
        demoNotice.en,
        'The site follows the Equal Rights for Persons with Disabilities regulations and Israeli Standard 5568 (WCAG 2.1 level AA).',
        { heading: 'What we did' },
        {
          list: [
            'Everything on the site works from the keyboard, with a clear focus outline.',
            'The site works with screen readers in Hebrew and English, and every image has a text alternative.',
            'Colour contrast meets the standard, and text can be enlarged to 200% without losing content.',
            'Forms show clear error messages beside the field concerned.',
          ],
        },
        { heading: 'Known limitations' },
        'Some offer documents are uploaded by the companies as scanned PDF files and are not fully accessible. We will gladly send you an accessible version on request.',
        { heading: 'Accessibility coordinator' },
        'Found a problem? Write to our accessibility coordinator through the contact page or at accessibility@example.com, and we will answer within 5 business days.',
      ],
    },
  },
]
