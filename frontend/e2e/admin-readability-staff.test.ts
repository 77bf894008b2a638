import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backdatedFormToken, postForm, validRequest } from '../../tests/integration/request-form-client';
import { REFUSED_MAILBOX } from '../../tests/integration/smtp-capture.mjs';
import { givenUpWords } from '../../extensions/lead-webhook/src/problem';
import { INSIGHTS_DASHBOARD_ID } from '../../migrations/lib/ids.js';
import { cutInList, field, inView, openAdmin, SLOW, VIEWPORT } from './admin-readability';
import { launchBrowser } from './browser';
import { admin } from './request-form-steps';
import { docsScreenshot, updatingDocsScreenshots } from './docs-screenshots';

// Staff read the admin at a glance at 1280 × 800 (README "For staff";
// docs/decisions/028-admin-reads-at-a-glance.md): labels instead of stored values in the list, the
// board and Insights; a request's budget and status in view on opening it; a prospect's answers as
// text. With UPDATE_DOCS_SCREENSHOTS=1 (`npm run screenshots:admin`) the views are also written to
// docs/screenshots/, the pictures of README's staff section: the prospects below are named as a
// real agency's would be, with no test-run marks.
const RAW_STATUSES = ['in_review', 'proposal_sent'];

let browser: Browser;
const created: string[] = [];

// Nine requests of this week, as prospects send them, moved along the workflow by staff, some of
// them from a campaign, an ad or another site (Insights' "Requests by source / campaign").
const newsletter = { landing_page: '/?utm_source=newsletter', utm_source: 'newsletter', utm_campaign: 'spring-2026' };
const digital = (type: string) => ({ project: ['Digital / Web'], project_type: type });
const PROSPECTS = [
  {
    first_name: 'Maya',
    last_name: 'Okafor',
    company: 'Lumen Health',
    explanation: 'A booking portal for our four clinics, with reminders by text message.',
    status: 'new',
    timeline: '3-6-months',
    ...digital('Web Application'),
    ...newsletter,
  },
  {
    first_name: 'Jonas',
    last_name: 'Berg',
    company: 'Fjord Outdoor',
    status: 'in_review',
    timeline: 'flexible',
    ...digital('E-commerce Site'),
    budget: 'More than $100,000',
    gclid: 'Cj0KCQiA_demo',
  },
  {
    first_name: 'Priya',
    last_name: 'Raman',
    company: null,
    status: 'contacted',
    timeline: 'flexible',
    project: ['Print / Graphic Design'],
    project_type: 'Packaging Design',
    budget: 'Less than $20,000',
  },
  {
    first_name: 'Lucas',
    last_name: 'Moreau',
    company: 'Atelier Moreau',
    status: 'proposal_sent',
    timeline: '1-3 Months',
    project: ['Video / Audio'],
    project_type: 'Brand Video',
  },
  {
    first_name: 'Sofia',
    last_name: 'Lindqvist',
    company: 'Northwind',
    status: 'won',
    timeline: '3-6-months',
    project: ['Corporate / Data Design'],
    project_type: 'Annual Report',
    budget: '$50,000 - $100,000',
    referrer_host: 'www.linkedin.com',
  },
  {
    first_name: 'Ade',
    last_name: 'Balogun',
    company: 'Kite Finance',
    status: 'lost',
    timeline: '6+ months',
    ...digital('Mobile App'),
    budget: 'More than $100,000',
  },
  {
    first_name: 'Hannah',
    last_name: 'Weiss',
    company: null,
    status: 'spam',
    timeline: 'flexible',
    project: ['Other'],
    project_type: 'Other',
    // "Other" asks what it is, and the answer is required (migration 034).
    project_follow_up: 'A travelling exhibition',
  },
  {
    first_name: 'Tom',
    last_name: 'Fischer',
    company: 'Harbour & Pine',
    status: 'new',
    timeline: '3-6-months',
    project: ['Branding / Strategy'],
    project_type: 'Rebranding',
    budget: '$50,000 - $100,000',
    ...newsletter,
  },
  {
    first_name: 'Elena',
    last_name: 'Costa',
    company: 'Costa Wines',
    status: 'in_review',
    timeline: 'ASAP (Rush)',
    project: ['Reputation Management'],
    project_type: 'Review Management',
  },
];

