import { useState } from 'react';
import { PERSONA_MESSAGES } from '#common/api/personas.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { trackEvent } from '../../../lib/analytics/analytics-client.ts';
import { useCreateInterviews } from '../api/create-interviews.ts';
import { canStartInterviews, questionsToAsk } from '../lib/wizard.ts';

/** Start Interviews: checks the choices, creates one interview per persona, and reports why it could not. */
export function useStartInterviews(onStarted: (interviewIds: string[]) => void) {
  const createInterviews = useCreateInterviews();
  const [startError, setStartError] = useState<string | null>(null);

  function start(choices: {
    personaIds: string[];
    documentId: string | null;
    questionsLoaded: boolean;
    questions: readonly { id: string; category: string }[];
    picked: readonly string[];
  }) {
    const { personaIds, documentId, questionsLoaded } = choices;
    const check = canStartInterviews({ personaIds, documentId, questionsLoaded });
    if (!check.ok) {
      setStartError(check.reason);
      return;
    }
    setStartError(null);
    createInterviews.mutate(
      { documentId: documentId!, personaIds, questionIds: questionsToAsk(choices.questions, choices.picked) },
      {
        onSuccess: (response) => {
          trackEvent({
            type: 'persona_interview',
            name: 'started',
            module: 'personas',
            value: personaIds.length,
          });
          onStarted(response.items.map((item) => item.id));
        },
        onError: (error) => setStartError(`${PERSONA_MESSAGES.createFailed} ${errorMessage(error)}`),
      },
    );
  }

  return { createInterviews, start, startError };
}
