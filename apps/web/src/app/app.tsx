import { BrowserRouter } from 'react-router';
import { VenueSectionsContext } from '../components/venue-sections';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { VENUE_SECTIONS } from './venue-sections';

export function App() {
  return (
    <AppProviders>
      <VenueSectionsContext value={VENUE_SECTIONS}>
        <BrowserRouter basename={import.meta.env.BASE_URL}>
          <AppRoutes />
        </BrowserRouter>
      </VenueSectionsContext>
    </AppProviders>
  );
}
