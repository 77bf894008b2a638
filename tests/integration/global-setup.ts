import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpCapture } from './smtp-capture.mjs';
import { startTestStack } from '../../scripts/lib/test-stack.mjs';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestStackInfo {
  kind: DatabaseKind;
  directusUrl: string;
  webUrl: string;
  adminToken: string;
  websiteToken: string;
  cmsEnv: Record<string, string | undefined>;
  /** Folder where the test SMTP server keeps every message Directus sends (see mailbox.ts). */
  mailDir: string;
  /** REQUEST_NOTIFY_EMAIL of the stack: the agency inbox the notification flow mails. */
  notifyEmail: string;
  /** The demo users of migrations/006-demo-users.js (SEED_DEMO_USERS=true). */
  demoUsers: Record<'staff' | 'editor', { email: string; password: string }>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStackInfo;
  }
}

export default async function setup(project: TestProject) {
  const kind = (process.env.TEST_DB ?? 'sqlite') as DatabaseKind;
  const started = Date.now();
  // Started before Directus, which needs its port: the notification flow's e-mails land here.
  const mail = await startSmtpCapture();
  const password = () => randomBytes(12).toString('base64url');
  const demoUsers = {
    staff: { email: 'staff@example.com', password: password() },
    editor: { email: 'editor@example.com', password: password() },
  };
  const notifyEmail = 'requests@agency.test';
  // Where lead-webhook.test.ts puts the webhook's test settings (extensions/lead-webhook/src/config.ts).
  const webhookDir = mkdtempSync(path.join(tmpdir(), 'agency-it-webhook-'));
  const stack = await startTestStack(kind, {
    extraEnv: {
      SEED_DEMO_USERS: 'true',
      DEMO_STAFF_PASSWORD: demoUsers.staff.password,
      DEMO_EDITOR_PASSWORD: demoUsers.editor.password,
      REQUEST_NOTIFY_EMAIL: notifyEmail,
      EMAIL_FROM: 'cms@agency.test',
      EMAIL_TRANSPORT: 'smtp',
      EMAIL_SMTP_HOST: '127.0.0.1',
      EMAIL_SMTP_PORT: String(mail.port),
      EMAIL_SMTP_SECURE: 'false',
      EMAIL_SMTP_IGNORE_TLS: 'true',
      EMAIL_VERIFY_SETUP: 'false',
      WEBHOOK_TEST_SETTINGS_FILE: path.join(webhookDir, 'settings.json'),
      WEBHOOK_SCAN_INTERVAL_SECONDS: '1',
      // Chromium always reaches the site from 127.0.0.1: the end-to-end tests' many submissions
      // would meet the per-address limit (5 per 10 minutes), which the integration tests cover.
      // Their uploads are linked well after the integration tests' 8 s clean-up time.
      // Directus' pressure limiter judges the event loop's delay, and two browsers on the 2 cores
      // delay it by the scheduler's doing, not Directus' load: on a slow day it turned the admin
      // and the form's definition away (503 "Under pressure"). The end-to-end tests judge the site
      // and the admin; the limiter's settings have their unit test, overload its fault tests.
      ...(project.name === 'e2e'
        ? {
            PRESSURE_LIMITER_ENABLED: 'false',
            REQUEST_FORM_SUBMIT_LIMIT: '1000',
            REQUEST_FORM_UPLOAD_LIMIT: '1000',
            REQUEST_FORM_ORPHAN_ATTACHMENT_SECONDS: '3600',
          }
        : {}),
    },
  }).catch(async (error: unknown) => {
    await mail.stop();
    rmSync(webhookDir, { recursive: true, force: true });
    throw error;
  });
  const template = stack.template?.built
    ? `template made in ${(stack.template.ms / 1000).toFixed(1)} s`
    : 'template reused';
  console.log(
    `Integration stack on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ready in ${((Date.now() - started) / 1000).toFixed(1)} s, ${template} (Directus ${stack.directusUrl}, web ${stack.webUrl})`,
  );
  project.provide('stack', {
    kind,
    directusUrl: stack.directusUrl,
    webUrl: stack.webUrl ?? '',
    adminToken: stack.cmsEnv.ADMIN_TOKEN,
    websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN,
    cmsEnv: stack.cmsEnv,
    mailDir: mail.dir,
    notifyEmail,
    demoUsers,
  });
  return async () => {
    await stack.stop();
    await mail.stop();
    rmSync(webhookDir, { recursive: true, force: true });
  };
}
