import type { SessionView } from '../../../common/contract/session-api.ts';
import { formatLanguage } from '../../../common/language/shopper-language.ts';
import { loadCatalog, pageLocale } from '../../../common/messages/catalogs.ts';
import type { FormCatalog, Messages } from '../../../common/messages/en.ts';
import { formKeysFor, type PartsView } from '../../../common/messages/form-parts.ts';
import { createTranslator } from '../../../common/messages/format.ts';
import { type LocaleId, localeInfo } from '../../../common/messages/locales.ts';
import { applyMessageOverrides } from '../../../common/messages/override-apply.ts';
import { acceptedLanguages } from '../../http/accept-language.ts';

// The language a checkout page speaks in its first response: the session's language, then the
// browser's (Accept-Language), exact → same language → English (common/messages/locales.ts). The
// page carries that one locale's catalog, and its <html lang dir> and <title> say it.

export interface PageSpeech {
  locale: LocaleId;
  dir: 'ltr' | 'rtl';
  /** The page's <title> ("Checkout – Fern & Feather"), in the locale. */
  title: string;
  /** The form's part of the catalog: what the page carries inline and renders with. */
  catalog: FormCatalog;
  /**
   * What the form formats amounts, dates and country names in when the checkout named no
   * language (common/language/shopper-language.ts): chosen here with the locale, from the same
   * Accept-Language, and carried with the catalog, so the browser formats as the server rendered.
   */
  formats: string;
}

/**
 * The catalog to send a page, from the locale's as loaded: the one place a page's catalog is
 * changed before it leaves. Only the form's texts go (the sandbox's own pages speak from the
 * server), and of those only the ones its session can show (common/messages/form-parts.ts); a
 * merchant's own texts for the locale are laid over them, the merchant's defaults
 * (MERCHANT_THEME) first, then the checkout's payment_form_override (docs/themes.md).
 */
export function catalogToSend(
  catalog: Messages,
  locale: LocaleId,
  view: PartsView & Pick<SessionView, 'merchant_theme' | 'payment_form_override'>,
): FormCatalog {
  const overridden = applyMessageOverrides(
    catalog,
    locale,
    view.merchant_theme?.messages,
    view.payment_form_override?.messages,
  );
  return Object.fromEntries(formKeysFor(view).map((key) => [key, overridden[key]])) as FormCatalog;
}

export async function pageSpeech(
  view: PartsView &
    Pick<SessionView, 'language' | 'shop_name' | 'merchant_theme' | 'payment_form_override'>,
  acceptLanguage: string | undefined,
): Promise<PageSpeech> {
  const browserLanguages = acceptedLanguages(acceptLanguage);
  const locale = pageLocale([view.language, ...browserLanguages]);
  const catalog = catalogToSend(await loadCatalog(locale), locale, view);
  const t = createTranslator(locale, catalog);
  return {
    locale,
    dir: localeInfo(locale).dir,
    title: view.shop_name ? t('page.title.shop', { shop: view.shop_name }) : t('page.title'),
    catalog,
    formats: formatLanguage(locale, browserLanguages),
  };
}
