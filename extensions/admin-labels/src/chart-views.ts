// What the "Requests chart" panel draws (request-chart.ts reads the data): bars per week or per
// label, and the latest requests as rows (docs/decisions/028-admin-reads-at-a-glance.md).
import { h, type VNode } from 'vue';
import { ago, type Bar } from './chart-data';
import { labelOf, type Option } from './labels';

export interface LatestRow {
  id: string;
  date_submitted: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  project: unknown;
  budget: string | null;
  status: string | null;
}

const text = (style: Record<string, string>, content: string | VNode[]) => h('span', { style }, content);

export function barsView(bars: Bar[], vertical: boolean): VNode {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  if (bars.length === 0)
    return h(
      'p',
      { class: 'request-chart-empty', style: { color: 'var(--theme--foreground-subdued)' } },
      'No requests yet',
    );
  if (vertical) {
    return h(
      'ol',
      {
        class: 'request-chart-weeks',
        style: {
          display: 'flex',
          alignItems: 'stretch',
          gap: '4px',
          height: '100%',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        },
      },
      bars.map((bar, index) =>
        h(
          'li',
          {
            'data-week': bar.key,
            'data-count': String(bar.count),
            style: {
              flex: '1 1 0',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              alignItems: 'center',
              minWidth: 0,
            },
          },
          [
            text(
              { fontSize: '12px', fontWeight: '600', color: 'var(--theme--foreground)' },
              bar.count > 0 ? String(bar.count) : '',
            ),
            h('span', {
              style: {
                display: 'block',
                width: '100%',
                height: `${(bar.count / max) * 70}%`,
                minHeight: bar.count > 0 ? '4px' : '1px',
                background:
                  index === bars.length - 1 ? 'var(--theme--primary)' : 'var(--theme--primary-subdued, #f3b8a6)',
                borderRadius: '3px 3px 0 0',
              },
            }),
            text(
              { fontSize: '11px', color: 'var(--theme--foreground-subdued)', whiteSpace: 'nowrap', marginTop: '4px' },
              index % 2 === (bars.length - 1) % 2 ? bar.label : '',
            ),
          ],
        ),
      ),
    );
  }
  return h(
    'ul',
    { class: 'request-chart-bars', style: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '10px' } },
    bars.map((bar) =>
      h('li', { 'data-key': bar.key, style: { display: 'grid', gap: '4px' } }, [
        h('div', { style: { display: 'flex', justifyContent: 'space-between', gap: '8px', fontSize: '14px' } }, [
          text({ color: 'var(--theme--foreground)' }, bar.label),
          text({ fontWeight: '700', color: 'var(--theme--foreground)' }, String(bar.count)),
        ]),
        h('span', {
          style: {
            display: 'block',
            height: '8px',
            width: `${Math.max(2, (bar.count / max) * 100)}%`,
            background: bar.color ?? 'var(--theme--primary)',
            borderRadius: '4px',
          },
        }),
      ]),
    ),
  );
}

/** The latest requests as rows a person reads; a row opens its request (`open`). */
export function latestView(
  rows: LatestRow[],
  {
    statusOptions,
    lists,
    open,
  }: { statusOptions: Option[]; lists: Record<string, Option[]>; open: (id: string) => void },
): VNode {
  if (rows.length === 0) return h('p', { style: { color: 'var(--theme--foreground-subdued)' } }, 'No requests yet');
  const cell = (style: Record<string, string>, content: string) =>
    h('span', { style: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', ...style } }, content);
  return h(
    'ul',
    { class: 'request-chart-rows', style: { margin: 0, padding: 0, listStyle: 'none' } },
    rows.map((row) => {
      const person = [row.first_name, row.last_name].filter(Boolean).join(' ') || 'Name not given';
      const status = statusOptions.find((option) => option.value === row.status);
      return h(
        'li',
        {
          'data-request': row.id,
          role: 'link',
          tabindex: 0,
          onClick: () => open(row.id),
          onKeydown: (event: KeyboardEvent) => {
            if (event.key === 'Enter') open(row.id);
          },
          style: {
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 2.2fr) minmax(0, 1.6fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)',
            gap: '12px',
            alignItems: 'center',
            padding: '10px 4px',
            borderBottom: '1px solid var(--theme--border-color-subdued)',
            cursor: 'pointer',
            fontSize: '14px',
          },
        },
        [
          h('span', { style: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }, [
            h('strong', { style: { color: 'var(--theme--foreground)' } }, person),
            row.company ? text({ color: 'var(--theme--foreground-subdued)' }, ` · ${row.company}`) : '',
          ]),
          cell({}, labelOf(lists.project_types ?? [], row.project) ?? 'Project not given'),
          cell({}, labelOf(lists.budget ?? [], row.budget) ?? 'Budget not given'),
          cell(
            { color: status?.color ?? 'var(--theme--foreground)', fontWeight: '600' },
            status?.label ?? row.status ?? '',
          ),
          cell({ color: 'var(--theme--foreground-subdued)', textAlign: 'right' }, ago(row.date_submitted, new Date())),
        ],
      );
    }),
  );
}
