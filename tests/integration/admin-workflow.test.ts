// Issue 7: staff and editors work in the Directus admin. The notification flow on a new request
// (in-app notification per Staff user, e-mail to REQUEST_NOTIFY_EMAIL caught by the test SMTP
// server, nothing for spam), what staff may and may not do, status history, the admin views, the
// editors' live option lists, and what the Website API token can read.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { demoUserId, fetchAs } from './demo-users';
import { directusFetch, directusJson } from './directus-client';
import { readMailbox, waitForMailbox, type CapturedMail } from './mailbox';
import { backdatedFormToken, fetchDefinition, postForm, validRequest } from './request-form-client';
import { readUntil } from './read-until';
import { SOURCE_FIELDS } from '../../extensions/admin-labels/src/chart-data';

const STAFF_ROLE_ID = '7a1c8f0e-5b7d-4c1e-9a43-2f6b8d0c1b01'; // migrations/lib/ids.js

interface Notification {
  recipient: string;
  subject: string;
  message: string;
  collection: string;
  item: string;
}

async function submit(overrides: Record<string, unknown>) {
  const response = await postForm('submit', validRequest(backdatedFormToken(), overrides), { key: randomUUID() });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function activeStaffIds() {
  const { data } = await directusJson<{ data: { id: string }[] }>(
    `/users?filter[role][_eq]=${STAFF_ROLE_ID}&filter[status][_eq]=active&fields=id&limit=-1`,
  );
  return data.map((user) => user.id).sort();
}

async function notificationsFor(requestId: string) {
  const { data } = await directusJson<{ data: Notification[] }>(
    `/notifications?filter[collection][_eq]=requests&filter[item][_eq]=${requestId}&fields=recipient,subject,message,collection,item&limit=-1`,
  );
  return data;
}

/** The agency inbox's e-mails about a company (the prospect's confirmation: confirmation-mail.test.ts). */
const mailsAbout = (mails: CapturedMail[], company: string) =>
  mails.filter((mail) => mail.to.includes(inject('stack').notifyEmail) && mail.html.includes(company));

describe('yes-or-no fields', () => {
  it('read as true or false on every database, so the admin ticks what is on (SQLite stores 1 and 0)', async () => {
    const { data: fields } = await directusJson<{
      data: { collection: string; field: string; type: string; meta: { special: string[] | null } | null }[];
    }>('/fields');
    const booleans = fields.filter((field) => field.type === 'boolean' && !field.collection.startsWith('directus_'));
    expect(booleans.length).toBeGreaterThan(10);
    expect(
      booleans
        .filter((field) => !field.meta?.special?.includes('cast-boolean'))
        .map((f) => `${f.collection}.${f.field}`),
    ).toEqual([]);
    const { data: types } = await directusJson<{ data: { is_fallback: unknown }[] }>(
      '/items/project_types?fields=is_fallback&limit=-1',
    );
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type) => typeof type.is_fallback === 'boolean')).toBe(true);
    expect(types.some((type) => type.is_fallback === true)).toBe(true);
  });
});

describe('studio seats', () => {
  it('has the administrator and one demo Staff and one demo Editor user: the 3 seats of the core tier', async () => {
    const { data } = await directusJson<{ data: { usage: { seats: number } } }>('/license');
    expect(data.usage.seats).toBe(3);
    for (const role of ['staff', 'editor'] as const) expect(await demoUserId(role)).toBeTruthy();
  });
});

