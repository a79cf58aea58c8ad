// Facts about the site and the church that several parts of the shell show.
import { PAST_YEAR_CATALOG, pastYearTitle } from './past-year-catalog.ts';

export const SITE_NAME = 'VBS';
/** SPEC §9: the narrow layout (burger menu, full-screen dialogs) is 630px wide or less. */
export const NARROW_LAYOUT = '(max-width: 630px)';
export const CHURCH_NAME = 'Grace Community Church';
export const CONTACT_EMAIL = 'vbs@example.org';
export const CHURCH_ADDRESS = { street: '1200 Hillcrest Road', city: 'Springfield', state: 'IL', postalCode: '62704' } as const;

/** An address's last line as the post writes it: "Springfield, IL 62704". */
export function cityLine(address: { city: string; state: string; postalCode: string }): string {
  return `${address.city}, ${address.state} ${address.postalCode}`;
}

/** The Past Years menu (SPEC §2): every past edition's page, newest first. */
export const PAST_YEARS = PAST_YEAR_CATALOG.map((entry) => ({ label: pastYearTitle(entry), path: entry.path }));

/** The live site shows no test banner. The server writes PRODUCTION_HOST into the page (CONTRACT.md). */
export function isProductionHost(hostname = window.location.hostname): boolean {
  const productionHost = document.querySelector<HTMLMetaElement>('meta[name="vbs-production-host"]')?.content ?? '';
  return productionHost !== '' && hostname.toLowerCase() === productionHost.toLowerCase();
}

export function pageTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${routeTitle} | ${SITE_NAME}` : SITE_NAME;
}
