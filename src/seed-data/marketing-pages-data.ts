import type { DemoImage, LogoMark } from './demo-image-types'
import { demoPhotos, type DemoPhotoId } from './photos/demo-photos'

/**
 * Demo content of the marketing pages, composed from page blocks, in Hebrew and English. Figures
 * follow the offer-coordinator regulations (NIS 4M a year, +1M with a leading investor who puts in
 * at least 10%); names of people and firms are invented.
 */
export type Text = { he: string; en: string }
/** A seeded image, with its alt text here so the browser tests can look for it. */
export type DemoImageSpec = DemoImage & { alt: Text }

export type SeedBlock =
  | {
      blockType: 'hero'
      heading: Text
      text: Text
      buttonLabel?: Text
      href?: string
      image?: DemoImageSpec
    }
  | { blockType: 'steps'; heading?: Text; steps: { title: Text; text: Text }[] }
  | { blockType: 'stats'; heading?: Text; stats: { value: Text; label: Text }[] }
  | {
      blockType: 'faq'
      heading?: Text
      /** Stored as Q&A items of this topic, so the Q&A centre shows them too. */
      group: Text
      questions: { question: Text; answer: Text }[]
    }
  | {
      blockType: 'team'
      heading?: Text
      members: {
        fullName: Text
        role: Text
        description: Text
        linkedin?: string
        image: DemoImageSpec
      }[]
    }
  | {
      blockType: 'logos'
      heading?: Text
      logos: { name: Text; url?: string; image: DemoImageSpec }[]
    }
  | { blockType: 'callToAction'; heading: Text; text: Text; buttonLabel: Text; href: string }

export type MarketingPage = {
  slug: string
  title: Text
  description: Text
  blocks: SeedBlock[]
}

const portrait = (name: string, hue: number, alt: Text): DemoImageSpec => ({
  name: `team-${name}`,
  alt,
  avatar: { hue },
  width: 480,
})

const logo = (name: string, hue: number, mark: LogoMark, alt: Text): DemoImageSpec => ({
  name: `logo-${name}`,
  alt,
  logo: { hue, mark },
  width: 400,
  height: 200,
})

const photo = (name: string, id: DemoPhotoId): DemoImageSpec => ({
  name,
  photo: id,
  alt: demoPhotos[id].alt,
})

export const howItWorksSteps: { title: Text; text: Text }[] = [
  {
    title: { he: 'בוחרים פרויקט', en: 'Choose a project' },
    text: {
      he: 'עוברים על ההצעות הפתוחות, קוראים את מסמכי ההצעה ואת אזהרת הסיכונים, ושואלים את היזמים שאלות.',
      en: 'Browse the open offers, read the offer documents and the risk warning, and ask the founders questions.',
    },
  },
  {
    title: { he: 'נרשמים ומאמתים', en: 'Register and verify' },
    text: {
      he: 'פותחים חשבון, מאמתים את הטלפון וממלאים הצהרת משקיע. התקרה השנתית נקבעת לפי ההכנסה המוצהרת.',
      en: 'Open an account, verify your phone and fill in the investor declaration. Your yearly cap follows your declared income.',
    },
  },
  {
    title: { he: 'משקיעים מ־500 ₪', en: 'Invest from ₪500' },
    text: {
      he: 'בוחרים סכום ומשלמים בכרטיס אשראי או בהעברה בנקאית. הכרטיס מחויב רק אם הגיוס מגיע ליעד המינימלי.',
      en: 'Pick an amount and pay by card or bank transfer. The card is charged only if the raise reaches its minimum target.',
    },
  },
  {
    title: { he: 'מקבלים מניות או אג״ח', en: 'Receive shares or bonds' },
    text: {
      he: 'בגיוס מוצלח נרשמים במרשם בעלי המניות של החברה ומקבלים עדכונים שוטפים באתר. אם היעד לא הושג, הכסף מוחזר במלואו.',
      en: 'When the raise succeeds you are entered in the company’s register of holders and get regular updates here. If it fails, your money is refunded in full.',
    },
  },
]

