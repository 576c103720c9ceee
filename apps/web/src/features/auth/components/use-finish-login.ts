/** After a login, the page asked for (the `redirect` query, if it stays on this site) or the cards. */
import { safeRedirectTarget } from '@oceane/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';

export function useFinishLogin(): () => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const paths = usePaths();
  return useCallback(async () => {
    await navigate(safeRedirectTarget(searchParams.get('redirect'), paths.cards()), { replace: true });
  }, [navigate, searchParams, paths]);
}
