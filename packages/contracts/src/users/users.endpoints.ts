// Endpoints the web's first screens call, without their schemas (api/endpoint.ts).
import { endpointOf } from '../api/endpoint';

export const aboutMeEndpoint = endpointOf<typeof import('./about-me.contract').aboutMeContract>(
  'GET',
  '/api/Users/AboutMe',
);
export const updateAdditionalSettingsEndpoint = endpointOf<
  typeof import('./update-additional-settings.contract').updateAdditionalSettingsContract
>('PUT', '/api/users/AdditionalSettings');
