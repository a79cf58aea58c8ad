// Older camelCase paths (SPEC §2) and the kebab-case paths that replaced them. One table for both the
// server's 301s (server/src/http/legacy-redirects.ts) and the client router's redirects, so they never
// disagree.
export const LEGACY_PATHS: Readonly<Record<string, string>> = {
  '/egyptianExpedition2025': '/2025-egyptian-expedition',
  '/purposedAndPlaced': '/2024-purposed-and-placed',
  '/foodTruckParty': '/2023-food-truck-party',
  '/deepSeaDive': '/2022-deep-sea-dive',
  '/growingGarden': '/2021-growing-garden',
  '/egyptianExpedition': '/2018-egyptian-expedition',
  '/oceanCommotion2017': '/2017-ocean-commotion',
  '/qrCode': '/qrcode',
  '/help/loginWithGoogle': '/help/login-with-google',
  '/help/loginWithFacebook': '/help/login-with-facebook',
  '/help/showParentQrCode': '/help/show-parent-qr-code',
  '/help/scanParentQrCode': '/help/scan-parent-qr-code',
  '/dashboard/firstAid': '/dashboard/first-aid',
};

/** The kebab-case path for an old one (a trailing slash is ignored), or null. */
export function currentPathFor(path: string): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.hasOwn(LEGACY_PATHS, trimmed) ? LEGACY_PATHS[trimmed] : null;
}
