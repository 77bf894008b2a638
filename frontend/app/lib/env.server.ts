import { z } from 'zod';

// Parsed once at start-up; a missing or malformed variable stops the server with a readable list.
const ServerEnvSchema = z.object({
  DIRECTUS_URL: z.url().default('http://127.0.0.1:8055'),
  WEBSITE_API_TOKEN: z.string().min(16, 'must be the Website API user static token'),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

function parseServerEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const parsed = ServerEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid web server environment:\n${problems.join('\n')}`);
}

export const serverEnv = parseServerEnv(process.env);