/** Each prospect's own address: the request's title in the admin. */
const emailOf = (prospect: { first_name: string; last_name: string }) =>
  `${prospect.first_name}.${prospect.last_name}@example.com`.toLowerCase();

beforeAll(async () => {
  browser = await launchBrowser();
  // The prospects are known by name alone: requests of theirs left by an interrupted run go first.
  const emails = PROSPECTS.map(emailOf).join(',');
  const { data: left } = await admin<{ data: { id: string }[] }>(
    `/items/requests?filter[email][_in]=${encodeURIComponent(emails)}&fields=id&limit=-1`,
  );
  if (left.length > 0)
    await admin('/items/requests', { method: 'DELETE', body: JSON.stringify(left.map(({ id }) => id)) });
  for (const { status, company, ...prospect } of PROSPECTS) {
    const response = await postForm(
      'submit',
      validRequest(backdatedFormToken(), { ...prospect, email: emailOf(prospect), company: company ?? undefined }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    created.push(data.id);
    await admin(`/items/requests/${data.id}`, { method: 'PATCH', body: JSON.stringify({ status }) });
  }
});

afterAll(async () => {
  if (created.length > 0) await admin('/items/requests', { method: 'DELETE', body: JSON.stringify(created) });
  await browser?.close();
});

describe('staff', () => {
  it(
    'read the request list by labels, every column in view with the panel closed',
    async () => {
      const page = await openAdmin(browser, 'staff');
      const { data } = await admin<{ data: { id: string }[] }>(
        '/presets?filter[collection][_eq]=requests&filter[bookmark][_eq]=In progress&filter[user][_null]=true&fields=id',
      );
      await page.goto(`${inject('stack').directusUrl}/admin/content/requests?bookmark=${data[0]!.id}`);
      const row = page.locator('.table-row').filter({ hasText: 'Fjord Outdoor' });
      await row.waitFor();
      await expect.poll(() => row.innerText()).toContain('In review');
      expect(await row.innerText()).toContain('Jonas Berg · Fjord Outdoor');
      const headers = await page.locator('.table-header th').allInnerTexts();
      expect(headers.map((text) => text.trim()).filter(Boolean)).toEqual([
        'Person and company',
        'Service',
        'Budget',
        'Status',
        'Submitted',
      ]);
      // Every column ends before the closed panel's strip: nothing is cut off or scrolled sideways.
      const last = await page.locator('.table-header th').filter({ hasText: 'Submitted' }).boundingBox();
      const panel = await page.getByRole('contentinfo', { name: 'Module Sidebar' }).boundingBox();
      expect(last!.x + last!.width).toBeLessThanOrEqual(panel!.x);
      const table = await page.locator('.v-table').innerText();
      for (const raw of RAW_STATUSES) expect(table).not.toContain(raw);
      expect(await row.innerText()).toContain('Digital / Web');
      // No header or cell is cut short: "Submitted" beside its sort arrow, "12 minutes ago" whole.
      await page
        .locator('.table-row')
        .filter({ hasText: /\bago\b/ })
        .first()
        .waitFor();
      expect(await cutInList(page)).toEqual([]);
      await page.close();

      const list = await openAdmin(browser, 'staff');
      await list.goto(`${inject('stack').directusUrl}/admin/content/requests`);
      await list.locator('.table-row').filter({ hasText: 'Lumen Health' }).waitFor();
      expect(await cutInList(list)).toEqual([]);
      await docsScreenshot(list, 'staff-requests-new');
      await list.close();
    },
    SLOW,
  );

  it(
    'open a request on its triage, budget and status in view, the answers as text with labels',
    async () => {
      const page = await openAdmin(browser, 'staff');
      await page.goto(`${inject('stack').directusUrl}/admin/content/requests/${created[0]}`);
      const budget = field(page, 'Budget');
      await budget.getByText('$20,000 - $50,000').waitFor();
      expect(await inView(budget.getByText('$20,000 - $50,000'))).toBe(true);
      expect(await inView(field(page, 'Status'))).toBe(true);
      // The timeline by its label (form_options), never the stored `3-6-months`.
      await field(page, 'Timeline').getByText('3-6 months', { exact: true }).waitFor();
      expect(await page.locator('#main-content, main').first().innerText()).not.toContain('3-6-months');
      // Answers are text, not inputs that look empty; no tag box asks for a tag.
      await field(page, 'First Name').locator('.prospect-value', { hasText: 'Maya' }).waitFor();
      expect(await field(page, 'First Name').locator('input').count()).toBe(0);
      expect(await page.getByText('Add a tag').count()).toBe(0);
      expect(await field(page, 'Service').innerText()).toContain('Digital / Web');
      await docsScreenshot(page, 'staff-request-item');
      await page.close();
    },
    SLOW,
  );

  it(
    'read why a prospect got no confirmation e-mail, in words with what to do',
    async () => {
      // The test mail server refuses this mailbox (550 5.1.1), as a real one refuses a mistyped address.
      const email = `${REFUSED_MAILBOX}.${randomUUID().slice(0, 8)}@example.com`;
      const response = await postForm(
        'submit',
        validRequest(backdatedFormToken(), { first_name: 'Noor', last_name: 'Haddad', email }),
      );
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id: string } };
      created.push(data.id);
      const outcome = async () =>
        (
          await admin<{ data: { confirmation_error: string | null } }>(
            `/items/requests/${data.id}?fields=confirmation_error`,
          )
        ).data.confirmation_error;
      await expect.poll(outcome, { timeout: 15_000 }).not.toBeNull();

      const page = await openAdmin(browser, 'staff');
      await page.goto(`${inject('stack').directusUrl}/admin/content/requests/${data.id}`);
      const problem = field(page, 'Confirmation e-mail not sent');
      await problem.getByText('refused the prospect', { exact: false }).waitFor();
      const words = await problem.innerText();
      expect(words).toContain('check the address for a typo and reach them another way');
      // The server's own answer stays in the log: no SMTP code, no echo of the address.
      expect(words).not.toMatch(/550|5\.1\.1|@/);
      // A notice, not a pale read-only input that reads like a placeholder.
      expect(await problem.locator('.server-notice').count()).toBe(1);
      expect(await problem.locator('input, textarea').count()).toBe(0);
      expect(await inView(problem)).toBe(true);
      await docsScreenshot(page, 'staff-request-confirmation');
      await page.close();
      // Gone before the board and Insights are read and pictured: they show the agency's prospects only.
      await admin(`/items/requests/${data.id}`, { method: 'DELETE' });
      created.splice(created.indexOf(data.id), 1);
    },
    SLOW,
  );

  it(
    "read on a request that the hand-off to the agency's other tool was given up, and what to do",
    async () => {
      const email = 'ines.duarte@example.com';
      // Named as a real prospect (the picture in README "Hand-off"): one left by an interrupted run goes first.
      const { data: left } = await admin<{ data: { id: string }[] }>(
        `/items/requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`,
      );
      for (const { id } of left) await admin(`/items/requests/${id}`, { method: 'DELETE' });
      const response = await postForm(
        'submit',
        validRequest(backdatedFormToken(), {
          first_name: 'Ines',
          last_name: 'Duarte',
          company: 'Duarte Studio',
          email,
        }),
      );
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id: string } };
      created.push(data.id);
      // The words the webhook writes when it gives up (a real delivery: tests/integration/lead-webhook.test.ts).
      const words = givenUpWords(29, { outcome: 'answered', statusCode: 500 });
      await admin(`/items/requests/${data.id}`, { method: 'PATCH', body: JSON.stringify({ webhook_problem: words }) });

      const page = await openAdmin(browser, 'staff');
      await page.goto(`${inject('stack').directusUrl}/admin/content/requests/${data.id}`);
      const problem = field(page, 'Lead not handed off');
      const notice = problem.locator('.server-notice');
      await notice.getByText('did not accept this lead after 29 tries', { exact: false }).waitFor();
      expect(await notice.innerText()).toContain('Copy the lead into that tool by hand');
      // A notice, not a pale read-only input that reads like a placeholder.
      expect(await problem.locator('input, textarea').count()).toBe(0);
      expect(await inView(notice)).toBe(true);
      await docsScreenshot(page, 'staff-request-handoff');
      // Without a problem the field is not shown at all.
      await page.goto(`${inject('stack').directusUrl}/admin/content/requests/${created[0]}`);
      await field(page, 'Budget').getByText('$20,000 - $50,000').waitFor();
      expect(await field(page, 'Lead not handed off').count()).toBe(0);
      await page.close();
      await admin(`/items/requests/${data.id}`, { method: 'DELETE' });
      created.splice(created.indexOf(data.id), 1);
    },
    SLOW,
  );

  it(
    'see every status of the board at once, cards titled by the person and company',
    async () => {
      const page = await openAdmin(browser, 'staff');
      const { data } = await admin<{ data: { id: string }[] }>(
        '/presets?filter[collection][_eq]=requests&filter[bookmark][_eq]=Board&filter[user][_null]=true&fields=id',
      );
      await page.goto(`${inject('stack').directusUrl}/admin/content/requests?bookmark=${data[0]!.id}`);
      await page.getByText('Jonas Berg · Fjord Outdoor').first().waitFor();
      const titles = page.locator('.kanban .group .header .title');
      await expect.poll(() => titles.count()).toBe(8);
      for (let index = 0; index < 8; index++) expect(await inView(titles.nth(index))).toBe(true);
      const names = (await titles.allInnerTexts()).map((text) => text.replace(/\s*\d+\s*$/, '').trim());
      expect(names).toEqual(['New', 'In review', 'Contacted', 'Proposal sent', 'Won', 'Lost', 'Spam', 'Archived']);
      await page.getByText('Priya Raman').first().waitFor();
      await docsScreenshot(page, 'staff-board');
      await page.close();
    },
    SLOW,
  );

  it(
    'read Insights by labels, with this week’s requests in the weekly chart',
    async () => {
      // This week as the browser counts it: from Monday 00:00 local time, spam left out.
      const now = new Date();
      const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
      const filter = JSON.stringify({
        _and: [{ date_submitted: { _gte: monday.toISOString() } }, { status: { _neq: 'spam' } }],
      });
      const { data: counted } = await admin<{ data: [{ count: { id: string | number } }] }>(
        `/items/requests?aggregate[count]=id&filter=${encodeURIComponent(filter)}`,
      );
      const thisWeek = Number(counted[0].count.id);
      expect(thisWeek).toBeGreaterThanOrEqual(PROSPECTS.length - 1);

      const page = await openAdmin(browser, 'staff');
      // The dashboard by its id: a click in the dashboards' list could come before the list is drawn.
      await page.goto(`${inject('stack').directusUrl}/admin/insights/${INSIGHTS_DASHBOARD_ID}`);
      // The weekly panel once it has read the requests (aria-busy is true until then).
      await page.locator('.request-chart-week[aria-busy="false"]').waitFor({ timeout: SLOW / 3 });
      const week = page.locator('.request-chart-weeks li').last();
      expect(Number(await week.getAttribute('data-count'))).toBe(thisWeek);
      const byStatus = page.locator('.request-chart-count').filter({ hasText: 'Proposal sent' });
      await byStatus.waitFor();
      for (const raw of RAW_STATUSES) expect(await byStatus.innerText()).not.toContain(raw);
      await page.locator('.request-chart-count').filter({ hasText: 'Digital / Web' }).waitFor();
      const latest = page.locator('.request-chart-latest[aria-busy="false"]');
      await latest.waitFor();
      const rows = await latest.innerText();
      expect(rows).toContain('Elena Costa · Costa Wines');
      // By source: the campaign's two, the ad's and the other site's one each, spam left out.
      const sources = page.locator('.request-chart-source[aria-busy="false"] .request-chart-bars li');
      await sources.first().waitFor();
      const bySource = Object.fromEntries(
        (await sources.allInnerTexts()).map((bar) => bar.split('\n').map((part) => part.trim())),
      );
      expect(bySource).toMatchObject({ 'newsletter / spring-2026': '2', 'Google Ads': '1', 'www.linkedin.com': '1' });
      expect(rows).not.toContain('--');
      for (const raw of RAW_STATUSES) expect(rows).not.toContain(raw);
      if (updatingDocsScreenshots()) {
        // README's picture shows the whole dashboard, "Latest requests" included: the window is as
        // tall as the dashboard for this picture only, from its top.
        const main = page.locator('.scrolling-container');
        const hidden = await main.evaluate((element) => {
          element.scrollTop = 0;
          return element.scrollHeight - element.clientHeight;
        });
        await page.setViewportSize({ width: VIEWPORT.width, height: VIEWPORT.height + hidden });
        await expect.poll(() => inView(latest, page)).toBe(true);
        await docsScreenshot(page, 'staff-insights');
      }
      await page.close();
    },
    SLOW,
  );
});
