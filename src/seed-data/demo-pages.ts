import { demoPolicyPages } from './demo-policy-pages'
import { richText, type RichTextBlock } from './lexical'

type Text = { he: string; en: string }
type CallToAction = { heading: Text; text: Text; buttonLabel: Text; href: string }
type DemoPage = {
  slug: string
  title: Text
  paragraphs: { he: RichTextBlock[]; en: RichTextBlock[] }
  noindex?: boolean
  callToAction?: CallToAction
}

export const demoPages: DemoPage[] = [
  {
    slug: 'home',
    title: { he: 'השקעות בחברות הזנק ובנדל״ן', en: 'Invest in startups and real estate' },
    paragraphs: {
      he: [
        'רכזת הצעות בעלת רישיון: משקיעים פרטיים רוכשים מניות ואג״ח בחברות ישראליות, בסכומים שמתחילים ב־500 ₪.',
        'כל הצעה מלווה במסמכי ההצעה ובאזהרת סיכונים. קראו אותם לפני שאתם משקיעים.',
      ],
      en: [
        'A licensed offer coordinator: private investors buy shares and bonds in Israeli companies, from ₪500.',
        'Every offer comes with its offer documents and a risk warning. Read them before you invest.',
      ],
    },
    callToAction: {
      heading: { he: 'מוכנים להשקיע?', en: 'Ready to invest?' },
      text: { he: 'עיינו בפרויקטים שמגייסים עכשיו.', en: 'Browse the projects raising now.' },
      buttonLabel: { he: 'להזדמנויות ההשקעה', en: 'See investment opportunities' },
      href: '/investment_opportunities',
    },
  },
  {
    slug: 'how-it-works',
    title: { he: 'איך זה עובד', en: 'How it works' },
    paragraphs: {
      he: [
        'בוחרים פרויקט וסכום, נרשמים ומאמתים את הטלפון, משלמים בכרטיס או בהעברה בנקאית, ומחכים לתוצאות הגיוס.',
        'הכרטיס מחויב רק כשהגיוס מגיע ליעד המינימלי. אם היעד לא הושג, הכסף מוחזר.',
      ],
      en: [
        'Pick a project and an amount, register and verify your phone, pay by card or bank transfer, then wait for the result of the raise.',
        'Your card is charged only once the raise reaches its minimum target. If it does not, your money is refunded.',
      ],
    },
  },
  {
    slug: 'contacts',
    title: { he: 'צור קשר', en: 'Contact us' },
    paragraphs: {
      he: ['נשמח לשמוע מכם. השאירו פרטים בטופס שבתחתית העמוד ונחזור אליכם.'],
      en: [
        'We are happy to hear from you. Leave your details in the form at the bottom of the page and we will get back to you.',
      ],
    },
  },
  {
    slug: 'leading-investor',
    title: { he: 'משקיע מוביל', en: 'Leading investor' },
    paragraphs: {
      he: [
        'משקיע מוביל משקיע לפחות 10% מסך הגיוס, ללא זיקה לחברה בשנתיים האחרונות, ומאפשר לחברה לגייס עד מיליון ₪ נוספים.',
      ],
      en: [
        'A leading investor invests at least 10% of the total raised, has had no affiliation with the company in the last two years, and lets the company raise up to ₪1 million more.',
      ],
    },
  },
  {
    slug: 'recruitment',
    title: { he: 'גיוס הון לחברות', en: 'Raise capital' },
    paragraphs: {
      he: ['חברה פרטית ישראלית יכולה לגייס עד 4 מיליון ₪ ב־12 חודשים מהציבור, דרך רכזת הצעות.'],
      en: [
        'An Israeli private company can raise up to ₪4 million from the public in 12 months through an offer coordinator.',
      ],
    },
  },
  {
    slug: 'smart-club',
    title: { he: 'מועדון המשקיעים החכם', en: 'Smart investor club' },
    paragraphs: {
      he: ['מועדון למשקיעים מובילים ומשקיעים כשירים: הצצה מוקדמת להזדמנויות ומפגשים עם היזמים.'],
      en: [
        'A club for leading and qualified investors: early access to opportunities and meetings with founders.',
      ],
    },
  },
  {
    slug: 'new',
    title: { he: 'הזדמנויות ההשקעה החדשות', en: 'New investment opportunities' },
    paragraphs: {
      he: ['הכירו את הפרויקטים שנפתחים לגיוס החודש.'],
      en: ['Meet the projects opening for investment this month.'],
    },
  },
  {
    slug: 'thank-you',
    title: { he: 'תודה!', en: 'Thank you!' },
    paragraphs: {
      he: ['קיבלנו את פנייתכם ונחזור אליכם בהקדם.'],
      en: ['We have received your request and will get back to you soon.'],
    },
    noindex: true,
  },
  ...demoPolicyPages,
]

export function pageContent(page: DemoPage, locale: 'he' | 'en') {
  return richText(page.paragraphs[locale])
}

export function callToActionBlock(cta: CallToAction, locale: 'he' | 'en') {
  return {
    blockType: 'callToAction' as const,
    heading: cta.heading[locale],
    text: cta.text[locale],
    buttonLabel: cta.buttonLabel[locale],
    href: cta.href,
  }
}
