// Headers every response carries. The built client has no inline script (index.html
// loads its modules from /assets, and vite-plugin-pwa's registration is imported by the app, not
// injected), so script-src is 'self' alone. Mantine sets style attributes and injects <style> tags,
// hence 'unsafe-inline' for styles only. No page of this site may be framed (clickjacking).
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(self), geolocation=(), microphone=()');
    // Only where the site is served over HTTPS: a development server on http://localhost must stay reachable.
    if (production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
