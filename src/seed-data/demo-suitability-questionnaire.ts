type Text = { he: string; en: string }

/**
 * A starting suitability questionnaire for compliance to review and adapt: investment
 * experience, understanding of the risk of loss and of illiquidity, liquidity needs, the share of
 * savings and the horizon. Each question's first answer scores 0; the highest total is 17.
 */
export const demoPassingScore = 10

export const demoIntroduction: Text = {
  he: 'השאלות עוזרות לנו להבין אם השקעה בחברות פרטיות מתאימה לניסיון ולמצב הכלכלי שלכם. אין תשובות נכונות או שגויות.',
  en: 'These questions help us understand whether investing in private companies suits your experience and your financial situation. There are no right or wrong answers.',
}

export const demoQuestions: { text: Text; answers: { text: Text; score: number }[] }[] = [
  {
    text: {
      he: 'כמה זמן אתם משקיעים בניירות ערך (מניות, אג״ח או קרנות)?',
      en: 'How long have you been investing in securities (shares, bonds or funds)?',
    },
    answers: [
      { text: { he: 'מעולם לא השקעתי', en: 'I have never invested' }, score: 0 },
      { text: { he: 'פחות משנתיים', en: 'Less than two years' }, score: 1 },
      { text: { he: 'שנתיים עד חמש שנים', en: 'Two to five years' }, score: 2 },
      { text: { he: 'יותר מחמש שנים', en: 'More than five years' }, score: 3 },
    ],
  },
  {
    text: {
      he: 'איזה משפט מתאר בצורה הטובה ביותר את הסיכון בהשקעה בחברה פרטית?',
      en: 'Which statement best describes the risk of investing in a private company?',
    },
    answers: [
      {
        text: { he: 'אני מצפה לקבל את כספי בחזרה', en: 'I expect to get my money back' },
        score: 0,
      },
      { text: { he: 'ייתכן שאפסיד חלק מהסכום', en: 'I may lose part of the amount' }, score: 1 },
      {
        text: {
          he: 'ייתכן שאפסיד את כל הסכום שאשקיע',
          en: 'I may lose the entire amount I invest',
        },
        score: 3,
      },
    ],
  },
  {
    text: {
      he: 'מניות שנרכשות בגיוס המונים בדרך כלל אינן נסחרות בבורסה, וייתכן שהחברה לא תחלק דיבידנד במשך שנים. האם ידעתם זאת?',
      en: 'Shares bought in a crowdfunding offer usually cannot be sold on a stock exchange, and the company may pay no dividends for years. Did you know this?',
    },
    answers: [
      { text: { he: 'לא, זה חדש לי', en: 'No, this is new to me' }, score: 0 },
      {
        text: {
          he: 'שמעתי על כך, אבל לא הכרתי את הפרטים',
          en: 'I had heard of it but did not know the details',
        },
        score: 1,
      },
      { text: { he: 'כן, זה ידוע לי', en: 'Yes, I know this' }, score: 2 },
    ],
  },
  {
    text: {
      he: 'האם תזדקקו לכסף שתשקיעו במהלך שלוש השנים הקרובות (למשל לדירה, ללימודים או להוצאות שוטפות)?',
      en: 'Will you need the money you invest within the next three years (for example for a home, studies or living expenses)?',
    },
    answers: [
      { text: { he: 'כן, כנראה', en: 'Yes, probably' }, score: 0 },
      { text: { he: 'ייתכן, לחלק ממנו', en: 'Possibly, some of it' }, score: 1 },
      { text: { he: 'לא, אוכל להסתדר בלעדיו', en: 'No, I can manage without it' }, score: 3 },
    ],
  },
  {
    text: {
      he: 'איזה חלק מהחסכונות והנכסים הנזילים שלכם אתם מתכננים להשקיע באמצעות הפלטפורמה?',
      en: 'What share of your savings and liquid assets do you plan to invest through the platform?',
    },
    answers: [
      { text: { he: 'יותר ממחצית', en: 'More than half' }, score: 0 },
      { text: { he: 'בין רבע למחצית', en: 'A quarter to a half' }, score: 1 },
      { text: { he: 'בין 10% ל-25%', en: '10% to 25%' }, score: 2 },
      { text: { he: 'פחות מ-10%', en: 'Less than 10%' }, score: 3 },
    ],
  },
  {
    text: {
      he: 'כמה זמן אתם מוכנים להמתין עד שתוכלו למכור את ההשקעה או לקבל עליה תשואה?',
      en: 'How long are you prepared to wait before you can sell your investment or see a return?',
    },
    answers: [
      { text: { he: 'פחות משנה', en: 'Less than a year' }, score: 0 },
      { text: { he: 'שנה עד שלוש שנים', en: 'One to three years' }, score: 1 },
      { text: { he: 'שלוש עד שבע שנים', en: 'Three to seven years' }, score: 2 },
      { text: { he: 'יותר משבע שנים', en: 'More than seven years' }, score: 3 },
    ],
  },
]
