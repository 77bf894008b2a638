import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isRecord } from '@agency/contract/guards';
import { launchBrowser, openAdminAs } from './browser';
import { admin } from './request-form-steps';
import { eventually } from '../../tests/integration/site-client';

// The demo editor translates the site's own texts in Site Settings (README "Languages"): every
// text of the code is listed beside its English, a missing one is counted and marked, and a
// translation saved there is on the site's next load.
let browser: Browser;
let saved: unknown;
const TEXT = 'Loading page';

beforeAll(async () => {
  browser = await launchBrowser();
  const { data } = await admin<{ data: { messages: unknown } }>('/items/site_settings?fields=messages');
  saved = data.messages;
});

afterAll(async () => {
  await admin('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ messages: saved }) });
  await browser?.close();
});

/** Site Settings' Spanish texts as stored now. */
async function spanishTexts(): Promise<Record<string, unknown>> {
  const { data } = await admin<{ data: { messages: unknown } }>('/items/site_settings?fields=messages');
  const spanish = isRecord(data.messages) ? data.messages['es'] : undefined;
  return isRecord(spanish) ? spanish : {};
}

describe('the editor in Site Settings', () => {
  it('sees which site texts are missing in Spanish, translates one, and the site shows it', async () => {
    const rest = Object.fromEntries(Object.entries(await spanishTexts()).filter(([text]) => text !== TEXT));
    await admin('/items/site_settings', {
      method: 'PATCH',
      body: JSON.stringify({ messages: { ...(isRecord(saved) ? saved : {}), es: rest } }),
    });
    await eventually('/es', (body) => body.includes('aria-label="Loading page"'));

    const page = await openAdminAs(browser, 'editor');
    await page.goto(`${inject('stack').directusUrl}/admin/content/site_settings`);
    const editor = page.locator('.site-texts-editor');
    await editor.getByText(/^1 of \d+ texts missing: they show in English$/).waitFor();
    await editor.getByText('Only missing').click();
    await editor.getByText('Missing', { exact: true }).waitFor();
    expect(await editor.getByRole('textbox').count()).toBe(2); // the search box and the one missing text
    await editor.getByRole('textbox', { name: `${TEXT} (es)` }).fill('Cargando la página');
    await editor.getByText(/^All \d+ texts are translated$/).waitFor();
    await page.getByRole('button', { name: /save/i }).first().click();

    await expect.poll(async () => (await spanishTexts())[TEXT]).toBe('Cargando la página');
    await eventually('/es', (body) => body.includes('aria-label="Cargando la página"'));
    await page.close();
  });
});
