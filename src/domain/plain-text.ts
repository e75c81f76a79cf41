/**
 * Text a person can type: no C0 control characters but tab, line feed and carriage return, no DEL
 * and no half of a UTF-16 pair. PostgreSQL refuses a NUL byte and a lone surrogate outright, and
 * no form field has a use for the others; they are refused where input enters (forms, API, query).
 */
export const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
export const loneSurrogate =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const isPlainText = (value: string) =>
  !controlCharacters.test(value) && !loneSurrogate.test(value)
