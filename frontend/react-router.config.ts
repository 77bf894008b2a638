import type { Config } from '@react-router/dev/config';

export default {
  // Every public route returns its real content in the first HTML response.
  ssr: true,
} satisfies Config;
