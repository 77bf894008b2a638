// Follow-up questions owned by editors (docs/decisions/041-follow-up-questions.md): the schema
// gives every option (project types, specific types, the step 3 lists) a follow-up, and requests
// `follow_ups`. This seeds the demo's three, with their Spanish: project type "Other" asks
// "Describe the project type" (required), budget "More than $100,000" asks "Is there a
// procurement process?", next step "Submit a request for proposal" makes the attachments
// required. Nothing an editor set is touched: an option is written only while it has no
// follow-up, and `down` clears only what is still the demo's.

/** The demo's follow-ups: which option, what it asks, and its Spanish. */
export const DEMO_FOLLOW_UPS = [
  {
    table: 'project_types',
    where: { value: 'Other' },
    follow_up: 'text',
    follow_up_label: 'Describe the project type',
    follow_up_required: true,
    es: 'Describe el tipo de proyecto',
  },
  {
    table: 'form_options',
    where: { list: 'budget', value: 'More than $100,000' },
    follow_up: 'textarea',
    follow_up_label: 'Is there a procurement process?',
    follow_up_required: false,
    es: '¿Hay un proceso de contratación?',
  },
  {
    table: 'form_options',
    where: { list: 'next_step', value: 'Submit a request for proposal' },
    follow_up: 'attachments',
    follow_up_label: null,
    follow_up_required: false,
    es: null,
  },
];

/** A JSON column's value as an object, whichever way the database hands it over. */
function asObject(value) {
  if (value === null || value === undefined) return {};
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
}

/** The translations with the question's Spanish added (or, with `question` null, taken out). */
function withSpanish(translations, question) {
  const all = asObject(translations);
  const es = { ...all.es };
  if (question === null) delete es.follow_up_label;
  else es.follow_up_label = question;
  const next = { ...all, es };
  if (Object.keys(es).length === 0) delete next.es;
  return Object.keys(next).length === 0 ? null : JSON.stringify(next);
}

export async function up(knex) {
  for (const { table, where, es, ...followUp } of DEMO_FOLLOW_UPS) {
    const rows = await knex(table).where(where).whereNull('follow_up').select('id', 'translations');
    for (const row of rows) {
      const translations = es ? withSpanish(row.translations, es) : row.translations;
      await knex(table)
        .where({ id: row.id })
        .update({ ...followUp, translations });
    }
  }
}

export async function down(knex) {
  for (const { table, where, es, follow_up, follow_up_label } of DEMO_FOLLOW_UPS) {
    const rows = await knex(table)
      .where({ ...where, follow_up })
      .select('id', 'follow_up_label', 'translations');
    for (const row of rows.filter((candidate) => candidate.follow_up_label === follow_up_label)) {
      const spanish = asObject(row.translations).es?.follow_up_label;
      const translations = es && spanish === es ? withSpanish(row.translations, null) : row.translations;
      await knex(table)
        .where({ id: row.id })
        .update({ follow_up: null, follow_up_label: null, follow_up_required: false, translations });
    }
  }
}
