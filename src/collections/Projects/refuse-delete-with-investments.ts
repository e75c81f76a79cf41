import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { adminMessage } from '@/domain/admin-message'

/**
 * A project that has investments is part of the ledger: it is never deleted (end its raise
 * instead). Without this the database refuses it (the investments' foreign key) as a server error.
 */
export const refuseDeleteWithInvestments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'investments',
    where: { project: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      adminMessage(req, {
        he: 'לפרויקט יש השקעות ולכן לא ניתן למחוק אותו. יש לסיים את הגיוס במקום זאת.',
        en: 'This project has investments, so it cannot be deleted. End its raise instead.',
      }),
      409,
      undefined,
      true,
    )
}
