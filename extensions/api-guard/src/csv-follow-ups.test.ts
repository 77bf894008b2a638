import { describe, expect, it } from 'vitest';
import { followUpsAsText } from './csv-follow-ups';

describe('follow-up answers in CSV exports', () => {
  it('reads as each question and its answer, one to a line', () => {
    const answers = [
      { field: 'project', option: 'Other', question: 'Describe the project type', answer: 'Murals' },
      { field: 'budget', option: 'More than $100,000', question: 'Is there a procurement process?', answer: 'Yes' },
    ];
    expect(
      followUpsAsText([
        { id: 'r1', follow_ups: answers },
        { id: 'r2', follow_ups: null },
      ]),
    ).toEqual([
      { id: 'r1', follow_ups: 'Describe the project type: Murals\nIs there a procurement process?: Yes' },
      { id: 'r2', follow_ups: null },
    ]);
  });

  it('leaves other records and anything that is not a list of answers as it is', () => {
    const odd = [{ follow_ups: [{ question: 'Q' }] }, { name: 'x' }];
    expect(followUpsAsText(odd)).toEqual(odd);
    expect(followUpsAsText({ follow_ups: [] })).toEqual({ follow_ups: [] });
  });
});
