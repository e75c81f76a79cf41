import type { Currency } from '@/domain/money'
import type { ProjectStatus, RaisingType, RecruitmentStage } from '@/domain/projects/project-status'

import type { DemoPhotoId } from './photos/demo-photos'

/** Demo projects (fictional companies) in both languages, for development and the browser tests. */
type L = { he: string; en: string }

export type DemoCategory = { slug: string; name: L; children: { slug: string; name: L }[] }

export const demoProjectCategories: DemoCategory[] = [
  {
    slug: 'technology',
    name: { he: 'טכנולוגיה', en: 'Technology' },
    children: [
      { slug: 'fintech', name: { he: 'פינטק', en: 'Fintech' } },
      { slug: 'health-tech', name: { he: 'בריאות דיגיטלית', en: 'Health tech' } },
      { slug: 'cyber', name: { he: 'סייבר', en: 'Cyber security' } },
      { slug: 'edtech', name: { he: 'חינוך וטכנולוגיה', en: 'Education tech' } },
    ],
  },
  {
    slug: 'real-estate',
    name: { he: 'נדל"ן', en: 'Real estate' },
    children: [
      { slug: 'residential', name: { he: 'מגורים', en: 'Residential' } },
      { slug: 'commercial', name: { he: 'מסחרי ומלונאות', en: 'Commercial and hotels' } },
    ],
  },
  {
    slug: 'climate-agri',
    name: { he: 'אקלים וחקלאות', en: 'Climate and agriculture' },
    children: [
      { slug: 'clean-energy', name: { he: 'אנרגיה נקייה', en: 'Clean energy' } },
      { slug: 'agritech', name: { he: 'אגריטק', en: 'Agritech' } },
    ],
  },
]

type Member = { name: L; role: L; about: L; linkedin?: string }
type Update = { daysAgo: number; title: L; body: L }

export type DemoProject = {
  alias: string
  status: ProjectStatus
  /** Left as a draft (never shown to visitors). */
  draft?: boolean
  angelCampaign?: boolean
  name: L
  short: L
  about: { he: string[]; en: string[] }
  category: string
  subcategory: string
  stage: RecruitmentStage
  raisingType: RaisingType
  currency: Currency
  /** Amounts in major units (shekels, dollars); the seed converts them to minor units. */
  minimum: number
  maximum: number
  unitPrice: number
  minimalInvestment: number
  raised: number
  investors: number
  /** Days from the seed day (negative: in the past). */
  startsIn: number
  endsIn: number
  /** Hue of the team's avatars. */
  hue: number
  /** The cover's photograph, then the gallery's two. */
  photos: [DemoPhotoId, DemoPhotoId, DemoPhotoId]
  bonds?: { interest: number; months: number }
  companyValue?: number
  sharesBefore?: number
  packages?: { amount: number; unitPrice: number }[]
  documentsVisibility: 'public' | 'investors'
  documents: L[]
  team: Member[]
  video?: string
  updates: Update[]
}

const ceo = (he: string, en: string, aboutHe: string, aboutEn: string): Member => ({
  name: { he, en },
  role: { he: 'מנכ"ל ומייסד', en: 'CEO and founder' },
  about: { he: aboutHe, en: aboutEn },
  linkedin: `https://www.linkedin.com/in/${en.toLowerCase().replace(/\s+/g, '-')}-demo`,
})

const cto = (he: string, en: string, aboutHe: string, aboutEn: string): Member => ({
  name: { he, en },
  role: { he: 'סמנכ"ל טכנולוגיות', en: 'CTO' },
  about: { he: aboutHe, en: aboutEn },
})

const cfo = (he: string, en: string): Member => ({
  name: { he, en },
  role: { he: 'סמנכ"ל כספים', en: 'CFO' },
  about: {
    he: 'רואה חשבון, ניסיון של 15 שנה בחברות צמיחה ובנדל"ן.',
    en: 'Chartered accountant with 15 years in growth companies and real estate.',
  },
})

const offerDocs: L[] = [
  { he: 'דוח הצעה', en: 'Offer report' },
  { he: 'דוחות כספיים 2025', en: 'Financial statements 2025' },
]

