/** Spec 3/4: consent lives in the `cookie_allowed` cookie (12 hours) and in local storage. */
export const consentCookie = { name: 'cookie_allowed', maxAgeSeconds: 43200 }
export const consentStorage = { key: 'cookieConsent', value: 'accepted' }

/**
 * Runs inline in `<head>`, before the body is parsed: records on `<html data-cookie-consent>`
 * whether the visitor has answered ('given') or not ('pending'); the stylesheet shows the banner
 * only for 'pending'. Deciding before the first paint keeps the banner out of hydration and from
 * appearing later as the page's largest paint. Pages come from a shared cache, so the server
 * cannot decide.
 */
export const consentCheckScript = `(function(){var given=/(?:^|; )${consentCookie.name}=/.test(document.cookie);if(!given)try{given=localStorage.getItem(${JSON.stringify(consentStorage.key)})===${JSON.stringify(consentStorage.value)}}catch(e){}document.documentElement.dataset.cookieConsent=given?'given':'pending'})()`

/** Called when the visitor accepts: remembered in both places, the banner hides at once. */
export function giveConsent(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${consentCookie.name}=true; Max-Age=${consentCookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
  try {
    localStorage.setItem(consentStorage.key, consentStorage.value)
  } catch {
    // Storage disabled: the cookie still records consent.
  }
  document.documentElement.dataset.cookieConsent = 'given'
}
