'use client'

import { useTranslations } from 'next-intl'

import { useAccount } from '@/components/account/AccountProvider'

import { DocumentUpload } from '../DocumentUpload'
import { useProfile } from '../ProfileContext'

/** The profile picture, shown here and beside the investor's name in the site's header. */
export function AvatarSection() {
  const t = useTranslations('Profile')
  const { view } = useProfile()
  const account = useAccount()
  const { avatarUrl } = view.profile
  return (
    <div className="profile-avatar">
      {avatarUrl ? (
        // A private file (access-checked route): not for Next's image optimizer.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={avatarUrl}
          alt={t('avatar.current')}
          width={128}
          height={128}
          className="profile-avatar__image"
          data-testid="profile-avatar"
        />
      ) : (
        <p>{t('avatar.none')}</p>
      )}
      <DocumentUpload
        kind={null}
        label={t('avatar.chooseFile')}
        buttonLabel={t('avatar.upload')}
        hint={t('avatar.hint')}
        // The header's picture comes with the account (GET /api/user).
        onUploaded={() => void account.refresh()}
      />
    </div>
  )
}
