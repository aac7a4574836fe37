import { FullScreenSpinner } from '../../components/full-screen-spinner';

/** `/redirect/{refreshToken}`: the guard exchanges the token and moves on; this only shows progress. */
export function RedirectScreen() {
  return <FullScreenSpinner />;
}
