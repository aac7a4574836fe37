// Imported by every back-office screen's module: the module (and so the screen) is ready only once
// the back-office texts of the language in use are loaded, so no screen ever shows a text's key.
import { officeTextsReady } from './index';

await officeTextsReady();
