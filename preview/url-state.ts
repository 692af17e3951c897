// The draft in the query string, one parameter per editor, so a shared link reproduces exactly
// what the designer saw. Parameters left at their default are omitted to keep links short.
import { THEME_TYPES } from '../themes/theme-types.ts';
import { EMPTY_DRAFT, type PreviewDraft } from './preview-draft.ts';
import { previewLocaleFrom } from './preview-locales.ts';
import { PREVIEW_STATES } from './preview-states.ts';
import { sampleFrom } from './sample-session.ts';

const PARAMS = {
  stateId: 'state',
  color: 'color',
  themeType: 'theme_type',
  variables: 'theme_variables',
  rules: 'theme_rules',
  shopName: 'shop_name',
  logo: 'logo',
  currency: 'currency',
  cartSize: 'cart_size',
  methods: 'methods',
  locale: 'locale',
} as const satisfies Record<keyof PreviewDraft, string>;

export function draftToSearch(draft: PreviewDraft): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMS) as (keyof PreviewDraft)[]) {
    if (draft[key] !== EMPTY_DRAFT[key]) params.set(PARAMS[key], draft[key]);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function draftFromSearch(search: string): PreviewDraft {
  const params = new URLSearchParams(search);
  const stateId = params.get(PARAMS.stateId);
  const themeType = params.get(PARAMS.themeType);
  // Sample data that is not one of the choices (a hand-edited link) falls back to the default.
  const sample = sampleFrom({
    shopName: params.get(PARAMS.shopName),
    logo: params.get(PARAMS.logo),
    currency: params.get(PARAMS.currency),
    cartSize: params.get(PARAMS.cartSize),
    methods: params.get(PARAMS.methods),
  });
  return {
    stateId:
      stateId && PREVIEW_STATES.some((state) => state.id === stateId)
        ? stateId
        : EMPTY_DRAFT.stateId,
    color: params.get(PARAMS.color) ?? EMPTY_DRAFT.color,
    themeType: THEME_TYPES.find((type) => type === themeType) ?? EMPTY_DRAFT.themeType,
    variables: params.get(PARAMS.variables) ?? EMPTY_DRAFT.variables,
    rules: params.get(PARAMS.rules) ?? EMPTY_DRAFT.rules,
    shopName: sample.shopName,
    logo: sample.logo,
    currency: sample.currency,
    cartSize: String(sample.cartSize),
    methods: sample.methods,
    // A language that is none of the picker's falls back to English.
    locale: previewLocaleFrom(params.get(PARAMS.locale)),
  };
}
