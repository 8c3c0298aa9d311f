import { useParams } from 'react-router';
import { InterviewResults } from '../../../features/personas/components/interview-results.tsx';

export default function ClientPersonaInterviewRoute() {
  const { interviewId = '' } = useParams();
  // Keyed by id, so moving between interviews starts each page afresh.
  return <InterviewResults key={interviewId} interviewId={interviewId} role="client" />;
}
