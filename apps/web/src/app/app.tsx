import { RouterProvider } from 'react-router';
import { VenueSectionsContext } from '../components/venue-sections';
import { AppProviders } from './providers';
import { router } from './router';
import { VENUE_SECTIONS } from './venue-sections';

export function App() {
  return (
    <AppProviders>
      <VenueSectionsContext value={VENUE_SECTIONS}>
        <RouterProvider router={router} />
      </VenueSectionsContext>
    </AppProviders>
  );
}
