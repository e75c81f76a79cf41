/**
 * The context flag of a change to a company's inquiry made by the server's operations, which check
 * the steps' rules themselves (with field errors): the collection's own check then stands aside.
 */
export const checkedByOperation = 'companyInquiryChecked'
