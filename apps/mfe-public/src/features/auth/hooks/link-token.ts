import { useEffect, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';

/**
 * The token of an emailed link: in the fragment (`#token=`, which browsers never send to a server)
 * as links are sent now, or in the query string of password-reset links sent before.
 */
function tokenIn({ hash, search }: Location): string | null {
  return (
    new URLSearchParams(hash.slice(1)).get('token') ?? new URLSearchParams(search).get('token')
  );
}

/** The token from the link, read once; then it leaves the address bar. */
export function useLinkToken(): string {
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => tokenIn(location) ?? '');
  useEffect(() => {
    // Once read, the token leaves the address bar (and so the history, bookmarks and screenshots).
    if (tokenIn(location) !== null) navigate(location.pathname, { replace: true });
  }, [location, navigate]);
  return token;
}
