import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backdatedFormToken, postForm, validRequest } from '../../tests/integration/request-form-client';
import { INSIGHTS_DASHBOARD_ID } from '../../migrations/lib/ids.js';
import { openAdmin, SLOW } from './admin-readability';
import { launchBrowser, openPage, watchErrors } from './browser';
import { admin, completeToReview, openDrawerFrom } from './request-form-steps';
import { interactive } from './settle';

// Source attribution in Chromium (README "The request form", docs/decisions/037-lead-attribution.md):
// a visitor lands from a campaign's e-mail with UTM tags and a click id, goes on to another page
// (a new page load), opens the form there and sends it; the request stores the landing page, the
// referring site and the campaign, and no first visit (this site asks no cookie consent: no
// tag manager, so nothing is allowed).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LANDING =
  '/creative-services/web?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2026&gclid=Cj0KCQ_BwE';

describe('source attribution', () => {
  it('carries the landing page, referring site and campaign to a form sent from a later page', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    await page.goto(LANDING, { referer: 'http://mail.example.net/inbox/42' });
    await interactive(page);
    const recorded = await page.evaluate(() => window.sessionStorage.getItem('agency.visit.v1'));
    expect(JSON.parse(recorded ?? '{}')).toMatchObject({ landing_page: LANDING, referrer_host: 'mail.example.net' });

    const company = `Attribution Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/creative-design-portfolio');
    await completeToReview(page, company);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();

    const { data } = await admin<{ data: Record<string, unknown>[] }>(
      `/items/requests?filter[company][_eq]=${encodeURIComponent(company)}&fields=source_url,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,gclid,fbclid,first_landing_page,first_utm_source`,
    );
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      landing_page: LANDING,
      referrer_host: 'mail.example.net',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-2026',
      utm_term: null,
      gclid: 'Cj0KCQ_BwE',
      fbclid: null,
      first_landing_page: null,
      first_utm_source: null,
    });
    expect(String(data[0]!.source_url)).toMatch(/\/creative-design-portfolio$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it(
    'shows staff the Source group, the returning prospect’s earlier request and the source chart',
    async () => {
      const email = `returning-${randomUUID().slice(0, 8)}@example.com`;
      const campaign = `autumn-${randomUUID().slice(0, 6)}`;
      const send = async (overrides: Record<string, unknown>) => {
        const response = await postForm('submit', validRequest(backdatedFormToken(), { email, ...overrides }), {
          key: randomUUID(),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { data: { id: string } }).data.id;
      };
      const first = await send({});
      const second = await send({
        landing_page: `/creative-services/web?utm_campaign=${campaign}`,
        referrer_host: 'mail.example.net',
        utm_source: 'newsletter',
        utm_campaign: campaign,
        gclid: 'Cj0KCQ_BwE',
        first_landing_page: '/',
        first_utm_source: 'linkedin',
      });

      const page = await openAdmin(browser, 'staff');
      await page.goto(`${inject('stack').directusUrl}/admin/content/requests/${second}`);
      const mark = page.locator('.earlier-requests');
      await mark.getByText('1 earlier request', { exact: true }).waitFor({ timeout: SLOW / 3 });
      for (const text of ['Landing page', 'Referring site', 'mail.example.net', campaign, 'Cj0KCQ_BwE', 'First visit'])
        await page.getByText(text, { exact: true }).first().waitFor();
      await page.getByText('linkedin', { exact: true }).waitFor();
      await mark.getByRole('link').click();
      await page.waitForURL((url) => url.pathname.endsWith(`/content/requests/${first}`));

      await page.goto(`${inject('stack').directusUrl}/admin/insights/${INSIGHTS_DASHBOARD_ID}`);
      const chart = page.locator('.request-chart-source[aria-busy="false"]');
      await chart.getByText(`newsletter / ${campaign}`).waitFor({ timeout: SLOW / 3 });
      await page.close();
    },
    SLOW,
  );
});
