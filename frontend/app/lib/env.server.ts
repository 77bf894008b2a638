import { z } from 'zod';
import { GTM_ID_PATTERN } from './tag-manager-id';

// Parsed once at start-up by the web server (frontend/server.mjs, through the server build's
// entry), which hands the result to the site's content (lib/content/site-content.server.ts); a
// missing or malformed variable stops the server with a readable list.
const ServerEnvSchema = z.object({
  DIRECTUS_URL: z.url().default('http://127.0.0.1:8055'),
  WEBSITE_API_TOKEN: z.string().min(16, 'must be the Website API user static token'),
  /**
   * Safety net of the content copy (README "The read path"): a copy older than this is refreshed
   * in the background while it is still served. Changes normally arrive at once from Directus'
   * change hook. 0 keeps no copy at all (every view reads Directus: development, benchmarks).
   */
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Memory for rendered pages (0: no page cache). */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** How long CDNs and caching proxies may keep a page before they revalidate it (s-maxage). */
  CACHE_S_MAXAGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(2),
  /** Uncached page renders and form requests one client may cause per window (0: no limit). */
  SITE_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  SITE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Redis shared by several web instances: content changes and client limits (optional). */
  REDIS: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The request-form endpoint's body cap (Directus' REQUEST_FORM_MAX_PAYLOAD_BYTES): larger bodies stop here. */
  REQUEST_FORM_MAX_PAYLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(32 * 1024),
  /** The admin's public address (Directus' PUBLIC_URL): its Live Preview may frame a preview. */
  DIRECTUS_PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Public address of the site when the CMS has none (canonical links, sitemap); never the Host header. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Shown on the error page when the CMS cannot be reached. */
  FALLBACK_AGENCY_NAME: z.string().default('Northlight Studio'),
  FALLBACK_CONTACT_EMAIL: z.email().default('hello@northlight.studio'),
  /** Tag manager container id (public); unset: no tag manager is loaded. */
  GTM_ID: z
    .string()
    .regex(GTM_ID_PATTERN, 'must look like GTM-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export function parseServerEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const parsed = ServerEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid web server environment:\n${problems.join('\n')}`);
}
