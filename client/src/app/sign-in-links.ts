// Where the sign-in buttons go (CONTRACT.md): the provider's authorization route, back to `redirectTo`.
export function signInHref(provider: string, redirectTo: string): string {
  return `/oauth2/authorization/${encodeURIComponent(provider)}?redirect=${encodeURIComponent(redirectTo)}`;
}

export function demoSignInHref(email: string, redirectTo: string): string {
  return `/oauth2/authorization/dev?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(redirectTo)}`;
}
