// Interface "Spam reasons": why the server kept a request as spam (README "For staff",
// docs/decisions/040-proof-of-work.md), one reason a line, shown as a list in a notice. While the
// request is spam, "Not spam" moves it to New in the form (staff then save, as for any change of
// status): the Spam bookmark, the lists and the Insights dashboard count it from then on. No
// permission rule is needed: staff may change a request's status. The reasons stay, so that
// whoever opens it later still sees why it was caught. Empty, it shows nothing (the field's
// condition hides it as well).
import { defineInterface } from '@directus/extensions-sdk';
import { defineComponent, h, inject, ref, resolveComponent, type Ref } from 'vue';

/** The stored reasons, one a line (an older request holds one). */
export const reasonsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

const BUTTON_STYLE = {
  background: 'var(--theme--primary)',
  color: 'var(--foreground-inverted, #fff)',
  border: 'none',
  borderRadius: 'var(--theme--border-radius, 6px)',
  padding: '6px 16px',
  fontWeight: '600',
  cursor: 'pointer',
} as const;

const SpamReasons = defineComponent({
  props: {
    value: { type: String, default: null },
  },
  emits: ['setFieldValue'],
  setup(props, { emit }) {
    const values = inject<Ref<Record<string, unknown>>>('values', ref<Record<string, unknown>>({}));
    return () => {
      const reasons = reasonsOf(props.value);
      if (reasons.length === 0) return null;
      const isSpam = values.value.status === 'spam';
      const list = h(
        'ul',
        { class: 'spam-reasons__list', style: { margin: '0', paddingLeft: '20px', overflowWrap: 'anywhere' } },
        reasons.map((reason, index) => h('li', { key: index }, reason)),
      );
      const action = isSpam
        ? h(
            'div',
            { style: { marginTop: '12px', display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' } },
            [
              // A plain button in the theme's colours: inside a notice, Directus' own button takes
              // the notice's text style and no longer reads as one.
              h(
                'button',
                {
                  type: 'button',
                  class: 'spam-reasons__not-spam',
                  style: BUTTON_STYLE,
                  onClick: () => emit('setFieldValue', { field: 'status', value: 'new' }),
                },
                'Not spam',
              ),
              h('span', { style: { color: 'var(--theme--foreground-subdued)' } }, 'Moves it to New once you save.'),
            ],
          )
        : h(
            'p',
            { style: { marginTop: '8px', color: 'var(--theme--foreground-subdued)' } },
            'Marked not spam: counted with the other requests.',
          );
      return h(
        resolveComponent('v-notice'),
        { type: isSpam ? 'warning' : 'info', class: 'spam-reasons', multiline: true },
        { default: () => h('div', { style: { width: '100%' } }, [list, action]) },
      );
    };
  },
});

export default defineInterface({
  id: 'spam-reasons',
  name: 'Spam reasons',
  icon: 'report',
  description: 'Why the server kept a request as spam, one reason a line, with "Not spam" while it is spam',
  component: SpamReasons,
  types: ['string', 'text'],
  group: 'presentation',
  options: null,
});
