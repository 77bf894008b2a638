// Layouts with rhythm: demo pages that say each thing once.
// - The home page's body listed "What we do" again under the page's own service cards, and ended
//   with "Start a conversation", an invitation the footer's "Have a project in mind?" makes a few
//   lines further down. Both sections leave the seeded body; the rest is word for word the same.
// - The agency page spoke of fourteen people and showed no one: its body gains the team (the nine
//   people the case studies' credits name, each with a role; the site sets them with monograms)
//   and the case studies' clients (the site sets them as a row of wordmarks), README "For editors".
// Nothing an editor wrote is touched: a body changes only while it is still the seeded one, and
// `down` puts it back only while it is still as `up` left it.
import { readFileSync } from 'node:fs';

const DEMO_DIR = new URL('./data/004-demo-content/', import.meta.url);
const DATA_DIR = new URL('./data/024-layouts-with-rhythm/', import.meta.url);
/** A Markdown body as the migrations store it: without the file's final line break. */
const readBody = (dir, file) => readFileSync(new URL(file, dir), 'utf8').replace(/\n$/, '');

const BODIES = ['home', 'creative-design-agency'].map((slug) => ({
  slug,
  before: readBody(DEMO_DIR, `pages/${slug}.md`),
  after: readBody(DATA_DIR, `pages/${slug}.md`),
}));

/** Body changes from `from` to `to`, for the pages whose body is still `from`'s. */
async function rewriteBodies(knex, from, to) {
  await knex.transaction(async (trx) => {
    for (const body of BODIES) {
      await trx('pages').where({ slug: body.slug, body: body[from] }).update({ body: body[to] });
    }
  });
}

export async function up(knex) {
  await rewriteBodies(knex, 'before', 'after');
}

export async function down(knex) {
  await rewriteBodies(knex, 'after', 'before');
}
