import type { Payload } from 'payload'

import { demoQaItems } from '@/seed-data/demo-qa'

// Seeds run outside Next, where there is no cache to revalidate.
const context = { disableRevalidate: true }

/** Demo Q&A items in both languages (one a draft), ordered in steps of 10. Safe to run twice. */
export async function seedDemoQa(payload: Payload) {
  for (const [index, item] of demoQaItems.entries()) {
    const existing = await payload.find({
      collection: 'qa-items',
      locale: 'he',
      where: { question: { equals: item.question.he } },
      draft: true,
      limit: 1,
    })
    if (existing.docs[0]) continue
    const status = item.draft ? 'draft' : 'published'
    const created = await payload.create({
      collection: 'qa-items',
      locale: 'he',
      context,
      draft: item.draft ?? false,
      data: {
        question: item.question.he,
        answer: item.answer.he,
        group: item.group.he,
        order: (index + 1) * 10,
        _status: status,
      },
    })
    await payload.update({
      collection: 'qa-items',
      id: created.id,
      locale: 'en',
      context,
      draft: item.draft ?? false,
      data: {
        question: item.question.en,
        answer: item.answer.en,
        group: item.group.en,
        _status: status,
      },
    })
  }
}
