// The published option lists in memory, for the request-form endpoint: the definition, every
// validation and every submit use them, and re-reading three tables for each would make a
// submit cost a third more than Directus' own insert. The copy is dropped the moment an option
// changes: by this instance's action hooks (src/options-sync), and, with several Directus
// instances sharing Redis, by the message the changing instance publishes there. The privacy
// notice of Site Settings (its version, whether the consent checkbox is asked) and the booking
// page are kept the same way, so that an editor's change to it holds at the next opening of the form, with no deploy.
import { collectionsReadAs } from '@agency/contract/collections';
import type { FormOptions } from '@agency/request-rules/options';
import type { PrivacyNotice } from '@agency/request-rules/privacy';
import type { Knex } from 'knex';
import { loadFormOptions } from './form-options';
import type { Booking } from '@agency/request-rules/booking';
import { loadBooking } from './booking';
import { loadPrivacyNotice } from './privacy-notice';
import { loadDifficulty } from './proof-of-work';

/** The collections the option lists are read from (packages/contract/src/collections.ts). */
export const OPTION_COLLECTIONS: ReadonlySet<string> = new Set(collectionsReadAs('options'));
/** The collection the privacy notice's settings are read from. */
export const PRIVACY_COLLECTIONS = new Set(['site_settings']);

export interface OptionsCache<T = FormOptions> {
  get: () => Promise<T>;
  /** Forgets the copy: the next use reads the tables again. */
  invalidate: () => void;
}

export function createOptionsCache<T = FormOptions>(load: () => Promise<T>): OptionsCache<T> {
  let current: Promise<T> | undefined;
  return {
    get() {
      if (!current) {
        const loading = load();
        current = loading;
        // A failed read is not kept: the next use tries again.
        loading.catch(() => {
          if (current === loading) current = undefined;
        });
      }
      return current;
    },
    invalidate() {
      current = undefined;
    },
  };
}

// One copy per Directus process, shared by the endpoint and the hook of this bundle.
let shared: OptionsCache | undefined;
let sharedPrivacy: OptionsCache<PrivacyNotice> | undefined;
let sharedBooking: OptionsCache<Booking | null> | undefined;
let sharedDifficulty: OptionsCache<number> | undefined;

export function sharedOptionsCache(database: Knex): OptionsCache {
  shared ??= createOptionsCache(() => loadFormOptions(database));
  return shared;
}

export function sharedPrivacyCache(database: Knex): OptionsCache<PrivacyNotice> {
  sharedPrivacy ??= createOptionsCache(() => loadPrivacyNotice(database));
  return sharedPrivacy;
}

/** The booking page of Site Settings (read from PRIVACY_COLLECTIONS too: dropped with the notice). */
export function sharedBookingCache(database: Knex): OptionsCache<Booking | null> {
  sharedBooking ??= createOptionsCache(() => loadBooking(database));
  return sharedBooking;
}

/** The proof-of-work difficulty of Site Settings (read from PRIVACY_COLLECTIONS too: dropped with the notice). */
export function sharedDifficultyCache(database: Knex): OptionsCache<number> {
  sharedDifficulty ??= createOptionsCache(() => loadDifficulty(database));
  return sharedDifficulty;
}