const firstUpdate = (daysAgo: number): Update => ({
  daysAgo,
  title: { he: 'הגיוס נפתח', en: 'The raise is open' },
  body: {
    he: 'תודה לכל מי שהצטרף בימים הראשונים. נעדכן כאן על כל אבן דרך.',
    en: 'Thank you to everyone who joined in the first days. We will report every milestone here.',
  },
})

export const demoProjects: DemoProject[] = [
  {
    alias: 'solaris-grid',
    status: 'raising',
    name: { he: 'סולאריס גריד', en: 'Solaris Grid' },
    short: {
      he: 'אגירת אנרגיה סולארית לגגות של בתים משותפים, עם חיסכון של עד 30% בחשבון החשמל.',
      en: 'Solar storage for apartment-building roofs, cutting electricity bills by up to 30%.',
    },
    about: {
      he: [
        'סולאריס גריד מתקינה מערכות סולאריות עם סוללות על גגות בתים משותפים ומחלקת את החיסכון בין הדיירים.',
        'החברה פועלת ב-40 בניינים במרכז הארץ ומגייסת הון להתרחבות לחיפה ולבאר שבע.',
      ],
      en: [
        'Solaris Grid installs solar panels with batteries on apartment-building roofs and shares the savings among the residents.',
        'The company runs 40 buildings in central Israel and raises capital to expand to Haifa and Beer Sheva.',
      ],
    },
    category: 'climate-agri',
    subcategory: 'clean-energy',
    stage: 'seed',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 800_000,
    maximum: 2_500_000,
    unitPrice: 12.5,
    minimalInvestment: 500,
    raised: 1_140_000,
    investors: 213,
    startsIn: -20,
    endsIn: 25,
    hue: 40,
    photos: ['hilltop-sunset', 'kite-sky', 'autumn-ridge'],
    companyValue: 18_000_000,
    sharesBefore: 1_440_000,
    packages: [
      { amount: 5_000, unitPrice: 12.5 },
      { amount: 25_000, unitPrice: 12 },
    ],
    documentsVisibility: 'public',
    documents: offerDocs,
    team: [
      ceo(
        'נועה לוי',
        'Noa Levi',
        'מהנדסת חשמל, לשעבר בחברת החשמל.',
        'Electrical engineer, formerly at the Israel Electric Corporation.',
      ),
      cto(
        'איתי כהן',
        'Itai Cohen',
        'פיתח מערכות ניהול סוללות בשלוש חברות.',
        'Built battery-management systems at three companies.',
      ),
    ],
    video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    updates: [
      firstUpdate(19),
      {
        daysAgo: 5,
        title: { he: 'עברנו את יעד המינימום', en: 'We passed the minimum target' },
        body: {
          he: 'הגיוס עבר את יעד המינימום, כך שההשקעות יבוצעו בסיום הגיוס.',
          en: 'The raise passed its minimum target, so investments will go ahead when it closes.',
        },
      },
    ],
  },
  {
    alias: 'medisense-ai',
    status: 'raising',
    name: { he: 'מדיסנס AI', en: 'MediSense AI' },
    short: {
      he: 'זיהוי מוקדם של אי-ספיקת לב מתוך בדיקות אק"ג שגרתיות, באישור משרד הבריאות.',
      en: 'Early detection of heart failure from routine ECGs, cleared by the Ministry of Health.',
    },
    about: {
      he: [
        'האלגוריתם של מדיסנס מנתח בדיקות אק"ג שגרתיות ומסמן מטופלים בסיכון לאי-ספיקת לב עד שנתיים לפני האבחנה.',
        'המערכת פועלת בשתי קופות חולים, והחברה מגייסת לניסוי קליני בארצות הברית.',
      ],
      en: [
        'MediSense analyses routine ECGs and flags patients at risk of heart failure up to two years before diagnosis.',
        'The system runs in two health funds, and the company raises for a clinical trial in the United States.',
      ],
    },
    category: 'technology',
    subcategory: 'health-tech',
    stage: 'round_a',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 1_500_000,
    maximum: 4_000_000,
    unitPrice: 38,
    minimalInvestment: 1_000,
    raised: 620_000,
    investors: 97,
    startsIn: -10,
    endsIn: 40,
    hue: 200,
    photos: ['hanging-lamps', 'wall-clock', 'water-drop'],
    companyValue: 42_000_000,
    sharesBefore: 1_105_000,
    documentsVisibility: 'investors',
    documents: [...offerDocs, { he: 'מצגת משקיעים', en: 'Investor presentation' }],
    team: [
      ceo(
        'ד"ר מאיה ברק',
        'Dr Maya Barak',
        'קרדיולוגית, עשר שנים במרכז רפואי שיבא.',
        'Cardiologist, ten years at Sheba Medical Center.',
      ),
      cto(
        'עומר חדד',
        'Omer Haddad',
        'חוקר למידת מכונה, בוגר הטכניון.',
        'Machine-learning researcher, Technion graduate.',
      ),
      cfo('רונית שמיר', 'Ronit Shamir'),
    ],
    updates: [firstUpdate(9)],
  },
  {
    alias: 'tlv-urban-living',
    status: 'raising_extend',
    name: { he: 'מגורים בעיר – תל אביב', en: 'TLV Urban Living' },
    short: {
      he: 'אג"ח לפרויקט תמ"א 38 ברחוב בן יהודה: 24 דירות חדשות, ריבית שנתית של 8.5%.',
      en: 'Bonds for a TAMA 38 building on Ben Yehuda Street: 24 new flats, 8.5% annual interest.',
    },
    about: {
      he: [
        'היזם מחזק ומרחיב בניין משנות החמישים ומוסיף לו שלוש קומות. היתר הבנייה התקבל והקבלן נבחר.',
        'הכסף מהגיוס ממן את שלב השלד; הקרן והריבית משולמות ממכירת הדירות החדשות.',
      ],
      en: [
        'The developer strengthens and extends a 1950s building, adding three floors. The permit is granted and the contractor chosen.',
        'The raise funds the frame stage; principal and interest are paid from the sale of the new flats.',
      ],
    },
    category: 'real-estate',
    subcategory: 'residential',
    stage: 'seed',
    raisingType: 'bonds',
    currency: 'ILS',
    minimum: 2_000_000,
    maximum: 5_000_000,
    unitPrice: 1_000,
    minimalInvestment: 5_000,
    raised: 2_350_000,
    investors: 171,
    startsIn: -45,
    endsIn: 6,
    hue: 15,
    photos: ['facade-lines', 'loft-interior', 'bridge-cables'],
    bonds: { interest: 8.5, months: 24 },
    documentsVisibility: 'public',
    documents: [
      { he: 'דוח הצעה', en: 'Offer report' },
      { he: 'שמאות הנכס', en: 'Property appraisal' },
      { he: 'היתר בנייה', en: 'Building permit' },
    ],
    team: [
      ceo(
        'יוסי אברהם',
        'Yossi Avraham',
        'יזם נדל"ן, 12 פרויקטים של התחדשות עירונית.',
        'Developer with 12 urban-renewal projects.',
      ),
      cfo('שירה גולן', 'Shira Golan'),
    ],
    updates: [
      firstUpdate(44),
      {
        daysAgo: 3,
        title: { he: 'הגיוס הוארך בשבועיים', en: 'The raise is extended by two weeks' },
        body: {
          he: 'לבקשת משקיעים הארכנו את הגיוס בשבועיים. יעד המינימום כבר הושג.',
          en: 'At investors’ request we extended the raise by two weeks. The minimum is already reached.',
        },
      },
    ],
  },
  {
    alias: 'eilat-boutique-hotel',
    status: 'raising',
    name: { he: 'מלון בוטיק אילת', en: 'Eilat Boutique Hotel' },
    short: {
      he: 'אג"ח להסבת בניין משרדים באילת למלון בוטיק של 60 חדרים, ריבית שנתית של 9%.',
      en: 'Bonds to turn an Eilat office building into a 60-room boutique hotel, 9% annual interest.',
    },
    about: {
      he: [
        'הבניין נרכש ב-2025 וההסבה מתוכננת ל-14 חודשים. חברת ניהול מלונות חתמה על הסכם תפעול לעשר שנים.',
      ],
      en: [
        'The building was bought in 2025 and the conversion is planned for 14 months. A hotel operator signed a ten-year management agreement.',
      ],
    },
    category: 'real-estate',
    subcategory: 'commercial',
    stage: 'seed',
    raisingType: 'bonds',
    currency: 'ILS',
    minimum: 1_200_000,
    maximum: 3_000_000,
    unitPrice: 1_000,
    minimalInvestment: 2_000,
    raised: 300_000,
    investors: 41,
    startsIn: -4,
    endsIn: 52,
    hue: 190,
    photos: ['dune-grass', 'boardwalk', 'lakeside-boats'],
    bonds: { interest: 9, months: 18 },
    documentsVisibility: 'investors',
    documents: offerDocs,
    team: [
      ceo(
        'דנה מזרחי',
        'Dana Mizrahi',
        'ניהלה שלושה מלונות בים המלח ובאילת.',
        'Ran three hotels at the Dead Sea and in Eilat.',
      ),
    ],
    video: 'https://vimeo.com/76979871',
    updates: [firstUpdate(3)],
  },
  {
    alias: 'wavesense-water',
    status: 'raising',
    name: { he: 'ווייבסנס מים', en: 'WaveSense Water' },
    short: {
      he: 'חיישנים אקוסטיים שמאתרים דליפות בצנרת העירונית לפני שהן הופכות לפיצוצים.',
      en: 'Acoustic sensors that find leaks in city water mains before they burst.',
    },
    about: {
      he: ['החיישנים מותקנים בשישה תאגידי מים ואיתרו 1,200 דליפות בשנה האחרונה.'],
      en: ['The sensors run in six water utilities and found 1,200 leaks last year.'],
    },
    category: 'climate-agri',
    subcategory: 'clean-energy',
    stage: 'seedplus',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 600_000,
    maximum: 1_800_000,
    unitPrice: 7.2,
    minimalInvestment: 500,
    raised: 455_000,
    investors: 88,
    startsIn: -15,
    endsIn: 15,
    hue: 170,
    photos: ['water-drop', 'raindrops-leaf', 'forest-stream'],
    companyValue: 9_500_000,
    sharesBefore: 1_320_000,
    documentsVisibility: 'public',
    documents: offerDocs,
    team: [
      ceo(
        'אורי פרץ',
        'Uri Peretz',
        'מהנדס מים, לשעבר במקורות.',
        'Water engineer, formerly at Mekorot.',
      ),
      cto('ליאת נחום', 'Liat Nahum', 'מומחית לעיבוד אותות.', 'Signal-processing specialist.'),
    ],
    updates: [firstUpdate(14)],
  },
  {
    alias: 'kidcode-edtech',
    status: 'raising',
    name: { he: 'קידקוד', en: 'KidCode' },
    short: {
      he: 'פלטפורמה ללימוד תכנות בעברית ובערבית לכיתות ג׳–ו׳, בשימוש ב-300 בתי ספר.',
      en: 'Coding lessons in Hebrew and Arabic for grades 3–6, used by 300 schools.',
    },
    about: {
      he: [
        'קידקוד מלמדת חשיבה אלגוריתמית דרך משחקים, עם תוכנית לימודים שאושרה על ידי משרד החינוך.',
      ],
      en: [
        'KidCode teaches algorithmic thinking through games, with a curriculum approved by the Ministry of Education.',
      ],
    },
    category: 'technology',
    subcategory: 'edtech',
    stage: 'preseed',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 300_000,
    maximum: 900_000,
    unitPrice: 4,
    minimalInvestment: 500,
    raised: 96_000,
    investors: 35,
    startsIn: -2,
    endsIn: 58,
    hue: 280,
    photos: ['paint-brushes', 'colourful-cups', 'kite-sky'],
    companyValue: 4_000_000,
    sharesBefore: 1_000_000,
    documentsVisibility: 'public',
    documents: [{ he: 'דוח הצעה', en: 'Offer report' }],
    team: [
      ceo(
        'חן עזרא',
        'Chen Ezra',
        'מורה למדעי המחשב ומפתחת משחקים.',
        'Computer-science teacher and game developer.',
      ),
    ],
    updates: [],
  },
  {
    alias: 'haifa-tech-park',
    status: 'coming',
    name: { he: 'פארק ההייטק חיפה', en: 'Haifa Tech Park' },
    short: {
      he: 'אג"ח לבניין משרדים ירוק ליד מת"ם, מושכר מראש ב-70%. ריבית שנתית של 7.2%.',
      en: 'Bonds for a green office building near MATAM, 70% pre-let. 7.2% annual interest.',
    },
    about: {
      he: ['בניין של 12 קומות עם תקן בנייה ירוקה, שלושה שוכרים חתמו על חוזים לחמש שנים.'],
      en: ['A 12-storey green-certified building; three tenants signed five-year leases.'],
    },
    category: 'real-estate',
    subcategory: 'commercial',
    stage: 'round_a',
    raisingType: 'bonds',
    currency: 'ILS',
    minimum: 2_500_000,
    maximum: 6_000_000,
    unitPrice: 1_000,
    minimalInvestment: 5_000,
    raised: 0,
    investors: 0,
    startsIn: 12,
    endsIn: 72,
    hue: 220,
    photos: ['bridge-cables', 'facade-lines', 'hanging-lamps'],
    bonds: { interest: 7.2, months: 36 },
    documentsVisibility: 'investors',
    documents: [{ he: 'טיוטת דוח הצעה', en: 'Draft offer report' }],
    team: [
      ceo(
        'מיכאל רוזן',
        'Michael Rosen',
        'יזם משרדים בצפון מאז 2008.',
        'Office developer in the north since 2008.',
      ),
      cfo('הילה דיין', 'Hila Dayan'),
    ],
    updates: [],
  },
  {
    alias: 'agro-drip',
    status: 'coming',
    name: { he: 'אגרו-דריפ', en: 'AgroDrip' },
    short: {
      he: 'טפטפות חכמות שמשקות לפי לחות הקרקע ותחזית מזג האוויר, לחקלאים בערבה.',
      en: 'Smart drippers that water by soil moisture and the weather forecast, for Arava farmers.',
    },
    about: {
      he: ['ניסוי בשלושה מושבים בערבה הראה חיסכון של 25% במים ועלייה של 8% ביבול.'],
      en: ['A trial in three Arava villages saved 25% of the water and raised yields by 8%.'],
    },
    category: 'climate-agri',
    subcategory: 'agritech',
    stage: 'preseed',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 400_000,
    maximum: 1_200_000,
    unitPrice: 5,
    minimalInvestment: 500,
    raised: 0,
    investors: 0,
    startsIn: 7,
    endsIn: 67,
    hue: 110,
    photos: ['raindrops-leaf', 'green-meadow', 'one-stands-out'],
    companyValue: 6_000_000,
    sharesBefore: 1_200_000,
    documentsVisibility: 'public',
    documents: [],
    team: [
      ceo(
        'עמית בן דוד',
        'Amit Ben David',
        'חקלאי מהערבה ומהנדס מכונות.',
        'Arava farmer and mechanical engineer.',
      ),
    ],
    updates: [],
  },
  {
    alias: 'jerusalem-renewal',
    status: 'coming',
    name: { he: 'התחדשות עירונית ירושלים', en: 'Jerusalem Renewal' },
    short: {
      he: 'אג"ח לפינוי-בינוי בשכונת קטמונים: 90 דירות במקום 32, ריבית שנתית של 7.8%.',
      en: 'Bonds for a Katamonim clear-and-rebuild project: 90 flats in place of 32, 7.8% annual interest.',
    },
    about: {
      he: ['80% מבעלי הדירות חתמו והתוכנית אושרה בוועדה המקומית.'],
      en: ['80% of the owners signed and the plan was approved by the local committee.'],
    },
    category: 'real-estate',
    subcategory: 'residential',
    stage: 'seed',
    raisingType: 'bonds',
    currency: 'ILS',
    minimum: 1_500_000,
    maximum: 4_500_000,
    unitPrice: 1_000,
    minimalInvestment: 3_000,
    raised: 0,
    investors: 0,
    startsIn: 20,
    endsIn: 80,
    hue: 35,
    photos: ['stone-citadel', 'hillside-village', 'loft-interior'],
    bonds: { interest: 7.8, months: 30 },
    documentsVisibility: 'public',
    documents: [{ he: 'תוכנית בניין עיר', en: 'Zoning plan' }],
    team: [
      ceo(
        'אליהו שטרן',
        'Eliyahu Stern',
        'יזם התחדשות עירונית בירושלים.',
        'Urban-renewal developer in Jerusalem.',
      ),
    ],
    updates: [],
  },
  {
    alias: 'cyberdome-security',
    status: 'running',
    name: { he: 'סייברדום', en: 'CyberDome' },
    short: {
      he: 'הגנת סייבר לעסקים קטנים במנוי חודשי: ניטור, גיבוי ותגובה לאירועים.',
      en: 'Cyber defence for small businesses by monthly subscription: monitoring, backup and response.',
    },
    about: {
      he: ['הגיוס הושלם והחברה משתמשת בכסף להרחבת מרכז התגובה שלה בבאר שבע.'],
      en: [
        'The raise is complete and the company uses the money to grow its response centre in Beer Sheva.',
      ],
    },
    category: 'technology',
    subcategory: 'cyber',
    stage: 'round_b',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 2_000_000,
    maximum: 4_000_000,
    unitPrice: 22,
    minimalInvestment: 1_000,
    raised: 3_600_000,
    investors: 402,
    startsIn: -120,
    endsIn: -60,
    hue: 0,
    photos: ['misty-lake', 'jetty', 'storm-road'],
    companyValue: 60_000_000,
    sharesBefore: 2_730_000,
    documentsVisibility: 'investors',
    documents: offerDocs,
    team: [
      ceo('גיל אשכנזי', 'Gil Ashkenazi', 'לשעבר ביחידה 8200.', 'Formerly in Unit 8200.'),
      cto('סהר מלכה', 'Sahar Malka', 'חוקר חולשות.', 'Vulnerability researcher.'),
    ],
    updates: [
      {
        daysAgo: 30,
        title: { he: 'דוח רבעוני', en: 'Quarterly report' },
        body: {
          he: 'ההכנסות החוזרות גדלו ב-18% ברבעון; 1,100 עסקים מנויים.',
          en: 'Recurring revenue grew 18% this quarter; 1,100 businesses subscribe.',
        },
      },
    ],
  },
  {
    alias: 'payflow-fintech',
    status: 'success_finished',
    name: { he: 'פייפלואו', en: 'PayFlow' },
    short: {
      he: 'תשלומים בין עסקים עם מימון חשבוניות מיידי לספקים קטנים.',
      en: 'Business-to-business payments with instant invoice financing for small suppliers.',
    },
    about: {
      he: ['הגיוס הסתיים בהצלחה ב-2025 עם 530 משקיעים.'],
      en: ['The raise closed successfully in 2025 with 530 investors.'],
    },
    category: 'technology',
    subcategory: 'fintech',
    stage: 'seedplus',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 1_000_000,
    maximum: 3_000_000,
    unitPrice: 9,
    minimalInvestment: 500,
    raised: 3_000_000,
    investors: 530,
    startsIn: -300,
    endsIn: -240,
    hue: 260,
    photos: ['colourful-cups', 'wall-clock', 'facade-lines'],
    companyValue: 25_000_000,
    sharesBefore: 2_780_000,
    documentsVisibility: 'public',
    documents: offerDocs,
    team: [ceo('טל קרמר', 'Tal Kramer', 'לשעבר בבנק לאומי.', 'Formerly at Bank Leumi.')],
    updates: [
      {
        daysAgo: 200,
        title: { he: 'המניות הוקצו', en: 'Shares allotted' },
        body: {
          he: 'המניות נרשמו במרשם בעלי המניות של החברה על שם כל המשקיעים.',
          en: 'The shares are registered in the company’s register in every investor’s name.',
        },
      },
    ],
  },
  {
    alias: 'beer-sheva-student-housing',
    status: 'success_finished',
    name: { he: 'מעונות סטודנטים באר שבע', en: 'Beer Sheva Student Housing' },
    short: {
      he: 'אג"ח למעונות של 180 חדרים ליד אוניברסיטת בן-גוריון, ריבית שנתית של 6.9%.',
      en: 'Bonds for 180 student rooms near Ben-Gurion University, 6.9% annual interest.',
    },
    about: {
      he: ['המעונות נפתחו בשנת הלימודים תשפ"ו ומאוכלסים במלואם.'],
      en: ['The residence opened for the 2025–26 academic year and is fully let.'],
    },
    category: 'real-estate',
    subcategory: 'residential',
    stage: 'round_a',
    raisingType: 'bonds',
    currency: 'ILS',
    minimum: 2_000_000,
    maximum: 4_000_000,
    unitPrice: 1_000,
    minimalInvestment: 2_000,
    raised: 4_000_000,
    investors: 312,
    startsIn: -400,
    endsIn: -340,
    hue: 50,
    photos: ['loft-interior', 'lake-dusk', 'facade-lines'],
    bonds: { interest: 6.9, months: 48 },
    documentsVisibility: 'public',
    documents: [{ he: 'דוח הצעה', en: 'Offer report' }],
    team: [
      ceo('רחל אוחיון', 'Rachel Ohayon', 'מנהלת נכסים בדרום.', 'Property manager in the south.'),
    ],
    updates: [],
  },
  {
    alias: 'qubit-labs',
    status: 'success_finished',
    name: { he: 'קיוביט לאבס', en: 'Qubit Labs' },
    short: {
      he: 'הצפנה עמידה למחשבים קוונטיים לבנקים ולחברות ביטוח.',
      en: 'Quantum-safe encryption for banks and insurers.',
    },
    about: {
      he: ['החברה חתמה עם שני בנקים ישראליים אחרי הגיוס.'],
      en: ['The company signed two Israeli banks after the raise.'],
    },
    category: 'technology',
    subcategory: 'cyber',
    stage: 'seed',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 700_000,
    maximum: 2_000_000,
    unitPrice: 15,
    minimalInvestment: 500,
    raised: 1_650_000,
    investors: 244,
    startsIn: -200,
    endsIn: -150,
    hue: 300,
    photos: ['wall-clock', 'misty-lake', 'leaf-veins'],
    companyValue: 20_000_000,
    sharesBefore: 1_333_000,
    documentsVisibility: 'investors',
    documents: offerDocs,
    team: [
      cto(
        'ד"ר אסף לנדאו',
        'Dr Asaf Landau',
        'פיזיקאי, מכון ויצמן.',
        'Physicist, Weizmann Institute.',
      ),
    ],
    updates: [],
  },
  {
    alias: 'negev-dates',
    status: 'unsuccess_finished',
    name: { he: 'תמרי הנגב', en: 'Negev Dates' },
    short: {
      he: 'מטע תמרים אורגני בנגב עם בית אריזה משלו.',
      en: 'An organic date orchard in the Negev with its own packing house.',
    },
    about: {
      he: ['הגיוס לא הגיע ליעד המינימום והכסף הוחזר למשקיעים.'],
      en: ['The raise did not reach its minimum and the money was returned to the investors.'],
    },
    category: 'climate-agri',
    subcategory: 'agritech',
    stage: 'seed',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 1_000_000,
    maximum: 2_000_000,
    unitPrice: 10,
    minimalInvestment: 500,
    raised: 410_000,
    investors: 76,
    startsIn: -150,
    endsIn: -90,
    hue: 25,
    photos: ['fig-bowl', 'hilltop-sunset', 'dune-grass'],
    companyValue: 8_000_000,
    sharesBefore: 800_000,
    documentsVisibility: 'public',
    documents: [],
    team: [ceo('משה ביטון', 'Moshe Biton', 'חקלאי דור שלישי.', 'Third-generation farmer.')],
    updates: [
      {
        daysAgo: 88,
        title: { he: 'הכסף הוחזר', en: 'Money returned' },
        body: {
          he: 'כל ההשקעות הוחזרו במלואן לחשבונות המשקיעים.',
          en: 'Every investment was returned in full to the investors’ accounts.',
        },
      },
    ],
  },
  {
    alias: 'angel-robotics-circle',
    status: 'raising',
    angelCampaign: true,
    name: { he: 'מעגל אנג׳לים – רובוטיקה', en: 'Robotics Angel Circle' },
    short: {
      he: 'קמפיין אנג׳לים סגור לחברת רובוטיקה למחסנים, רק למשקיעים שזהותם אושרה.',
      en: 'A closed angel campaign for a warehouse-robotics company, only for investors whose identity was approved.',
    },
    about: {
      he: ['הצעה פרטית לעד 35 ניצעים, בהשקעה מינימלית של 15,000 דולר.'],
      en: ['A private placement to at most 35 offerees, from 15,000 USD each.'],
    },
    category: 'technology',
    subcategory: 'cyber',
    stage: 'seed',
    raisingType: 'stock',
    currency: 'USD',
    minimum: 300_000,
    maximum: 525_000,
    unitPrice: 3.5,
    minimalInvestment: 15_000,
    raised: 150_000,
    investors: 8,
    startsIn: -5,
    endsIn: 30,
    hue: 330,
    photos: ['kite-sky', 'storm-road', 'bridge-cables'],
    companyValue: 6_000_000,
    sharesBefore: 1_714_000,
    documentsVisibility: 'investors',
    documents: [{ he: 'תזכיר הצעה פרטית', en: 'Private placement memorandum' }],
    team: [
      ceo('יעל פרידמן', 'Yael Friedman', 'לשעבר באמזון רובוטיקה.', 'Formerly at Amazon Robotics.'),
    ],
    updates: [],
  },
  {
    alias: 'stealth-draft-project',
    status: 'raising',
    draft: true,
    name: { he: 'פרויקט בהכנה', en: 'Project in preparation' },
    short: { he: 'טיוטה שלא פורסמה.', en: 'An unpublished draft.' },
    about: { he: ['טיוטה.'], en: ['Draft.'] },
    category: 'technology',
    subcategory: 'fintech',
    stage: 'preseed',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 100_000,
    maximum: 200_000,
    unitPrice: 1,
    minimalInvestment: 500,
    raised: 0,
    investors: 0,
    startsIn: 1,
    endsIn: 30,
    hue: 90,
    photos: ['jetty', 'forest-path', 'misty-lake'],
    documentsVisibility: 'public',
    documents: [{ he: 'מסמך טיוטה', en: 'Draft document' }],
    team: [],
    updates: [],
  },
  {
    alias: 'pending-review-biotech',
    status: 'approval',
    name: { he: 'ביוטק בבדיקה', en: 'Biotech under review' },
    short: { he: 'בקשה שעדיין בבדיקת הצוות.', en: 'An application still under staff review.' },
    about: { he: ['בבדיקה.'], en: ['Under review.'] },
    category: 'technology',
    subcategory: 'health-tech',
    stage: 'seed',
    raisingType: 'stock',
    currency: 'ILS',
    minimum: 500_000,
    maximum: 1_000_000,
    unitPrice: 2,
    minimalInvestment: 500,
    raised: 0,
    investors: 0,
    startsIn: 30,
    endsIn: 90,
    hue: 150,
    photos: ['leaf-veins', 'dandelions', 'raindrops-leaf'],
    documentsVisibility: 'public',
    documents: [{ he: 'מסמך פנימי', en: 'Internal document' }],
    team: [],
    updates: [],
  },
]

/** Aliases the tests rely on. */
export const demoProjectAliases = {
  raisingStock: 'solaris-grid',
  investorDocuments: 'medisense-ai',
  raisingBonds: 'tlv-urban-living',
  comingBonds: 'haifa-tech-park',
  finished: 'payflow-fintech',
  unsuccessful: 'negev-dates',
  running: 'cyberdome-security',
  angel: 'angel-robotics-circle',
  draft: 'stealth-draft-project',
  notPublic: 'pending-review-biotech',
} as const
