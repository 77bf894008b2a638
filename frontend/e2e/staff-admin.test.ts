import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backdatedFormToken, postForm, validRequest } from '../../tests/integration/request-form-client';
import { launchBrowser, openAdminAsStaff } from './browser';

// A staff member triages a new request in the Directus admin (README "For staff").
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function admin<T>(path: string): Promise<T> {
  const stack = inject('stack');
  const response = await fetch(`${stack.directusUrl}${path}`, {
    headers: { Authorization: `Bearer ${stack.adminToken}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

describe('staff in the admin', () => {
  it('opens the New bookmark, sees the request, moves it to contacted, and the change is recorded', async () => {
    const stack = inject('stack');
    const company = `Triage Co ${randomUUID().slice(0, 8)}`;
    const token = backdatedFormToken();
    const submitted = await postForm('submit', validRequest(token, { company }));
    expect(submitted.status).toBe(201);
    const { data } = (await submitted.json()) as { data: { id: string } };

    // The one admin test that signs in through the login form; the others sign in through the API.
    const page = await openAdminAsStaff(browser, undefined, 'form');
    await page.goto(`${stack.directusUrl}/admin/content/requests`);
    // The bookmark in the navigation under Requests.
    await page.locator('#navigation, .module-nav, nav').getByText('New', { exact: true }).first().click();
    await page.waitForURL(/bookmark=/);
    const row = page.getByText(company).first();
    await row.waitFor();
    await row.click();
    await page.waitForURL(new RegExp(`/requests/${data.id}`));
    const status = page
      .locator('.field')
      .filter({ has: page.getByText('Status', { exact: true }) })
      .first();
    await status.scrollIntoViewIfNeeded();
    await status.locator('.v-input').first().click();
    await page.locator('.v-menu-content .v-list-item').filter({ hasText: 'Contacted' }).first().click();
    await page.getByRole('button', { name: /save/i }).first().click();
    await page.waitForURL((url) => !url.pathname.endsWith(data.id));
    await page.close();

    const { data: request } = await admin<{ data: { status: string } }>(`/items/requests/${data.id}`);
    expect(request.status).toBe('contacted');
    const { data: revisions } = await admin<{
      data: { delta: { status?: string }; activity: { user: { email: string } } }[];
    }>(
      `/revisions?filter[collection][_eq]=requests&filter[item][_eq]=${data.id}&fields=delta,activity.user.email&sort=-id`,
    );
    const change = revisions.find((revision) => revision.delta?.status === 'contacted');
    expect(change?.activity.user.email).toBe(stack.demoUsers.staff.email);
  });
});
