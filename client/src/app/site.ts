// Facts about the site and the church that several parts of the shell show.
export const SITE_NAME = 'VBS';
/** SPEC §9: the narrow layout (burger menu, full-screen dialogs) is 630px wide or less. */
export const NARROW_LAYOUT = '(max-width: 630px)';
export const CHURCH_NAME = 'Grace Community Church';
export const CONTACT_EMAIL = 'vbs@example.org';
export const CHURCH_ADDRESS = { street: '1200 Hillcrest Road', city: 'Springfield', state: 'IL', postalCode: '62704' } as const;

/** Past editions (SPEC §2 public routes); their pages come in a later issue. */
export const PAST_YEARS = [
  { label: '2025 · Egyptian Expedition', path: '/2025-egyptian-expedition' },
  { label: '2024', path: '/2024' },
  { label: '2023', path: '/2023' },
  { label: '2022', path: '/2022' },
  { label: '2021', path: '/2021' },
  { label: '2019', path: '/2019' },
  { label: '2018 · Egyptian Expedition', path: '/2018' },
  { label: '2017 · Ocean Commotion', path: '/2017' },
] as const;

/** The live site shows no test banner. The server writes PRODUCTION_HOST into the page (CONTRACT.md). */
export function isProductionHost(hostname = window.location.hostname): boolean {
  const productionHost = document.querySelector<HTMLMetaElement>('meta[name="vbs-production-host"]')?.content ?? '';
  return productionHost !== '' && hostname.toLowerCase() === productionHost.toLowerCase();
}

export function pageTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${routeTitle} | ${SITE_NAME}` : SITE_NAME;
}
