/**
 * The page to continue to after signing in, from `?next=`: only a path on this site (it starts
 * with one "/"), never another origin ("//evil.example", "/\\evil.example", "https://…").
 */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  try {
    const url = new URL(value, 'https://vaultline.invalid');
    return url.origin === 'https://vaultline.invalid'
      ? `${url.pathname}${url.search}${url.hash}`
      : null;
  } catch {
    return null;
  }
}