export const marketingPages: MarketingPage[] = [
  {
    slug: 'home',
    title: { he: 'השקעות בחברות הזנק ובנדל״ן', en: 'Invest in startups and real estate' },
    description: {
      he: 'רכזת הצעות בעלת רישיון: השקיעו ממאות שקלים במניות ובאג״ח של חברות ישראליות צומחות.',
      en: 'A licensed offer coordinator: invest from a few hundred shekels in shares and bonds of growing Israeli companies.',
    },
    blocks: [
      {
        blockType: 'hero',
        heading: { he: 'השקעות בחברות הזנק ובנדל״ן', en: 'Invest in startups and real estate' },
        text: {
          he: 'משקיעים פרטיים רוכשים מניות ואג״ח בחברות ישראליות, לצד משקיעים מובילים ובפיקוח רשות ניירות ערך, בסכומים שמתחילים ב־500 ₪.',
          en: 'Private investors buy shares and bonds in Israeli companies alongside leading investors, under the Israel Securities Authority’s supervision, from ₪500.',
        },
        buttonLabel: { he: 'לכל הפרויקטים', en: 'Browse all projects' },
        href: '/projects',
        image: photo('hero-home', 'lakeside-boats'),
      },
      {
        blockType: 'steps',
        heading: { he: 'איך זה עובד, בקצרה', en: 'How it works, in brief' },
        steps: howItWorksSteps,
      },
    ],
  },
  {
    slug: 'how-it-works',
    title: { he: 'איך זה עובד', en: 'How it works' },
    description: {
      he: 'ארבעה צעדים מהבחירה בפרויקט ועד קבלת המניות או האג״ח, ומה קורה לכסף שלכם בכל שלב.',
      en: 'Four steps from choosing a project to receiving your shares or bonds, and what happens to your money at each one.',
    },
    blocks: [
      {
        blockType: 'hero',
        heading: { he: 'איך זה עובד', en: 'How it works' },
        text: {
          he: 'מימון המונים בהשקעה מאפשר לכל אחד להפוך לבעל מניות בחברה פרטית. אנחנו בודקים את החברות, מפרסמים את מסמכי ההצעה ומחזיקים את הכספים בנאמנות עד סיום הגיוס.',
          en: 'Investment crowdfunding lets anyone become a shareholder in a private company. We review the companies, publish the offer documents and hold the money in trust until the raise ends.',
        },
        buttonLabel: { he: 'להרשמה', en: 'Register' },
        href: '#register',
        image: photo('hero-how-it-works', 'forest-path'),
      },
      {
        blockType: 'steps',
        heading: { he: 'ארבעה צעדים להשקעה', en: 'Four steps to invest' },
        steps: howItWorksSteps,
      },
      {
        blockType: 'stats',
        heading: { he: 'הכללים בקצרה', en: 'The rules in short' },
        stats: [
          {
            value: { he: '500 ₪', en: '₪500' },
            label: { he: 'השקעה מינימלית', en: 'Minimum investment' },
          },
          {
            value: { he: '4 מיליון ₪', en: '₪4 million' },
            label: {
              he: 'גיוס מרבי לחברה ב־12 חודשים',
              en: 'Most a company may raise in 12 months',
            },
          },
          {
            value: { he: '100%', en: '100%' },
            label: { he: 'החזר כספי אם היעד לא הושג', en: 'Refunded if the target is not reached' },
          },
        ],
      },
      {
        blockType: 'faq',
        heading: { he: 'שאלות על התהליך', en: 'Questions about the process' },
        group: { he: 'איך זה עובד', en: 'How it works' },
        questions: [
          {
            question: { he: 'מתי מחויב כרטיס האשראי שלי?', en: 'When is my card charged?' },
            answer: {
              he: 'רק כשהגיוס מגיע ל־100% מהיעד המינימלי. עד אז הפרטים שמורים אצל חברת הסליקה ולא נגבה דבר.',
              en: 'Only once the raise reaches 100% of its minimum target. Until then your card details stay with the payment processor and nothing is taken.',
            },
          },
          {
            question: { he: 'כמה מותר לי להשקיע בשנה?', en: 'How much may I invest in a year?' },
            answer: {
              he: 'התקרה נקבעת בתקנות לפי ההכנסה השנתית שלכם, בהצעה אחת ובכל ההצעות יחד ב־12 חודשים. בלי אישור רואה חשבון התקרה היא 10,000 ₪ בשנה.\n\nמשקיעים כשירים ומוסדיים אינם מוגבלים.',
              en: 'The regulations set the cap by your yearly income, per offer and across all offers in 12 months. Without an accountant’s certificate the cap is ₪10,000 a year.\n\nQualified and institutional investors have no cap.',
            },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: { he: 'מוכנים להתחיל?', en: 'Ready to start?' },
        text: {
          he: 'ההרשמה לוקחת שתי דקות ואינה מחייבת להשקיע.',
          en: 'Registering takes two minutes and does not commit you to invest.',
        },
        buttonLabel: { he: 'לפרויקטים שמגייסים עכשיו', en: 'Projects raising now' },
        href: '/projects',
      },
    ],
  },
  {
    slug: 'leading-investor',
    title: { he: 'משקיע מוביל', en: 'Leading investor' },
    description: {
      he: 'משקיע מוביל משקיע לפחות 10% מהגיוס ומאפשר לחברה לגייס מיליון ₪ נוספים. מי יכול להיות משקיע מוביל ומה מקבלים.',
      en: 'A leading investor puts in at least 10% of a raise and lets the company raise ₪1 million more. Who can lead and what it brings.',
    },
    blocks: [
      {
        blockType: 'hero',
        heading: { he: 'משקיע מוביל', en: 'Leading investor' },
        text: {
          he: 'משקיע מוביל הוא איש מקצוע שבוחן את החברה לעומק, משקיע בה לפחות 10% מסך הגיוס, ובכך מאותת לציבור ומגדיל את תקרת הגיוס של החברה.',
          en: 'A leading investor is a professional who studies the company in depth and invests at least 10% of the total raised, signalling confidence to the public and raising the company’s cap.',
        },
        buttonLabel: { he: 'דברו איתנו', en: 'Talk to us' },
        href: '/contacts',
        image: photo('hero-leading-investor', 'mountain-path'),
      },
      {
        blockType: 'steps',
        heading: { he: 'מי יכול להיות משקיע מוביל', en: 'Who can be a leading investor' },
        steps: [
          {
            title: { he: 'ללא זיקה לחברה', en: 'No ties to the company' },
            text: {
              he: 'לא היה בעל מניות, דירקטור, עובד או נותן שירותים לחברה בשנתיים האחרונות.',
              en: 'Has not been a shareholder, director, employee or supplier of the company in the last two years.',
            },
          },
          {
            title: { he: 'ניסיון מוכח', en: 'Proven experience' },
            text: {
              he: 'משקיע כשיר או מוסדי, קרן הייטק, או משקיע עם חמש השקעות לפחות בסך 2 מיליון ₪ בחמש השנים האחרונות.',
              en: 'A qualified or institutional investor, a high-tech fund, or someone with at least five investments totalling ₪2 million in the last five years.',
            },
          },
          {
            title: { he: 'השקעה של 10% לפחות', en: 'At least 10% of the raise' },
            text: {
              he: 'ההשקעה נעשית באותם תנאים שמקבל הציבור, וההתחייבות מפורסמת במסמכי ההצעה.',
              en: 'On the same terms as the public, with the commitment disclosed in the offer documents.',
            },
          },
        ],
      },
      {
        blockType: 'stats',
        stats: [
          {
            value: { he: '10%', en: '10%' },
            label: { he: 'השקעה מינימלית מהגיוס', en: 'Minimum share of the raise' },
          },
          {
            value: { he: '+1 מיליון ₪', en: '+₪1 million' },
            label: { he: 'תוספת לתקרת הגיוס', en: 'Added to the raising cap' },
          },
          {
            value: { he: '2', en: '2' },
            label: { he: 'שנים ללא זיקה לחברה', en: 'Years without ties to the company' },
          },
        ],
      },
      {
        blockType: 'faq',
        heading: { he: 'שאלות של משקיעים מובילים', en: 'Questions leading investors ask' },
        group: { he: 'משקיע מוביל', en: 'Leading investor' },
        questions: [
          {
            question: {
              he: 'האם משקיע מוביל מקבל תנאים טובים יותר?',
              en: 'Does a leading investor get better terms?',
            },
            answer: {
              he: 'לא. המשקיע המוביל משקיע באותו מחיר ובאותם תנאים כמו הציבור. היתרון שלו הוא גישה מוקדמת לחברה ולמידע עליה לפני פתיחת הגיוס.',
              en: 'No. The leading investor pays the same price on the same terms as the public. What they gain is early access to the company and its information before the raise opens.',
            },
          },
          {
            question: {
              he: 'איך מצטרפים כמשקיע מוביל?',
              en: 'How do I join as a leading investor?',
            },
            answer: {
              he: 'השאירו פרטים בעמוד יצירת הקשר. צוות הציות שלנו יבקש מסמכים שמאמתים את הכשירות שלכם, ולאחר האישור תקבלו גישה להצעות לפני פרסומן.',
              en: 'Leave your details on the contact page. Our compliance team will ask for documents that verify your eligibility; once approved you see offers before they are published.',
            },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: { he: 'רוצים להוביל את הגיוס הבא?', en: 'Want to lead the next raise?' },
        text: {
          he: 'הצטרפו למועדון המשקיעים החכם וקבלו הצצה מוקדמת להצעות.',
          en: 'Join the smart investor club and see offers early.',
        },
        buttonLabel: { he: 'למועדון המשקיעים', en: 'Visit the investor club' },
        href: '/smartclub2',
      },
    ],
  },
  {
    slug: 'smart-club',
    title: { he: 'מועדון המשקיעים החכם', en: 'Smart investor club' },
    description: {
      he: 'מועדון למשקיעים כשירים ומובילים: הצצה מוקדמת להצעות, מפגשי יזמים וקמפיינים סגורים.',
      en: 'A club for qualified and leading investors: early access to offers, founder meetings and closed campaigns.',
    },
    blocks: [
      {
        blockType: 'hero',
        heading: { he: 'מועדון המשקיעים החכם', en: 'Smart investor club' },
        text: {
          he: 'קהילה של משקיעים כשירים ומשקיעים מובילים שנפגשים עם יזמים, בוחנים חברות יחד ומשקיעים לפני כולם.',
          en: 'A community of qualified and leading investors who meet founders, review companies together and invest before everyone else.',
        },
        buttonLabel: { he: 'להצטרפות', en: 'Join the club' },
        href: '#register',
        image: photo('hero-smart-club', 'one-stands-out'),
      },
      {
        blockType: 'stats',
        heading: { he: 'המועדון במספרים', en: 'The club in figures' },
        stats: [
          {
            value: { he: '1,200+', en: '1,200+' },
            label: { he: 'חברי מועדון', en: 'Club members' },
          },
          {
            value: { he: '38', en: '38' },
            label: { he: 'מפגשי יזמים בשנה', en: 'Founder meetings a year' },
          },
          {
            value: { he: '15,000 $', en: '$15,000' },
            label: { he: 'מינימום בקמפיין אנג׳לים', en: 'Angel campaign minimum' },
          },
        ],
      },
      {
        blockType: 'steps',
        heading: { he: 'מה מקבלים במועדון', en: 'What members get' },
        steps: [
          {
            title: { he: 'גישה מוקדמת', en: 'Early access' },
            text: {
              he: 'הצעות חדשות נפתחות לחברי המועדון 48 שעות לפני הציבור.',
              en: 'New offers open to members 48 hours before the public.',
            },
          },
          {
            title: { he: 'קמפיינים סגורים', en: 'Closed campaigns' },
            text: {
              he: 'הצעות פרטיות עד 35 ניצעים, למשקיעים כשירים שעברו אימות בלבד.',
              en: 'Private offers to at most 35 offerees, for verified qualified investors only.',
            },
          },
          {
            title: { he: 'מפגשי יזמים', en: 'Founder meetings' },
            text: {
              he: 'מפגשים חודשיים בתל אביב ובזום, עם הצגת החברה ושאלות פתוחות.',
              en: 'Monthly meetings in Tel Aviv and on Zoom, with a company pitch and open questions.',
            },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: { he: 'כבר משקיעים כשירים?', en: 'Already a qualified investor?' },
        text: {
          he: 'השאירו פרטים ונחזור אליכם עם רשימת המסמכים לאימות.',
          en: 'Leave your details and we will send you the list of documents to verify.',
        },
        buttonLabel: { he: 'השאירו פרטים', en: 'Leave your details' },
        href: '/contacts',
      },
    ],
  },
  {
    slug: 'recruitment',
    title: { he: 'גיוס הון לחברות', en: 'Raise capital' },
    description: {
      he: 'חברה פרטית ישראלית יכולה לגייס עד 4 מיליון ₪ בשנה מהציבור דרך רכזת הצעות. התהליך, העלויות והצוות שילווה אתכם.',
      en: 'An Israeli private company can raise up to ₪4 million a year from the public through an offer coordinator. The process, the costs and the team that guides you.',
    },
    blocks: [
      {
        blockType: 'hero',
        heading: { he: 'גיוס הון לחברות', en: 'Raise capital' },
        text: {
          he: 'גייסו מהציבור עד 4 מיליון ₪ ב־12 חודשים, ועד 6 מיליון ₪ עם משקיע מוביל ודוח של רשות החדשנות, והפכו את הלקוחות שלכם לשגרירים ולבעלי מניות.',
          en: 'Raise up to ₪4 million from the public in 12 months, and up to ₪6 million with a leading investor and an Innovation Authority report, and turn your customers into shareholders and ambassadors.',
        },
        buttonLabel: { he: 'הגישו בקשה לגיוס', en: 'Apply to raise' },
        // The application asks a visitor to register the company (or sign in) first.
        href: '/recruitment/inquiry',
        image: photo('hero-recruitment', 'dandelions'),
      },
      {
        blockType: 'steps',
        heading: { he: 'מהבקשה ועד הכסף בחשבון', en: 'From application to money in the bank' },
        steps: [
          {
            title: { he: 'בדיקת התאמה', en: 'Eligibility review' },
            text: {
              he: 'אנחנו בוחנים את החברה, את הצוות ואת התוכנית העסקית. תשובה ראשונית תוך שבועיים.',
              en: 'We review the company, the team and the business plan. A first answer within two weeks.',
            },
          },
          {
            title: { he: 'בדיקת נאותות ומסמכים', en: 'Due diligence and documents' },
            text: {
              he: 'יחד עם עורכי הדין שלכם מכינים את מסמך ההצעה, את תנאי ההשקעה ואת גילוי הסיכונים.',
              en: 'With your lawyers we prepare the offer document, the investment terms and the risk disclosure.',
            },
          },
          {
            title: { he: 'קמפיין הגיוס', en: 'The campaign' },
            text: {
              he: 'עמוד פרויקט, סרטון ועדכונים שוטפים. הגיוס נמשך בדרך כלל 30 עד 60 יום.',
              en: 'A project page, a video and regular updates. A campaign usually runs 30 to 60 days.',
            },
          },
          {
            title: { he: 'סגירה והקצאה', en: 'Closing and allotment' },
            text: {
              he: 'בגיוס מוצלח הכספים מועברים מחשבון הנאמנות והמשקיעים נרשמים במרשם בעלי המניות.',
              en: 'When the raise succeeds the money leaves the trust account and investors are entered in the register of holders.',
            },
          },
        ],
      },
      {
        blockType: 'team',
        heading: { he: 'הצוות שילווה אתכם', en: 'The team that guides you' },
        members: [
          {
            fullName: { he: 'מיכל ברגר', en: 'Michal Berger' },
            role: { he: 'מנכ״לית', en: 'Chief executive' },
            description: {
              he: 'עשרים שנה בשוק ההון, לשעבר מנהלת השקעות בבית השקעות מוביל.',
              en: 'Twenty years in capital markets, formerly an investment manager at a leading investment house.',
            },
            linkedin: 'https://www.linkedin.com/in/example-michal-berger',
            image: portrait('michal-berger', 340, {
              he: 'דיוקן של מיכל ברגר',
              en: 'Portrait of Michal Berger',
            }),
          },
          {
            fullName: { he: 'עמית כהן', en: 'Amit Cohen' },
            role: { he: 'קצין ציות', en: 'Compliance officer' },
            description: {
              he: 'עורך דין לניירות ערך, אחראי על בדיקת החברות והמשקיעים ועל הקשר עם רשות ניירות ערך.',
              en: 'A securities lawyer, responsible for vetting companies and investors and for our relationship with the Israel Securities Authority.',
            },
            image: portrait('amit-cohen', 200, {
              he: 'דיוקן של עמית כהן',
              en: 'Portrait of Amit Cohen',
            }),
          },
          {
            fullName: { he: 'נועה אזולאי', en: 'Noa Azoulay' },
            role: { he: 'מנהלת קשרי חברות', en: 'Head of company relations' },
            description: {
              he: 'מלווה את החברות מהבקשה ועד הסגירה, לשעבר יזמת בתחום הפודטק.',
              en: 'Guides companies from application to closing; formerly a food-tech founder.',
            },
            linkedin: 'https://www.linkedin.com/in/example-noa-azoulay',
            image: portrait('noa-azoulay', 96, {
              he: 'דיוקן של נועה אזולאי',
              en: 'Portrait of Noa Azoulay',
            }),
          },
        ],
      },
      {
        blockType: 'logos',
        heading: { he: 'השותפים שלנו לגיוס', en: 'Our partners in every raise' },
        logos: [
          {
            name: { he: 'אוריון נאמנויות', en: 'Orion Trustees' },
            image: logo('orion-trustees', 220, 'ring', {
              he: 'הלוגו של אוריון נאמנויות',
              en: 'Orion Trustees logo',
            }),
          },
          {
            name: { he: 'תמר ושות׳, עורכי דין', en: 'Tamar & Co. Law Offices' },
            image: logo('tamar-law', 10, 'triangle', {
              he: 'הלוגו של תמר ושות׳',
              en: 'Tamar & Co. logo',
            }),
          },
          {
            name: { he: 'נגב ביקורת, רואי חשבון', en: 'Negev Audit CPAs' },
            image: logo('negev-audit', 45, 'bars', {
              he: 'הלוגו של נגב ביקורת',
              en: 'Negev Audit logo',
            }),
          },
          {
            name: { he: 'כרמל תשלומים', en: 'Carmel Payments' },
            image: logo('carmel-payments', 300, 'diamond', {
              he: 'הלוגו של כרמל תשלומים',
              en: 'Carmel Payments logo',
            }),
          },
        ],
      },
      {
        blockType: 'faq',
        heading: { he: 'שאלות של חברות', en: 'Questions companies ask' },
        group: { he: 'גיוס הון', en: 'Raising capital' },
        questions: [
          {
            question: { he: 'אילו חברות יכולות לגייס?', en: 'Which companies can raise?' },
            answer: {
              he: 'חברה פרטית שהתאגדה בישראל ולא הציעה בעבר ניירות ערך בתשקיף. ניתן להציע מניות או אג״ח בלבד.',
              en: 'A private company incorporated in Israel that has never offered securities by prospectus. Only shares or bonds may be offered.',
            },
          },
          {
            question: { he: 'מה קורה אם לא מגיעים ליעד?', en: 'What if we miss the target?' },
            answer: {
              he: 'אם היעד המינימלי לא הושג עד מועד הסיום, הגיוס מבוטל וכל המשקיעים מקבלים את כספם בחזרה. החברה אינה משלמת דמי הצלחה.',
              en: 'If the minimum target is not reached by the end date the raise is cancelled and every investor gets their money back. The company pays no success fee.',
            },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: { he: 'מוכנים לגייס?', en: 'Ready to raise?' },
        text: {
          he: 'פתחו חשבון לחברה, ואחריו הגישו את בקשת הגיוס: פרטי החברה, המיזם והמסמכים.',
          en: "Open your company's account, then send the application: the company, the venture and the documents.",
        },
        buttonLabel: { he: 'רישום החברה', en: 'Register your company' },
        href: '#register-company',
      },
    ],
  },
]
