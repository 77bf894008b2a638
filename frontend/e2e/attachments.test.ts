import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OPEN_DIALOG, axeViolations } from './axe';
import { launchBrowser, openAdminAsStaff, openPage, watchErrors } from './browser';
import { backdatedFormToken, postForm, validRequest } from '../../tests/integration/request-form-client';
import { admin, fromContactToReview, next, openDrawerFrom } from './request-form-steps';

// Attachments on step 1 (README "Attachments"), in Chromium through the web server: chosen,
// uploaded with progress, refused with a clear message, listed on the review step, stored with the
// request; offline, the picker says why it is off and the request can still be sent.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const TYPE_MESSAGE =
  'This type of file cannot be attached. Please attach a PDF, DOC, DOCX, PPT, PPTX, KEY, XLSX, PNG, JPG or ZIP file.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const picker = (page: Page) => page.getByLabel('Attachments (optional)');

async function attachedFiles(company: string) {
  const { data } = await admin<{ data: { attachments: { file_name: string; mime_type: string }[] }[] }>(
    `/items/requests?fields=attachments.file_name,attachments.mime_type&filter[company][_eq]=${encodeURIComponent(company)}`,
  );
  return data[0]?.attachments.map(({ file_name, mime_type }) => ({ file_name, mime_type }));
}

describe('attachments in the request drawer', () => {
  it('uploads a brief, refuses a program renamed .pdf with the reason, and stores the brief with the request', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    const company = `Attach Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/');
    await page.getByLabel('Project type').selectOption('Branding / Strategy');
    await picker(page).setInputFiles([
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'setup.pdf', mimeType: 'application/pdf', buffer: EXE },
    ]);
    const files = page.locator('.attachments__file');
    await files.filter({ hasText: 'brief.pdf' }).getByText('Uploaded').waitFor();
    await files.filter({ hasText: 'setup.pdf' }).getByText(TYPE_MESSAGE).waitFor();
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
    // The refused one goes; the rest of the form is as it was.
    await page.getByRole('button', { name: 'Remove setup.pdf' }).click();
    expect(await files.count()).toBe(1);
    expect(await page.getByLabel('Project type').inputValue()).toBe('Branding / Strategy');

    await next(page);
    await fromContactToReview(page, company);
    await page.locator('.review__item').filter({ hasText: 'Attachments' }).getByText('brief.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    expect(await attachedFiles(company)).toEqual([{ file_name: 'brief.pdf', mime_type: 'application/pdf' }]);
    // The browser logs the refused upload's 400 (expected); nothing else.
    expect(errors.filter((error) => !error.includes('status of 400 (Bad Request)'))).toEqual([]);
    await page.context().close();
  });

  it('takes at most 3 files and says so; a file over 10 MB is refused before it is sent', async () => {
    const page = await openPage(browser);
    await openDrawerFrom(page, '/');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/request-form/attachments')) uploads.push(request.url());
    });
    await picker(page).setInputFiles([
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    await page
      .locator('.attachments__file')
      .filter({ hasText: 'huge.pdf' })
      .getByText('This file is larger than 10 MB.')
      .waitFor();
    expect(uploads).toEqual([]);
    await picker(page).setInputFiles(
      [1, 2, 3, 4].map((n) => ({ name: `part-${n}.pdf`, mimeType: 'application/pdf', buffer: PDF })),
    );
    await page
      .locator('.attachments__file')
      .filter({ hasText: 'part-4.pdf' })
      .getByText('Up to 3 files can be attached.')
      .waitFor();
    await expect.poll(() => page.locator('.attachments__file').getByText('Uploaded').count()).toBe(3);
    expect(await picker(page).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('offline: the picker is off and says attachments need a connection; the request still waits in the outbox', async () => {
    const page = await openPage(browser);
    await openDrawerFrom(page, '/');
    await page.context().setOffline(true);
    await page.getByText('Attachments need a connection. You can still send your request without them').waitFor();
    expect(await picker(page).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await expect.poll(() => picker(page).isDisabled()).toBe(false);
    await page.context().close();
  });
});

describe('attachments in the admin', () => {
  it("are listed in the request and downloaded from the attachment's page with the staff member's session", async () => {
    const stack = inject('stack');
    const token = backdatedFormToken();
    const uploaded = await fetch(`${stack.directusUrl}/request-form/attachments`, {
      method: 'POST',
      headers: { 'X-Form-Token': token, 'X-File-Name': 'Brief - spring.pdf' },
      body: PDF,
    });
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as { data: { id: string } }).data;
    const submitted = await postForm('submit', validRequest(token, { attachments: [file.id] }), { key: randomUUID() });
    expect(submitted.status).toBe(201);
    const { id } = ((await submitted.json()) as { data: { id: string } }).data;

    const page = await openAdminAsStaff(browser);
    await page.goto(`${stack.directusUrl}/admin/content/requests/${id}`);
    await page.getByText('Brief - spring.pdf').first().waitFor();
    await page.goto(`${stack.directusUrl}/admin/content/request_attachments/${file.id}`);
    const link = await page
      .getByText('Download')
      .first()
      .evaluate((element) => (element.closest('a') as HTMLAnchorElement | null)?.href ?? '');
    expect(link).toBe(`${stack.directusUrl}/request-form/attachments/${file.id}`);
    const download = await page.request.get(link);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
    await page.close();
  });
});
