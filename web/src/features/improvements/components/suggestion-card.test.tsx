// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SuggestionView } from '#common/api/improvements.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { json, mockApi, renderWithApp, type ApiCall } from '../../../test/render.tsx';
import { useDecideSuggestion } from '../api/decide-suggestion.ts';
import { SuggestionCard } from './suggestion-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IMPROVEMENT_ID = '00000000-0000-4000-8000-000000000777';

function suggestion(overrides: Partial<SuggestionView> = {}): SuggestionView {
  return {
    id: 's1',
    type: 'plain-words',
    page: 2,
    passage: 'The ongoing charges figure is levied per annum.',
    original: 'levied per annum',
    proposed: 'taken each year',
    reason: 'Plainer words.',
    addresses: { kind: 'metric', id: 'reading-age', label: 'Reading age' },
    categories: ['cost'],
    // The engine recommends it; the reviewer still decides (the card starts proposed).
    recommended: true,
    impact: null,
    status: 'proposed',
    editedText: null,
    decidedAt: null,
    ...overrides,
  };
}

/** The card wired to the decide mutation as the improvement view wires it. */
function Harness({ s }: { s: SuggestionView }) {
  const decide = useDecideSuggestion(IMPROVEMENT_ID);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <ol>
      <SuggestionCard
        suggestion={s}
        index={0}
        conflict={false}
        busy={decide.isPending}
        error={failed}
        onDecide={(input) =>
          decide.mutate({ suggestionId: s.id, input }, { onError: (error) => setFailed(errorMessage(error)) })
        }
      />
    </ol>
  );
}

function patches(calls: ApiCall[]) {
  return calls.filter((call) => call.method === 'PATCH');
}

function setup(s = suggestion()) {
  const calls = mockApi({
    [`PATCH /api/improvements/${IMPROVEMENT_ID}/suggestions/s1`]: () =>
      json(400, { code: 'INVALID_INPUT', message: 'Stop here: only the request matters.' }),
  });
  const user = userEvent.setup();
  renderWithApp(<Harness s={s} />);
  return { calls, user };
}

describe('SuggestionCard', () => {
  it('starts proposed, showing the proposed wording, with Accept and Reject both open', () => {
    setup();

    expect(screen.getByText('Proposed')).toBeTruthy();
    // the engine's recommendation is a hint beside the undecided state, not a decision
    expect(screen.getByText('Recommended: the engine measured a gain')).toBeTruthy();
    expect(screen.getByText('taken each year')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept suggestion 1' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Reject suggestion 1' }).hasAttribute('disabled')).toBe(false);
  });

  it('Accept sends status accepted with the proposed wording (editedText null) for this suggestion', async () => {
    const { calls, user } = setup();

    await user.click(screen.getByRole('button', { name: 'Accept suggestion 1' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.url.pathname).toBe(`/api/improvements/${IMPROVEMENT_ID}/suggestions/s1`);
    expect(patches(calls)[0]!.body).toEqual({ status: 'accepted', editedText: null });
  });

  it('Reject sends status rejected', async () => {
    const { calls, user } = setup();

    await user.click(screen.getByRole('button', { name: 'Reject suggestion 1' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({ status: 'rejected' });
  });

  it('Edit then Save sends the reviewer’s wording, trimmed, as an acceptance', async () => {
    const { calls, user } = setup();

    await user.click(screen.getByRole('button', { name: 'Edit suggestion 1' }));
    const box = screen.getByRole('textbox', { name: 'Your wording for suggestion 1' });
    await user.clear(box);
    await user.type(box, '  charged every year  ');
    await user.click(screen.getByRole('button', { name: 'Save and accept' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({ status: 'accepted', editedText: 'charged every year' });
  });

  it('shows the server’s refusal on the card', async () => {
    const { user } = setup();

    await user.click(screen.getByRole('button', { name: 'Accept suggestion 1' }));

    expect(await screen.findByText('Stop here: only the request matters.')).toBeTruthy();
  });

  it('an accepted suggestion cannot be accepted again, but can be rejected', () => {
    setup(suggestion({ status: 'accepted' }));

    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept suggestion 1' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Reject suggestion 1' }).hasAttribute('disabled')).toBe(false);
  });
  it('names the open finding it fixes, with the sentence the check quoted and a link to the finding', () => {
    const measures = {
      ukReadingAge: 15.6,
      longSentences: 14,
      jargonTerms: 5,
      undefinedAcronyms: 0,
      passiveVoice: 2,
      ruleFindings: 1,
      ruleIds: ['UCITS583-kii-review-date'],
    };
    setup(
      suggestion({
        type: 'update-date',
        recommended: false,
        original: 'This key investor information is accurate as at 16/06/2021.',
        proposed: 'This key investor information is accurate as at 29/11/2026.',
        addresses: {
          kind: 'rule',
          id: 'UCITS583-kii-review-date',
          label: 'KII is dated within the last 12 months',
          citation: 'COLL 4.7.5R',
          finding: {
            checkId: '00000000-0000-4000-8000-000000000999',
            quote: 'This key investor information is accurate as at 16/06/2021.',
            page: 2,
          },
        },
        impact: {
          before: measures,
          after: { ...measures, ruleFindings: 0, ruleIds: [] },
          fixedRules: ['UCITS583-kii-review-date'],
          newRules: [],
        },
      }),
    );

    expect(screen.getByText(/Fixes an open compliance finding/)).toBeTruthy();
    expect(
      screen.getByText(
        'The check quoted (page 2): “This key investor information is accurate as at 16/06/2021.”',
      ),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'see the finding KII is dated within the last 12 months' })
        .getAttribute('href'),
    ).toBe(
      '/client/compliance/analysis/00000000-0000-4000-8000-000000000999#finding-UCITS583-kii-review-date',
    );
    // its measured effect, before it is accepted: reading age, long sentences and findings
    expect(screen.getByText(/^reading age 15\.6 \(no change\)/)).toBeTruthy();
    expect(screen.getByText(/^sentences over 25 words 14 \(no change\)/)).toBeTruthy();
    expect(screen.getByText(/^compliance findings 1 → 0 \(−1\)/)).toBeTruthy();
  });
});