describe('notification flow on a new request', () => {
  it('notifies every active Staff user exactly once, in the app, with a link to the request', async () => {
    const staff = await activeStaffIds();
    expect(staff).toContain(await demoUserId('staff'));
    const id = await submit({ first_name: 'Ada', last_name: 'Lovelace' });

    const notifications = await readUntil(
      () => notificationsFor(id),
      (list) => list.length >= staff.length,
    );
    // A moment more: a second notification for the same user would show up now.
    // eslint-disable-next-line no-restricted-syntax -- an absence: nothing signals that no second notification is coming
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await notificationsFor(id)).length).toBe(notifications.length);
    expect(notifications.map((notification) => notification.recipient).sort()).toEqual(staff);
    for (const notification of notifications) {
      expect(notification.subject).toBe('New request from Ada Lovelace');
      expect(notification.message).toContain(`${inject('stack').cmsEnv.PUBLIC_URL}/admin/content/requests/${id}`);
    }

    const inbox = await fetchAs('staff', `/notifications?filter[item][_eq]=${id}&fields=subject`);
    expect(inbox.status).toBe(200);
    expect(((await inbox.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('e-mails the agency inbox once, with the summary, the admin link and the prospect’s text escaped', async () => {
    const company = `Escaping Kitchens ${randomUUID().slice(0, 8)}`;
    const id = await submit({
      first_name: '<b>Eve</b>',
      last_name: 'O’Hara & Sons',
      company,
      explanation: 'We need <script>alert("x")</script> gone.',
    });

    const mails = mailsAbout(await waitForMailbox((all) => mailsAbout(all, company).length > 0), company);
    // eslint-disable-next-line no-restricted-syntax -- an absence: nothing signals that no second e-mail is coming
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsAbout(readMailbox(), company)).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([inject('stack').notifyEmail]);
    expect(mail!.subject).toBe(`New request from <b>Eve</b> O’Hara & Sons · ${company}`);
    expect(mail!.html).toContain('&lt;b&gt;Eve&lt;/b&gt; O’Hara &amp; Sons');
    expect(mail!.html).toContain('We need &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; gone.');
    expect(mail!.html).not.toContain('<b>Eve</b>');
    expect(mail!.html).not.toContain('<script>alert');
    expect(mail!.html).toContain(`${inject('stack').cmsEnv.PUBLIC_URL}/admin/content/requests/${id}`);
    for (const line of ['$20,000 - $50,000', '3-6-months', 'Schedule a consultation', 'Digital / Web']) {
      expect(mail!.html).toContain(line);
    }
  });

  it('notifies nobody about spam', async () => {
    const spamCompany = `Spam Works ${randomUUID().slice(0, 8)}`;
    const spamId = await submit({ company: spamCompany, website: 'http://spam.example' });
    const { data: stored } = await directusJson<{ data: { status: string } }>(
      `/items/requests/${spamId}?fields=status`,
    );
    expect(stored.status).toBe('spam');

    // A real request sent after it: once its notifications and e-mail are there, the spam's
    // flow run (which started first) is long over.
    const company = `After Spam ${randomUUID().slice(0, 8)}`;
    const id = await submit({ company });
    const staff = await activeStaffIds();
    await readUntil(
      () => notificationsFor(id),
      (list) => list.length >= staff.length,
    );
    await waitForMailbox((all) => mailsAbout(all, company).length > 0);
    // eslint-disable-next-line no-restricted-syntax -- an absence: the flows are not ordered, so a margin after the later request's
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await notificationsFor(spamId)).toEqual([]);
    expect(mailsAbout(readMailbox(), spamCompany)).toEqual([]);
  });
});

describe('staff in the admin', () => {
  let requestId: string;

  beforeAll(async () => {
    requestId = await submit({ company: `Workflow Ltd ${randomUUID().slice(0, 8)}` });
    // The confirmation-mail hook writes its outcome on the request just after the create (README
    // "For staff"): staff change the request once that background write is done, not during it.
    await vi.waitFor(
      async () => {
        const { data } = await directusJson<{
          data: { confirmation_sent_at: string | null; confirmation_error: string | null };
        }>(`/items/requests/${requestId}?fields=confirmation_sent_at,confirmation_error`);
        if (!data.confirmation_sent_at && !data.confirmation_error) throw new Error('no confirmation outcome yet');
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('can move a request to another status, recorded with who and when', async () => {
    const staffId = await demoUserId('staff');
    const before = Date.now() - 60_000;
    const response = await fetchAs('staff', `/items/requests/${requestId}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'contacted' }),
    });
    expect(response.status).toBe(200);

    // What the item's Revisions sidebar reads, as staff.
    const revisions = await fetchAs(
      'staff',
      `/revisions?filter[collection][_eq]=requests&filter[item][_eq]=${requestId}&fields=delta,activity.action,activity.user,activity.timestamp&sort=-id`,
    );
    expect(revisions.status).toBe(200);
    const { data } = (await revisions.json()) as {
      data: { delta: { status?: string } | null; activity: { action: string; user: string; timestamp: string } }[];
    };
    const change = data.find((revision) => revision.delta?.status === 'contacted');
    expect(change?.activity).toMatchObject({ action: 'update', user: staffId });
    expect(new Date(change!.activity.timestamp).getTime()).toBeGreaterThan(before);

    const activity = await fetchAs(
      'staff',
      `/activity?filter[collection][_eq]=requests&filter[item][_eq]=${requestId}&filter[action][_eq]=update&fields=user`,
    );
    expect(activity.status).toBe(200);
    expect(((await activity.json()) as { data: { user: string }[] }).data).toContainEqual({ user: staffId });
  });

  it('cannot delete policies, roles or users, nor change the settings', async () => {
    const { data: policies } = await directusJson<{ data: { id: string }[] }>('/policies?fields=id&limit=1');
    expect((await fetchAs('staff', `/policies/${policies[0]!.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await fetchAs('staff', `/roles/${STAFF_ROLE_ID}`, { method: 'DELETE' })).status).toBe(403);
    expect((await fetchAs('staff', `/users/${await demoUserId('editor')}`, { method: 'DELETE' })).status).toBe(403);
    expect(
      (await fetchAs('staff', '/settings', { method: 'PATCH', body: JSON.stringify({ project_name: 'Hijacked' }) }))
        .status,
    ).toBe(403);
    expect((await directusJson<{ data: { id: string } }>(`/policies/${policies[0]!.id}?fields=id`)).data.id).toBe(
      policies[0]!.id,
    );
  });

  it('gets the request bookmarks: New, In progress, Won / Lost, Spam and the status board', async () => {
    const response = await fetchAs('staff', '/presets?filter[collection][_eq]=requests&limit=-1');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        bookmark: string | null;
        layout: string;
        filter: unknown;
        layout_query: unknown;
        layout_options: unknown;
      }[];
    };
    expect(data.map((preset) => preset.bookmark).filter(Boolean)).toEqual(
      expect.arrayContaining(['New', 'In progress', 'Won / Lost', 'Spam', 'Board']),
    );
    const byName = (name: string | null) => data.find((preset) => preset.bookmark === name)!;
    expect(byName(null)).toMatchObject({
      layout: 'tabular',
      filter: { _and: [{ status: { _eq: 'new' } }] },
      layout_query: { tabular: expect.objectContaining({ sort: ['-date_submitted'] }) },
    });
    expect(byName('In progress').filter).toEqual({
      _and: [{ status: { _in: ['in_review', 'contacted', 'proposal_sent'] } }],
    });
    expect(byName('Board')).toMatchObject({ layout: 'kanban', layout_options: { kanban: { groupField: 'status' } } });

    // The list's columns (person and company in one, by the request's id), and its list as the
    // admin loads it, with what the "Person and company" display reads.
    const columns = (byName(null).layout_query as { tabular: { fields: string[] } }).tabular.fields;
    expect(columns).toEqual(['id', 'project', 'budget', 'status', 'date_submitted']);
    const list = await fetchAs(
      'staff',
      `/items/requests?filter[status][_eq]=new&sort=-date_submitted&fields=${columns.join(',')},first_name,last_name,company`,
    );
    expect(list.status).toBe(200);
  });

  it('can open the Insights dashboard, and every panel’s query works on this database', async () => {
    const dashboards = await fetchAs('staff', '/dashboards?fields=id,name,panels.type,panels.options');
    expect(dashboards.status).toBe(200);
    const { data } = (await dashboards.json()) as {
      data: { name: string; panels: { type: string; options: Record<string, unknown> }[] }[];
    };
    const insights = data.find((dashboard) => dashboard.name === 'Requests');
    expect(insights?.panels.map((panel) => panel.type).sort()).toEqual([
      'metric',
      'metric',
      'metric',
      'metric',
      'request-chart',
      'request-chart',
      'request-chart',
      'request-chart',
      'request-chart',
      'request-chart',
    ]);

    // The queries the panels send (@directus/app panels/metric: query(); extensions/admin-labels
    // request-chart.ts: its reads).
    const filter = (value: unknown) => (value ? `&filter=${encodeURIComponent(JSON.stringify(value))}` : '');
    const notSpam = (options: Record<string, unknown>) => (options.includeSpam ? null : { status: { _neq: 'spam' } });
    for (const { type, options } of insights!.panels) {
      let query: string;
      if (type === 'metric') query = `aggregate[count]=id${filter(options.filter)}`;
      else if (options.mode === 'week')
        query = `fields=date_submitted&limit=500&page=1&sort=date_submitted${filter({ _and: [{ date_submitted: { _gte: new Date(0).toISOString() } }] })}`;
      else if (options.mode === 'source')
        query = `fields=${SOURCE_FIELDS.join(',')}&limit=500&page=1&sort=date_submitted${filter(notSpam(options))}`;
      else if (options.mode === 'count')
        query = `fields=${options.field}&limit=500&page=1&sort=date_submitted${filter(notSpam(options))}`;
      else
        query = `fields=id,date_submitted,first_name,last_name,company,project,budget,status&sort=-date_submitted&limit=${options.limit}${filter(notSpam(options))}`;
      const response = await fetchAs('staff', `/items/requests?${query}`);
      expect({ type, status: response.status }).toEqual({ type, status: 200 });
    }
  });
});

describe('editors and the option lists', () => {
  const budgetOptions = async () =>
    (
      (await (
        await fetchAs('editor', '/items/form_options?filter[list][_eq]=budget&sort=sort&fields=id,value,status')
      ).json()) as { data: { id: number; value: string; status: string }[] }
    ).data;

  it('cannot read requests', async () => {
    expect((await fetchAs('editor', '/items/requests?limit=1')).status).toBe(403);
  });

  it('gets the option lists sorted by their sort field, with a bookmark per form_options list', async () => {
    const response = await fetchAs('editor', '/presets?filter[user][_null]=true&limit=-1');
    const { data } = (await response.json()) as {
      data: { collection: string; bookmark: string | null; layout_query: { tabular: { sort: string[] } } }[];
    };
    for (const collection of ['project_types', 'specific_project_types', 'form_options']) {
      const preset = data.find((entry) => entry.collection === collection && entry.bookmark === null);
      expect(preset?.layout_query.tabular.sort).toEqual(['sort']);
    }
    expect(
      data.filter((entry) => entry.collection === 'form_options' && entry.bookmark).map((entry) => entry.bookmark),
    ).toEqual(expect.arrayContaining(['How you found us', 'Budget', 'Timeline', 'Next step']));
    // Drag and drop needs a sort field (Directus' /utils/sort).
    const { data: collections } = (await (
      await fetchAs('editor', '/collections?fields=collection,meta.sort_field')
    ).json()) as {
      data: { collection: string; meta: { sort_field: string | null } | null }[];
    };
    for (const name of ['project_types', 'specific_project_types', 'form_options']) {
      expect(collections.find((entry) => entry.collection === name)?.meta?.sort_field).toBe('sort');
    }
  });

  it('reorders an option by drag and drop, and the form definition follows at once', async () => {
    const before = await budgetOptions();
    const first = before[0]!;
    const last = before.at(-1)!;
    const secondToLast = before.at(-2)!;
    // What the admin sends when a row is dragged onto another one.
    const move = (item: number, to: number) =>
      fetchAs('editor', '/utils/sort/form_options', { method: 'POST', body: JSON.stringify({ item, to }) });
    expect((await move(last.id, first.id)).ok).toBe(true);
    try {
      const published = before.filter((option) => option.status === 'published').map((option) => option.value);
      const definition = await fetchDefinition();
      expect(definition.options.budget.map((option) => option.value)).toEqual([
        last.value,
        ...published.filter((value) => value !== last.value),
      ]);
      // The other lists keep their order.
      expect(definition.options.timeline.map((option) => option.value)).toEqual([
        'ASAP (Rush)',
        '1-3 Months',
        '3-6-months',
        '6+ months',
        'flexible',
      ]);
    } finally {
      expect((await move(last.id, secondToLast.id)).ok).toBe(true);
    }
    expect((await budgetOptions()).map((option) => option.id)).toEqual(before.map((option) => option.id));
  });

  it('hides and shows an option, and the form definition and the server follow at once', async () => {
    const option = (await budgetOptions()).find((entry) => entry.value === 'Less than $20,000')!;
    const setStatus = (status: string) =>
      fetchAs('editor', `/items/form_options/${option.id}`, { method: 'PATCH', body: JSON.stringify({ status }) });
    expect((await setStatus('hidden')).status).toBe(200);
    try {
      expect((await fetchDefinition()).options.budget.map((entry) => entry.value)).not.toContain(option.value);
      const response = await postForm('validate', { step: 2, values: { budget: option.value } });
      const body = (await response.json()) as { errors?: { message: string; extensions: { field: string } }[] };
      expect(body.errors).toContainEqual(
        expect.objectContaining({
          message: 'This option is no longer available',
          extensions: expect.objectContaining({ field: 'budget' }),
        }),
      );
    } finally {
      expect((await setStatus('published')).status).toBe(200);
    }
    expect((await fetchDefinition()).options.budget.map((entry) => entry.value)).toContain(option.value);
  });
});

describe('the Website API token', () => {
  it('reads published content', async () => {
    const response = await directusFetch('/items/services?filter[status][_eq]=published&fields=name&limit=1', {
      as: 'website',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('cannot read requests, notifications or dashboards', async () => {
    for (const path of ['/items/requests?limit=1', '/notifications?limit=1', '/dashboards?limit=1']) {
      const response = await directusFetch(path, { as: 'website' });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
  });
});
