// Endpoints the web's first screens call, without their schemas (api/endpoint.ts).
import { endpointOf } from '../api/endpoint';

export const listLanguagesEndpoint = endpointOf<
  typeof import('./list-languages.contract').listLanguagesContract
>('GET', '/api/Languages');
