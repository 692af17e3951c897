// Logos a designer can try on the sample checkout, drawn here as small SVGs and given to the form
// as data: URLs (the preview's img-src allows data:), so nothing is uploaded, fetched or served.
// A real checkout's logo_url is a path where Kassa serves the merchant's MERCHANT_LOGO_FILE.

const svg = (width: number, height: number, body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

export const SAMPLE_LOGOS = [
  { id: 'none', label: 'None (the shop name)', url: null },
  {
    id: 'round',
    label: 'Round mark',
    url: svg(
      64,
      64,
      '<circle cx="32" cy="32" r="30" fill="#6b3e26"/><path d="M32 12c-9 8-9 32 0 40M32 12c9 8 9 32 0 40" fill="none" stroke="#f3e3d3" stroke-width="4"/>',
    ),
  },
  {
    id: 'wide',
    label: 'Wide wordmark',
    url: svg(
      160,
      40,
      '<rect width="160" height="40" rx="6" fill="#0a5c3d"/><text x="80" y="27" font-family="Georgia, serif" font-size="20" fill="#ffffff" text-anchor="middle">Roastery</text>',
    ),
  },
  {
    id: 'square',
    label: 'Square badge',
    url: svg(
      48,
      48,
      '<rect width="48" height="48" rx="10" fill="#3b4fd8"/><path d="M14 34V14h6v8l8-8h8L26 24l10 10h-8l-8-8v8z" fill="#ffffff"/>',
    ),
  },
] as const;

export type SampleLogo = (typeof SAMPLE_LOGOS)[number]['id'];

/** The logo's data: URL, or null for none. */
export function sampleLogoUrl(id: SampleLogo): string | null {
  return SAMPLE_LOGOS.find((logo) => logo.id === id)?.url ?? null;
}
