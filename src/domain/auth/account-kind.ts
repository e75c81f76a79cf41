/** The two kinds of account (spec 6): one that invests, one that raises capital for its company. */
export const accountKinds = ['investor', 'company'] as const
export type AccountKind = (typeof accountKinds)[number]
