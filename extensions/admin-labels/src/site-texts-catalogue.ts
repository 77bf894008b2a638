// Every text of the site's code, in English: the keys of the demo's Spanish, which the unit tests
// keep equal to the code's t('…') and msg('…') texts, no more and no fewer
// (frontend/app/lib/site-texts.test.ts, frontend/app/features/request-form/form-texts.test.ts).
// A release that adds a text adds it here too, so editors see it missing until they translate it.
import form from '../../../migrations/data/027-site-texts/es-form.json';
import site from '../../../migrations/data/027-site-texts/es-site.json';

export const SITE_TEXTS: readonly string[] = [...new Set([...Object.keys(site), ...Object.keys(form)])];
