import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { demoQuestions } from '@/seed-data/demo-suitability-questionnaire'

import { inLanguage } from './messages'
import { investorOnProfile, watchPolicyViolations } from './profile-support'
import { gotoInteractive } from './support'

for (const { lng, m } of inLanguage('he')) {
  const t = m.Questionnaire

  test(`an investor answers the suitability questionnaire and is told 'not suitable', in ${lng}`, async ({
    page,
    request,
  }) => {
    test.slow()
    const violations = await watchPolicyViolations(page)
    await investorOnProfile(page, request, lng, `suitability-${lng}`, 'questionnaire')
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'he' ? 'rtl' : 'ltr')
    const section = page.getByTestId('questionnaire-section')
    await expect(section.getByRole('heading', { name: t.title, level: 2 })).toBeVisible()
    const form = section.getByTestId('questionnaire-form')
    await expect(form.getByTestId('questionnaire-question')).toHaveCount(demoQuestions.length)

    // Sent blank, every question says it needs an answer.
    await form.getByRole('button', { name: t.submit }).click()
    await expect(form.getByText(m.Validation.answerRequired)).toHaveCount(demoQuestions.length)

    // Each question is a group named by its legend; the answers scoring least, one by one.
    for (const question of demoQuestions) {
      const group = form.getByRole('group', { name: question.text[lng] })
      await group.getByRole('radio', { name: question.answers[0]!.text[lng], exact: true }).check()
    }
    await expect(form.getByText(m.Validation.answerRequired)).toHaveCount(0)
    const accessibility = await new AxeBuilder({ page })
      .include('[data-testid=questionnaire-section]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(accessibility.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    await form.getByRole('button', { name: t.submit }).click()
    const result = section.getByTestId('questionnaire-result')
    await expect(result).toHaveAttribute('data-result', 'not_suitable')
    await expect(result).toContainText(t.notSuitable)
    await expect(result.getByTestId('questionnaire-risk-note')).toHaveText(t.notSuitableExplained)
    await expect(result).toBeFocused()
    await expect(section.getByTestId('questionnaire-form')).toHaveCount(0)
    // The score stays with compliance.
    await expect(section).not.toContainText(/score|ציון/i)
    expect(await violations()).toEqual([])

    // Kept: the profile shows the result again, and the answers can be given again.
    await gotoInteractive(page, '/investor/profile?section=questionnaire')
    await expect(page.getByTestId('questionnaire-result')).toHaveAttribute(
      'data-result',
      'not_suitable',
    )
    await page.getByRole('button', { name: t.answerAgain }).click()
    const first = demoQuestions[0]!
    await expect(
      page
        .getByRole('group', { name: first.text[lng] })
        .getByRole('radio', { name: first.answers[0]!.text[lng], exact: true }),
    ).toBeChecked()
  })
}
