import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { he } from '@payloadcms/translations/languages/he'
import { buildConfig, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'

import { restrictPayloadInternals } from '@/access/payload-internals'
import { AccountTokens } from '@/collections/AccountTokens'
import { AuditLog } from '@/collections/AuditLog'
import { FxRates } from '@/collections/investments/FxRates'
import { Investments } from '@/collections/investments/Investments'
import { LedgerDrifts } from '@/collections/investments/LedgerDrifts'
import { PaymentEvents } from '@/collections/investments/PaymentEvents'
import { PaymentRequests } from '@/collections/investments/PaymentRequests'
import { RaiseAlerts } from '@/collections/RaiseAlerts'
import { RaiseTotals } from '@/collections/investments/RaiseTotals'
import { Categories } from '@/collections/Categories'
import { CompanyInquiries } from '@/collections/CompanyInquiries'
import { CompanyInquiryFiles } from '@/collections/CompanyInquiryFiles'
import { CompanyUpdates } from '@/collections/CompanyUpdates'
import { EmailOutbox } from '@/collections/EmailOutbox'
import { Investors } from '@/collections/Investors'
import { OtpChallenges } from '@/collections/OtpChallenges'
import { InvestorDocuments } from '@/collections/InvestorDocuments'
import { InvestorProfiles } from '@/collections/InvestorProfiles'
import { InvestorSessions } from '@/collections/InvestorSessions'
import { Invitations } from '@/collections/Invitations'
import { LeaderRequests } from '@/collections/LeaderRequests'
import { Leads } from '@/collections/Leads'
import { Media } from '@/collections/Media'
import { Pages } from '@/collections/Pages'
import { Posts } from '@/collections/Posts'
import { ProjectDocuments } from '@/collections/ProjectDocuments'
import { Projects } from '@/collections/Projects'
import { QaItems } from '@/collections/QaItems'
import { QuestionnaireResponses } from '@/collections/QuestionnaireResponses'
import { RateLimits } from '@/collections/RateLimits'
import { StaffTokens } from '@/collections/StaffTokens'
import { SmsOutbox } from '@/collections/SmsOutbox'
import { SocialIdentities } from '@/collections/SocialIdentities'
import { Users } from '@/collections/Users'
import {
  redactErrorMessage,
  redactErrorMessageQuietJobs,
  safeError,
} from '@/domain/logging/safe-error'
import { AccountSecurity } from '@/globals/AccountSecurity'
import { ContactInfo } from '@/globals/ContactInfo'
import { Footer } from '@/globals/Footer'
import { IdentityCheck } from '@/globals/IdentityCheck'
import { LegalLimits } from '@/globals/LegalLimits'
import { PaymentSettings } from '@/globals/PaymentSettings'
import { Navigation } from '@/globals/Navigation'
import { SuitabilityQuestionnaire } from '@/globals/SuitabilityQuestionnaire'
import { adminTranslations } from '@/i18n/admin-translations'
import { defaultLocale, localeSettings, locales } from '@/i18n/locales'
import {
  closePoolWhenAsked,
  deliverEmailsTask,
  emailAdapter,
  isJobRunnerRequest,
  requiredEnv,
  settleRaisesTask,
  staffCookiePrefix,
  uploadStoragePlugin,
} from '@/server/for-payload-config'
import { siteIcons } from '@/components/brand/site-icons'
import { withAtomicJobClaim } from '@/framework/atomic-job-claim'
import { withJobLease, withJobLeaseField } from '@/framework/job-lease'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/storage-s3 was never published as 3.90.2: its 3.90.1 runs on payload 3.90.2 (one copy
// of payload and ui, by package.json's overrides), which Payload's start-up version check refuses
// outside production. tests/unit/payload-packages.test.ts checks the versions instead.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export default restrictPayloadInternals(
  buildConfig({
    secret: requiredEnv('PAYLOAD_SECRET'),
    serverURL: process.env.PUBLIC_SITE_URL ?? '',
    cookiePrefix: staffCookiePrefix(),
    admin: {
      user: Users.slug,
      importMap: { baseDir: path.resolve(dirname, 'src') },
      // The site's name, icons and share picture instead of Payload's (English: the suffix is one
      // text for both of the panel's languages, and the name is the brand).
      meta: {
        titleSuffix: ' · Invest Together admin',
        icons: siteIcons,
        defaultOGImageType: 'off',
        openGraph: {
          siteName: 'Invest Together',
          title: 'Invest Together admin',
          images: [{ url: '/og-default.png', width: 1200, height: 630 }],
        },
      },
      // Payload's default is a Gravatar picture: an outside request the CSP blocks (a broken image).
      avatar: 'default',
      // Day, month's name, year and a 24-hour clock, in the panel's language (Payload's default
      // 'MMMM do yyyy, h:mm a' reads "מאי שמיני 2026" in Hebrew, with a 12-hour clock).
      dateFormat: 'd MMMM yyyy, HH:mm',
      // Sign-in with the staff second factor, in place of Payload's password-only form.
      components: {
        graphics: {
          Logo: '@/components/admin/AdminBrand#AdminLogo',
          Icon: '@/components/admin/AdminBrand#AdminIcon',
        },
        views: {
          login: { Component: '@/components/admin/StaffLoginView#StaffLoginView', path: '/login' },
        },
        // "Test payments" on every page while cards go to the provider's test mode or the stand-in.
        header: ['@/components/admin/TestPaymentsBanner#TestPaymentsBanner'],
      },
    },
    collections: [
      Users,
      Pages,
      Projects,
      ProjectDocuments,
      Categories,
      Posts,
      QaItems,
      Media,
      Leads,
      Investors,
      InvestorProfiles,
      InvestorDocuments,
      QuestionnaireResponses,
      LeaderRequests,
      InvestorSessions,
      AccountTokens,
      StaffTokens,
      RateLimits,
      OtpChallenges,
      EmailOutbox,
      SmsOutbox,
      SocialIdentities,
      Invitations,
      Investments,
      PaymentRequests,
      RaiseTotals,
      LedgerDrifts,
      RaiseAlerts,
      PaymentEvents,
      FxRates,
      CompanyInquiries,
      CompanyInquiryFiles,
      CompanyUpdates,
      AuditLog,
    ],
    globals: [
      Navigation,
      Footer,
      ContactInfo,
      AccountSecurity,
      LegalLimits,
      IdentityCheck,
      SuitabilityQuestionnaire,
      PaymentSettings,
    ],
    email: emailAdapter(),
    editor: lexicalEditor(),
    localization: {
      locales: locales.map((code) => ({
        code,
        label: localeSettings[code].nativeName,
        rtl: localeSettings[code].dir === 'rtl',
      })),
      defaultLocale,
      fallback: true,
    },
    i18n: {
      supportedLanguages: { he, en },
      fallbackLanguage: 'he',
      // Our own words in Payload's chrome (document tabs' labels), from messages/*.json.
      translations: adminTranslations,
    },
    // Each due job is claimed by one runner only, however many instances run the scheduler.
    db: withAtomicJobClaim(
      postgresAdapter({
        pool: {
          connectionString: requiredEnv('DATABASE_URI'),
          max: Math.max(2, Number(process.env.DATABASE_POOL_MAX ?? 10)),
        },
        // Schema changes only through committed migrations, never push.
        push: false,
        migrationDir: path.resolve(dirname, 'migrations'),
        // Drizzle's tables of this schema, which raw SQL names its tables and columns through
        // (`npm run generate`; docs/architecture.md).
        generateSchemaOutputFile: path.resolve(dirname, 'src/payload-generated-schema.ts'),
      }),
    ),
    // Scheduled publishing queues jobs; only our job runner may run them (not any signed-in user).
    // A claimed job holds a lease its process renews while it runs (src/framework/job-lease.ts).
    jobs: {
      access: { run: ({ req }) => isJobRunnerRequest(req.headers) },
      tasks: [withJobLease(settleRaisesTask), withJobLease(deliverEmailsTask)],
      jobsCollectionOverrides: ({ defaultJobsCollection }) =>
        withJobLeaseField(defaultJobsCollection),
    },
    upload: { limits: { fileSize: 10 * 1024 * 1024 }, abortOnLimit: true },
    // Uploads go to the S3 bucket when S3_* is set (several instances share it), else to the disk.
    plugins: [uploadStoragePlugin()],
    sharp,
    graphQL: { disable: true },
    telemetry: false,
    // Payload's pretty log, but an error is logged without the values of a failed query.
    // PAYLOAD_LOG_LEVEL (default info): `npm run dev` runs its migrations and seed at warn.
    logger: {
      options: {
        level: process.env.PAYLOAD_LOG_LEVEL || 'info',
        serializers: { err: safeError, error: safeError },
        hooks: {
          logMethod:
            process.env.NODE_ENV === 'development'
              ? redactErrorMessageQuietJobs
              : redactErrorMessage,
        },
      },
      destination: defaultLoggerOptions,
    },
    // A wrong staff password is a security event, not a fault of the application.
    loggingLevels: { AuthenticationError: 'warn' },
    // A value the database refuses, or a body that is not the form it claims, is answered 400.
    hooks: {
      afterError: [
        async (args) => (await import('@/server/http/payload-bad-input')).answerBadInput(args),
      ],
    },
    // The HTTP server closes this pool on shutdown, after the last request.
    onInit: (payload) => closePoolWhenAsked(payload),
    typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  }),
)
