// Shared by the request form's tests: the definition built from the product's option lists, a
// server that agrees with every step (the form's own rules are under test), and reduced motion.
import { buildDefinition, type FormDefinition } from '@agency/request-rules/definition';
import { privacyNoticeFromSettings } from '@agency/request-rules/privacy';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export const definition = buildDefinition(
  SPEC_OPTIONS,
  { formToken: 'token', minFillSeconds: 0 },
  privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: false }),
);

/** The same definition while Site Settings require the consent checkbox. */
export const definitionAskingConsent: FormDefinition = {
  ...definition,
  privacy: { ...definition.privacy, requireConsent: true },
};

export function setUpRequestFormTests() {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { valid: true } }), { status: 200 })),
    );
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

export const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
