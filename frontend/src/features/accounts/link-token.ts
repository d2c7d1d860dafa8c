import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The token of an e-mailed link (`?token=…`), kept in memory while the address bar drops it, so it does not stay in
 * the browser's history or show on screen.
 */
export function useLinkToken(path: string): string {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => params.get('token') ?? '');
  const inAddress = params.has('token');
  useEffect(() => {
    if (inAddress) void navigate(path, { replace: true });
  }, [inAddress, navigate, path]);
  return token;
}
