import type { TestProject } from 'vitest/node';
import { startTestStack } from './test-stack.mjs';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestStackInfo {
  kind: DatabaseKind;
  directusUrl: string;
  webUrl: string;
  adminToken: string;
  websiteToken: string;
  cmsEnv: Record<string, string | undefined>;
  setupOutput: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStackInfo;
  }
}

export default async function setup(project: TestProject) {
  const kind = (process.env.TEST_DB ?? 'sqlite') as DatabaseKind;
  const started = Date.now();
  const stack = await startTestStack(kind);
  console.log(
    `Integration stack on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Directus ${stack.directusUrl}, web ${stack.webUrl})`,
  );
  project.provide('stack', {
    kind,
    directusUrl: stack.directusUrl,
    webUrl: stack.webUrl ?? '',
    adminToken: stack.cmsEnv.ADMIN_TOKEN,
    websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN,
    cmsEnv: stack.cmsEnv,
    setupOutput: stack.setupOutput,
  });
  return () => stack.stop();
}
