// Interface "Follow-up answers": the answers a prospect gave to the follow-up questions their
// choices revealed (README "For staff", docs/decisions/041-follow-up-questions.md), each question
// as it was asked and the answer below it, as text. Only the server writes the field; nothing
// shows while it is empty (the field's condition hides it too).
import { storedFollowUpsOf } from '@agency/request-rules/follow-ups';
import { defineInterface } from '@directus/extensions-sdk';
import { defineComponent, h } from 'vue';

const FollowUpAnswers = defineComponent({
  props: { value: { type: [Array, String], default: null } },
  setup(props) {
    return () => {
      const answers = storedFollowUpsOf(props.value);
      if (answers.length === 0) return null;
      // Plain blocks: the admin's own styles lay out definition lists in a grid of their own.
      return h(
        'div',
        { class: 'follow-up-answers' },
        answers.map((answer, index) =>
          h('div', { key: index, style: { marginBottom: '12px' } }, [
            h(
              'div',
              {
                class: 'follow-up-answers__question',
                style: { color: 'var(--theme--foreground-subdued)', fontSize: '14px', lineHeight: '1.4' },
              },
              answer.question,
            ),
            h(
              'div',
              {
                class: 'follow-up-answers__answer',
                style: {
                  marginTop: '2px',
                  color: 'var(--theme--foreground)',
                  fontSize: '15px',
                  lineHeight: '1.5',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                },
              },
              answer.answer,
            ),
          ]),
        ),
      );
    };
  },
});

export default defineInterface({
  id: 'follow-up-answers',
  name: 'Follow-up answers',
  icon: 'quiz',
  description: 'The follow-up questions a prospect was asked, each with their answer',
  component: FollowUpAnswers,
  types: ['json'],
  group: 'presentation',
  options: null,
});
