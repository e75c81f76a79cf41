'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { fetchProfile } from '@/client/profile/profile-api'
import { useAccount } from '@/components/account/AccountProvider'
import { CompanyAccountNotice } from '@/components/account/CompanyAccountNotice'
import { ResendActivation } from '@/components/account/ResendActivation'
import { sectionToOpen } from '@/domain/investors/profile-sections'
import type { ProfileView } from '@/domain/investors/profile-view'
import type { ProfilePageSettings } from '@/server/profile/read-profile-page-settings'

import { ProfileContext, type ProfileContextValue } from './ProfileContext'
import { ProfileProgress } from './ProfileProgress'
import { ProfileSectionNav } from './ProfileSectionNav'
import { profileSections } from './profile-sections'

type Props = {
  /** The signed-in investor and their profile, when the server found a session. */
  initial: { investorId: number; view: ProfileView } | null
  settings: ProfilePageSettings
  /** `?section=` as the address gave it. */
  requestedSection: string | null
  /** A local path to go back to once the profile is complete (`?returnTo=`, already checked). */
  returnTo: string | null
  /** The server found a company's account signed in: it has no investor profile. */
  companyAccount?: boolean
}

const sectionFromAddress = () =>
  new URLSearchParams(window.location.search).get('section') ?? undefined

/**
 * Spec 2, /investor/profile: the investor's progress, then one section at a time, each with its
 * own form. Visitors are asked to log in. The server renders the profile of a signed-in investor;
 * one who signs in on the page (the auth modal) gets theirs from the API.
 */
export function ProfileScreen({
  initial,
  settings,
  requestedSection,
  returnTo,
  companyAccount: companyOnServer = false,
}: Props) {
  const t = useTranslations('Profile')
  const tAccount = useTranslations('Account')
  const account = useAccount()
  const [loaded, setLoaded] = useState(initial)
  const [loadFailed, setLoadFailed] = useState(false)
  const [chosen, setChosen] = useState(() =>
    initial
      ? sectionToOpen(profileSections, requestedSection, initial.view.completeness.next)
      : null,
  )
  const [focusRequest, setFocusRequest] = useState(0)
  const headings = useRef(new Map<string, HTMLHeadingElement | null>())

  const signedInId = account.status === 'signed-in' ? account.user.id : null
  const companyAccount =
    account.status === 'signed-in' ? account.user.accountKind === 'company' : companyOnServer
  const investorId =
    signedInId ?? (account.status === 'loading' ? (loaded?.investorId ?? null) : null)

  const showLoaded = useCallback((investorId: number, view: ProfileView) => {
    setLoadFailed(false)
    setLoaded({ investorId, view })
    setChosen(
      (current) =>
        current ?? sectionToOpen(profileSections, sectionFromAddress(), view.completeness.next),
    )
  }, [])

  const load = useCallback(
    (id: number) =>
      fetchProfile(id).then(
        (view) => showLoaded(id, view),
        () => setLoadFailed(true),
      ),
    [showLoaded],
  )

  useEffect(() => {
    if (signedInId === null || companyAccount || loaded?.investorId === signedInId) return
    let current = true
    fetchProfile(signedInId).then(
      (view) => {
        if (current) showLoaded(signedInId, view)
      },
      () => {
        if (current) setLoadFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [signedInId, companyAccount, loaded?.investorId, showLoaded])

  // Back and forward move between the sections opened on the page.
  useEffect(() => {
    const onPopState = () => {
      const section = sectionFromAddress()
      if (profileSections.some((entry) => entry.id === section)) setChosen(section ?? null)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    if (focusRequest > 0 && chosen) headings.current.get(chosen)?.focus()
  }, [focusRequest, chosen])

  const openSection = useCallback((id: string) => {
    setChosen(id)
    const url = new URL(window.location.href)
    url.searchParams.set('section', id)
    url.hash = ''
    window.history.pushState(window.history.state, '', url)
    setFocusRequest((count) => count + 1)
  }, [])

  const context = useMemo<ProfileContextValue | null>(() => {
    if (!loaded) return null
    return {
      view: loaded.view,
      settings,
      showView: (view) => setLoaded((current) => (current ? { ...current, view } : current)),
      reload: () => load(loaded.investorId),
      openSection,
    }
  }, [loaded, settings, load, openSection])

  if (account.status === 'anonymous') {
    return (
      <div className="alert" data-testid="profile-signed-out">
        <p>{tAccount('logInToSeeProfile')}</p>
        <a href="#login" className="button button--primary">
          {tAccount('logIn')}
        </a>
      </div>
    )
  }
  if (companyAccount) return <CompanyAccountNotice />
  if (!context || investorId === null || loaded?.investorId !== investorId) {
    if (loadFailed && signedInId !== null)
      return (
        <div className="alert alert--error" role="alert">
          <p>{t('loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setLoadFailed(false)
              void load(signedInId)
            }}
          >
            {t('retry')}
          </button>
        </div>
      )
    return <p aria-busy="true">{t('loading')}</p>
  }

  const active = chosen ?? profileSections[0]!.id
  return (
    <ProfileContext.Provider value={context}>
      <div className="profile" data-testid="investor-profile">
        {account.status === 'signed-in' && !account.user.emailVerified && <ResendActivation />}
        <ProfileProgress sections={profileSections} returnTo={returnTo} />
        <div className="profile__body">
          <ProfileSectionNav sections={profileSections} active={active} />
          {profileSections.map((section) => (
            <section
              key={section.id}
              id={`profile-section-${section.id}`}
              className="profile-section"
              aria-labelledby={`profile-section-${section.id}-title`}
              // Closed sections stay mounted, so what was typed in one survives a visit to another.
              hidden={section.id !== active}
              data-testid={`profile-section-${section.id}`}
            >
              <h2
                id={`profile-section-${section.id}-title`}
                tabIndex={-1}
                ref={(element) => {
                  headings.current.set(section.id, element)
                }}
              >
                {t(`sections.${section.title}`)}
              </h2>
              {section.render()}
            </section>
          ))}
        </div>
      </div>
    </ProfileContext.Provider>
  )
}
