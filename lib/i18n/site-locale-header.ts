/** Set by the middleware on requests under /es: the language of a 404 that no route names. */
export const SITE_LOCALE_HEADER = "x-site-locale";
