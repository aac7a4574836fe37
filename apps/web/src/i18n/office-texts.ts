// Imported by the pieces that load on demand beside the first screens and show back-office texts (the
// manager's drawer extras, the menu-update confirmation): such a module, and so what it renders, is
// ready only once those texts are loaded. Back-office screens wait for them in the route table.
import { officeTextsReady } from './index';

await officeTextsReady();
