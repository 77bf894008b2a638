// Panel "Requests chart" of Insights → Requests (README "For staff"): requests per week as bars
// (this week's included, weeks without requests as 0), requests counted by an answer or their
// status with the option lists' labels and every label written out, and the latest requests as
// rows a person reads (docs/decisions/028-admin-reads-at-a-glance.md). Core panels show stored
// values and cut long legends; these read the same data with the staff member's own permissions.
import { definePanel, useApi, useStores } from '@directus/extensions-sdk';
import { computed, defineComponent, getCurrentInstance, h, ref, watch } from 'vue';
import {
  SOURCE_FIELDS,
  countByOption,
  countBySource,
  countPerWeek,
  firstWeekStart,
  weekStart,
  type Bar,
} from './chart-data';
import { barsView, latestView, type LatestRow } from './chart-views';
import { choiceOptions, isOptionList, loadOptions, OPTION_LIST_CHOICES, type ApiClient, type Option } from './labels';

const PAGE = 500; // QUERY_LIMIT_MAX (README "What is enforced where")
const NOT_SPAM = { status: { _neq: 'spam' } };

/** Every request's `fields` that match `filter`, page by page. */
async function readAll<Row>(api: ApiClient, fields: string, filter: object | null): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const response = await api.get<Row[]>('/items/requests', {
      params: {
        fields,
        limit: PAGE,
        page,
        sort: 'date_submitted',
        ...(filter ? { filter: JSON.stringify(filter) } : {}),
      },
    });
    const data = response.data.data;
    rows.push(...data);
    if (data.length < PAGE) return rows;
  }
}

const RequestChart = defineComponent({
  props: {
    mode: { type: String, default: 'count' },
    field: { type: String, default: 'status' },
    list: { type: String, default: null },
    weeks: { type: Number, default: 12 },
    limit: { type: Number, default: 8 },
    includeSpam: { type: Boolean, default: false },
    now: { type: Date, default: () => new Date() },
  },
  setup(props) {
    const api: ApiClient = useApi();
    const { useFieldsStore } = useStores();
    const fieldsStore = useFieldsStore();
    const router: { push(path: string): unknown } | undefined =
      getCurrentInstance()?.appContext.config.globalProperties.$router;
    const bars = ref<Bar[]>([]);
    const latest = ref<LatestRow[]>([]);
    const lists = ref<Record<string, Option[]>>({});
    const loading = ref(true);
    const loaded = ref(false);
    const failed = ref(false);

    /** The status choices (label and colour) of the requests' Status field. */
    const statusOptions = computed<Option[]>(() => {
      return choiceOptions(fieldsStore.getField('requests', 'status')?.meta?.options?.choices);
    });

    async function load() {
      loading.value = true;
      failed.value = false;
      try {
        if (props.mode === 'week') {
          const from = firstWeekStart(props.now, props.weeks);
          const filter = {
            _and: [{ date_submitted: { _gte: from.toISOString() } }, ...(props.includeSpam ? [] : [NOT_SPAM])],
          };
          const rows = await readAll<Pick<LatestRow, 'date_submitted'>>(api, 'date_submitted', filter);
          bars.value = countPerWeek(
            rows.map((row) => row.date_submitted),
            props.now,
            props.weeks,
          );
        } else if (props.mode === 'source') {
          const rows = await readAll<Record<string, unknown>>(
            api,
            SOURCE_FIELDS.join(','),
            props.includeSpam ? null : NOT_SPAM,
          );
          bars.value = countBySource(rows);
        } else if (props.mode === 'latest') {
          const [response, projectTypes, budgets] = await Promise.all([
            api.get<LatestRow[]>('/items/requests', {
              params: {
                fields: 'id,date_submitted,first_name,last_name,company,project,budget,status',
                sort: '-date_submitted',
                limit: props.limit,
                ...(props.includeSpam ? {} : { filter: JSON.stringify(NOT_SPAM) }),
              },
            }),
            loadOptions(api, 'project_types'),
            loadOptions(api, 'budget'),
          ]);
          lists.value = { project_types: projectTypes, budget: budgets };
          latest.value = response.data.data;
        } else {
          const options = isOptionList(props.list) ? await loadOptions(api, props.list) : statusOptions.value;
          const rows = await readAll<Record<string, unknown>>(api, props.field, props.includeSpam ? null : NOT_SPAM);
          bars.value = countByOption(
            rows.map((row) => row[props.field]),
            options,
          );
        }
      } catch {
        failed.value = true;
      } finally {
        loading.value = false;
        loaded.value = true;
      }
    }

    // Insights hands panels a new `now` at every refresh; only the weekly chart depends on it.
    watch(
      () => [
        props.mode,
        props.field,
        props.list,
        props.weeks,
        props.limit,
        props.includeSpam,
        props.mode === 'week' ? weekStart(props.now).getTime() : 0,
      ],
      load,
      { immediate: true },
    );

    return () =>
      h(
        'div',
        {
          class: ['request-chart', `request-chart-${props.mode}`],
          'aria-busy': loading.value ? 'true' : 'false',
          style: { height: '100%', boxSizing: 'border-box', padding: '8px 16px 12px', overflow: 'auto' },
        },
        failed.value
          ? [
              h(
                'p',
                { style: { color: 'var(--theme--danger)' } },
                'The requests could not be read. Reload the page to try again.',
              ),
            ]
          : !loaded.value
            ? []
            : [
                props.mode === 'latest'
                  ? latestView(latest.value, {
                      statusOptions: statusOptions.value,
                      lists: lists.value,
                      open: (id) => router?.push(`/content/requests/${id}`),
                    })
                  : barsView(bars.value, props.mode === 'week'),
              ],
      );
  },
});

export default definePanel({
  id: 'request-chart',
  name: 'Requests chart',
  icon: 'bar_chart',
  description: 'Requests per week, by an answer or status with labels, or the latest requests',
  component: RequestChart,
  minWidth: 12,
  minHeight: 8,
  options: [
    {
      field: 'mode',
      name: 'Shows',
      type: 'string',
      meta: {
        width: 'full',
        interface: 'select-dropdown',
        options: {
          choices: [
            { text: 'Requests per week', value: 'week' },
            { text: 'Requests by an answer or status', value: 'count' },
            { text: 'Requests by source / campaign', value: 'source' },
            { text: 'Latest requests', value: 'latest' },
          ],
        },
      },
      schema: { default_value: 'count' },
    },
    {
      field: 'field',
      name: 'Counted by (field of Requests)',
      type: 'string',
      meta: { width: 'half', interface: 'input' },
      schema: { default_value: 'status' },
    },
    {
      field: 'list',
      name: 'Labels from (empty: the Status field)',
      type: 'string',
      meta: { width: 'half', interface: 'select-dropdown', options: { choices: OPTION_LIST_CHOICES } },
    },
    {
      field: 'weeks',
      name: 'Weeks',
      type: 'integer',
      meta: { width: 'half', interface: 'input' },
      schema: { default_value: 12 },
    },
    {
      field: 'limit',
      name: 'Rows',
      type: 'integer',
      meta: { width: 'half', interface: 'input' },
      schema: { default_value: 8 },
    },
    {
      field: 'includeSpam',
      name: 'Count spam too',
      type: 'boolean',
      meta: { width: 'half', interface: 'boolean' },
      schema: { default_value: false },
    },
  ],
});
