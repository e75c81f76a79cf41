import { StaffSetupNotice as StaffSetupNotice_f46386e7702b3e3015d9656a09f0bfed } from '@/components/admin/StaffSetupNotice'
import { CurrentPasswordField as CurrentPasswordField_cf1a4b30379bab442a970170a4a2b180 } from '@/components/admin/CurrentPasswordField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ProjectStatusControl as ProjectStatusControl_80ca70b862cf3c55f70cc2e53e8665ee } from '@/components/admin/ProjectStatusControl'
import { HaltRaiseControl as HaltRaiseControl_e00043e953c992db9e66023bdfa2e284 } from '@/components/investments/admin/HaltRaiseControl'
import { MoneyInput as MoneyInput_c0a7b21c16dbbffab085caf02b0c5fe0 } from '@/components/admin/MoneyInput'
import { ProjectTransfersView as ProjectTransfersView_8f338f36f97cc0019dc758fe5844f591 } from '@/components/investments/admin/ProjectTransfersView'
import { ProjectCloseView as ProjectCloseView_6120ce88e25371dad27aceac99bce785 } from '@/components/investments/admin/ProjectCloseView'
import { ExportLeadsButton as ExportLeadsButton_dfc015e147ecca7392a50b58d946480c } from '@/components/admin/ExportLeadsButton'
import { IdentityReviewPanel as IdentityReviewPanel_383e69872dd8c8ba7c4691adb449e6a5 } from '@/components/admin/review/IdentityReviewPanel'
import { TypeReviewPanel as TypeReviewPanel_0b9750834f26bae58faad3f36a68502e } from '@/components/admin/review/TypeReviewPanel'
import { ReviewQueueCounts as ReviewQueueCounts_c77521a4103692c7b8d8cfc772f585f6 } from '@/components/admin/review/ReviewQueueCounts'
import { LeaderRequestDecision as LeaderRequestDecision_6ae8647394f45ba90b406038532e07a0 } from '@/components/admin/LeaderRequestDecision'
import { InvestmentSettlementPanel as InvestmentSettlementPanel_0df298764adf04af2e28a27b9f6322d6 } from '@/components/investments/admin/InvestmentSettlementPanel'
import { LedgerDriftActions as LedgerDriftActions_e7aaa5cde4387bd598155f7ea1edba2d } from '@/components/investments/admin/LedgerDriftActions'
import { InquiryReviewPanel as InquiryReviewPanel_34f6a5e37ceb6e969c6cb9f589620a91 } from '@/components/admin/inquiries/InquiryReviewPanel'
import { InquiryQueueCounts as InquiryQueueCounts_b8977187a8ff7d1bcaf6d9d7355d08f8 } from '@/components/admin/inquiries/InquiryQueueCounts'
import { AdminIcon as AdminIcon_c3544fd04a86558fd1f1e4a8d6afed38 } from '@/components/admin/AdminBrand'
import { AdminLogo as AdminLogo_c3544fd04a86558fd1f1e4a8d6afed38 } from '@/components/admin/AdminBrand'
import { TestPaymentsBanner as TestPaymentsBanner_0b6e6f4eca238fb59d76ac2e04d3ba70 } from '@/components/admin/TestPaymentsBanner'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StaffLoginView as StaffLoginView_37bc07763851d193ea919ece07578663 } from '@/components/admin/StaffLoginView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/StaffSetupNotice#StaffSetupNotice": StaffSetupNotice_f46386e7702b3e3015d9656a09f0bfed,
  "@/components/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_cf1a4b30379bab442a970170a4a2b180,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/ProjectStatusControl#ProjectStatusControl": ProjectStatusControl_80ca70b862cf3c55f70cc2e53e8665ee,
  "@/components/investments/admin/HaltRaiseControl#HaltRaiseControl": HaltRaiseControl_e00043e953c992db9e66023bdfa2e284,
  "@/components/admin/MoneyInput#MoneyInput": MoneyInput_c0a7b21c16dbbffab085caf02b0c5fe0,
  "@/components/investments/admin/ProjectTransfersView#ProjectTransfersView": ProjectTransfersView_8f338f36f97cc0019dc758fe5844f591,
  "@/components/investments/admin/ProjectCloseView#ProjectCloseView": ProjectCloseView_6120ce88e25371dad27aceac99bce785,
  "@/components/admin/ExportLeadsButton#ExportLeadsButton": ExportLeadsButton_dfc015e147ecca7392a50b58d946480c,
  "@/components/admin/review/IdentityReviewPanel#IdentityReviewPanel": IdentityReviewPanel_383e69872dd8c8ba7c4691adb449e6a5,
  "@/components/admin/review/TypeReviewPanel#TypeReviewPanel": TypeReviewPanel_0b9750834f26bae58faad3f36a68502e,
  "@/components/admin/review/ReviewQueueCounts#ReviewQueueCounts": ReviewQueueCounts_c77521a4103692c7b8d8cfc772f585f6,
  "@/components/admin/LeaderRequestDecision#LeaderRequestDecision": LeaderRequestDecision_6ae8647394f45ba90b406038532e07a0,
  "@/components/investments/admin/InvestmentSettlementPanel#InvestmentSettlementPanel": InvestmentSettlementPanel_0df298764adf04af2e28a27b9f6322d6,
  "@/components/investments/admin/LedgerDriftActions#LedgerDriftActions": LedgerDriftActions_e7aaa5cde4387bd598155f7ea1edba2d,
  "@/components/admin/inquiries/InquiryReviewPanel#InquiryReviewPanel": InquiryReviewPanel_34f6a5e37ceb6e969c6cb9f589620a91,
  "@/components/admin/inquiries/InquiryQueueCounts#InquiryQueueCounts": InquiryQueueCounts_b8977187a8ff7d1bcaf6d9d7355d08f8,
  "@/components/admin/AdminBrand#AdminIcon": AdminIcon_c3544fd04a86558fd1f1e4a8d6afed38,
  "@/components/admin/AdminBrand#AdminLogo": AdminLogo_c3544fd04a86558fd1f1e4a8d6afed38,
  "@/components/admin/TestPaymentsBanner#TestPaymentsBanner": TestPaymentsBanner_0b6e6f4eca238fb59d76ac2e04d3ba70,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/StaffLoginView#StaffLoginView": StaffLoginView_37bc07763851d193ea919ece07578663,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
